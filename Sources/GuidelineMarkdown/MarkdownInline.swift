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

    /// The text a reader sees: markup dropped, breaks (and `<br>`) as spaces, other inline HTML dropped.
    public var plainText: String {
        var output = ""
        appendPlainText(to: &output)
        return output
    }

    func appendPlainText(to output: inout String) {
        switch self {
        case .text(let text), .code(let text):
            output += text
        case .softBreak, .lineBreak:
            output += " "
        case .html(let tag):
            if Self.isLineBreakTag(tag) { output += " " }
        case .emphasis(let children), .strong(let children),
             .link(_, _, let children), .image(_, _, let children):
            for child in children { child.appendPlainText(to: &output) }
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
        for inline in self { inline.appendPlainText(to: &output) }
        return output
    }
}
