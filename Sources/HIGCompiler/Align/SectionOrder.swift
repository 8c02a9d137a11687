/// The sections of a page in the English file and in a translation file, by their place.
///
/// Why: a translation file keeps its page's sections, and Korean or Japanese headings share no
/// words with the English ones ("Search results" / "검색 결과"), so nothing else tells that a
/// translation stands in the page's second section. Where a file leaves out the last rule of one
/// section, the first translation of the next would otherwise be expected in its place, and
/// every pair after it would shift by one. When both files have the same sections in number and
/// no heading shows that the translation reordered them, a pair across sections stands on an
/// anchor (a link, symbol, code or number) or not at all.
struct SectionOrder {
    /// The place of each English candidate's section, and of each translation's; nil outside one.
    private let englishPlaces: [Int?]
    private let translationPlaces: [Int?]
    let applies: Bool

    /// `sharedHeading(i, j)`: whether the headings of English candidate `i` and translation `j`
    /// share words (a heading the translation kept, such as "iPadOS").
    init(english: [GuidelineStatement], translations: [GuidelineStatement], sharedHeading: (Int, Int) -> Bool) {
        englishPlaces = Self.places(of: english)
        translationPlaces = Self.places(of: translations)
        let englishCount = Set(englishPlaces.compactMap { $0 }).count
        let translationCount = Set(translationPlaces.compactMap { $0 }).count
        guard englishCount >= 2, englishCount == translationCount else {
            applies = false
            return
        }
        // A heading the translation kept, at another place: the sections were reordered.
        var reordered = false
        for i in english.indices where !reordered {
            for j in translations.indices where englishPlaces[i] != nil && translationPlaces[j] != nil
                && englishPlaces[i] != translationPlaces[j] && sharedHeading(i, j) {
                reordered = true
                break
            }
        }
        applies = !reordered
    }

    /// Whether English candidate `i` and translation `j` stand in sections of different places.
    func crosses(_ i: Int, _ j: Int) -> Bool {
        guard applies, let english = englishPlaces[i], let translation = translationPlaces[j] else { return false }
        return english != translation
    }

    /// Pairs among what the first pairing left open, section by section: where a section has as
    /// many rules without a translation as translations without a rule, they pair in order, each
    /// pair with at least `bar` of evidence, not `refused`, and saying yes or no as its rule does
    /// (`agrees`: the rest of a statement the translator merged, "ただし、…ないでください", is no
    /// rule's translation). The section and the order are the
    /// evidence then: a file that left out the last rule of the section before shifted them, and
    /// content alone is thin in a language that shares no words with English.
    ///
    /// A pair must also keep the order of the pairs already made (`around`): a translation left
    /// over above a paired rule (its English deleted) is not the translation of an open rule below it.
    func gapPairs(rows: [Int], columns: [Int], around paired: [(Int, Int)] = [], value: (Int, Int) -> Double,
                  refused: (Int, Int) -> Bool, bar: Double, agrees: (Int, Int) -> Bool) -> [(Int, Int)] {
        guard applies else { return [] }
        var pairs: [(Int, Int)] = []
        let places = Set(rows.compactMap { englishPlaces[$0] })
        for place in places.sorted() {
            let openRows = rows.filter { englishPlaces[$0] == place }.sorted()
            let openColumns = columns.filter { translationPlaces[$0] == place }.sorted()
            guard !openRows.isEmpty, openRows.count == openColumns.count else { continue }
            let candidates = Array(zip(openRows, openColumns))
            func keepsOrder(_ candidate: (Int, Int)) -> Bool {
                paired.allSatisfy { ($0.0 < candidate.0) == ($0.1 < candidate.1) }
            }
            guard candidates.allSatisfy({
                value($0.0, $0.1) >= bar && !refused($0.0, $0.1) && agrees($0.0, $0.1) && keepsOrder($0)
            }) else { continue }
            pairs += candidates
        }
        return pairs
    }

    /// Each statement's section place in its file: the order in which the top-level sections
    /// under the page title first appear (statements of one file are in source order per file).
    private static func places(of statements: [GuidelineStatement]) -> [Int?] {
        var placeOfKey: [String: Int] = [:]
        var placeOfStatement: [Int?] = Array(repeating: nil, count: statements.count)
        for index in statements.indices.sorted(by: { statements[$0].source < statements[$1].source }) {
            let path = statements[index].headingPath
            guard path.count >= 2 else { continue }
            let key = statements[index].source.file + "\u{1}" + path[1]
            let place = placeOfKey[key] ?? placeOfKey.count
            placeOfKey[key] = place
            placeOfStatement[index] = place
        }
        return placeOfStatement
    }
}
