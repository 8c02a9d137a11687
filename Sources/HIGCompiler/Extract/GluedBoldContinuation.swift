import GuidelineMarkdown

/// A bold span that stops inside its sentence: "**標準の戻るボタン**を使ってください。",
/// "**표준 뒤로 버튼**을 사용하세요.", "**…ないでください**。", "**Use the back button**.".
/// Japanese and Korean translators often bold the phrase and leave the particle, the verb or the
/// period outside; what the bold leads is still the whole sentence. The text glued to the
/// closing `**` (no space between) continues the sentence up to its terminator.
enum GluedBoldContinuation {
    /// `strong` extended with the rest of its sentence taken from the start of `rest`, or nil when
    /// the bold closes its lead (a sentence end, or a colon that introduces what follows:
    /// "**…ください：**次の文…"), the text after it is separated by a space, or it opens with a
    /// colon or a dash (a label: "**Note**: …", "**Date**—…").
    static func extending(_ strong: [MarkdownInline], rest: [MarkdownInline]) -> (strong: [MarkdownInline], rest: [MarkdownInline])? {
        let text = strong.plainText
        guard case .text(let glued)? = rest.first, let first = glued.unicodeScalars.first,
              opensContinuation(first) || (first.properties.numericType != nil && endsInCJK(text)),
              !closesLead(text),
              // Korean and Japanese carry a bold phrase on with a particle or an ending in their own
              // script; a capitalised Latin word glued to a bold that ends in Hangul or kana opens
              // the next sentence ("**…사용하지 마세요**Apple 제품은 …"), whose period was left out.
              !(endsInCJK(text) && ("A"..."Z").contains(first)) else { return nil }
        return continuing(strong, rest: rest)
    }

    /// `strong` extended with the rest of its sentence when the bold stops at an abbreviation's
    /// period and the sentence goes on in lower case after a space: "**…between 10 p.m. and 7
    /// a.m.** unless …", "**Use the U.S.** date format …". The period ends the abbreviation, not
    /// the lead.
    static func extendingPastAbbreviation(_ strong: [MarkdownInline], rest: [MarkdownInline])
        -> (strong: [MarkdownInline], rest: [MarkdownInline])? {
        // The cheap test first, on bytes: an ASCII lower-case letter after a space, as few bold
        // leads are followed (abbreviations are Latin, and so is what goes on after them).
        guard case .text(let following)? = rest.first else { return nil }
        var bytes = following.utf8.makeIterator()
        guard bytes.next() == 0x20, let letter = bytes.next(), letter >= 0x61, letter <= 0x7A,
              endsWithAbbreviation(strong.plainText) else { return nil }
        return continuing(strong, rest: rest)
    }

    /// Whether text ends with a dotted abbreviation: ASCII letters each followed by a period
    /// ("a.m.", "U.S.", "e.g."), at least two of them, read from the end of its UTF-8.
    static func endsWithAbbreviation(_ text: String) -> Bool {
        var utf8 = text.utf8[...]
        while utf8.last == 0x20 { utf8 = utf8.dropLast() }
        var pairs = 0
        while let dot = utf8.last, dot == 0x2E {
            utf8 = utf8.dropLast()
            guard let letter = utf8.last, (letter | 0x20) >= 0x61, (letter | 0x20) <= 0x7A else { return false }
            utf8 = utf8.dropLast()
            pairs += 1
            // The abbreviation starts the word: nothing or a space before its first letter.
            if utf8.isEmpty || utf8.last == 0x20 { return pairs >= 2 }
        }
        return false
    }

    /// Whether text ends in kana, kanji or Hangul: Japanese and Korean run a number on with no
    /// space ("**短くして**1行に…"), where a Latin word and a digit would not touch.
    private static func endsInCJK(_ text: String) -> Bool {
        guard let last = text.unicodeScalars.last else { return false }
        switch last.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: return true
        default: return false
        }
    }

    /// `strong` followed by `rest` up to the end of the sentence it carries on (its first
    /// terminator, or the end of the paragraph), and what remains of `rest` without the spaces
    /// after that terminator.
    static func continuing(_ strong: [MarkdownInline], rest: [MarkdownInline]) -> (strong: [MarkdownInline], rest: [MarkdownInline]) {
        var extended = strong
        for (index, inline) in rest.enumerated() {
            if case .text(let text) = inline, let end = sentenceEnd(in: text) {
                extended.append(.text(String(text[..<end])))
                var remainder = Array(rest[(index + 1)...])
                let after = text[end...].drop(while: { $0 == " " || $0 == "\u{3000}" })
                if !after.isEmpty { remainder.insert(.text(String(after)), at: 0) }
                return (extended, remainder)
            }
            // Code, links and line breaks carry the sentence on (CJK text wraps anywhere).
            extended.append(inline)
        }
        // The sentence runs to the end of the paragraph, without a terminator.
        return (extended, [])
    }

    private static let terminators: Set<Character> = [".", "!", "?", "。", "！", "？"]

    /// Whether bold text ends where its lead does: at a sentence end, or at a colon.
    static func closesLead(_ text: String) -> Bool {
        guard let last = text.last(where: { !$0.isWhitespace }) else { return true }
        return terminators.contains(last) || last == "\u{201D}" || last == ")" || last == "）" || last == ":" || last == "："
    }

    /// A letter (a particle, a verb ending) or punctuation that carries on or closes a sentence.
    private static func opensContinuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isAlphabetic { return true }
        return ".!?。！？,、，".unicodeScalars.contains(scalar)
    }

    /// The index just past the first terminator that ends a sentence: "。" anywhere, a Latin one
    /// only before a space or the end ("e.g." and "1.5" go on).
    private static func sentenceEnd(in text: String) -> String.Index? {
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if terminators.contains(character) {
                if character == "。" || character == "！" || character == "？" { return next }
                if next == text.endIndex || text[next].isWhitespace { return next }
            }
            index = next
        }
        return nil
    }
}
