/// The translation pairs of a rule list, held as positions rather than copies: a copied pair
/// holds two full statements, and at tens of thousands of rules those copies cost megabytes.
struct TranslationPairs {
    private let rules: [GuidelineRule]
    private let positions: [(rule: Int, language: LanguageCode)]

    /// A translation that is still the English (a placeholder, `MissingTranslationCheck`) is no
    /// pair: it is `missing`, and read in its language's lexicon it would say anything
    /// ("Don't …" read as Korean negates nothing).
    init(rules: [GuidelineRule]) {
        self.rules = rules
        var positions: [(rule: Int, language: LanguageCode)] = []
        for index in rules.indices {
            rules[index].statements.withStatement(in: .english) { english in
                for language in rules[index].languages where language != .english {
                    let untranslated = rules[index].statements.withStatement(in: language) {
                        MissingTranslationCheck.isUntranslated($0, english: english)
                    } ?? false
                    if !untranslated { positions.append((index, language)) }
                }
            }
        }
        self.positions = positions
    }

    /// Calls `body` with each rule, its English statement and one translation, in rule order. The
    /// statements are found in place rather than copied out as optionals and then unwrapped.
    func forEach(_ body: (_ rule: GuidelineRule, _ english: GuidelineStatement, _ translation: GuidelineStatement) throws -> Void) rethrows {
        for position in positions {
            let statements = rules[position.rule].statements
            _ = try statements.withStatement(in: .english) { english in
                try statements.withStatement(in: position.language) { translation in
                    try body(rules[position.rule], english, translation)
                }
            }
        }
    }

    /// `forEach`, also passing the index of the rule in the rule list.
    func forEachIndexed(_ body: (_ ruleIndex: Int, _ rule: GuidelineRule, _ english: GuidelineStatement, _ translation: GuidelineStatement) throws -> Void) rethrows {
        for position in positions {
            let statements = rules[position.rule].statements
            _ = try statements.withStatement(in: .english) { english in
                try statements.withStatement(in: position.language) { translation in
                    try body(position.rule, rules[position.rule], english, translation)
                }
            }
        }
    }

    /// The non-nil results of `transform` over the pairs, in rule order (see `forEach`).
    func compactMap<Result>(_ transform: (_ rule: GuidelineRule, _ english: GuidelineStatement, _ translation: GuidelineStatement) throws -> Result?) rethrows -> [Result] {
        var results: [Result] = []
        try forEach { rule, english, translation in
            if let result = try transform(rule, english, translation) { results.append(result) }
        }
        return results
    }
}
