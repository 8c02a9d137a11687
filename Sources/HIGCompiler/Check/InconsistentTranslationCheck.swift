/// `inconsistent`: one English sentence translated differently in two places.
struct InconsistentTranslationCheck: DriftCheck {
    let comparesAcrossRules = true

    func findings(in context: CheckContext) -> [AlignmentFinding] {
        // Positions, not copies of the rules: most sentences occur once.
        let all = context.rules
        var byEnglish: [String: [Int]] = [:]
        for index in all.indices {
            // Read in place: copying the statement out would retain every field only to read its text.
            guard let key = all[index].statements.withStatement(in: .english, { LexiconText.normalise($0.text) }) else { continue }
            byEnglish[key, default: []].append(index)
        }
        var findings: [AlignmentFinding] = []
        for (_, positions) in byEnglish where positions.count > 1 {
            // The translated languages of the group, read in place rather than gathered into sets.
            var languages: [LanguageCode] = []
            for position in positions {
                for language in all[position].statements.keys where language != .english && !languages.contains(language) {
                    languages.append(language)
                }
            }
            for language in languages.sorted() {
                // More than one distinct rendering: one differing from the first is enough to know.
                // Read in place: the statements are copied out only for a group that differs.
                var firstText: String?
                var differs = false
                for position in positions {
                    guard let text = all[position].statements.withStatement(in: language, { LexiconText.normalise($0.text) }) else { continue }
                    guard let firstText else {
                        firstText = text
                        continue
                    }
                    if text != firstText {
                        differs = true
                        break
                    }
                }
                guard differs else { continue }
                let renderings = positions.compactMap { position in all[position].statements[language].map { (position, $0) } }
                for (position, statement) in renderings {
                    let rule = all[position]
                    let others = renderings.filter { all[$0.0].id != rule.id }
                    let otherTexts = others.map { "“\($0.1.text)” (\(all[$0.0].id))" }.joined(separator: ", ")
                    findings.append(AlignmentFinding(
                        kind: .inconsistent, rule: rule.id, language: language, page: rule.page,
                        message: "“\(rule.statements[.english]!.text)” is “\(statement.text)” here but \(otherTexts) elsewhere",
                        source: statement.source, related: others.map(\.1.source)))
                }
            }
        }
        return findings
    }
}
