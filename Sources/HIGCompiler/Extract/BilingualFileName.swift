import GuidelineMarkdown

/// A bilingual page saved under an English file name (`en.md`, `page.en.md`): its English
/// paragraphs each followed by a Korean or Japanese translation. The name fixes a monolingual
/// file's language, and read that way every translation would be an English rule of its own.
/// The text outweighs the name when a share of its paragraphs (`translatedShare`, at least two)
/// are in a language of another script, which an English page quoting a few words of Korean or
/// Japanese (a localization example) never reaches: the file is then read paragraph by paragraph,
/// as `page.md` is, and a warning says so.
enum BilingualFileName {
    /// Least share of a file's paragraphs with a language that must be in another script.
    static let translatedShare = 0.25

    /// The warning, when `file` is named English and `document` reads as a bilingual page.
    static func bilingualReading(of document: MarkdownDocument, file: GuidelineSourceFile, text: String) -> Diagnostic? {
        guard file.fixedLanguage == .english, SimpleText.hasWideScript(text) else { return nil }
        var counts: [LanguageCode: Int] = [:]
        var paragraphs = 0
        for block in ContentBlock.blocks(of: document, fixedLanguage: nil) {
            guard case .paragraph = block.kind, let language = block.language else { continue }
            paragraphs += 1
            if language != .english { counts[language, default: 0] += 1 }
        }
        let translated = counts.values.reduce(0, +)
        guard translated >= 2, Double(translated) >= Double(paragraphs) * translatedShare else { return nil }
        let languages = counts.keys.sorted().map { "`\($0)`" }.joined(separator: " and ")
        return Diagnostic(.warning, "the file name says the page is English, but \(translated) of its \(paragraphs) paragraphs are in \(languages): "
                          + "read as a bilingual page, each paragraph in its own language (name it `page.md` to say so)",
                          file: file.relativePath)
    }
}
