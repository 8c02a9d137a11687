/// `unmarked`: the translation exists but is not bold while the English statement is.
struct UnmarkedTranslationCheck: DriftCheck {
    func findings(in context: CheckContext) -> [AlignmentFinding] {
        context.translationPairs().compactMap { rule, english, translation in
            guard english.marked, !translation.marked else { return nil }
            return AlignmentFinding(kind: .unmarked, rule: rule.id, language: translation.language, page: rule.page,
                                    message: "translation of “\(english.text)” is not bold: “\(translation.text)”",
                                    source: translation.source, related: [english.source])
        }
    }
}
