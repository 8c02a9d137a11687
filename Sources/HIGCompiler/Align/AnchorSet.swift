import Foundation

/// The language-independent anchors of a statement and its explanation: what a faithful
/// translation keeps verbatim (link targets, API symbols, inline code, numbers).
public struct AnchorSet: Hashable, Sendable {
    public var urls: Set<String>
    public var symbols: Set<String>
    public var code: Set<String>
    /// Numbers written with digits.
    public var digits: Set<String>
    /// Every number, digits or words.
    public var numbers: Set<String>

    public init(statement: GuidelineStatement, numberExtractor: NumberExtractor) {
        urls = Set(statement.links.map { Self.normalizeURL($0.url) })
        symbols = Set(statement.symbols)
        code = Set(statement.code.map { TextNormalizer.normalize($0) })
        // Read apart, not joined: the space between them ends any number either way.
        digits = Set(numberExtractor.digitNumbers(in: statement.text) + numberExtractor.digitNumbers(in: statement.explanation))
        numbers = Set(statement.numbers)
    }

    /// Scheme and host lower-cased, no trailing slash, no fragment: the same target compares equal.
    public static func normalizeURL(_ url: String) -> String {
        if let ascii = asciiNormalizedURL(url) { return ascii }
        return generalNormalizedURL(url)
    }

    /// `normalizeURL` for the common case, a URL in ASCII without `%` escapes, on bytes.
    static func asciiNormalizedURL(_ url: String) -> String? {
        var bytes = Array(url.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "%") }) else { return nil }
        var end = bytes.count
        var start = 0
        // `.whitespaces` in ASCII: space and tab.
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        if let hash = bytes[start..<end].firstIndex(of: UInt8(ascii: "#")) { end = hash }
        while end > start, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        // Scheme and host lower-cased: everything before the first "/" after "://".
        var separator: Int?
        if end - start >= 3 {
            for index in start...(end - 3) where bytes[index] == UInt8(ascii: ":")
                && bytes[index + 1] == UInt8(ascii: "/") && bytes[index + 2] == UInt8(ascii: "/") {
                separator = index
                break
            }
        }
        if let separator {
            let hostStart = separator + 3
            let hostEnd = bytes[hostStart..<end].firstIndex(of: UInt8(ascii: "/")) ?? end
            for index in start..<hostEnd where (0x41...0x5A).contains(bytes[index]) { bytes[index] += 0x20 }
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// `normalizeURL` for any text.
    static func generalNormalizedURL(_ url: String) -> String {
        var text = url.trimmingCharacters(in: .whitespaces)
        if let hash = text.firstIndex(of: "#") { text = String(text[..<hash]) }
        while text.hasSuffix("/") { text.removeLast() }
        if let range = text.range(of: "://") {
            let scheme = text[..<range.lowerBound].lowercased()
            let rest = text[range.upperBound...]
            let hostEnd = rest.firstIndex(of: "/") ?? rest.endIndex
            text = scheme + "://" + rest[..<hostEnd].lowercased() + rest[hostEnd...]
        }
        return text.removingPercentEncoding ?? text
    }
}
