/// What the previous catalog paired: for each page and language, the English statement each
/// translated statement was the translation of. A plain value read off the previous catalog
/// before alignment, so the aligner needs nothing of the catalog or of rule identity.
///
/// Why: a translation that nobody touched renders what it rendered before. When the English
/// moves a rule or removes a neighbour, content and position alone can shift such a translation
/// onto the wrong rule; the previous pairing is the translator's own answer, still valid as long
/// as both texts are unchanged.
public struct PreviousPairings: Sendable {
    /// The English a translated statement was paired with: its statement and its explanation,
    /// both normalised. Either one unchanged recognises the rule (a reworded statement keeps its
    /// explanation, an edited explanation keeps its statement).
    public struct English: Hashable, Sendable {
        public var statement: String
        public var explanation: String
    }

    /// Page → language → normalised translated statement and which of its occurrences on the page
    /// it is (a page may state one text twice) → English.
    private var pairings: [String: [LanguageCode: [Occurrence: English]]] = [:]

    struct Occurrence: Hashable, Sendable {
        var text: String
        var index: Int
    }

    public static let none = PreviousPairings()

    public init() {}

    public init(catalog: RuleCatalog?) {
        guard let catalog else { return }
        // Every translated statement, paired or not, in page order: the n-th statement of a text
        // then is the n-th one now when the page is unchanged.
        var statements: [String: [LanguageCode: [(source: SourceLocation, text: String, english: English?)]]] = [:]
        for rule in catalog.rules {
            let english = rule.statements[.english].map {
                English(statement: Self.key($0.text), explanation: Self.key($0.explanation))
            }
            for (language, statement) in rule.statements where language != .english {
                statements[rule.page, default: [:]][language, default: []].append((statement.source, Self.key(statement.text), english))
            }
        }
        for (page, languages) in statements {
            for (language, list) in languages {
                var counts: [String: Int] = [:]
                for entry in list.sorted(by: { $0.source < $1.source }) {
                    let index = counts[entry.text, default: 0]
                    counts[entry.text] = index + 1
                    guard let english = entry.english else { continue }
                    pairings[page, default: [:]][language, default: [:]][Occurrence(text: entry.text, index: index)] = english
                }
            }
        }
    }

    /// The English that `translation` (in `language`, on `page`) was paired with, if any;
    /// `translations` are the page's statements in that language now, `translation` among them.
    func english(page: String, language: LanguageCode, translation: GuidelineStatement,
                 among translations: [GuidelineStatement]) -> English? {
        guard let byOccurrence = pairings[page]?[language] else { return nil }
        let key = Self.key(translation.text)
        let index = translations.count { $0.source < translation.source && Self.key($0.text) == key }
        return byOccurrence[Occurrence(text: key, index: index)]
    }

    /// Whether an English statement is the one a previous pairing names.
    static func names(_ english: English, _ statement: GuidelineStatement) -> Bool {
        english.statement == key(statement.text)
            || (!english.explanation.isEmpty && english.explanation == key(statement.explanation))
    }

    static func key(_ text: String) -> String {
        TextNormalizer.normalize(text).lowercased()
    }
}
