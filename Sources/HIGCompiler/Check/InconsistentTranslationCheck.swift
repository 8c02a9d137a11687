/// `inconsistent`: one English sentence translated differently in two places.
struct InconsistentTranslationCheck: DriftCheck {
    let comparesAcrossRules = true

    func findings(in context: CheckContext) -> [AlignmentFinding] {
        // Positions, not copies of the rules: most sentences occur once.
        let all = context.rules
        var byEnglish: [String: [Int]] = [:]
        for index in all.indices {
            guard let english = all[index].statements[.english] else { continue }
            byEnglish[LexiconText.normalise(english.text), default: []].append(index)
        }
        var findings: [AlignmentFinding] = []
        for (_, positions) in byEnglish where positions.count > 1 {
            let rules = positions.map { all[$0] }
            let languages = Set(rules.flatMap(\.statements.keys)).subtracting([.english])
            for language in languages.sorted() {
                let renderings = rules.compactMap { rule in rule.statements[language].map { (rule, $0) } }
                let distinct = Set(renderings.map { LexiconText.normalise($0.1.text) })
                guard distinct.count > 1 else { continue }
                for (rule, statement) in renderings {
                    let others = renderings.filter { $0.0.id != rule.id }
                    let otherTexts = others.map { "“\($0.1.text)” (\($0.0.id))" }.joined(separator: ", ")
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
