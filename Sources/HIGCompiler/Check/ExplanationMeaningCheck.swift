/// `meaning`: a sentence of a translated explanation says the opposite of the English sentence
/// it translates ("a large title transitions to a standard title" / "…변경되지 않습니다").
///
/// Explanations are paired sentence by sentence (`ExplanationSentences`). A pair is reported only
/// when one side negates its main clause and the other has no negation anywhere: translators move
/// a negation into another clause or say it with an antonym often enough ("doesn't appear
/// misaligned" / "정렬이 안된 것처럼 보이지 않도록") that anything weaker would mostly report style.
///
/// Translations that sit with their English (`layout` pairs) are read: they follow the English
/// sentence by sentence. A translation kept in a file of its own is often an adaptation (sentences
/// added, dropped, merged), where pairing sentences by length alone pairs the wrong ones: it is read
/// only when its explanation has as many sentences as the English's, which it then follows, and
/// something besides its place vouches for the pairing (a pair of the wrong rules says nothing).
/// A stale translation is not read either: it renders the English as it was; nor one that renders
/// a neighbouring rule too, whose explanation it may hold (`MergedTranslations`).
struct ExplanationMeaningCheck: DriftCheck {
    func findings(in context: CheckContext) -> [AlignmentFinding] {
        let englishLexicon = context.lexicons.lexicon(.english)
        var lexicons: [LanguageCode: LanguageLexicon] = [:]
        // An English explanation is read once, however many translations follow it.
        var previousEnglish: (rule: String, reading: ExplanationReading)?
        var findings: [AlignmentFinding] = []
        context.translationPairs().forEach { rule, english, translation in
            // A stale translation renders the English as it was: its sentences pair with the
            // old explanation's, not this one's (`stale` says what changed).
            guard let method = translation.alignment?.method, context.lexicons.reads(translation.language),
                  !english.explanation.isEmpty, !translation.explanation.isEmpty,
                  !translation.rendersEarlierEnglish(than: english),
                  context.merged.neighbour(ofTranslationUnder: rule.id, in: translation.language) == nil
            else { return }
            let lexicon = lexicons[translation.language] ?? {
                let lexicon = context.lexicons.lexicon(translation.language)
                lexicons[translation.language] = lexicon
                return lexicon
            }()
            // A flip needs a negation on one side: explanations with none at all are passed over
            // before they are split into sentences.
            var englishReading = previousEnglish?.rule == rule.id ? previousEnglish!.reading
                : ExplanationReading(english.explanation, lexicon: englishLexicon)
            defer { previousEnglish = (rule.id, englishReading) }
            var translationReading = ExplanationReading(translation.explanation, lexicon: lexicon)
            guard englishReading.hasNegation || translationReading.hasNegation else { return }
            let englishSentences = englishReading.sentences
            let translatedSentences = translationReading.sentences
            guard method == .layout || (englishSentences.count == translatedSentences.count && !translation.isPairedByPlaceAlone) else { return }
            for (e, t) in ExplanationSentences.beads(english: englishSentences, translation: translatedSentences) {
                let englishSentence = englishSentences[e].joined(separator: " ")
                let translatedSentence = translatedSentences[t].joined(separator: " ")
                // Most sentences hold no negation on either side, or one on both: the cheap test
                // first, the main clause only for a sentence whose counterpart has none.
                let englishMentions = englishReading.hasNegation && e.contains { englishLexicon.mentionsNegation(englishSentences[$0]) }
                let translationMentions = translationReading.hasNegation && t.contains { lexicon.mentionsNegation(translatedSentences[$0]) }
                guard englishMentions != translationMentions else { continue }
                // A sentence translated as two is read from the first, where its main clause went
                // ("…하세요. …때문입니다." for "…, because …"); the other only needs no negation.
                let englishNormalised = englishReading.normalisedSentence(e.lowerBound)
                let translatedNormalised = translationReading.normalisedSentence(t.lowerBound)
                guard !englishLexicon.hasNeutralPolarity(englishSentence),
                      !lexicon.hasNeutralPolarity(normalised: translatedNormalised),
                      !englishLexicon.holdsContrast(normalised: englishNormalised)
                else { continue }
                let side: String
                if englishMentions, englishLexicon.isNegated(normalised: englishNormalised) {
                    side = "the English is negative, the translation is not"
                } else if !englishMentions, lexicon.isNegated(normalised: translatedNormalised) {
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

/// An explanation as the meaning check reads it: whether it mentions a negation at all, and its
/// sentences, split only when asked for.
private struct ExplanationReading {
    let text: String
    let hasNegation: Bool
    private var split: [String]?
    /// Each sentence as `LexiconText.normalise` gives it, made the first time it is asked for: a
    /// sentence whose counterpart differs in mentioning a negation is asked several questions,
    /// and an English one by every translation.
    private var normalised: [String?] = []

    init(_ text: String, lexicon: LanguageLexicon) {
        self.text = text
        hasNegation = lexicon.mentionsNegation(text)
    }

    var sentences: [String] {
        mutating get {
            if let split { return split }
            let sentences = SentenceSplitter.sentences(text)
            split = sentences
            return sentences
        }
    }

    /// The sentence at `index` of `sentences`, normalised.
    mutating func normalisedSentence(_ index: Int) -> String {
        // Made on the first question: most explanations split are asked none.
        if normalised.isEmpty { normalised = Array(repeating: nil, count: sentences.count) }
        if let known = normalised[index] { return known }
        let sentence = LexiconText.normalise(sentences[index])
        normalised[index] = sentence
        return sentence
    }
}
