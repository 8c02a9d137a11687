/// Keeps the list of removed rules across compiles: the previous catalog's, plus the rules it
/// had that this compile no longer has, minus the ids a revert took back.
enum RetiredRules {
    static func updated(previous: RuleCatalog?, current rules: [GuidelineRule]) -> [RetiredRule] {
        guard let previous else { return [] }
        let live = Set(rules.map(\.id))
        var retired: [String: RetiredRule] = [:]
        for rule in previous.retired where !live.contains(rule.id) { retired[rule.id] = rule }
        for rule in previous.rules where !live.contains(rule.id) {
            guard let named = rule.statements.first else { continue }
            retired[rule.id] = RetiredRule(id: rule.id, page: rule.page, language: named.key, statement: named.value.text)
        }
        return retired.keys.sorted().map { retired[$0]! }
    }

    /// The previous catalog's retired rules as the `removed` entries a revert is matched with.
    static func removedEntries(_ previous: RuleCatalog?) -> [ChangelogEntry] {
        (previous?.retired ?? []).map {
            ChangelogEntry(kind: .removed, id: $0.id, page: $0.page, language: $0.language, old: $0.statement)
        }
    }
}
