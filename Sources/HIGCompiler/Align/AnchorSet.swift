import Foundation

/// The language-independent anchors of a statement and its explanation: what a faithful
/// translation keeps verbatim (link targets, API symbols, inline code, numbers).
public struct AnchorSet: Hashable, Sendable {
    public var urls: Set<String>
    /// Each normalised link as the page first writes it, for messages.
    public var writtenURLs: [String: String]
    public var symbols: Set<String>
    public var code: Set<String>
    /// Numbers written with digits.
    public var digits: Set<String>
    /// Every number, digits or words.
    public var numbers: Set<String>

    /// `localeSegments`: first path segments that name a localised copy of a site (see
    /// `LanguageLexicon.linkLocales`); a link keeps its target without them.
    public init(statement: GuidelineStatement, numberExtractor: NumberExtractor, localeSegments: Set<String> = []) {
        var writtenURLs: [String: String] = [:]
        for link in statement.links {
            let target = Self.withoutLocaleSegment(Self.normalizeURL(link.url), localeSegments)
            if writtenURLs[target] == nil { writtenURLs[target] = link.url }
        }
        urls = Set(writtenURLs.keys)
        self.writtenURLs = writtenURLs
        symbols = Set(statement.symbols)
        code = Set(statement.code.map { TextNormalizer.normalize($0) })
        // Read apart, not joined: the space between them ends any number either way.
        digits = Set((numberExtractor.digitNumbers(in: statement.text) + numberExtractor.digitNumbers(in: statement.explanation)
                      + statement.tables.flatMap { numberExtractor.digitNumbers(in: $0) }).map(Self.asciiDigits))
        numbers = Set(statement.numbers.map(Self.asciiDigits))
    }

    /// Lower-cased, no trailing slash, no fragment: the same target compares equal. The path is
    /// lower-cased too: documentation sites serve `/documentation/UIKit/UISwitch` and
    /// `/documentation/uikit/uiswitch` alike, and two links that differ only in case are one target.
    public static func normalizeURL(_ url: String) -> String {
        if let ascii = asciiNormalizedURL(url) { return ascii }
        return generalNormalizedURL(url)
    }

    /// A number with its digits in ASCII: Japanese and Chinese text often writes `１２` for 12.
    static func asciiDigits(_ number: String) -> String {
        guard !number.utf8.allSatisfy({ $0 < 0x80 }) else { return number }
        return String(String.UnicodeScalarView(number.unicodeScalars.map { scalar in
            guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue,
                  let digit = Unicode.Scalar(UInt32(0x30 + Int(value))) else { return scalar }
            return digit
        }))
    }

    /// A normalised absolute URL without its first path segment when that segment names a locale:
    /// `https://developer.apple.com/jp/design/…` → `https://developer.apple.com/design/…`.
    static func withoutLocaleSegment(_ url: String, _ segments: Set<String>) -> String {
        guard !segments.isEmpty, let scheme = url.range(of: "://") else { return url }
        guard let pathStart = url[scheme.upperBound...].firstIndex(of: "/") else { return url }
        let rest = url[url.index(after: pathStart)...]
        let segment = rest.prefix { $0 != "/" }
        guard segments.contains(String(segment)) else { return url }
        return String(url[..<pathStart]) + String(rest.dropFirst(segment.count))
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
        for index in start..<end where (0x41...0x5A).contains(bytes[index]) { bytes[index] += 0x20 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// `normalizeURL` for any text.
    static func generalNormalizedURL(_ url: String) -> String {
        var text = url.trimmingCharacters(in: .whitespaces)
        if let hash = text.firstIndex(of: "#") { text = String(text[..<hash]) }
        while text.hasSuffix("/") { text.removeLast() }
        return (text.removingPercentEncoding ?? text).lowercased()
    }

    /// Normalised links of `links` that name no target of `others`. A root-relative link
    /// ("/design/…", as a site's own pages write them) names the same target as an absolute link
    /// on any host with that path.
    public static func links(_ links: Set<String>, unmatchedIn others: Set<String>) -> [String] {
        links.filter { link in
            if others.contains(link) { return false }
            return !others.contains { other in path(ofAbsolute: other) == link || path(ofAbsolute: link) == other }
        }.sorted()
    }

    /// "/path" of "scheme://host/path", nil for a link that is not absolute.
    private static func path(ofAbsolute link: String) -> String? {
        guard let separator = link.range(of: "://") else { return nil }
        let rest = link[separator.upperBound...]
        guard let slash = rest.firstIndex(of: "/") else { return nil }
        return String(rest[slash...])
    }
}
