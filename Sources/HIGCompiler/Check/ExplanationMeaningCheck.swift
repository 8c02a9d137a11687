/// `meaning`: a sentence of a translated explanation says the opposite of the English sentence
/// it translates ("a large title transitions to a standard title" / "…변경되지 않습니다").
///
/// Explanations are paired sentence by sentence (`ExplanationSentences`). A pair is reported only
/// when one side negates its main clause and the other has no negation anywhere: translators move
/// a negation into another clause or say it with an antonym often enough ("doesn't appear
/// misaligned" / "정렬이 안된 것처럼 보이지 않도록") that anything weaker would mostly report style.
///
/// Only translations that sit with their English (`layout` pairs) are read: they follow the
/// English sentence by sentence. A translation kept in a file of its own is often an adaptation
/// (sentences added, dropped, merged), where pairing sentences by length alone pairs the wrong ones.
struct ExplanationMeaningCheck: DriftCheck {
    func findings(in context: CheckContext) -> [AlignmentFinding] {
        let englishLexicon = context.lexicons.lexicon(.english)
        var findings: [AlignmentFinding] = []
        for (rule, english, translation) in context.translationPairs()
        where translation.alignment?.method == .layout && !english.explanation.isEmpty && !translation.explanation.isEmpty {
            let lexicon = context.lexicons.lexicon(translation.language)
            // A flip needs a negation on one side: explanations with none at all are passed over
            // before they are split into sentences.
            let englishHasNegation = englishLexicon.mentionsNegation(english.explanation)
            let translationHasNegation = lexicon.mentionsNegation(translation.explanation)
            guard englishHasNegation || translationHasNegation else { continue }
            let englishSentences = SentenceSplitter.sentences(english.explanation)
            let translatedSentences = SentenceSplitter.sentences(translation.explanation)
            for (e, t) in ExplanationSentences.pairs(english: englishSentences, translation: translatedSentences) {
                let englishSentence = englishSentences[e], translatedSentence = translatedSentences[t]
                // Most sentences hold no negation on either side, or one on both: the cheap test
                // first, the main clause only for a sentence whose counterpart has none.
                let englishMentions = englishHasNegation && englishLexicon.mentionsNegation(englishSentence)
                guard englishMentions != (translationHasNegation && lexicon.mentionsNegation(translatedSentence)),
                      !englishLexicon.hasNeutralPolarity(englishSentence), !lexicon.hasNeutralPolarity(translatedSentence)
                else { continue }
                let side: String
                if englishMentions, englishLexicon.isNegated(englishSentence) {
                    side = "the English is negative, the translation is not"
                } else if !englishMentions, lexicon.isNegated(translatedSentence) {
                    side = "the translation is negative, the English is not"
                } else {
                    continue
                }
                findings.append(AlignmentFinding(
                    kind: .meaning, rule: rule.id, language: translation.language, page: rule.page,
                    message: "in the explanation, \(side): “\(englishSentence)” / “\(translatedSentence)”",
                    source: translation.source, related: [english.source]))
            }
        }
        return findings
    }
}
