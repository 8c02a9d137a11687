/// Whether two explanations of one translation differ only by a cross-reference paragraph at
/// their end ("For developer guidance, see …", "개발자 가이드는 …", "…を参照してください").
///
/// Such a paragraph belongs to its section and joins whichever rule comes last: when the rule
/// after this one is dropped or added, the paragraph comes or goes though nobody edited this
/// translation, which then still renders the English it was made for.
struct CrossReferenceTail {
    let lexicons: LexiconSet

    /// `explanation` without the cross-reference sentences it ends with.
    func withoutTail(_ explanation: String, language: LanguageCode) -> String {
        let lexicon = lexicons.lexicon(language)
        // Most explanations name no cross-reference: one lexicon question of the last sentence.
        var sentences = SentenceSplitter.sentences(explanation)
        guard let last = sentences.last, lexicon.opensNonStatement(last) else { return explanation }
        while let last = sentences.last, lexicon.opensNonStatement(last) { sentences.removeLast() }
        return sentences.joined(separator: " ")
    }

    func sameApartFromTail(_ old: String, _ new: String, language: LanguageCode) -> Bool {
        let (short, long) = old.count <= new.count ? (old, new) : (new, old)
        guard long.count > short.count, long.hasPrefix(short) else { return false }
        let tail = long.dropFirst(short.count).trimmingCharacters(in: .whitespaces)
        guard !tail.isEmpty else { return false }
        return lexicons.lexicon(language).opensNonStatement(tail)
    }
}
