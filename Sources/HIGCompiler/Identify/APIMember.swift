/// The member an API requirement belongs to: the nearest heading above it that names one API
/// symbol and nothing else (`### minimumValue`, `### setIncrementImage(_:for:)`, as reference
/// pages head each member they document, with its "Discussion" and "Parameters" below). Section headings that are prose
/// ("Overview", "Configuring the stepper") name no member.
///
/// The member is what an API requirement's id is built from, and what keeps that id when the
/// requirement is reworded beyond recognition (see `RuleMatcher`).
struct APIMember {
    let symbols: SymbolExtractor

    init(lexicons: LexiconSet) {
        symbols = SymbolExtractor(lexicons: lexicons)
    }

    /// The symbol the rule's section documents; nil for rules that are not API requirements and
    /// for sections whose heading is not one symbol.
    func member(of rule: GuidelineRule) -> String? {
        guard rule.kind == .apiRequirement else { return nil }
        // The nearest heading that names a member: a member's own subsections ("### Discussion",
        // "### Parameters" under "## prepareForReuse()", as every member page has) document it too.
        // The page's title names the page's type, not a member of it.
        let path = Array(rule.primaryStatement.headingPath.dropFirst())
        for heading in (path.last == rule.section || rule.section.isEmpty ? path : path + [rule.section]).reversed() {
            if let member = symbols.member(named: heading) { return member }
        }
        return nil
    }

    /// Adds each API requirement's member to the symbols of every statement of the rule, first:
    /// "The value must be less than `maximumValue`." under `### minimumValue` governs
    /// `minimumValue`, which its sentence need not name, and a linter matches rules by symbol.
    func addingMembers(to rules: inout [GuidelineRule]) {
        for index in rules.indices {
            guard let member = member(of: rules[index]) else { continue }
            for language in rules[index].languages {
                guard var statement = rules[index].statements[language], !statement.symbols.contains(member) else { continue }
                statement.symbols.insert(member, at: 0)
                rules[index].statements[language] = statement
            }
        }
    }
}
