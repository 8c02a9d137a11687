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

    /// Page → language → normalised translated statement → English. A translated text paired with
    /// two different English statements on one page says nothing and is left out.
    private var pairings: [String: [LanguageCode: [String: English]]] = [:]

    public static let none = PreviousPairings()

    public init() {}

    public init(catalog: RuleCatalog?) {
        guard let catalog else { return }
        var ambiguous: Set<String> = []
        for rule in catalog.rules {
            guard let english = rule.statements[.english] else { continue }
            let target = English(statement: Self.key(english.text), explanation: Self.key(english.explanation))
            for (language, statement) in rule.statements where language != .english {
                let key = Self.key(statement.text)
                let existing = pairings[rule.page]?[language]?[key]
                if let existing, existing != target {
                    ambiguous.insert(rule.page + "\u{1}" + language + "\u{1}" + key)
                }
                pairings[rule.page, default: [:]][language, default: [:]][key] = target
            }
        }
        for entry in ambiguous {
            let parts = entry.split(separator: "\u{1}", omittingEmptySubsequences: false).map(String.init)
            pairings[parts[0]]?[parts[1]]?[parts[2]] = nil
        }
    }

    /// The English that `translation` (in `language`, on `page`) was paired with, if any.
    func english(page: String, language: LanguageCode, translation: String) -> English? {
        pairings[page]?[language]?[Self.key(translation)]
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
