/// `missing`: an English guideline with no statement in a language its page has.
struct MissingTranslationCheck: DriftCheck {
    func findings(in context: CheckContext) -> [AlignmentFinding] {
        context.rules.flatMap { rule -> [AlignmentFinding] in
            guard rule.kind == .guideline, let english = rule.statements[.english] else { return [] }
            let expected = (context.pageLanguages[rule.page] ?? []).subtracting([.english])
            return expected.subtracting(rule.statements.keys).sorted().map { language in
                AlignmentFinding(kind: .missing, rule: rule.id, language: language, page: rule.page,
                                 message: "no \(language) statement for “\(english.text)”", source: english.source)
            }
        }
    }
}
