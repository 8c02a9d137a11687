/// A generated text file assembled as UTF-8 bytes.
///
/// Literal pieces are `StaticString`s copied as they are and values are appended one by one:
/// building the review page with `String` interpolation spent more on the interpolation
/// machinery than on the page's text.
struct TextBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// A literal piece. Only `StaticString`s use `+=`, so a literal never goes through `String`.
    static func += (buffer: inout TextBuffer, literal: StaticString) {
        literal.withUTF8Buffer { buffer.bytes.append(contentsOf: $0) }
    }

    mutating func append(_ text: String) {
        SimpleText.withUTF8(text) { bytes.append(contentsOf: $0) }
    }

    /// A decimal integer.
    mutating func append(_ number: Int) {
        append(String(number))
    }

    /// `text` escaped for HTML element content and quoted attributes (see `HTMLEscaper.escape`).
    mutating func appendEscaped(_ text: String) {
        SimpleText.withUTF8(text) { utf8 in
            var mark = 0
            for index in 0..<utf8.count {
                let replacement: StaticString
                switch utf8[index] {
                case 0x26: replacement = "&amp;"
                case 0x3C: replacement = "&lt;"
                case 0x3E: replacement = "&gt;"
                case 0x22: replacement = "&quot;"
                case 0x27: replacement = "&#39;"
                default: continue
                }
                if index > mark { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[mark..<index])) }
                self += replacement
                mark = index + 1
            }
            if utf8.count > mark { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[mark..<utf8.count])) }
        }
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
