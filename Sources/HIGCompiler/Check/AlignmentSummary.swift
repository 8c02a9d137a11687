/// Per-language totals for the top of the drift report.
public struct LanguageSummary: Hashable, Sendable, Codable {
    public var language: LanguageCode
    /// Statements in this language.
    public var statements: Int
    /// Of those, statements paired with an English rule.
    public var aligned: Int
    /// English guideline rules on pages that have this language.
    public var expected: Int
    /// aligned / expected, in percent, one decimal.
    public var coverage: Double
    public var findings: [String: Int]

    static func summarize(rules: [GuidelineRule], findings: [AlignmentFinding],
                          pageLanguages: [String: Set<LanguageCode>]) -> [LanguageSummary] {
        let languages = Set(rules.flatMap(\.statements.keys)).sorted(by: languageOrder)
        return languages.map { language in
            let statements = rules.filter { $0.statements[language] != nil }
            let aligned = language == .english ? statements.count : statements.filter { $0.statements[.english] != nil }.count
            let expected = rules.filter {
                $0.kind == .guideline && $0.statements[.english] != nil && pageLanguages[$0.page]?.contains(language) == true
            }.count
            let coverage = expected == 0 ? 0 : (Double(aligned) / Double(expected) * 1000).rounded() / 10
            var byKind: [String: Int] = [:]
            for finding in findings where finding.language == language { byKind[finding.kind.rawValue, default: 0] += 1 }
            return LanguageSummary(language: language, statements: statements.count, aligned: aligned,
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
