/// `polarity`: negation present in one statement and not the other. A statement that sets a
/// limit ("Show no more than three buttons"), lessens something ("Downplay …", "Minimize …") or
/// makes an exception ("Don't … unless …" / "…경우에만 …하세요") may be translated with or without a negation, so one holding such a phrase (the lexicons'
/// `polarityNeutral`) is not compared; nor is an English
/// statement that contrasts two things ("…, not …"), which a translation may lead with either half of.
/// A stale translation is not compared either: it renders the English as it was.
struct PolarityCheck: DriftCheck {
    func findings(in context: CheckContext) -> [AlignmentFinding] {
        let englishLexicon = context.lexicons.lexicon(.english)
        return context.translationPairs().compactMap { rule, english, translation in
            guard english.negated != translation.negated, !translation.rendersEarlierEnglish(than: english),
                  !englishLexicon.hasNeutralPolarity(english.text),
                  !englishLexicon.holdsContrast(english.text),
                  !context.lexicons.lexicon(translation.language).hasNeutralPolarity(translation.text) else { return nil }
            let side = english.negated ? "English is negative, the translation is not" : "the translation is negative, the English is not"
            return AlignmentFinding(kind: .polarity, rule: rule.id, language: translation.language, page: rule.page,
                                    message: "\(side): “\(english.text)” / “\(translation.text)”",
                                    source: translation.source, related: [english.source])
        }
    }
}
