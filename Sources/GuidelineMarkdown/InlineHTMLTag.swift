/// An inline HTML tag as a Markdown reader meets it: `<strong>`, `</b>`, `<br/>`, `<blink>`.
///
/// Exports from blogs and CMSs write emphasis as HTML (`<strong>Use …</strong> …`): those tags
/// become the emphasis they stand for, so a bold lead written in HTML is a bold lead. The tags
/// of HTML's inline formatting vocabulary are markup; any other tag (`<blink>`, `<Element>` in
/// prose) is text the author wrote, and is kept as text.
struct InlineHTMLTag {
    var name: String
    var closing: Bool

    /// Formatting tags, dropped from plain text (their content stays).
    static let formatting: Set<String> = [
        "a", "abbr", "b", "bdi", "bdo", "br", "cite", "code", "data", "del", "dfn", "em", "font", "i", "img",
        "ins", "kbd", "mark", "q", "rp", "rt", "ruby", "s", "samp", "small", "span", "strike", "strong", "sub",
        "sup", "time", "tt", "u", "var", "wbr",
    ]

    /// The tag's lower-cased name and whether it closes; nil for a comment, a declaration or a
    /// processing instruction.
    init?(_ literal: String) {
        var bytes = Substring(literal).utf8.dropFirst()
        guard literal.utf8.first == 0x3C else { return nil }
        closing = bytes.first == 0x2F
        if closing { bytes = bytes.dropFirst() }
        let nameBytes = bytes.prefix { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
        guard let first = nameBytes.first, (first | 0x20) >= 0x61 && (first | 0x20) <= 0x7A else { return nil }
        name = String(decoding: nameBytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    var isFormatting: Bool { Self.formatting.contains(name) }

    /// One run of inlines with its HTML read: runs opened and closed by `<strong>`/`<b>` or
    /// `<em>`/`<i>` become the strong or emphasis nodes Markdown would have given (an unclosed tag
    /// stays as it is), and ruby annotations (`<rt>`, `<rp>`) are dropped.
    static func interpreting(_ inlines: [MarkdownInline]) -> [MarkdownInline] {
        guard inlines.contains(where: { if case .html = $0 { return true } else { return false } }) else { return inlines }
        var result: [MarkdownInline] = []
        var index = 0
        while index < inlines.count {
            if case .html(let literal) = inlines[index], let tag = InlineHTMLTag(literal), !tag.closing,
               let kind = emphasisKind(tag.name),
               let end = inlines[(index + 1)...].firstIndex(where: { inline in
                   guard case .html(let other) = inline, let closing = InlineHTMLTag(other) else { return false }
                   return closing.closing && emphasisKind(closing.name) == kind
               }) {
                let inner = interpreting(Array(inlines[(index + 1)..<end]))
                result.append(kind == .strong ? .strong(inner) : .emphasis(inner))
                index = end + 1
                continue
            }
            if case .html(let literal) = inlines[index], let tag = InlineHTMLTag(literal), !tag.closing, tag.name == "a",
               let destination = attribute("href", in: literal),
               let end = inlines[(index + 1)...].firstIndex(where: { inline in
                   guard case .html(let other) = inline, let closing = InlineHTMLTag(other) else { return false }
                   return closing.closing && closing.name == "a"
               }) {
                // `<a href="…">…</a>` in a Markdown paragraph is the link Markdown would have written.
                result.append(.link(destination: destination, title: "", children: interpreting(Array(inlines[(index + 1)..<end]))))
                index = end + 1
                continue
            }
            if case .html(let literal) = inlines[index], let tag = InlineHTMLTag(literal), !tag.closing,
               tag.name == "rt" || tag.name == "rp", let end = annotationEnd(inlines, after: index) {
                // A ruby annotation (`<ruby>動<rt>うご</rt></ruby>`) is a reading aid, not text of the
                // sentence: "動うごき" would be neither the word nor its reading.
                index = end
                continue
            }
            result.append(inlines[index])
            index += 1
        }
        return result
    }

    /// Where the ruby annotation opened at `start` ends: after its closing tag, or at the next
    /// annotation or the end of the ruby (HTML lets both end tags go unwritten); nil when nothing
    /// ends it.
    private static func annotationEnd(_ inlines: [MarkdownInline], after start: Int) -> Int? {
        for index in (start + 1)..<inlines.count {
            guard case .html(let literal) = inlines[index], let tag = InlineHTMLTag(literal) else { continue }
            switch (tag.name, tag.closing) {
            case ("rt", true), ("rp", true): return index + 1
            case ("rt", false), ("rp", false), ("ruby", true): return index
            default: continue
            }
        }
        return nil
    }

    /// The value of attribute `name` (lower-case ASCII) in a start tag, quoted or not, with
    /// `&amp;` read; nil when absent or empty.
    static func attribute(_ name: String, in literal: String) -> String? {
        let bytes = Array(literal.utf8)
        let wanted = Array(name.utf8)
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        var index = 1
        while index + wanted.count < bytes.count {
            defer { index += 1 }
            // A whole attribute name: after a space, then `=` (spaces allowed around it).
            guard isSpace(bytes[index - 1]),
                  zip(bytes[index..<(index + wanted.count)], wanted).allSatisfy({ ($0 | 0x20) == $1 }) else { continue }
            var cursor = index + wanted.count
            while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == 0x3D else { continue }
            cursor += 1
            while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count else { return nil }
            var value: ArraySlice<UInt8>
            if bytes[cursor] == 0x22 || bytes[cursor] == 0x27 {
                let quote = bytes[cursor]
                value = bytes[(cursor + 1)...].prefix { $0 != quote }
            } else {
                value = bytes[cursor...].prefix { !isSpace($0) && $0 != 0x3E }
            }
            guard !value.isEmpty else { return nil }
            var decoded: [UInt8] = []
            var position = value.startIndex
            while position < value.endIndex {
                if value[position...].starts(with: Array("&amp;".utf8)) {
                    decoded.append(0x26)
                    position += 5
                } else {
                    decoded.append(value[position])
                    position += 1
                }
            }
            return String(decoding: decoded, as: UTF8.self)
        }
        return nil
    }

    private enum EmphasisKind { case strong, emphasis }

    private static func emphasisKind(_ name: String) -> EmphasisKind? {
        switch name {
        case "strong", "b": return .strong
        case "em", "i": return .emphasis
        default: return nil
        }
    }
}
