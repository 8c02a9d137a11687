import Foundation

/// What every drift check sees: the identified rules, page languages and the team's data.
public struct CheckContext {
    public var rules: [GuidelineRule] {
        didSet {
            pairs = TranslationPairs(rules: rules)
            englishHashes = nil
            crossReferences = PageCrossReferences(rules: rules)
        }
    }
    public var pageLanguages: [String: Set<LanguageCode>]
    public var lexicons: LexiconSet {
        didSet { numberExtractor = NumberExtractor(lexicons: lexicons) }
    }
    public var glossary: Glossary
    /// Every (English, translation) pair, found once and shared by the checks that compare pairs.
    private var pairs: TranslationPairs
    /// The number reader of `lexicons`, built once and shared by every slice of the rules (its
    /// tables take longer to build than a slice takes to read).
    private(set) var numberExtractor: NumberExtractor
    /// `ContentHash.of` each rule's English statement (nil without one), in the order of `rules`,
    /// when identification has already made them (`TranslationFreshness`); nil otherwise.
    private(set) var englishHashes: [String?]?
    /// Of all the rules, also in a slice of them.
    private(set) var crossReferences: PageCrossReferences
    /// Of all the rules, also in a slice of them (`DriftChecker` finds them before slicing).
    var misplaced = MisplacedTranslations()
    /// Of all the rules, also in a slice of them (`DriftChecker` finds them before slicing).
    var merged = MergedTranslations()
    /// The changelog's English rewordings and explanation changes, by rule id: what a `stale`
    /// finding tells the translator changed.
    var englishChanges: [String: [ChangelogEntry]] = [:]

    public init(rules: [GuidelineRule], pageLanguages: [String: Set<LanguageCode>], lexicons: LexiconSet, glossary: Glossary) {
        self.init(rules: rules, pageLanguages: pageLanguages, lexicons: lexicons, glossary: glossary,
                  numberExtractor: NumberExtractor(lexicons: lexicons), englishHashes: nil)
    }

    init(rules: [GuidelineRule], pageLanguages: [String: Set<LanguageCode>], lexicons: LexiconSet, glossary: Glossary,
         numberExtractor: NumberExtractor, englishHashes: [String?]?, crossReferences: PageCrossReferences? = nil) {
        precondition(englishHashes == nil || englishHashes!.count == rules.count, "one English hash per rule")
        self.rules = rules
        self.pageLanguages = pageLanguages
        self.lexicons = lexicons
        self.glossary = glossary
        self.pairs = TranslationPairs(rules: rules)
        self.numberExtractor = numberExtractor
        self.englishHashes = englishHashes
        self.crossReferences = crossReferences ?? PageCrossReferences(rules: rules)
    }

    /// The `ContentHash` of the English statement of the rule at `index` of `rules`: the one
    /// identification made, when it was handed over.
    func englishHash(ofRuleAt index: Int, _ english: GuidelineStatement) -> String {
        englishHashes?[index] ?? ContentHash.of(english)
    }

    /// Every rule's English statement with each of its translations, in rule order.
    func translationPairs() -> TranslationPairs { pairs }
}

/// One kind of drift. Each check is small and independent; `DriftChecker` runs them all.
protocol DriftCheck {
    /// True when a finding about one rule can depend on other rules (a term translated two ways
    /// across pages): the check then sees every rule at once. Other checks read rule by rule and
    /// are run on slices of the rules.
    var comparesAcrossRules: Bool { get }
    func findings(in context: CheckContext) -> [AlignmentFinding]
}

extension DriftCheck {
    var comparesAcrossRules: Bool { false }
}

/// Runs every drift check and returns the findings sorted for stable output.
public struct DriftChecker {
    let checks: [DriftCheck] = [
        MissingTranslationCheck(), ExtraStatementCheck(), UnmarkedTranslationCheck(), AnchorMismatchCheck(),
        InconsistentTranslationCheck(), TerminologyCheck(), ModalityCheck(), PolarityCheck(), ExplanationMeaningCheck(),
        StaleTranslationCheck(),
    ]
    /// Slices of the rules that checks reading rule by rule are run on: enough for every core to
    /// stay busy while the costly checks run, few enough that each slice is worth its set-up.
    static let slices = 16

    public init() {}

    public func findings(in context: CheckContext) -> [AlignmentFinding] {
        var context = context
        context.misplaced = MisplacedTranslations(context)
        context.merged = MergedTranslations(context)
        // (check, slice) tasks, in the order their findings are concatenated; a check that
        // compares across rules is one task over all of them.
        let sliceContexts = Self.slice(context, into: Self.slices)
        var tasks: [(check: DriftCheck, context: CheckContext)] = []
        for check in checks {
            if check.comparesAcrossRules || sliceContexts.count <= 1 {
                tasks.append((check, context))
            } else {
                tasks += sliceContexts.map { (check, $0) }
            }
        }
        var results = [[AlignmentFinding]](repeating: [], count: tasks.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: tasks.count) { index in
            let found = tasks[index].check.findings(in: tasks[index].context)
            lock.lock()
            results[index] = found
            lock.unlock()
        }
        var findings = results.flatMap { $0 }
        results = []
        findings.sort()
        return findings
    }

    /// `context` over consecutive runs of its rules, at most `count` of them.
    private static func slice(_ context: CheckContext, into count: Int) -> [CheckContext] {
        let rules = context.rules
        let size = max(1, (rules.count + count - 1) / count)
        return stride(from: 0, to: rules.count, by: size).map { start in
            let range = start..<min(rules.count, start + size)
            var slice = CheckContext(rules: Array(rules[range]), pageLanguages: context.pageLanguages, lexicons: context.lexicons,
                                     glossary: context.glossary, numberExtractor: context.numberExtractor,
                                     englishHashes: context.englishHashes.map { Array($0[range]) },
                                     crossReferences: context.crossReferences)
            slice.misplaced = context.misplaced
            slice.merged = context.merged
            slice.englishChanges = context.englishChanges
            return slice
        }
    }
}
