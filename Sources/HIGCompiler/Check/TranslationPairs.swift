/// The translation pairs of a rule list, held as positions rather than copies: a copied pair
/// holds two full statements, and at tens of thousands of rules those copies cost megabytes.
struct TranslationPairs: Sequence {
    private let rules: [GuidelineRule]
    private let positions: [(rule: Int, language: LanguageCode)]

    init(rules: [GuidelineRule]) {
        self.rules = rules
        var positions: [(rule: Int, language: LanguageCode)] = []
        for index in rules.indices where rules[index].statements[.english] != nil {
            for language in rules[index].languages where language != .english {
                positions.append((index, language))
            }
        }
        self.positions = positions
    }

    var underestimatedCount: Int { positions.count }

    func makeIterator() -> Iterator { Iterator(rules: rules, positions: positions.makeIterator()) }

    struct Iterator: IteratorProtocol {
        let rules: [GuidelineRule]
        var positions: IndexingIterator<[(rule: Int, language: LanguageCode)]>

        mutating func next() -> CheckContext.TranslationPair? {
            guard let position = positions.next() else { return nil }
            let rule = rules[position.rule]
            return (rule, rule.statements[.english]!, rule.statements[position.language]!)
        }
    }
}
