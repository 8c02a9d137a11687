import Foundation

/// The language-independent anchors of a statement and its explanation: what a faithful
/// translation keeps verbatim (link targets, API symbols, inline code, numbers).
public struct AnchorSet: Hashable, Sendable {
    public var urls: Set<String>
    /// Each normalised link as the page first writes it, for messages.
    public var writtenURLs: [String: String]
    /// The sections a link points at on its target (`#accessing-settings`), lower-cased, with
    /// each as first written: target → fragment → written link. Only fragments in ASCII count:
    /// a translated page's own heading anchors (`#모범-사례`) name the same section in its language.
    public var fragments: [String: [String: String]]
    public var symbols: Set<String>
    public var code: Set<String>
    /// Numbers written with digits.
    public var digits: Set<String>
    /// Every number, digits or words.
    public var numbers: Set<String>
    /// Units written in Latin letters right after a number with digits ("44 pt", "40×40pt",
    /// "200ms", "50%"), lower-cased: what a changed number still measures.
    public var units: Set<String>

    /// `localeSegments`: first path segments that name a localised copy of a site (see
    /// `LanguageLexicon.linkLocales`); a link keeps its target without them. `readingUnits`:
    /// only alignment weighs units; the anchor check compares numbers and leaves them empty.
    public init(statement: GuidelineStatement, numberExtractor: NumberExtractor, localeSegments: Set<String> = [],
                readingUnits: Bool = true) {
        var writtenURLs: [String: String] = [:]
        var fragments: [String: [String: String]] = [:]
        for link in statement.links {
            let target = Self.resolvingRelative(Self.withoutLocaleSegment(Self.normalizeURL(link.url), localeSegments),
                                                from: statement.source.file, language: statement.language)
            if writtenURLs[target] == nil { writtenURLs[target] = link.url }
            if let fragment = Self.asciiFragment(of: link.url), fragments[target]?[fragment] == nil {
                fragments[target, default: [:]][fragment] = link.url
            }
        }
        urls = Set(writtenURLs.keys)
        self.writtenURLs = writtenURLs
        self.fragments = fragments
        symbols = Set(statement.symbols)
        // Comments are prose a translation translates: the code is the anchor.
        code = Set(statement.code.map { TextNormalizer.normalize(CodeComments.withoutComments($0)) }.filter { !$0.isEmpty })
        // Read apart, not joined: the space between them ends any number either way.
        let language = statement.language
        digits = Set(numberExtractor.statedDigitNumbers(in: statement.text, language: language)
                     + numberExtractor.statedDigitNumbers(in: statement.explanation, language: language)
                     + statement.tables.flatMap { numberExtractor.statedDigitNumbers(in: $0, language: language) })
        numbers = Set(statement.numbers.map(NumberExtractor.asciiDigits))
        units = digits.isEmpty || !readingUnits ? [] : Self.units(in: statement.text).union(Self.units(in: statement.explanation))
    }

    /// `\d` (General Category Nd), without a Unicode property lookup for ASCII, Hangul, kana and
    /// CJK ideographs, which are most of every text and never digits.
    static func isDecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39: return true
        case 0...0x65F, 0x3040...0x30FF, 0x3400...0x9FFF, 0xAC00...0xD7A3: return false
        default: return scalar.properties.numericType == .decimal
        }
    }

    /// The longest unit `units(in:)` reads: unit symbols are short, words after a number are not units.
    static let longestUnit = 3

    /// Latin-letter units after numbers with digits: a number (dimensions such as `44x44` or
    /// `40×40` read as one), at most one space, then 1…`longestUnit` ASCII letters that no Latin
    /// letter follows (Japanese and Korean go on straight after a unit: `40ptに`), or `%`. In English this also reads a short word after a number ("5 or fewer");
    /// units are only compared across languages, where such a word does not recur.
    static func units(in text: String) -> Set<String> {
        // Most text has no digit at all: nothing to read.
        guard text.unicodeScalars.contains(where: isDecimalDigit) else { return [] }
        let scalars = Array(text.unicodeScalars)
        func isDigit(_ index: Int) -> Bool { index < scalars.count && isDecimalDigit(scalars[index]) }
        func isLatinLetter(_ index: Int) -> Bool {
            index < scalars.count && scalars[index].isASCII && scalars[index].properties.isAlphabetic
        }
        var units: Set<String> = []
        var index = 0
        while index < scalars.count {
            guard isDigit(index), index == 0 || !isDigit(index - 1) else { index += 1; continue }
            var end = index
            while true {
                while isDigit(end) || (end < scalars.count && (scalars[end] == "." || scalars[end] == ",") && isDigit(end + 1)) { end += 1 }
                // A dimension: `44x44`, `40 × 40`.
                var probe = end
                if probe < scalars.count, scalars[probe] == " " { probe += 1 }
                guard probe < scalars.count, ["x", "X", "\u{00D7}"].contains(scalars[probe]) else { break }
                probe += 1
                if probe < scalars.count, scalars[probe] == " " { probe += 1 }
                guard isDigit(probe) else { break }
                end = probe
            }
            var start = end
            if start < scalars.count, scalars[start] == " " || scalars[start] == "\u{00A0}" { start += 1 }
            if start < scalars.count, scalars[start] == "%" {
                units.insert("%")
            } else {
                var stop = start
                while isLatinLetter(stop) { stop += 1 }
                if stop > start, stop - start <= Self.longestUnit, !(stop < scalars.count && scalars[stop].value < 0x250 && scalars[stop].properties.isAlphabetic) {
                    units.insert(String(String.UnicodeScalarView(scalars[start..<stop])).lowercased())
                }
            }
            index = max(end, index + 1)
        }
        return units
    }

    /// Lower-cased, no trailing slash, no fragment: the same target compares equal. The path is
    /// lower-cased too: documentation sites serve `/documentation/UIKit/UISwitch` and
    /// `/documentation/uikit/uiswitch` alike, and two links that differ only in case are one target.
    public static func normalizeURL(_ url: String) -> String {
        if let ascii = asciiNormalizedURL(url) { return ascii }
        return generalNormalizedURL(url)
    }

    /// A relative link (`../buttons/page.md`) as the path it names from the guidelines root,
    /// without the folder of the statement's language (`ko`, `en-US`): a translation in a folder of
    /// its own writes `../../buttons/page.md` for the same file, and a tree of each language links
    /// its own copy. Absolute, root-relative and fragment-only links are returned as they are.
    static func resolvingRelative(_ link: String, from file: String, language: LanguageCode) -> String {
        guard !link.isEmpty, !link.hasPrefix("/"), !link.hasPrefix("#"), !link.contains(":") else { return link }
        var components = file.split(separator: "/", omittingEmptySubsequences: true).dropLast().map(String.init)
        for part in link.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if components.isEmpty || components.last == ".." { components.append("..") } else { components.removeLast() }
            default: components.append(String(part))
            }
        }
        let primary = language.prefix { $0 != "-" }.lowercased()
        return components.filter { component in
            let lowered = component.lowercased()
            return lowered != language.lowercased() && lowered != primary && !(primary == "en" && lowered.hasPrefix("en-"))
        }.joined(separator: "/")
    }

    /// A normalised absolute URL without its first path segment when that segment names a locale:
    /// `https://developer.apple.com/jp/design/…` → `https://developer.apple.com/design/…`.
    static func withoutLocaleSegment(_ url: String, _ segments: Set<String>) -> String {
        guard !segments.isEmpty else { return url }
        // On bytes: `/` and `:` are ASCII, so every cut falls between characters.
        let bytes = Array(url.utf8)
        guard let scheme = (0..<max(0, bytes.count - 2)).first(where: { bytes[$0] == 0x3A && bytes[$0 + 1] == 0x2F && bytes[$0 + 2] == 0x2F }),
              let pathStart = bytes[(scheme + 3)...].firstIndex(of: 0x2F) else { return url }
        let segmentEnd = bytes[(pathStart + 1)...].firstIndex(of: 0x2F) ?? bytes.count
        guard segments.contains(String(decoding: bytes[(pathStart + 1)..<segmentEnd], as: UTF8.self)) else { return url }
        return String(decoding: bytes[..<pathStart] + bytes[segmentEnd...], as: UTF8.self)
    }

    /// `normalizeURL` for the common case, a URL in ASCII without `%` escapes, on bytes.
    static func asciiNormalizedURL(_ url: String) -> String? {
        var bytes = Array(url.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        // Escapes decode to any text: those URLs go through `percentDecodedURL`.
        if bytes.contains(UInt8(ascii: "%")) { return percentDecodedURL(bytes) }
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

    /// `generalNormalizedURL` for an ASCII URL with `%` escapes: trimmed, cut at the fragment and
    /// trailing slashes, decoded (left as written when an escape is malformed or decodes to
    /// invalid UTF-8, as `removingPercentEncoding` does), then lower-cased.
    static func percentDecodedURL(_ ascii: [UInt8]) -> String {
        var start = 0, end = ascii.count
        while start < end, ascii[start] == 0x20 || ascii[start] == 0x09 { start += 1 }
        while end > start, ascii[end - 1] == 0x20 || ascii[end - 1] == 0x09 { end -= 1 }
        if let hash = ascii[start..<end].firstIndex(of: UInt8(ascii: "#")) { end = hash }
        while end > start, ascii[end - 1] == UInt8(ascii: "/") { end -= 1 }
        let written = ascii[start..<end]
        func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case 0x30...0x39: byte - 0x30
            case 0x41...0x46: byte - 0x41 + 10
            case 0x61...0x66: byte - 0x61 + 10
            default: nil
            }
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(written.count)
        var index = written.startIndex
        var valid = true
        while index < written.endIndex {
            if written[index] == UInt8(ascii: "%") {
                guard index + 2 < written.endIndex,
                      let high = hexValue(written[index + 1]), let low = hexValue(written[index + 2]) else { valid = false; break }
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(written[index])
                index += 1
            }
        }
        let text = valid ? (String(validating: decoded, as: UTF8.self) ?? String(decoding: written, as: UTF8.self))
            : String(decoding: written, as: UTF8.self)
        return SimpleText.lowercased(text)
    }

    /// `normalizeURL` for any text.
    static func generalNormalizedURL(_ url: String) -> String {
        var text = url.trimmingCharacters(in: .whitespaces)
        if let hash = text.firstIndex(of: "#") { text = String(text[..<hash]) }
        while text.hasSuffix("/") { text.removeLast() }
        return SimpleText.lowercased(text.removingPercentEncoding ?? text)
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

    /// The lower-cased fragment of `url` when it is non-empty ASCII (after `%` decoding), else nil.
    static func asciiFragment(of url: String) -> String? {
        guard let hash = url.utf8.firstIndex(of: UInt8(ascii: "#")) else { return nil }
        let written = String(url[url.utf8.index(after: hash)...]).trimmingCharacters(in: .whitespaces)
        let fragment = written.removingPercentEncoding ?? written
        guard !fragment.isEmpty, fragment.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
        return fragment.lowercased()
    }

    /// Written links whose section differs from every section the other side gives the same
    /// target: `…/settings#opening-settings` where the other points at `#accessing-settings`.
    /// A side that links the target without a section leaves nothing to compare.
    public static func sectionLinks(_ anchors: AnchorSet, unmatchedIn others: AnchorSet) -> [String] {
        var unmatched: [String] = []
        for (target, sections) in anchors.fragments {
            let otherTargets = others.fragments.keys.filter {
                $0 == target || path(ofAbsolute: $0) == target || path(ofAbsolute: target) == $0
            }
            guard !otherTargets.isEmpty else { continue }
            let otherSections = Set(otherTargets.flatMap { others.fragments[$0]!.keys })
            unmatched += sections.filter { !otherSections.contains($0.key) }.map(\.value)
        }
        return unmatched.sorted()
    }

    /// "/path" of "scheme://host/path", nil for a link that is not absolute.
    private static func path(ofAbsolute link: String) -> String? {
        guard let separator = link.range(of: "://") else { return nil }
        let rest = link[separator.upperBound...]
        guard let slash = rest.firstIndex(of: "/") else { return nil }
        return String(rest[slash...])
    }
}
