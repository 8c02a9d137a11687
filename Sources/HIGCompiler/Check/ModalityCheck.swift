/// `modality`: an imperative or prohibition rendered as a plain statement, or a prohibition
/// rendered as a suggestion. A translation whose polarity differs ("Don't use …" / "…使用しても
/// かまいません", you may use) is `polarity`'s to report: the meaning flipped, not only its force.
/// A stale translation is not compared: it renders the English as it was.
struct ModalityCheck: DriftCheck {
    func findings(in context: CheckContext) -> [AlignmentFinding] {
        context.translationPairs().compactMap { rule, english, translation in
            let weakened: Bool
            switch (english.modality, translation.modality) {
            case (.prohibition, .recommendation), (.prohibition, .statement),
                 (.requirement, .statement), (.recommendation, .statement):
                weakened = true
            default:
                weakened = false
            }
            guard weakened, english.negated == translation.negated, !translation.rendersEarlierEnglish(than: english) else { return nil }
            return AlignmentFinding(kind: .modality, rule: rule.id, language: translation.language, page: rule.page,
                                    message: "English is a \(english.modality.rawValue), the translation reads as a \(translation.modality.rawValue): “\(translation.text)”",
                                    source: translation.source, related: [english.source])
        }
    }
}
