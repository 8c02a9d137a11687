/// `stale`: the English statement or explanation changed since the translation was last aligned
/// with it, and the translation did not (po4a's "fuzzy", String Catalog's "needs review").
///
/// `misplaced`: the English the translation was aligned with is another rule's, unchanged: the
/// translation was swapped with a neighbour's or pasted under this rule. That English did not
/// change, so saying it did would send the translator to the wrong fix.
struct StaleTranslationCheck: DriftCheck {
    func findings(in context: CheckContext) -> [AlignmentFinding] {
        var findings: [AlignmentFinding] = []
        // The English hash identification made is compared, not made again.
        context.translationPairs().forEachIndexed { index, rule, english, translation in
            guard let alignedWith = translation.alignedWith, alignedWith != context.englishHash(ofRuleAt: index, english) else { return }
            if let owner = context.misplaced.owner(ofTranslationUnder: rule.id, in: translation.language) {
                findings.append(AlignmentFinding(kind: .misplaced, rule: rule.id, language: translation.language, page: rule.page,
                                                 message: "this translation was made for another rule, \(owner.id): “\(owner.english.text)”",
                                                 source: translation.source, related: [english.source, owner.english.source]))
                return
            }
            findings.append(AlignmentFinding(kind: .stale, rule: rule.id, language: translation.language, page: rule.page,
                                             message: "the English changed since this translation was made: “\(english.text)”",
                                             source: translation.source, related: [english.source]))
        }
        return findings
    }
}

extension GuidelineStatement {
    /// Whether this translation was made from an earlier version of `english`. Such a translation
    /// is not compared word for word with the new English (polarity, modality): it says what the
    /// English used to say, and `stale` already asks for it to be translated again. Hashes the
    /// English: callers ask only about the few pairs that would otherwise be reported.
    func rendersEarlierEnglish(than english: GuidelineStatement) -> Bool {
        guard let alignedWith else { return false }
        return alignedWith != ContentHash.of(english)
    }
}
