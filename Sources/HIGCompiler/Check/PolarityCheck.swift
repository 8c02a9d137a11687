/// `polarity`: negation present in one statement and not the other. A statement that sets a
/// limit ("Show no more than three buttons"), lessens something ("Downplay …", "Minimize …") or
/// makes an exception ("Don't … unless …" / "…경우에만 …하세요") may be translated with or without a negation,
/// so one holding such a phrase (the lexicons'
/// `polarityNeutral`) is not compared; nor is an English
/// statement that contrasts two things ("…, not …"), which a translation may lead with either half of,
/// nor a translation that does ("…하지 말고 …하세요" for "Avoid …").
/// A stale translation is not compared either: it renders the English as it was.
///
/// A statement of several sentences is read from its first request; when both sides have as many
/// sentences, each is compared too, so a translation that flips the second request of
/// "Design … . Avoid text in it." is reported.
struct PolarityCheck: DriftCheck {
    func findings(in context: CheckContext) -> [AlignmentFinding] {
        let englishLexicon = context.lexicons.lexicon(.english)
        return context.translationPairs().compactMap { rule, english, translation in
            guard !translation.rendersEarlierEnglish(than: english) else { return nil }
            let lexicon = context.lexicons.lexicon(translation.language)
            func comparable(_ englishText: String, _ translatedText: String) -> Bool {
                !englishLexicon.hasNeutralPolarity(englishText) && !englishLexicon.holdsContrast(englishText)
                    && !lexicon.hasNeutralPolarity(translatedText) && !lexicon.holdsContrast(translatedText)
            }
            var flipped: (englishNegated: Bool, english: String, translation: String)?
            if english.negated != translation.negated {
                if comparable(english.text, translation.text) { flipped = (english.negated, english.text, translation.text) }
            } else if !SentenceSplitter.splitFirst(Substring(english.text)).1.isEmpty {
                let englishSentences = SentenceSplitter.sentences(english.text)
                let translatedSentences = SentenceSplitter.sentences(translation.text)
                if englishSentences.count > 1, englishSentences.count == translatedSentences.count {
                    for (englishSentence, translatedSentence) in zip(englishSentences, translatedSentences) {
                        let negated = englishLexicon.isNegated(englishSentence)
                        if negated != lexicon.isNegated(translatedSentence), comparable(englishSentence, translatedSentence) {
                            flipped = (negated, englishSentence, translatedSentence)
                            break
                        }
                    }
                }
            }
            guard let flipped else { return nil }
            let side = flipped.englishNegated ? "English is negative, the translation is not" : "the translation is negative, the English is not"
            return AlignmentFinding(kind: .polarity, rule: rule.id, language: translation.language, page: rule.page,
                                    message: "\(side): “\(flipped.english)” / “\(flipped.translation)”",
                                    source: translation.source, related: [english.source])
        }
    }
}
