/// `missing`: an English guideline with no statement in a language its page has.
struct MissingTranslationCheck: DriftCheck {
    func findings(in context: CheckContext) -> [AlignmentFinding] {
        var findings: [AlignmentFinding] = []
        for rule in context.rules where rule.kind == .guideline && rule.statements.hasStatement(in: .english) {
            // The page's languages the rule lacks, tested in place: no sets are built for the
            // (most) rules that lack none, and no statement is copied out for them.
            var missing: [LanguageCode] = []
            for language in context.pageLanguages[rule.page] ?? [] where language != .english && !rule.statements.hasStatement(in: language) {
                missing.append(language)
            }
            guard !missing.isEmpty, let english = rule.statements[.english] else { continue }
            for language in missing.sorted() {
                findings.append(AlignmentFinding(kind: .missing, rule: rule.id, language: language, page: rule.page,
                                                 message: "no \(language) statement for “\(english.text)”", source: english.source))
            }
        }
        return findings
    }
}
