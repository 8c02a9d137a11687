/// Per-page, per-language coverage for the review page's page list: how many of a page's English
/// guidelines have a statement in each language. `LanguageSummary` gives the corpus-wide totals;
/// translators work page by page, so the page list needs the same numbers per page.
struct ReviewPageCoverage: Hashable {
    var language: LanguageCode
    /// Rules on the page with a statement in this language.
    var statements: Int
    /// Of the page's English guidelines, how many have this language (nil for English and for
    /// pages without English guidelines, where coverage means nothing).
    var aligned: Int?
    var expected: Int?

    /// aligned / expected in percent, one decimal, like `LanguageSummary.coverage`.
    var percent: Double? {
        guard let aligned, let expected, expected > 0 else { return nil }
        return (Double(aligned) / Double(expected) * 1000).rounded() / 10
    }

    /// Coverage of every language a page shows: languages with statements there, plus languages
    /// that findings say the page should have (a `missing` finding for a language with no statement yet).
    static func coverage(rules: [GuidelineRule], findings: [AlignmentFinding]) -> [ReviewPageCoverage] {
        let languages = Set(rules.flatMap(\.statements.keys)).union(findings.map(\.language)).sorted(by: languageOrder)
        let englishGuidelines = rules.filter { $0.kind == .guideline && $0.statements.hasStatement(in: .english) }
        return languages.map { language in
            let statements = rules.count { $0.statements.hasStatement(in: language) }
            guard language != .english, !englishGuidelines.isEmpty else {
                return ReviewPageCoverage(language: language, statements: statements, aligned: nil, expected: nil)
            }
            let aligned = englishGuidelines.count { $0.statements.hasStatement(in: language) }
            return ReviewPageCoverage(language: language, statements: statements, aligned: aligned, expected: englishGuidelines.count)
        }
    }
}
