/// An inline element of a paragraph or heading, as plain Swift values.
public indirect enum MarkdownInline: Hashable, Sendable {
    case text(String)
    case code(String)
    case softBreak
    case lineBreak
    case html(String)
    case emphasis([MarkdownInline])
    case strong([MarkdownInline])
    case link(destination: String, title: String, children: [MarkdownInline])
    case image(source: String, title: String, children: [MarkdownInline])

    /// The text a reader sees: markup dropped, breaks (and `<br>`) as spaces, HTML formatting
    /// tags dropped and other tags kept as the text they are (`InlineHTMLTag`). A break between two Chinese or Japanese characters joins them without a space,
    /// as CSS's segment break rules render it: those scripts do not space words, and a source
    /// wrapped at 80 columns must not read "使用して ください".
    public var plainText: String {
        [self].plainText
    }

    /// Appends the plain text, recording where each break's space went (UTF-8 offsets).
    func appendPlainText(to output: inout String, breaks: inout [Int]) {
        switch self {
        case .text(let text), .code(let text):
            output += text
        case .softBreak, .lineBreak:
            breaks.append(output.utf8.count)
            output += " "
        case .html(let tag):
            if Self.isLineBreakTag(tag) {
                breaks.append(output.utf8.count)
                output += " "
            } else if let parsed = InlineHTMLTag(tag), !parsed.isFormatting {
                // Not markup: "Don't use <blink> tags" keeps its word.
                output += tag
            }
        case .emphasis(let children), .strong(let children),
             .link(_, _, let children), .image(_, _, let children):
            for child in children { child.appendPlainText(to: &output, breaks: &breaks) }
        }
    }
}

extension MarkdownInline {
    /// `<br>`, `<br/>`, `<br />` in any case: translators break lines with it inside paragraphs.
    public static func isLineBreakTag(_ tag: String) -> Bool {
        let bytes = Array(tag.utf8.lazy.filter { $0 != 0x20 && $0 != 0x2F }.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 })
        return bytes == Array("<br>".utf8)
    }
}

extension Array where Element == MarkdownInline {
    /// Plain text of a run of inlines.
    public var plainText: String {
        var output = ""
        var breaks: [Int] = []
        for inline in self { inline.appendPlainText(to: &output, breaks: &breaks) }
        return breaks.isEmpty ? output : WideScriptBreaks.joined(output, breaks: breaks)
    }
}
