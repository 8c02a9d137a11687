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
        bytes.appendDecimal(number)
    }

    /// `text` escaped for HTML element content and quoted attributes (see `HTMLEscaper.escape`).
    /// Runs of bytes that need nothing are copied whole.
    mutating func appendEscaped<Text: StringProtocol>(_ text: Text) {
        SimpleText.withUTF8(text) { utf8 in
            var mark = 0
            var index = Self.firstEscaped(in: utf8, from: 0)
            while index < utf8.count {
                if index > mark { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[mark..<index])) }
                self += Self.entity(for: utf8[index])
                mark = index + 1
                index = Self.firstEscaped(in: utf8, from: mark)
            }
            if utf8.count > mark { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[mark..<utf8.count])) }
        }
    }

    private static func entity(for byte: UInt8) -> StaticString {
        switch byte {
        case 0x26: return "&amp;"
        case 0x3C: return "&lt;"
        case 0x3E: return "&gt;"
        case 0x22: return "&quot;"
        default: return "&#39;"
        }
    }

    /// The position of the first of `& < > " '` at or after `start`, or the count.
    @inline(__always)
    private static func firstEscaped(in utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        ByteWord.firstIndex(in: utf8, from: start, mayMatch: needsEscaping) { byte in
            byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
        }
    }

    /// Whether any of the eight bytes in `word` is `&`, `<`, `>`, `"` or `'`.
    @inline(__always)
    private static func needsEscaping(_ word: UInt64) -> Bool {
        ByteWord.any(ByteWord.equal(word, 0x26) | ByteWord.equal(word, 0x3C) | ByteWord.equal(word, 0x3E)
                     | ByteWord.equal(word, 0x22) | ByteWord.equal(word, 0x27))
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
