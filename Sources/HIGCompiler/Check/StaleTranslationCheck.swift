/// `stale`: the English statement or explanation changed since the translation was last aligned
/// with it, and the translation did not (po4a's "fuzzy", String Catalog's "needs review").
struct StaleTranslationCheck: DriftCheck {
    func findings(in context: CheckContext) -> [AlignmentFinding] {
        context.translationPairs().compactMap { rule, english, translation in
            guard let alignedWith = translation.alignedWith, alignedWith != ContentHash.of(english) else { return nil }
            return AlignmentFinding(kind: .stale, rule: rule.id, language: translation.language, page: rule.page,
                                    message: "the English changed since this translation was made: “\(english.text)”",
                                    source: translation.source, related: [english.source])
        }
    }
}
