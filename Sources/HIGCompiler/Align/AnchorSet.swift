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
        let whole = statement.text + " " + statement.explanation
        digits = Set(numberExtractor.digitNumbers(in: whole))
        numbers = Set(statement.numbers)
    }

    /// Scheme and host lower-cased, no trailing slash, no fragment: the same target compares equal.
    public static func normalizeURL(_ url: String) -> String {
        var text = url.trimmingCharacters(in: .whitespaces)
        if let hash = text.firstIndex(of: "#") { text = String(text[..<hash]) }
        while text.hasSuffix("/") { text.removeLast() }
        if let range = text.range(of: "://") {
            let scheme = text[..<range.lowerBound].lowercased()
            let rest = text[range.upperBound...]
            let hostEnd = rest.firstIndex(of: "/") ?? rest.endIndex
            text = scheme + "://" + rest[..<hostEnd].lowercased() + rest[hostEnd...]
        }
        // Without a `%` there is nothing to decode, and decoding copies the string twice.
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        return text.removingPercentEncoding ?? text
    }
}
