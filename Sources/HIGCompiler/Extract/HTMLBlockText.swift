import GuidelineMarkdown

/// The prose of a raw HTML block, as Markdown. Blog exports (Tistory, Naver, WordPress) and
/// hand-edited pages carry whole guidelines in HTML (`<p><strong>탭 바를 사용하세요.</strong> …</p>`),
/// which CommonMark keeps as an opaque block; dropped, their statements would vanish without a word.
/// Paragraph-level tags become paragraph breaks, `<strong>`/`<b>` bold, `<em>`/`<i>` emphasis,
/// `<code>` code spans, `<a href>` links and `<h1>`…`<h6>` headings; other tags, comments, scripts
/// and styles go. Nil when no text is left (an `<img>`, a `<div>` of layout).
enum HTMLBlockText {
    /// The Markdown, and for each of its lines the line of the HTML it comes from (0-based).
    static func markdown(from html: String) -> (text: String, sourceLines: [Int])? {
        var output = ""
        var sourceLines = [0]
        var line = 0
        // A Markdown line comes from the HTML line of its first visible character.
        var lineHasText = false
        func emit(_ text: String) {
            for character in text {
                if character == "\n" {
                    sourceLines.append(line)
                    lineHasText = false
                } else if !lineHasText, character != " " {
                    sourceLines[sourceLines.count - 1] = line
                    lineHasText = true
                }
                output.append(character)
            }
        }
        // Destinations of the links whose text is being read.
        var openLinks: [String?] = []
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "<", let (tag, end) = tag(in: html, at: index) {
                if tag.name == "a", !tag.closing {
                    openLinks.append(tag.href)
                    if tag.href != nil { emit("[") }
                } else if tag.name == "a" {
                    if let href = openLinks.popLast() ?? nil { emit("](\(href.replacingOccurrences(of: " ", with: "%20")))") }
                } else {
                    emit(replacement(for: tag))
                }
                line += html[index..<end].count { $0 == "\n" }
                index = end
                continue
            }
            if character == "&", let (text, end) = entity(in: html, at: index) {
                emit(escaped(text))
                index = end
                continue
            }
            // Markdown punctuation in the HTML's text is literal there; an escaped `<` or `&`
            // can never read as HTML again, so the Markdown is read once.
            if character == "\n" {
                line += 1
                emit(" ")
            } else {
                emit(Self.markdownPunctuation.contains(character) ? "\\" + String(character) : String(character))
            }
            index = html.index(after: index)
        }
        let hasText = output.contains { $0.isLetter || $0.isNumber }
        guard hasText else { return nil }
        // HTML indents freely; in Markdown four spaces would make a code block.
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map { $0.drop(while: { $0 == " " || $0 == "\t" }) }
        return (lines.joined(separator: "\n"), sourceLines)
    }

    private static let markdownPunctuation: Set<Character> = ["*", "_", "`", "[", "]", "\\", "<", "&", "#", "!"]

    private static func escaped(_ text: String) -> String {
        text.count == 1 && markdownPunctuation.contains(text.first!) ? "\\" + text : text
    }

    struct Tag {
        var name: String
        var closing: Bool
        var href: String?
    }

    /// The tag (or comment, or script/style element with its content) at `start`, and where it ends.
    private static func tag(in html: String, at start: String.Index) -> (Tag, String.Index)? {
        let rest = html[start...]
        if rest.hasPrefix("<!--") {
            guard let close = rest.range(of: "-->") else { return (Tag(name: "!--", closing: false), html.endIndex) }
            return (Tag(name: "!--", closing: false), close.upperBound)
        }
        guard let close = rest.firstIndex(of: ">") else { return nil }
        let inner = rest[rest.index(after: start)..<close]
        let closing = inner.first == "/"
        let name = inner.drop(while: { $0 == "/" }).prefix(while: { $0.isLetter || $0.isNumber }).lowercased()
        guard !name.isEmpty else { return nil }
        var end = html.index(after: close)
        if !closing, name == "script" || name == "style" {
            end = html[end...].range(of: "</\(name)", options: .caseInsensitive).flatMap { html[$0.upperBound...].firstIndex(of: ">") }
                .map { html.index(after: $0) } ?? html.endIndex
        }
        return (Tag(name: name, closing: closing, href: name == "a" && !closing ? attribute("href", in: inner) : nil), end)
    }

    private static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let range = tag.range(of: name + "=") else { return nil }
        var value = tag[range.upperBound...]
        guard let quote = value.first, quote == "\"" || quote == "'" else {
            return String(value.prefix(while: { !$0.isWhitespace }))
        }
        value = value.dropFirst()
        return String(value.prefix(while: { $0 != quote }))
    }

    private static let paragraphTags: Set<String> = [
        "p", "div", "section", "article", "blockquote", "li", "ul", "ol", "table", "tr", "td", "th", "hr",
        "figure", "figcaption", "header", "footer", "main", "aside", "dl", "dt", "dd", "pre",
    ]
    private static func replacement(for tag: Tag) -> String {
        switch tag.name {
        case "strong", "b": return "**"
        case "em", "i": return "*"
        case "code": return "`"
        case "br": return "\n"
        case "h1", "h2", "h3", "h4", "h5", "h6":
            return tag.closing ? "\n\n" : "\n\n" + String(repeating: "#", count: Int(String(tag.name.dropFirst())) ?? 2) + " "
        default:
            return paragraphTags.contains(tag.name) ? "\n\n" : ""
        }
    }

    /// A character reference at `start` (`&amp;`, `&nbsp;`, `&#44;`, `&#x2019;`) and where it ends.
    private static func entity(in html: String, at start: String.Index) -> (String, String.Index)? {
        guard let semicolon = html[start...].prefix(10).firstIndex(of: ";") else { return nil }
        let name = html[html.index(after: start)..<semicolon]
        let end = html.index(after: semicolon)
        switch name {
        case "amp": return ("&", end)
        case "lt": return ("<", end)
        case "gt": return (">", end)
        case "quot": return ("\"", end)
        case "apos", "#39": return ("'", end)
        case "nbsp": return ("\u{00A0}", end)
        default:
            guard name.first == "#" else { return nil }
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init).map { (String(Character($0)), end) }
        }
    }
}

extension MarkdownBlock {
    /// The block and its children, parsed from the Markdown of an HTML block that starts at
    /// `line`, placed on the source lines their text comes from.
    func placed(inHTMLBlockAt line: Int, sourceLines: [Int]) -> MarkdownBlock {
        func sourceLine(_ markdownLine: Int) -> Int {
            line + sourceLines[min(max(markdownLine - 1, 0), sourceLines.count - 1)]
        }
        return MarkdownBlock(kind: kind,
                             range: SourceRange(startLine: sourceLine(range.startLine), startColumn: 1,
                                                endLine: sourceLine(range.endLine), endColumn: 1),
                             children: children.map { $0.placed(inHTMLBlockAt: line, sourceLines: sourceLines) }, inlines: inlines)
    }
}
