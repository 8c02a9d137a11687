/// A translation file that shows the English before each translated paragraph (a blog's
/// "original, then translation" layout, often with the English in a `>` quote): those English
/// paragraphs quote the source page, they are no statements of the translation.
///
/// Read as the file's language they would each be a statement still in English (`missing`), and
/// they would push the translations that follow out of place. They are recognised as a pattern:
/// at least two paragraphs in English, each directly followed by a paragraph in the file's
/// language. A lone English paragraph stays, as it may be a placeholder waiting for translation.
enum InterleavedOriginals {
    static func removing(from blocks: inout [ContentBlock], fileLanguage: LanguageCode) {
        guard fileLanguage != .english, blocks.count >= 4 else { return }
        var originals: [Int] = []
        for index in blocks.indices.dropLast() {
            guard case .paragraph = blocks[index].kind, case .paragraph = blocks[index + 1].kind,
                  readsAsSentence(blocks[index]), isWrittenIn(.english, blocks[index]),
                  isWrittenIn(fileLanguage, blocks[index + 1]) else { continue }
            originals.append(index)
        }
        guard originals.count >= 2 else { return }
        for index in originals.reversed() { blocks.remove(at: index) }
    }

    /// Whether a paragraph is a sentence: ends with sentence punctuation. An English line without
    /// one is a heading an export flattened ("Overview"), which a translation file keeps in English.
    private static func readsAsSentence(_ block: ContentBlock) -> Bool {
        let text = ContentBlock.proseText(block.inlines)
        guard let last = text.unicodeScalars.last(where: { !$0.properties.isWhitespace }) else { return false }
        return ".!?:".unicodeScalars.contains(last)
    }

    /// Whether a block's own text (not the language the file imposes) is in `language`. Text with
    /// no Hangul, kana or CJK byte at all (E3–ED lead bytes) is never Korean or Japanese.
    private static func isWrittenIn(_ language: LanguageCode, _ block: ContentBlock) -> Bool {
        let text = ContentBlock.proseText(block.inlines)
        let hasWideScript = SimpleText.hasWideScript(text)
        if language == .english && hasWideScript { return false }
        if language != .english && !hasWideScript { return false }
        return ScriptLanguageDetector.detectSkippingURLs(text) == language
    }
}
