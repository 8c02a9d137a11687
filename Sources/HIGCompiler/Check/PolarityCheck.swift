/// `polarity`: negation present in one statement and not the other.
struct PolarityCheck: DriftCheck {
    func findings(in context: CheckContext) -> [AlignmentFinding] {
        context.translationPairs().compactMap { rule, english, translation in
            guard english.negated != translation.negated else { return nil }
            let side = english.negated ? "English is negative, the translation is not" : "the translation is negative, the English is not"
            return AlignmentFinding(kind: .polarity, rule: rule.id, language: translation.language, page: rule.page,
                                    message: "\(side): “\(english.text)” / “\(translation.text)”",
                                    source: translation.source, related: [english.source])
        }
    }
}
