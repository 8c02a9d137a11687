import HIGConventions

extension ReviewedTranslations.Selector {
    /// Reads a `--mark-reviewed` value: `RULE`, `RULE@LANGUAGE`, `PREFIX*` or `PREFIX*@LANGUAGE`
    /// (the language in its canonical case, as `--languages` takes it). Nil when the id part is
    /// empty, holds `*` anywhere but at its end, or the language is not a language tag.
    public init?(parsing text: String) {
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let rule = parts.first, !rule.isEmpty, !rule.dropLast().contains("*") else { return nil }
        var language: LanguageCode?
        if parts.count == 2 {
            guard let tag = LanguageTag.canonical(parts[1]) else { return nil }
            language = tag
        }
        self.init(rule: rule, language: language)
    }
}
