/// `modality`: an imperative or prohibition rendered as a plain statement, or a prohibition
/// rendered as a suggestion. A translation whose polarity differs ("Don't use …" / "…使用しても
/// かまいません", you may use) is `polarity`'s to report: the meaning flipped, not only its force.
/// A stale translation is not compared: it renders the English as it was. Where `polarity`
/// passes a pair over because it sets a limit ("Don't stack more than one sheet" / "…重ねて表示して
/// もかまいません"), the weakened request is reported here: a permission for a prohibition is
/// drift whichever check names it.
struct ModalityCheck: DriftCheck {
    func findings(in context: CheckContext) -> [AlignmentFinding] {
        let englishLexicon = context.lexicons.lexicon(.english)
        return context.translationPairs().compactMap { rule, english, translation in
            let weakened: Bool
            // A translation that waives ("…할 필요가 없습니다", 「…必要はありません」, need not; lexicon
            // `waivers`) turns "must not" into an option. A negated request ("…않게 하세요", make
            // sure it does not) forbids, as the English does.
            let waives = english.modality == .prohibition && translation.modality == .requirement && translation.negated
                && context.lexicons.lexicon(translation.language).waivers.match(LexiconText.normalise(translation.text)) != nil
            // "Avoid …" advises against: "…지 않는 것이 좋습니다" (better not to) says the same.
            let advisesAgainst = english.modality == .prohibition && translation.modality == .recommendation && translation.negated
                && englishLexicon.softProhibitions.match(LexiconText.normalise(english.text)) != nil
            switch (english.modality, translation.modality) {
            case (.prohibition, .recommendation) where advisesAgainst:
                weakened = false
            case (.prohibition, .recommendation), (.prohibition, .statement),
                 (.requirement, .statement), (.recommendation, .statement):
                weakened = true
            default:
                weakened = waives
            }
            // (A placeholder still in English is no pair at all: `TranslationPairs`.)
            guard weakened, !translation.rendersEarlierEnglish(than: english) else { return nil }
            if english.negated != translation.negated {
                // `polarity`'s to report, unless it passes the pair over for a limit it sets.
                guard englishLexicon.hasNeutralPolarity(english.text)
                        || context.lexicons.lexicon(translation.language).hasNeutralPolarity(translation.text) else { return nil }
            }
            let reading = waives ? "says it is not needed" : "reads as a \(translation.modality.rawValue)"
            return AlignmentFinding(kind: .modality, rule: rule.id, language: translation.language, page: rule.page,
                                    message: "English is a \(english.modality.rawValue), the translation \(reading): “\(translation.text)”",
                                    source: translation.source, related: [english.source])
        }
    }
}
