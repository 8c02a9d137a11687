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
                                             message: Self.message(english, changes: context.englishChanges[rule.id] ?? [],
                                                                   alignedWith: alignedWith),
                                             source: translation.source, related: [english.source]))
        }
        return findings
    }

    /// What changed, as the changelog recorded it: the statement's new and old wording, or the
    /// sentences of the explanation that changed, so the translator need not diff the page. The
    /// English as it stands when nothing was recorded (a catalog written before the changelog).
    /// `alignedWith`: the hash of the English the translation was made for. When the English
    /// before the recorded change is not that one (it changed again since), the change quoted is
    /// called the latest, so nobody takes its "before" for what the translation renders.
    static func message(_ english: GuidelineStatement, changes: [ChangelogEntry], alignedWith: String) -> String {
        var parts: [String] = []
        if let reworded = changes.first(where: { $0.kind == .reworded }), let new = reworded.new, let old = reworded.old {
            parts.append("now “\(new)”, before “\(old)”")
        }
        if let changed = changes.first(where: { $0.kind == .explanationChanged }) {
            let newSentences = SentenceSplitter.sentences(changed.new ?? ""), oldSentences = SentenceSplitter.sentences(changed.old ?? "")
            let added = newSentences.filter { !oldSentences.contains($0) }, removed = oldSentences.filter { !newSentences.contains($0) }
            func more(_ sentences: [String]) -> String { sentences.count > 1 ? " (and \(sentences.count - 1) more)" : "" }
            let prefix = parts.isEmpty ? "" : "and in the explanation "
            switch (added.first, removed.first) {
            case let (new?, old?): parts.append(prefix + "now “\(new)”\(more(added)), before “\(old)”\(more(removed))")
            case let (new?, nil): parts.append(prefix + "added “\(new)”\(more(added))")
            case let (nil, old?): parts.append(prefix + "removed “\(old)”\(more(removed))")
            case (nil, nil): break
            }
        }
        guard !parts.isEmpty else { return "the English changed since this translation was made: “\(english.text)”" }
        let onlyExplanation = !changes.contains(where: { $0.kind == .reworded })
        let subject = onlyExplanation ? "the English explanation" : "the English"
        guard Self.englishBefore(english, changes: changes) == alignedWith else {
            return "\(subject) changed since this translation was made; its latest change: " + parts.joined(separator: "; ")
        }
        return "\(subject) changed since this translation was made: " + parts.joined(separator: "; ")
    }

    /// The hash of `english` as it was before the changes recorded.
    private static func englishBefore(_ english: GuidelineStatement, changes: [ChangelogEntry]) -> String {
        var before = english
        if let reworded = changes.first(where: { $0.kind == .reworded }), let old = reworded.old { before.text = old }
        if let changed = changes.first(where: { $0.kind == .explanationChanged }), let old = changed.old {
            before.explanation = old
            before.explanationBeforeCrossReferences = nil
        }
        return ContentHash.of(before)
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
