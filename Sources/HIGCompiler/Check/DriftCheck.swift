import Foundation

/// What every drift check sees: the identified rules, page languages and the team's data.
public struct CheckContext {
    public typealias TranslationPair = (rule: GuidelineRule, english: GuidelineStatement, translation: GuidelineStatement)

    public var rules: [GuidelineRule] {
        didSet { pairs = TranslationPairs(rules: rules) }
    }
    public var pageLanguages: [String: Set<LanguageCode>]
    public var lexicons: LexiconSet
    public var glossary: Glossary
    /// Every (English, translation) pair, found once and shared by the checks that compare pairs.
    private var pairs: TranslationPairs

    public init(rules: [GuidelineRule], pageLanguages: [String: Set<LanguageCode>], lexicons: LexiconSet, glossary: Glossary) {
        self.rules = rules
        self.pageLanguages = pageLanguages
        self.lexicons = lexicons
        self.glossary = glossary
        self.pairs = TranslationPairs(rules: rules)
    }

    /// Every rule's English statement with each of its translations, in rule order.
    func translationPairs() -> TranslationPairs { pairs }
}

/// One kind of drift. Each check is small and independent; `DriftChecker` runs them all.
protocol DriftCheck {
    func findings(in context: CheckContext) -> [AlignmentFinding]
}

/// Runs every drift check and returns the findings sorted for stable output.
public struct DriftChecker {
    let checks: [DriftCheck] = [
        MissingTranslationCheck(), ExtraStatementCheck(), UnmarkedTranslationCheck(), AnchorMismatchCheck(),
        InconsistentTranslationCheck(), TerminologyCheck(), ModalityCheck(), PolarityCheck(), ExplanationMeaningCheck(),
        StaleTranslationCheck(),
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
        var findings = results.flatMap { $0 }
        results = []
        findings.sort()
        return findings
    }
}
