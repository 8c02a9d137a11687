/// `extra`: a translated statement that pairs with no English rule on a page that has English.
struct ExtraStatementCheck: DriftCheck {
    func findings(in context: CheckContext) -> [AlignmentFinding] {
        context.rules.flatMap { rule -> [AlignmentFinding] in
            guard rule.kind == .guideline, !rule.statements.hasStatement(in: .english),
                  context.pageLanguages[rule.page]?.contains(.english) == true else { return [] }
            return rule.statements.values.sorted { $0.language < $1.language }.map { statement in
                AlignmentFinding(kind: .extra, rule: rule.id, language: statement.language, page: rule.page,
                                 message: "“\(statement.text)” matches no English rule of the page", source: statement.source)
            }
        }
    }
}
