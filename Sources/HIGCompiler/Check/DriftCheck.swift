import Foundation

/// What every drift check sees: the identified rules, page languages and the team's data.
public struct CheckContext {
    public var rules: [GuidelineRule]
    public var pageLanguages: [String: Set<LanguageCode>]
    public var lexicons: LexiconSet
    public var glossary: Glossary

    public init(rules: [GuidelineRule], pageLanguages: [String: Set<LanguageCode>], lexicons: LexiconSet, glossary: Glossary) {
        self.rules = rules
        self.pageLanguages = pageLanguages
        self.lexicons = lexicons
        self.glossary = glossary
    }

    /// English statement and each translation of every rule that has both.
    func translationPairs() -> [(rule: GuidelineRule, english: GuidelineStatement, translation: GuidelineStatement)] {
        rules.flatMap { rule -> [(GuidelineRule, GuidelineStatement, GuidelineStatement)] in
            guard let english = rule.statements[.english] else { return [] }
            return rule.languages.filter { $0 != .english }.map { (rule, english, rule.statements[$0]!) }
        }
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
