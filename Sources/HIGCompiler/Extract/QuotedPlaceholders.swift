/// A `>` quote that repeats the paragraph before it word for word, whole or its bold lead and the
/// start of its explanation: a translator's placeholder, pasted in to be translated later (the way
/// a translation file starts as a copy of the English). So is one that keeps the English bold lead
/// over an explanation already translated: the lead is still to do.
///
/// Read by its script alone, such a quote is English and would become a second English rule.
/// It stands in the translation's place, so it takes the language the page's other quotes are
/// written in; alignment then pairs it by layout and the missing-translation check reports it as
/// still untranslated. A quote that says something of its own in English (`> Note: …`) is not a
/// copy and keeps its language; a page whose quotes are all placeholders names no language to
/// give them, so its copies stay as they are.
enum QuotedPlaceholders {
    static func assigningLanguage(to blocks: inout [ContentBlock]) {
        guard let quoteLanguage = translationLanguage(of: blocks) else { return }
        for index in blocks.indices {
            guard let quote = blocks[index].quote, case .paragraph = blocks[index].kind,
                  let language = blocks[index].language, language != quoteLanguage
            else { continue }
            // The run of unquoted blocks just before this quote: what a placeholder copies.
            var start = index
            while start > 0, blocks[start - 1].quote == quote { start -= 1 }
            var copied = start
            while copied > 0, blocks[copied - 1].quote == nil { copied -= 1 }
            guard copied < start else { continue }
            let text = comparable(blocks[index])
            let lead = blocks[index].inlines.leadingStrong.map { TextNormalizer.normalize($0.strong.plainText) }
            let isCopy = blocks[copied..<start].contains { block in
                guard case .paragraph = block.kind, block.language == language else { return false }
                let copiedText = comparable(block)
                if copiedText == text { return true }
                // The bold lead, with the start of its explanation (the rest left out of the paste)
                // or with another explanation (translated already, the lead left in English).
                guard let lead, !lead.isEmpty,
                      let copiedLead = block.inlines.leadingStrong.map({ TextNormalizer.normalize($0.strong.plainText) }) else { return false }
                return copiedLead == lead
            }
            if isCopy { blocks[index].language = quoteLanguage }
        }
    }

    /// The language most of the page's quoted paragraphs are written in, other than the language
    /// of its unquoted ones (ties go to the lower code, so the answer never depends on order).
    private static func translationLanguage(of blocks: [ContentBlock]) -> LanguageCode? {
        var quoted: [LanguageCode: Int] = [:], unquoted: [LanguageCode: Int] = [:]
        for block in blocks {
            guard case .paragraph = block.kind, let language = block.language else { continue }
            if block.quote == nil { unquoted[language, default: 0] += 1 } else { quoted[language, default: 0] += 1 }
        }
        let source = unquoted.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
        return quoted.filter { $0.key != source }.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }

    /// A paragraph's text as a copy is compared: whitespace collapsed, case kept.
    private static func comparable(_ block: ContentBlock) -> String {
        TextNormalizer.normalize(ContentBlock.proseText(block.inlines))
    }
}

