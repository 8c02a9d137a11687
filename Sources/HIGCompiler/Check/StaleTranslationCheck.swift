/// `stale`: the English statement or explanation changed since the translation was last aligned
/// with it, and the translation did not (po4a's "fuzzy", String Catalog's "needs review").
///
/// `misplaced`: the English the translation was aligned with is another rule's, unchanged: the
/// translation was swapped with a neighbour's or pasted under this rule. That English did not
/// change, so saying it did would send the translator to the wrong fix.
struct StaleTranslationCheck: DriftCheck {
    /// The English a translation was made for may be any rule's.
    var comparesAcrossRules: Bool { true }

    func findings(in context: CheckContext) -> [AlignmentFinding] {
        var findings: [AlignmentFinding] = []
        // Rules by the hash of their English, made only once a pair is out of date.
        var rulesByEnglish: [String: Int]?
        // The English hash identification made is compared, not made again.
        context.translationPairs().forEachIndexed { index, rule, english, translation in
            guard let alignedWith = translation.alignedWith, alignedWith != context.englishHash(ofRuleAt: index, english) else { return }
            if rulesByEnglish == nil {
                var table: [String: Int] = [:]
                for (position, other) in context.rules.enumerated() {
                    guard let otherEnglish = other.statements[.english] else { continue }
                    table[context.englishHash(ofRuleAt: position, otherEnglish), default: position] = position
                }
                rulesByEnglish = table
            }
            if let owner = rulesByEnglish?[alignedWith], owner != index,
               let ownerEnglish = context.rules[owner].statements[.english] {
                let ownerRule = context.rules[owner]
                findings.append(AlignmentFinding(kind: .misplaced, rule: rule.id, language: translation.language, page: rule.page,
                                                 message: "this translation was made for another rule, \(ownerRule.id): “\(ownerEnglish.text)”",
                                                 source: translation.source, related: [english.source, ownerEnglish.source]))
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
