#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GuidelineMarkdown

/// The prose of a raw HTML block, as Markdown. Blog exports (Tistory, Naver, WordPress) and
/// hand-edited pages carry whole guidelines in HTML (`<p><strong>탭 바를 사용하세요.</strong> …</p>`),
/// which CommonMark keeps as an opaque block; dropped, their statements would vanish without a word.
/// Paragraph-level tags become paragraph breaks, `<strong>`/`<b>` bold, `<em>`/`<i>` emphasis,
/// `<code>` code spans, `<a href>` links and `<h1>`…`<h6>` headings; other tags, comments, scripts,
/// styles and disclosure titles (`<summary>`) go. Nil when no text is left (an `<img>`, a `<div>` of layout).
enum HTMLBlockText {
    /// The Markdown, and for each of its lines the line of the HTML it comes from (0-based).
    static func markdown(from html: String) -> (text: String, sourceLines: [Int])? {
        if let answered = simpleMarkdown(from: html) { return answered }
        return generalMarkdown(from: html)
    }

    /// `markdown(from:)` on `Character`s, for HTML the byte path does not answer for. Internal for
    /// the tests that hold the byte path to it.
    static func generalMarkdown(from html: String) -> (text: String, sourceLines: [Int])? {
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
        return finished(output, sourceLines: sourceLines)
    }

    /// The Markdown read from an HTML block, its lines unindented; nil when it has no text.
    private static func finished(_ output: String, sourceLines: [Int]) -> (text: String, sourceLines: [Int])? {
        let hasText = output.contains { $0.isLetter || $0.isNumber }
        guard hasText else { return nil }
        // HTML indents freely; in Markdown four spaces would make a code block.
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map { $0.drop(while: { $0 == " " || $0 == "\t" }) }
        return (lines.joined(separator: "\n"), sourceLines)
    }

    /// `markdown(from:)` on the UTF-8 of simple text without carriage returns (see `SimpleText`),
    /// where every character is one scalar and Foundation's search is byte search: the
    /// `Character` walk cost some 300 instructions a character, and most HTML blocks are an
    /// `<img>` tag or a comment of a few hundred bytes. `.some(nil)` when the block has no text;
    /// nil when this path does not answer: other text, or a `<script>` or `<style>` element
    /// (its end is found by a case-insensitive search).
    static func simpleMarkdown(from html: String) -> (text: String, sourceLines: [Int])?? {
        SimpleText.withUTF8(html) { bytes -> (text: String, sourceLines: [Int])?? in
            let count = bytes.count
            guard let base = bytes.baseAddress else { return .some(nil) }
            guard SimpleText.isSimple(bytes), memchr(base, 0x0D, count) == nil else { return nil }
            var output: [UInt8] = []
            output.reserveCapacity(count + count / 8)
            var sourceLines = [0]
            var line = 0
            // A Markdown line comes from the HTML line of its first visible character. Only the
            // lead byte of a scalar can be a line feed or a space, so bytes stand for scalars.
            var lineHasText = false
            func emit(_ byte: UInt8) {
                if byte == 0x0A {
                    sourceLines.append(line)
                    lineHasText = false
                } else if !lineHasText, byte != 0x20 {
                    sourceLines[sourceLines.count - 1] = line
                    lineHasText = true
                }
                output.append(byte)
            }
            func emit(_ text: String) { for byte in text.utf8 { emit(byte) } }
            // Destinations of the links whose text is being read.
            var openLinks: [String?] = []
            var index = 0
            while index < count {
                let byte = bytes[index]
                if byte == 0x3C, let found = simpleTag(in: bytes, at: index) {
                    guard let (tag, end) = found else { return nil }
                    if tag.name == "a", !tag.closing {
                        openLinks.append(tag.href)
                        if tag.href != nil { emit("[") }
                    } else if tag.name == "a" {
                        if let href = openLinks.popLast() ?? nil {
                            emit("](")
                            for byte in href.utf8 { if byte == 0x20 { emit("%20") } else { emit(byte) } }
                            emit(")")
                        }
                    } else {
                        emit(replacement(for: tag))
                    }
                    line += UnsafeBufferPointer(rebasing: bytes[index..<end]).reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
                    index = end
                    continue
                }
                if byte == 0x26 {
                    // A reference is at most ten characters: read as a short string, as the general path does.
                    var limit = index
                    for _ in 0..<10 where limit < count {
                        limit += SimpleText.decode(bytes, at: limit).length
                    }
                    let reference = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<limit]), as: UTF8.self)
                    if let (text, end) = entity(in: reference, at: reference.startIndex) {
                        emit(escaped(text))
                        index += reference.utf8.distance(from: reference.startIndex, to: end)
                        continue
                    }
                }
                if byte == 0x0A {
                    line += 1
                    emit(0x20)
                } else {
                    if markdownPunctuationBytes[Int(byte)] { emit(0x5C) }
                    emit(byte)
                }
                index += 1
            }
            // An entity may have brought a character that is not simple, or a carriage return.
            let simpleOutput = output.withUnsafeBufferPointer { SimpleText.isSimple($0) && !$0.contains(0x0D) }
            guard simpleOutput else { return .some(finished(String(decoding: output, as: UTF8.self), sourceLines: sourceLines)) }
            return .some(finished(simple: output, sourceLines: sourceLines))
        }
    }

    /// `finished` for simple UTF-8 without carriage returns.
    private static func finished(simple output: [UInt8], sourceLines: [Int]) -> (text: String, sourceLines: [Int])? {
        output.withUnsafeBufferPointer { bytes -> (text: String, sourceLines: [Int])? in
            var hasText = false
            var index = 0
            while index < bytes.count {
                let (value, length) = SimpleText.decode(bytes, at: index)
                if isLetterOrNumber(value) { hasText = true; break }
                index += length
            }
            guard hasText else { return nil }
            // HTML indents freely; in Markdown four spaces would make a code block.
            var lines: [UInt8] = []
            lines.reserveCapacity(bytes.count)
            var atLineStart = true
            for byte in bytes {
                if atLineStart && (byte == 0x20 || byte == 0x09) { continue }
                atLineStart = byte == 0x0A
                lines.append(byte)
            }
            return (String(decoding: lines, as: UTF8.self), sourceLines)
        }
    }

    /// `Character.isLetter || Character.isNumber` for a character of one scalar.
    @inline(__always)
    private static func isLetterOrNumber(_ value: UInt32) -> Bool {
        if value < 0x80 {
            return (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39)
        }
        guard let scalar = Unicode.Scalar(value) else { return false }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    private static let markdownPunctuation: Set<Character> = ["*", "_", "`", "[", "]", "\\", "<", "&", "#", "!"]
    /// `markdownPunctuation` by byte.
    private static let markdownPunctuationBytes: [Bool] = (0..<256).map {
        $0 < 0x80 && markdownPunctuation.contains(Character(Unicode.Scalar(UInt8($0))))
    }

    private static func escaped(_ text: String) -> String {
        text.count == 1 && markdownPunctuation.contains(text.first!) ? "\\" + text : text
    }

    struct Tag {
        var name: String
        var closing: Bool
        var href: String?
    }

    /// The tag (or comment, or script, style or summary element with its content) at `start`, and
    /// where it ends. A `<summary>` titles a disclosure: a label, not a sentence of the page, unless
    /// it is all bold.
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
        // A summary that is a bold sentence (`<summary><strong>Use …</strong></summary>`) states a
        // guideline its disclosure explains: it is read as a paragraph.
        let boldSummary = name == "summary" && !closing && {
            let content = html[end...].drop(while: \.isWhitespace).lowercased()
            return content.hasPrefix("<strong>") || content.hasPrefix("<b>")
        }()
        if !closing, name == "script" || name == "style" || (name == "summary" && !boldSummary) {
            end = html[end...].range(of: "</\(name)", options: .caseInsensitive).flatMap { html[$0.upperBound...].firstIndex(of: ">") }
                .map { html.index(after: $0) } ?? html.endIndex
        }
        return (Tag(name: name, closing: closing, href: name == "a" && !closing ? attribute("href", in: inner) : nil), end)
    }

    /// `tag(in:at:)` on the bytes of simple text without carriage returns: nil when there is no
    /// tag at `start`, `.some(nil)` when the byte path does not answer (a script, style or summary element).
    private static func simpleTag(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (Tag, Int)?? {
        let count = bytes.count
        let base = bytes.baseAddress!
        if count - start >= 4, memcmp(base + start, "<!--", 4) == 0 {
            let end = SimpleText.firstByteOffset(of: "-->", inBytes: UnsafeBufferPointer(rebasing: bytes[start...])).map { start + $0 + 3 } ?? count
            return .some((Tag(name: "!--", closing: false), end))
        }
        guard let found = memchr(base + start, 0x3E, count - start) else { return nil }
        let close = UnsafeRawPointer(found) - UnsafeRawPointer(base)
        let closing = start + 1 < close && bytes[start + 1] == 0x2F
        var nameStart = start + 1
        while nameStart < close && bytes[nameStart] == 0x2F { nameStart += 1 }
        var nameEnd = nameStart
        while nameEnd < close {
            let (value, length) = SimpleText.decode(bytes, at: nameEnd)
            guard isLetterOrNumber(value) else { break }
            nameEnd += length
        }
        guard nameEnd > nameStart else { return nil }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd]), as: UTF8.self).lowercased()
        if !closing, name == "script" || name == "style" || name == "summary" { return .some(nil) }
        var href: String?
        if name == "a", !closing {
            href = simpleAttribute("href", in: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<close]))
        }
        return .some((Tag(name: name, closing: closing, href: href), close + 1))
    }

    /// `attribute(_:in:)` on the bytes of simple text.
    private static func simpleAttribute(_ name: String, in tag: UnsafeBufferPointer<UInt8>) -> String? {
        guard let offset = SimpleText.firstByteOffset(of: name + "=", inBytes: tag) else { return nil }
        var start = offset + name.utf8.count + 1
        var end = start
        if start < tag.count, tag[start] == 0x22 || tag[start] == 0x27 {
            let quote = tag[start]
            start += 1
            end = start
            while end < tag.count && tag[end] != quote { end += 1 }
        } else {
            while end < tag.count {
                let (value, length) = SimpleText.decode(tag, at: end)
                if SimpleText.isWhitespace(value) { break }
                end += length
            }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: tag[start..<end]), as: UTF8.self)
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
        "figure", "figcaption", "header", "footer", "main", "aside", "dl", "dt", "dd", "pre", "details", "summary",
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
