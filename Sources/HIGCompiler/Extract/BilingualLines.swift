import GuidelineMarkdown

/// A paragraph that holds a rule and its translation a line apart, with no blank line between
/// them: `…useful choices.<br>` over `**Alerts를 최소화하세요.** …`, or both on one line joined by
/// `<br>`. Read as one paragraph, the translation's bold lead would be the English explanation's
/// last words; it is two paragraphs, as a blank line would make them.
enum BilingualLines {
    /// The paragraph's parts, each with how many lines into the paragraph it starts; nil when
    /// no line break is followed by a bold lead in another language than the text before it.
    static func split(_ inlines: [MarkdownInline]) -> [(inlines: [MarkdownInline], lineOffset: Int)]? {
        // Most paragraphs hold no bold after their first inline: answered without reading text.
        guard inlines.count > 2, inlines.dropFirst().contains(where: { if case .strong = $0 { true } else { false } }) else { return nil }
        var starts: [Int] = [0]
        var index = 0
        while index < inlines.count {
            guard isBreak(inlines[index]) else { index += 1; continue }
            var next = index + 1
            while next < inlines.count, isBreak(inlines[next]) || isBlank(inlines[next]) { next += 1 }
            if next < inlines.count, case .strong = inlines[next] { starts.append(next) }
            index = next
        }
        guard starts.count > 1 else { return nil }
        // A part starts only where the language changes.
        var parts: [(inlines: [MarkdownInline], lineOffset: Int)] = []
        var current = 0
        var currentLanguage = ContentBlock.detectedLanguage(Array(inlines[0..<starts[1]]))
        for (number, start) in starts.enumerated().dropFirst() {
            let end = number + 1 < starts.count ? starts[number + 1] : inlines.count
            let language = ContentBlock.detectedLanguage(Array(inlines[start..<end]))
            guard let language, let before = currentLanguage, language != before else { continue }
            parts.append((trimmed(inlines[current..<start]), lines(before: current, in: inlines)))
            current = start
            currentLanguage = language
        }
        guard !parts.isEmpty else { return nil }
        parts.append((Array(inlines[current...]), lines(before: current, in: inlines)))
        return parts
    }

    private static func isBreak(_ inline: MarkdownInline) -> Bool {
        switch inline {
        case .softBreak, .lineBreak: return true
        case .html(let tag): return MarkdownInline.isLineBreakTag(tag)
        default: return false
        }
    }

    private static func isBlank(_ inline: MarkdownInline) -> Bool {
        if case .text(let text) = inline { return SimpleText.isBlank(text) }
        return false
    }

    /// A part without the breaks and blanks it ends with.
    private static func trimmed(_ part: ArraySlice<MarkdownInline>) -> [MarkdownInline] {
        var part = part
        while let last = part.last, isBreak(last) || isBlank(last) { part = part.dropLast() }
        return Array(part)
    }

    /// The source lines before inline `index`: one for each line break the parser kept.
    private static func lines(before index: Int, in inlines: [MarkdownInline]) -> Int {
        inlines[..<index].reduce(0) { count, inline in
            switch inline {
            case .softBreak, .lineBreak: return count + 1
            default: return count
            }
        }
    }
}
