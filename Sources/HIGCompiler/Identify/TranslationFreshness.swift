/// Records, for every translation, the hash of the English it was last aligned with.
///
/// A translation whose text is unchanged since the previous catalog keeps the hash it had, so
/// when the English moves on the translation is `stale` until a translator touches it. A new or
/// edited translation is taken to render the current English.
enum TranslationFreshness {
    /// Mutates in place: the rules' statements are uniquely held here, so nothing is copied.
    static func apply(to rules: inout [GuidelineRule], previous: RuleCatalog?) {
        var previousRules: [String: GuidelineRule] = [:]
        for rule in previous?.rules ?? [] where previousRules[rule.id] == nil { previousRules[rule.id] = rule }
        for index in rules.indices {
            // Statements read in place; a translation is copied out only when there is an old one to compare it with.
            guard let current = rules[index].statements.withStatement(in: .english, ContentHash.of) else { continue }
            for language in rules[index].languages where language != .english {
                if let old = previousRules[rules[index].id]?.statements[language], let oldHash = old.alignedWith,
                   let translation = rules[index].statements[language],
                   TextNormalizer.normalize(old.text) == TextNormalizer.normalize(translation.text),
                   TextNormalizer.normalize(old.explanation) == TextNormalizer.normalize(translation.explanation) {
                    rules[index].statements[language]!.alignedWith = oldHash
                } else {
                    rules[index].statements[language]!.alignedWith = current
                }
            }
        }
    }
}
