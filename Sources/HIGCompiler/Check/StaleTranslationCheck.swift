/// `stale`: the English statement or explanation changed since the translation was last aligned
/// with it, and the translation did not (po4a's "fuzzy", String Catalog's "needs review").
struct StaleTranslationCheck: DriftCheck {
    func findings(in context: CheckContext) -> [AlignmentFinding] {
        context.translationPairs().compactMap { rule, english, translation in
            guard translation.rendersEarlierEnglish(than: english) else { return nil }
            return AlignmentFinding(kind: .stale, rule: rule.id, language: translation.language, page: rule.page,
                                    message: "the English changed since this translation was made: “\(english.text)”",
                                    source: translation.source, related: [english.source])
        }
    }
}

extension GuidelineStatement {
    /// Whether this translation was made from an earlier version of `english`. Such a translation
    /// is not compared word for word with the new English (polarity, modality): it says what the
    /// English used to say, and `stale` already asks for it to be translated again.
    func rendersEarlierEnglish(than english: GuidelineStatement) -> Bool {
        guard let alignedWith else { return false }
        return alignedWith != ContentHash.of(english)
    }
}
