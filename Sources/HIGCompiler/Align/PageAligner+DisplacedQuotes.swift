extension PageAligner {
    /// How much better a quote must fit an untranslated English rule above it than the paragraph
    /// it follows before the layout pairing gives way.
    static let displacedQuoteMargin = 0.15

    /// Releases the quotes that follow an English paragraph other than the one they translate.
    ///
    /// A rule pasted between an English paragraph and its quote takes that quote by layout, and
    /// the rule above is left missing its translation. Where the quote shares no anchor with the
    /// paragraph it follows, and renders an English rule above it that has no translation in its
    /// language (up to the previous translated rule of the file) clearly better, the layout is
    /// not evidence: the quote is aligned with the page's loose translations, by content and
    /// position like them, and the paragraph it followed is reported missing if nothing else
    /// renders it.
    func releaseDisplacedQuotes(rules: inout [GuidelineRule],
                                loose: inout [LanguageCode: [(statement: GuidelineStatement, tentative: Bool)]],
                                vocabulary: VocabularyMatcher) {
        let languages = Set(rules.flatMap { rule in
            rule.statements.values.filter { $0.alignment?.method == .layout }.map(\.language)
        })
        for language in languages.sorted() {
            let layoutPairs = rules.compactMap { rule -> (GuidelineStatement, GuidelineStatement)? in
                guard let english = rule.statements[.english], let translation = rule.statements[language],
                      translation.alignment?.method == .layout else { return nil }
                return (english, translation)
            }
            let englishLength = layoutPairs.reduce(0.0) { $0 + length($1.0) }
            let scorer = PairScorer(vocabulary: vocabulary)
            scorer.lengthRatio = englishLength > 0 ? max(0.1, layoutPairs.reduce(0.0) { $0 + length($1.1) } / englishLength) : 1
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
                let translation = candidate(quote)
                let followed = scorer.score(english: candidate(english), translation: translation)
                guard !followed.hasAnchorEvidence else { continue }
                let best = above.map { scorer.score(english: candidate(rules[$0].statements[.english]!), translation: translation) }
                    .max { $0.value < $1.value }!
                guard best.hasContentEvidence, best.value >= Self.pairingThreshold,
                      best.value >= followed.value + Self.displacedQuoteMargin else { continue }
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
