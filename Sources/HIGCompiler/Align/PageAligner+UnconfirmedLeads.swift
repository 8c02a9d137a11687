extension PageAligner {
    /// Content evidence a translation needs to make a short English lead a statement: as much as
    /// a tentative translation needs, since the lead, too, is prose unless shown otherwise.
    static let leadConfirmationBar = pairingThreshold + tentativeMargin

    /// Makes the leads of each run (`UnconfirmedLeadRun`) statements when every one of them has a
    /// translation among `leftovers` that asks for something, renders it (content evidence above
    /// `leadConfirmationBar`) and sits between the translations of the English rules around it.
    /// Those translations pair with their leads; the English statement before the run then ends
    /// where the run begins. A run any of whose leads finds no such translation stays prose.
    func confirmLeads(_ runs: [UnconfirmedLeadRun], page: String, leftovers: inout [LanguageCode: [GuidelineStatement]],
                      rules: inout [GuidelineRule], vocabulary: VocabularyMatcher, lengthRatios: [LanguageCode: Double]) {
        guard !runs.isEmpty, leftovers.values.contains(where: { $0.contains { $0.modality.isDirective } }) else { return }
        let scorers = Dictionary(uniqueKeysWithValues: leftovers.keys.map { language in
            let scorer = PairScorer(vocabulary: vocabulary)
            scorer.lengthRatio = lengthRatios[language] ?? 1
            return (language, scorer)
        })
        for run in runs {
            var found: [[LanguageCode: GuidelineStatement]] = []
            var used: [LanguageCode: Set<Int>] = [:]
            for lead in run.leads {
                let english = candidate(lead)
                var translations: [LanguageCode: GuidelineStatement] = [:]
                for language in leftovers.keys.sorted() {
                    let (lower, upper) = translatedNeighbours(of: lead.source, language: language, rules: rules)
                    var best: (index: Int, score: PairScorer.Score)?
                    for (index, translation) in leftovers[language]!.enumerated() where !used[language, default: []].contains(index) {
                        guard translation.modality.isDirective, lower.map({ $0 < translation.source }) ?? true,
                              upper.map({ translation.source < $0 }) ?? true else { continue }
                        let score = scorers[language]!.score(english: english, translation: candidate(translation))
                        if score.hasContentEvidence, score.value >= Self.leadConfirmationBar, score.value > best?.score.value ?? 0 {
                            best = (index, score)
                        }
                    }
                    guard let best else { continue }
                    var translation = leftovers[language]![best.index]
                    translation.alignment = AlignmentPairing(method: .sequence, confidence: best.score.value, evidence: best.score.evidence)
                    translations[language] = translation
                    used[language, default: []].insert(best.index)
                }
                found.append(translations)
            }
            guard found.allSatisfy({ !$0.isEmpty }) else { continue }
            for (lead, translations) in zip(run.leads, found) {
                var statements: StatementsByLanguage = [.english: lead]
                for (language, translation) in translations { statements[language] = translation }
                rules.append(GuidelineRule(page: page, section: lead.section, headingPath: lead.headingPath,
                                           kind: .guideline, statements: statements))
            }
            for (language, indices) in used {
                leftovers[language] = leftovers[language]!.indices.filter { !indices.contains($0) }.map { leftovers[language]![$0] }
            }
            if let cut = run.predecessorCut, let index = rules.firstIndex(where: { $0.statements[.english]?.source == cut.source }) {
                rules[index].statements[.english] = cut
            }
        }
    }

    /// Where the translations of the English rules just before and after `source` are: a
    /// translation of the statement at `source` lies between them.
    private func translatedNeighbours(of source: SourceLocation, language: LanguageCode,
                                      rules: [GuidelineRule]) -> (lower: SourceLocation?, upper: SourceLocation?) {
        var lower: (english: SourceLocation, translation: SourceLocation)?
        var upper: (english: SourceLocation, translation: SourceLocation)?
        for rule in rules {
            guard let english = rule.statements[.english]?.source, let translation = rule.statements[language]?.source else { continue }
            if english < source, lower.map({ $0.english < english }) ?? true { lower = (english, translation) }
            if source < english, upper.map({ english < $0.english }) ?? true { upper = (english, translation) }
        }
        return (lower?.translation, upper?.translation)
    }
}
