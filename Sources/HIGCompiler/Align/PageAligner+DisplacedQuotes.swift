extension PageAligner {
    /// How much better a quote must fit an untranslated English rule above it than the paragraph
    /// it follows before the layout pairing gives way.
    static let displacedQuoteMargin = 0.15
    /// The margin where neither pair shares content: modality, length and section speak alone.
    static let wordlessDisplacedQuoteMargin = 0.2

    /// Releases the quotes that follow an English paragraph other than the one they translate.
    ///
    /// A rule pasted between an English paragraph and its quote takes that quote by layout, and
    /// the rule above is left missing its translation. Where the quote shares no anchor with the
    /// paragraph it follows, and renders an English rule above it that has no translation in its
    /// language (up to the previous translated rule of the file) clearly better (by content, or
    /// by a wider margin where neither pair shares content), the layout is
    /// not evidence: the quote is aligned with the page's loose translations, by content and
    /// position like them, and the paragraph it followed is reported missing if nothing else
    /// renders it.
    ///
    /// So is a quote that the previous catalog paired, unchanged, with an English rule above it
    /// that the page still states (where the English changed, or the previous catalog kept such
    /// a pairing across a change, `PreviousPairings.holdsPairings`): a rule split in
    /// two ("**Keep a title short.** … **Truncate a long title in the middle.** …" above the quote
    /// that rendered both) leaves the quote after the new half, but it still renders the first.
    func releaseDisplacedQuotes(rules: inout [GuidelineRule],
                                loose: inout [LanguageCode: [(statement: GuidelineStatement, tentative: Bool)]],
                                vocabulary: VocabularyMatcher, page: String = "", previous: PreviousPairings = .none,
                                englishChanged: Bool = false) {
        let languages = Set(rules.flatMap { rule in
            rule.statements.values.filter { $0.alignment?.method == .layout }.map(\.language)
        })
        for language in languages.sorted() {
            // The page's lengths, counted only once a quote has a rule above it to weigh: counting
            // characters of every explanation costs more than the rest of this step.
            var pageLengths: (english: Double, translated: Double)?
            func lengths() -> (english: Double, translated: Double) {
                if let pageLengths { return pageLengths }
                var totals = (english: 0.0, translated: 0.0)
                for rule in rules {
                    guard let english = rule.statements[.english], let translation = rule.statements[language],
                          translation.alignment?.method == .layout else { continue }
                    totals = (totals.english + length(english), totals.translated + length(translation))
                }
                pageLengths = totals
                return totals
            }
            let scorer = PairScorer(vocabulary: vocabulary)
            for index in rules.indices {
                guard let english = rules[index].statements[.english], let quote = rules[index].statements[language],
                      quote.alignment?.method == .layout, quote.source.file == english.source.file else { continue }
                // The untranslated English rules straight above, in the same file.
                var above: [Int] = []
                var row = index - 1
                while row >= 0, let earlier = rules[row].statements[.english], earlier.source.file == english.source.file,
                      rules[row].statements[language] == nil {
                    above.append(row)
                    row -= 1
                }
                guard !above.isEmpty else { continue }
                // The translator's earlier answer, where the quote is as it was: a rule above.
                if englishChanged || previous.holdsPairings(page: page, language: language),
                   let before = previous.english(page: page, language: language, translation: quote,
                                                 among: rules.compactMap { $0.statements[language] }),
                   !PreviousPairings.names(before, english),
                   above.contains(where: { PreviousPairings.names(before, rules[$0].statements[.english]!) }) {
                    release(quote, at: index)
                    continue
                }
                // The page's length ratio from its other pairs: this one's would favour the
                // paragraph the quote follows. Without others, one that favours no candidate.
                let (englishLength, translatedLength) = lengths()
                let (otherEnglish, otherTranslated) = (englishLength - length(english), translatedLength - length(quote))
                let candidates = ([english] + above.map { rules[$0].statements[.english]! }).map(length)
                scorer.lengthRatio = max(0.1, otherEnglish > 0 && otherTranslated > 0 ? otherTranslated / otherEnglish
                                         : length(quote) / (candidates.reduce(0, +) / Double(candidates.count)))
                let translation = candidate(quote)
                let followed = scorer.score(english: candidate(english), translation: translation)
                // An anchor of its own ties the quote to the paragraph it follows; one that only a
                // cross-reference paragraph brought does not (the pasted rule took that paragraph in).
                let (own, quoted) = (translation.ownAnchors, candidate(english).ownAnchors)
                guard own.urls.isDisjoint(with: quoted.urls), own.symbols.isDisjoint(with: quoted.symbols),
                      own.code.isDisjoint(with: quoted.code), own.numbers.intersection(quoted.numbers).subtracting(["1"]).isEmpty
                else { continue }
                let best = above.map { scorer.score(english: candidate(rules[$0].statements[.english]!), translation: translation) }
                    .max { $0.value < $1.value }!
                // Without shared content on either side (a quote whose words no list knows), only
                // a gap twice as wide: modality, length and section then speak for the rule above.
                guard best.value >= Self.pairingThreshold,
                      best.hasContentEvidence ? best.value >= followed.value + Self.displacedQuoteMargin
                          : !followed.hasContentEvidence && best.value >= followed.value + Self.wordlessDisplacedQuoteMargin
                else { continue }
                release(quote, at: index)
            }
            func release(_ quote: GuidelineStatement, at index: Int) {
                var released = quote
                released.alignment = nil
                rules[index].statements[language] = nil
                var statements = loose[language, default: []]
                let place = statements.firstIndex { released.source < $0.statement.source } ?? statements.endIndex
                statements.insert((released, false), at: place)
                loose[language] = statements
            }
        }
    }
}
