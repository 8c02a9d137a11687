/// `polarity`: negation present in one statement and not the other. A statement that sets a
/// limit ("Show no more than three buttons"), lessens something ("Downplay …", "Minimize …") or
/// makes an exception ("Don't … unless …" / "…경우에만 …하세요") may be translated with or without a negation,
/// so one holding such a phrase (the lexicons'
/// `polarityNeutral`) is not compared; nor is an English
/// statement that contrasts two things ("…, not …"), which a translation may lead with either half of,
/// nor a translation that does ("…하지 말고 …하세요" for "Avoid …").
/// Nor is an English statement that joins a request and its opposite with a dash or a semicolon
/// ("Keep icons simple — avoid fine detail."): a translation may end on either half.
/// A stale translation is not compared either: it renders the English as it was; nor one that
/// renders a neighbouring rule too (`MergedTranslations`), nor one in a language higc has no
/// lexicon for: its negations are unknown, not absent.
///
/// A negated difficulty asks for ease: "Don't make buttons hard to find" and "버튼을 찾기 쉽게
/// 만드세요" ask the same (lexicons' `difficultyWords` and `easeWords`). When one side calls the
/// thing hard and the other calls it easy, each side's negation is read through its word; when the
/// other side says neither, its rendering is unknown and the pair is not compared.
///
/// A statement of several sentences is read from its first request; when both sides have as many
/// sentences, each is compared too, so a translation that flips the second request of
/// "Design … . Avoid text in it." is reported.
struct PolarityCheck: DriftCheck {
    func findings(in context: CheckContext) -> [AlignmentFinding] {
        let englishLexicon = context.lexicons.lexicon(.english)
        return context.translationPairs().compactMap { rule, english, translation in
            // A translation joined with the next rule's ends on that rule's request (`MergedTranslations`).
            guard context.lexicons.reads(translation.language), !translation.rendersEarlierEnglish(than: english),
                  context.merged.neighbour(ofTranslationUnder: rule.id, in: translation.language) == nil else { return nil }
            let lexicon = context.lexicons.lexicon(translation.language)
            func comparable(_ englishText: String, _ translatedText: String) -> Bool {
                !englishLexicon.hasNeutralPolarity(englishText) && !englishLexicon.holdsContrast(englishText)
                    && !Self.joinsOppositeRequests(englishText, lexicon: englishLexicon)
                    && !lexicon.hasNeutralPolarity(translatedText) && !lexicon.holdsContrast(translatedText)
            }
            /// Why the two sides ask opposite things, or nil when they do not (or cannot be told).
            func opposition(_ englishNegated: Bool, _ englishText: String, _ translationNegated: Bool, _ translatedText: String) -> String? {
                let englishHard = englishLexicon.difficultyWords.matches(normalising: englishText)
                let translatedHard = lexicon.difficultyWords.matches(normalising: translatedText)
                if englishHard != translatedHard {
                    let otherSaysEasy = englishHard ? lexicon.easeWords.matches(normalising: translatedText)
                        : englishLexicon.easeWords.matches(normalising: englishText)
                    guard otherSaysEasy, (englishNegated != englishHard) != (translationNegated != translatedHard) else { return nil }
                    if englishNegated == translationNegated {
                        return englishHard ? "the English calls it hard, the translation easy, with the same negation"
                            : "the translation calls it hard, the English easy, with the same negation"
                    }
                } else if englishNegated == translationNegated {
                    return nil
                }
                return englishNegated ? "English is negative, the translation is not" : "the translation is negative, the English is not"
            }
            var flipped: (side: String, english: String, translation: String)?
            if let side = opposition(english.negated, english.text, translation.negated, translation.text) {
                if comparable(english.text, translation.text) { flipped = (side, english.text, translation.text) }
            } else if english.negated == translation.negated, !SentenceSplitter.splitFirst(Substring(english.text)).1.isEmpty {
                let englishSentences = SentenceSplitter.sentences(english.text)
                let translatedSentences = SentenceSplitter.sentences(translation.text)
                if englishSentences.count > 1, englishSentences.count == translatedSentences.count {
                    for (englishSentence, translatedSentence) in zip(englishSentences, translatedSentences) {
                        if let side = opposition(englishLexicon.isNegated(englishSentence), englishSentence,
                                                 lexicon.isNegated(translatedSentence), translatedSentence),
                           comparable(englishSentence, translatedSentence) {
                            flipped = (side, englishSentence, translatedSentence)
                            break
                        }
                    }
                }
            }
            guard let flipped else { return nil }
            return AlignmentFinding(kind: .polarity, rule: rule.id, language: translation.language, page: rule.page,
                                    message: "\(flipped.side): “\(flipped.english)” / “\(flipped.translation)”",
                                    source: translation.source, related: [english.source])
        }
    }

    /// Whether the clauses a dash or a semicolon joins are requests that differ in negation
    /// ("Keep labels short; avoid jargon."), not a request and its consequence ("…; otherwise,
    /// VoiceOver can't describe it.").
    static func joinsOppositeRequests(_ text: String, lexicon: LanguageLexicon) -> Bool {
        guard text.contains(where: { $0 == "—" || $0 == "–" || $0 == ";" || $0 == "-" }) else { return false }
        let clauses = text.replacingOccurrences(of: " - ", with: "—")
            .split(whereSeparator: { $0 == "—" || $0 == "–" || $0 == ";" })
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard clauses.count >= 2, clauses.allSatisfy({ lexicon.modality(of: $0).isDirective }) else { return false }
        return Set(clauses.map { lexicon.isNegated($0) }).count == 2
    }
}
