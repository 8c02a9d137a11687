/// Translations a translator has checked against the current English and found still right
/// (`higc compile --mark-reviewed RULE[@LANGUAGE]`): a typo fixed in the English, a link moved.
///
/// Marking one records the current English's hash as the one it was aligned with, as if the
/// translator had edited it, so it is not `stale` now nor in later compiles (the catalog carries
/// the hash while the translation's text stays as it is). Only stale translations change: a
/// current one already records that hash.
public struct ReviewedTranslations: Equatable, Sendable {
    /// One `--mark-reviewed` value: a rule id, or a prefix of ids ending in `*` (`buttons/*`,
    /// `*`), and optionally `@LANGUAGE` (every translation of the rule without it).
    public struct Selector: Equatable, Hashable, Sendable, CustomStringConvertible {
        public var rule: String
        public var language: LanguageCode?

        public init(rule: String, language: LanguageCode? = nil) {
            self.rule = rule
            self.language = language
        }

        public var description: String { language.map { "\(rule)@\($0)" } ?? rule }

        /// A prefix also names a rule by the page it stands on now: an id keeps the page it was
        /// first compiled on (`Bars/Toolbars/…` after the page moved to `Controls/Toolbars`), and
        /// `Controls/Toolbars/*` reviews the whole page.
        func matches(_ id: String, page: String) -> Bool {
            guard rule.hasSuffix("*") else { return id == rule }
            let prefix = rule.dropLast()
            if id.hasPrefix(prefix) { return true }
            let slug = id.split(separator: "/").last.map(String.init) ?? id
            return (page + "/" + slug).hasPrefix(prefix)
        }
    }

    /// What marking did, for the command to report: selectors that name no rule (a typo, or a
    /// rule that is gone) and how many translations each marked.
    public struct Outcome: Equatable, Sendable {
        public var marked: [Selector: Int] = [:]
        public var unmatched: [Selector] = []
        public init() {}
    }

    public var selectors: [Selector]

    public init(_ selectors: [Selector] = []) {
        self.selectors = selectors
    }

    /// Marks the stale translations the selectors name. `englishHashes[i]` is the current hash
    /// of rule i's English (`TranslationFreshness.apply`).
    func apply(to rules: inout [GuidelineRule], englishHashes: [String?]) -> Outcome {
        var outcome = Outcome()
        guard !selectors.isEmpty else { return outcome }
        for selector in selectors {
            var named = false, marked = 0
            for index in rules.indices where selector.matches(rules[index].id, page: rules[index].page) {
                named = true
                guard let current = englishHashes[index] else { continue }
                for language in rules[index].languages where language != .english && (selector.language == nil || selector.language == language) {
                    guard let aligned = rules[index].statements[language]?.alignedWith, aligned != current else { continue }
                    rules[index].statements[language]!.alignedWith = current
                    marked += 1
                }
            }
            if named { outcome.marked[selector, default: 0] += marked } else { outcome.unmatched.append(selector) }
        }
        return outcome
    }
}
