/// Per-language totals for the top of the drift report.
public struct LanguageSummary: Hashable, Sendable, Codable {
    public var language: LanguageCode
    /// Statements in this language.
    public var statements: Int
    /// Of those, statements paired with an English rule.
    public var aligned: Int
    /// English guideline rules on pages that have this language.
    public var expected: Int
    /// Of the expected guidelines, the share with a statement in this language, in percent, one
    /// decimal. API requirements are paired (and counted in `aligned`) but never expected: a
    /// translated reference page may leave them out.
    public var coverage: Double
    public var findings: [String: Int]

    static func summarize(rules: [GuidelineRule], findings: [AlignmentFinding],
                          pageLanguages: [String: Set<LanguageCode>]) -> [LanguageSummary] {
        // Counted in place: filtering copies of tens of thousands of rules per language only to
        // count them is a needless peak.
        var present: Set<LanguageCode> = []
        for rule in rules { present.formUnion(rule.statements.keys) }
        // A page's translation file with no statement yet (a translation just begun) is still
        // expected, and its coverage is what a team most needs to see.
        for languages in pageLanguages.values { present.formUnion(languages) }
        let languages = present.sorted(by: languageOrder)
        // A statement reported `missing` (still the English, untranslated) covers nothing.
        var untranslated: Set<String> = []
        for finding in findings where finding.kind == .missing {
            if let rule = finding.rule { untranslated.insert(rule + "\u{0}" + finding.language) }
        }
        return languages.map { language in
            var statements = 0, aligned = 0, expected = 0, covered = 0
            for rule in rules {
                // Asked of the entries in place: a subscript would copy each statement out only to test it for nil.
                let hasEnglish = rule.statements.hasStatement(in: .english)
                let hasLanguage = rule.statements.hasStatement(in: language)
                if hasLanguage {
                    statements += 1
                    if hasEnglish { aligned += 1 }
                }
                if rule.kind == .guideline, hasEnglish, pageLanguages[rule.page]?.contains(language) == true {
                    expected += 1
                    if hasLanguage, untranslated.isEmpty || !untranslated.contains(rule.id + "\u{0}" + language) { covered += 1 }
                }
            }
            // Nothing expected is nothing missing, as for English: an API page's translation (its
            // requirements are never expected) is not shown as 0 % covered.
            let coverage = expected == 0 ? 100 : (Double(covered) / Double(expected) * 1000).rounded() / 10
            var byKind: [String: Int] = [:]
            for finding in findings where finding.language == language { byKind[finding.kind.rawValue, default: 0] += 1 }
            return LanguageSummary(language: language, statements: statements, aligned: aligned,
                                   expected: expected, coverage: language == .english ? 100 : coverage, findings: byKind)
        }
    }
}

/// The drift report written to `alignment.json`.
public struct AlignmentReport: Hashable, Sendable, Codable {
    public var schemaVersion: Int
    public var summary: [LanguageSummary]
    public var findings: [AlignmentFinding]
}
