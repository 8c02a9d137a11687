import Foundation

/// What every drift check sees: the identified rules, page languages and the team's data.
public struct CheckContext {
    public typealias TranslationPair = (rule: GuidelineRule, english: GuidelineStatement, translation: GuidelineStatement)

    public var rules: [GuidelineRule] {
        didSet { pairs = Self.pairs(of: rules) }
    }
    public var pageLanguages: [String: Set<LanguageCode>]
    public var lexicons: LexiconSet
    public var glossary: Glossary
    /// Built once: most checks walk the pairs, and building them per check copied every statement
    /// several times over on a large catalog.
    private var pairs: [TranslationPair]

    public init(rules: [GuidelineRule], pageLanguages: [String: Set<LanguageCode>], lexicons: LexiconSet, glossary: Glossary) {
        self.rules = rules
        self.pageLanguages = pageLanguages
        self.lexicons = lexicons
        self.glossary = glossary
        self.pairs = Self.pairs(of: rules)
    }

    /// English statement and each translation of every rule that has both.
    func translationPairs() -> [TranslationPair] { pairs }

    private static func pairs(of rules: [GuidelineRule]) -> [TranslationPair] {
        var pairs: [TranslationPair] = []
        for rule in rules {
            guard let english = rule.statements[.english] else { continue }
            for language in rule.languages where language != .english {
                pairs.append((rule, english, rule.statements[language]!))
            }
        }
        return pairs
    }
}

/// One kind of drift. Each check is small and independent; `DriftChecker` runs them all.
protocol DriftCheck {
    func findings(in context: CheckContext) -> [AlignmentFinding]
}

/// Runs every drift check and returns the findings sorted for stable output.
public struct DriftChecker {
    let checks: [DriftCheck] = [
        MissingTranslationCheck(), ExtraStatementCheck(), UnmarkedTranslationCheck(), AnchorMismatchCheck(),
        InconsistentTranslationCheck(), TerminologyCheck(), ModalityCheck(), PolarityCheck(), StaleTranslationCheck(),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [AlignmentFinding] {
        // The checks are independent reads of the context: run them on every core.
        var results = [[AlignmentFinding]](repeating: [], count: checks.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: checks.count) { index in
            let found = checks[index].findings(in: context)
            lock.lock()
            results[index] = found
            lock.unlock()
        }
        return results.flatMap { $0 }.sorted()
    }
}
