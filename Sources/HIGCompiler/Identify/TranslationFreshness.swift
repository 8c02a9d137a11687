/// Records, for every translation, the hash of the English it was last aligned with.
///
/// A translation whose text is unchanged since the previous catalog keeps the hash it had, so
/// when the English moves on the translation is `stale` until a translator touches it. A new or
/// edited translation is taken to render the current English.
enum TranslationFreshness {
    static func apply(to rules: [GuidelineRule], previous: RuleCatalog?) -> [GuidelineRule] {
        let previousRules = Dictionary((previous?.rules ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return rules.map { rule in
            var rule = rule
            guard let english = rule.statements[.english] else { return rule }
            let current = ContentHash.of(english)
            for language in rule.languages where language != .english {
                let translation = rule.statements[language]!
                if let old = previousRules[rule.id]?.statements[language], let oldHash = old.alignedWith,
                   TextNormalizer.normalize(old.text) == TextNormalizer.normalize(translation.text),
                   TextNormalizer.normalize(old.explanation) == TextNormalizer.normalize(translation.explanation) {
                    rule.statements[language]!.alignedWith = oldHash
                } else {
                    rule.statements[language]!.alignedWith = current
                }
            }
            return rule
        }
    }
}
