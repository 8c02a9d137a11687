import Foundation

/// Finds API symbols: the targets of developer.apple.com/documentation links and code-like
/// identifiers in text or inline code (`UINavigationBar`, `prefersLargeTitles`,
/// `setNavigationBarHidden(_:animated:)`, `UIModalPresentationStyle.currentContext`).
public struct SymbolExtractor: Sendable {
    let notSymbols: Set<String>
    let codeKeywords: Set<String>
    let fileExtensions: Set<String>

    public init(notSymbols: Set<String>, codeKeywords: Set<String> = [], fileExtensions: Set<String> = []) {
        self.notSymbols = notSymbols
        self.codeKeywords = codeKeywords
        self.fileExtensions = fileExtensions
    }

    /// The symbol extractor configured by a lexicon set's word lists.
    public init(lexicons: LexiconSet) {
        self.init(notSymbols: lexicons.notSymbols, codeKeywords: lexicons.codeKeywords, fileExtensions: lexicons.fileExtensions)
    }

    /// `heading` when it names one API symbol and nothing else (`### minimumValue`,
    /// `## prepareForReuse()`), as reference pages head each member they document. A heading is
    /// read like a code span: a lone lower-case identifier (`value`) is a member; prose
    /// ("Overview", "Configuring the stepper") names none.
    func member(named heading: String) -> String? {
        let name = declaredName(heading)
        guard !name.isEmpty, !name.contains(where: \.isWhitespace) else { return nil }
        if symbols(inCode: name, identifiers: true, typeNames: false) == [name] { return name }
        // A nested type spelled out (`UIButton.Configuration.CornerStyle`) is code, not prose.
        if name.contains("."), name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ Self.isTypeName(String($0)) }) {
            return name
        }
        return nil
    }

    /// The name a heading declares when it is a declaration, as Topics sections list members
    /// (`func viewDidLoad()`, `var preferredContentSize: CGSize`, `init(frame: CGRect)`): keywords
    /// and attributes before it (`codeKeywords`, `@MainActor`) and its type dropped, parameters
    /// as their labels (`init(frame:)`, `tableView(_:cellForRowAt:)`). Any other heading as it is.
    func declaredName(_ heading: String) -> String {
        var words = heading.split(separator: " ")
        let opensWithKeyword = words.count > 1 && (codeKeywords.contains(String(words[0])) || words[0].hasPrefix("@"))
        guard opensWithKeyword || heading.hasPrefix("init(") else { return heading }
        while words.count > 1, let first = words.first, first != "init" && !first.hasPrefix("init("),
              codeKeywords.contains(String(first)) || first.hasPrefix("@") { words.removeFirst() }
        var name = words.joined(separator: " ")
        if let open = name.firstIndex(of: "("), let close = Self.matchingParenthesis(in: name, from: open) {
            let parameters = name[name.index(after: open)..<close].split(separator: ",").map { parameter in
                parameter.split(separator: " ").first.map { $0.hasSuffix(":") ? String($0) : $0 + ":" } ?? ""
            }
            name = name[..<open] + "(" + parameters.joined() + ")"
        } else if let colon = name.firstIndex(of: ":") {
            name = String(name[..<colon])
        }
        return name.trimmingCharacters(in: .whitespaces)
    }

    /// Symbols named by an inline code span: the code-like identifiers in it; a span that is one
    /// type name alone, prefixed or not (`PhotosPicker`, `List`: in code, a capitalised word names
    /// a type, as it does not in prose, where "FaceTime" is a product); and, when `identifiers` is
    /// set (API reference pages, whose code spans name members), a span that is one lower-case
    /// identifier alone (`autorepeat`, `value`). Keywords and literals (`codeKeywords`: `true`,
    /// `nil`, `Self`) are no symbols. `typeNames: false` reads a heading, where a capitalised
    /// word ("Overview") is prose.
    public func symbols(inCode span: String, identifiers: Bool = false, typeNames: Bool = true) -> [String] {
        let found = symbols(inText: span)
        guard found.isEmpty else { return found }
        let code = span.trimmingCharacters(in: .whitespaces)
        guard !codeKeywords.contains(code), isSymbol(code) else { return found }
        if (typeNames && Self.isTypeName(code)) || (identifiers && Self.isLowerCaseIdentifier(code)) { return [code] }
        // A nested type spelled out (`UIButton.Configuration`, `UIStepper.Style`) is one symbol.
        if typeNames, code.contains("."), code.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ Self.isTypeName(String($0)) }) {
            return [code]
        }
        return found
    }

    /// The `)` that closes the `(` at `open`, if any.
    static func matchingParenthesis(in text: String, from open: String.Index) -> String.Index? {
        var depth = 0
        for index in text[open...].indices {
            if text[index] == "(" { depth += 1 } else if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// `[A-Z][A-Za-z0-9_]*` with a lower-case letter: a type's name, not an acronym (`OK`, `HTTP`).
    static func isTypeName(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, isUpper(first) else { return false }
        return bytes.allSatisfy(isIdentifier) && bytes.contains(where: isLower)
    }

    /// `[a-z_][A-Za-z0-9_]*` with at least one letter.
    static func isLowerCaseIdentifier(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, isLower(first) || first == 0x5F else { return false }
        return bytes.allSatisfy(isIdentifier) && bytes.contains { isLower($0) || isUpper($0) }
    }

    /// The four symbol shapes, in priority order. Each is matched by hand, exactly as the regular
    /// expression beside it would (leftmost match, then on from its end): an NSRegularExpression
    /// bridges every text to UTF-16 and ICU, which dominated extraction.
    private static let scanners: [(UnsafeBufferPointer<UInt8>, Int) -> Int?] = [
        // functions with argument labels, with their type: Type.name(label:label:) or name()
        // (?<![A-Za-z0-9_])(?:[A-Z][A-Za-z0-9_]*\.)*[A-Za-z_][A-Za-z0-9_]*\((?:(?:[A-Za-z_][A-Za-z0-9_]*|_):)*\)
        functionCall,
        // Type.member chains
        // (?<![A-Za-z0-9_.])[A-Z][A-Za-z0-9]*(?:\.[a-z][A-Za-z0-9]*)+(?![A-Za-z0-9_(])
        memberChain,
        // Prefixed types: UINavigationBar, NSObject, CGFloat
        // (?<![A-Za-z0-9_])[A-Z]{2,}[a-z][A-Za-z0-9]*(?![A-Za-z0-9_(.])
        prefixedType,
        // lowerCamelCase members: prefersLargeTitles, isNavigationBarHidden
        // (?<![A-Za-z0-9_])[a-z]{2,}[a-z0-9]*(?:[A-Z][a-z0-9]*)+(?![A-Za-z0-9_(.])
        lowerCamelCase,
    ]

    /// Symbols named by text, in order of first appearance, without duplicates.
    public func symbols(inText text: String) -> [String] {
        SimpleText.withUTF8(text) { bytes in
            // Accepted matches as byte ranges, sorted by start; a shorter pattern must not re-find
            // part of a longer symbol, so a match overlapping an accepted one is dropped.
            var accepted: [Range<Int>] = []
            // Every shape starts with a letter or `_` that no identifier character precedes: only
            // those positions can start a match, so the scanners try nothing else.
            // A start can only match when its identifier has an upper-case letter (every shape
            // but a function needs one) or is followed by `(` (a function): plain words are
            // passed over.
            var starts: [Int] = []
            var position = 0
            while position < bytes.count {
                let byte = bytes[position]
                guard Self.isUpper(byte) || Self.isLower(byte) || byte == 0x5F else { position += 1; continue }
                var end = position
                var hasUpper = false
                while end < bytes.count && Self.isIdentifier(bytes[end]) {
                    hasUpper = hasUpper || Self.isUpper(bytes[end])
                    end += 1
                }
                if hasUpper || (end < bytes.count && bytes[end] == 0x28) { starts.append(position) }
                position = end
            }
            for scanner in Self.scanners {
                var fresh: [Range<Int>] = []
                var cursor = 0 // first accepted range that may overlap the next match
                var resume = 0 // a match ends here; the next one starts at or after it
                for position in starts where position >= resume {
                    guard let end = scanner(bytes, position) else { continue }
                    let match = position..<end
                    while cursor < accepted.count && accepted[cursor].upperBound <= match.lowerBound { cursor += 1 }
                    if cursor >= accepted.count || accepted[cursor].lowerBound >= match.upperBound { fresh.append(match) }
                    resume = end
                }
                if !fresh.isEmpty { accepted = (accepted + fresh).sorted { $0.lowerBound < $1.lowerBound } }
            }
            var found: [String] = []
            var seen: Set<String> = []
            for range in accepted {
                let symbol = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                if isSymbol(symbol), seen.insert(symbol).inserted { found.append(symbol) }
            }
            return found
        }
    }

    // MARK: Hand-written matchers: each returns the end of the match starting at `start`, if any.

    @inline(__always) private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    @inline(__always) private static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    @inline(__always) private static func isAlnum(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) || isDigit(byte) }
    @inline(__always) private static func isIdentifier(_ byte: UInt8) -> Bool { isAlnum(byte) || byte == 0x5F }

    /// End of the run of `[A-Za-z0-9]` (or with `_` too) from `index`.
    @inline(__always)
    private static func runEnd(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int, underscore: Bool) -> Int {
        var index = index
        while index < bytes.count && (isAlnum(bytes[index]) || (underscore && bytes[index] == 0x5F)) { index += 1 }
        return index
    }

    private static func functionCall(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int? {
        if start > 0 && isIdentifier(bytes[start - 1]) { return nil }
        guard isUpper(bytes[start]) || isLower(bytes[start]) || bytes[start] == 0x5F else { return nil }
        var index = runEnd(bytes, from: start + 1, underscore: true)
        // Type qualifiers stay with the function (`UIView.animate(withDuration:animations:)`);
        // a shorter prefix would end at a "." rather than "(", so taking them greedily is exact.
        var segment = start
        while isUpper(bytes[segment]), index + 1 < bytes.count, bytes[index] == 0x2E,
              isUpper(bytes[index + 1]) || isLower(bytes[index + 1]) || bytes[index + 1] == 0x5F {
            segment = index + 1
            index = runEnd(bytes, from: index + 2, underscore: true)
        }
        guard index < bytes.count, bytes[index] == 0x28 else { return nil } // (
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x29 { return index + 1 } // )
            guard isUpper(byte) || isLower(byte) || byte == 0x5F else { return nil }
            index = runEnd(bytes, from: index + 1, underscore: true)
            guard index < bytes.count, bytes[index] == 0x3A else { return nil } // :
            index += 1
        }
        return nil
    }

    private static func memberChain(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int? {
        if start > 0 && (isIdentifier(bytes[start - 1]) || bytes[start - 1] == 0x2E) { return nil }
        guard isUpper(bytes[start]) else { return nil }
        var index = runEnd(bytes, from: start + 1, underscore: false)
        var previousEnd: Int?
        var lastEnd: Int?
        while index + 1 < bytes.count, bytes[index] == 0x2E, isLower(bytes[index + 1]) {
            previousEnd = lastEnd
            index = runEnd(bytes, from: index + 2, underscore: false)
            lastEnd = index
        }
        guard let end = lastEnd else { return nil }
        if end < bytes.count, bytes[end] == 0x5F || bytes[end] == 0x28 {
            // Back off one member: what follows is then a ".", which the lookahead allows.
            return previousEnd
        }
        return end
    }

    private static func prefixedType(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int? {
        if start > 0 && isIdentifier(bytes[start - 1]) { return nil }
        var index = start
        while index < bytes.count && isUpper(bytes[index]) { index += 1 }
        guard index - start >= 2, index < bytes.count, isLower(bytes[index]) else { return nil }
        let end = runEnd(bytes, from: index + 1, underscore: false)
        if end < bytes.count, bytes[end] == 0x5F || bytes[end] == 0x28 || bytes[end] == 0x2E { return nil }
        return end
    }

    private static func lowerCamelCase(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int? {
        if start > 0 && isIdentifier(bytes[start - 1]) { return nil }
        guard start + 1 < bytes.count, isLower(bytes[start]), isLower(bytes[start + 1]) else { return nil }
        let end = runEnd(bytes, from: start + 2, underscore: false)
        guard (start + 2..<end).contains(where: { isUpper(bytes[$0]) }) else { return nil }
        if end < bytes.count, bytes[end] == 0x5F || bytes[end] == 0x28 || bytes[end] == 0x2E { return nil }
        return end
    }

    /// The symbol a documentation link points at, if it is one.
    public func symbol(forLink link: GuidelineLink) -> String? {
        // Most links point elsewhere: an ASCII URL without the host's name (in any case) and
        // without percent escapes cannot have it as its host, so it is not parsed at all.
        let plainASCII = link.url.utf8.allSatisfy { $0 < 0x80 && $0 != 0x25 }
        if plainASCII, !Self.containsASCIICaseInsensitive(link.url, Self.documentationHost) { return nil }
        let isDocumentation: Bool
        if let host = Self.plainHTTPHost(link.url), !Self.hasSuffixASCIICaseInsensitive(host, Self.documentationHost) {
            // Another site: escapes in its path (a GitHub page of a translation) do not matter.
            return nil
        } else if let parts = Self.plainHTTPURL(link.url) {
            // `plainHTTPURL` answers only for ASCII, where lower-casing is per byte.
            isDocumentation = Self.hasSuffixASCIICaseInsensitive(parts.host, Self.documentationHost)
                && Self.hasPrefixASCIICaseInsensitive(parts.path, Self.documentationPath)
        } else if let url = URL(string: link.url), let host = url.host?.lowercased() {
            isDocumentation = host.hasSuffix("developer.apple.com") && url.path.lowercased().hasPrefix("/documentation/")
        } else {
            isDocumentation = false
        }
        guard isDocumentation else { return nil }
        if case let decided? = Self.asciiSymbolName(linkText: link.text) { return decided }
        // Apple's API names are ASCII: translated link text (アプリアイコンの設定, 앱아이콘구성하기)
        // is the title of the page, not a symbol, even without a space in it.
        let text = link.text.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty, text.allSatisfy({ ($0.isASCII && ($0.isLetter || $0.isNumber)) || "_.:()".contains($0) }) {
            return text
        }
        return nil
    }

    /// The general path of `symbol(forLink:)`'s name check on the bytes of ASCII link text, where
    /// `.whitespaces` are space and tab, letters and numbers are `[A-Za-z0-9]`, and any other byte
    /// (a space inside included) is neither: `.some(nil)` when the text names no symbol, nil when
    /// the text is not ASCII. Foundation's trimming and search cost more than the URL checks.
    static func asciiSymbolName(linkText text: String) -> String?? {
        SimpleText.withUTF8(text) { bytes -> String?? in
            var start = 0, end = bytes.count
            while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            var named = start < end
            for byte in bytes {
                guard byte < 0x80 else { return nil }
            }
            for index in start..<end where named {
                let byte = bytes[index]
                // _ . : ( )
                named = isAlnum(byte) || byte == 0x5F || byte == 0x2E || byte == 0x3A || byte == 0x28 || byte == 0x29
            }
            guard named else { return .some(nil) }
            return .some(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        }
    }

    private static let documentationHost = Array("developer.apple.com".utf8)
    private static let documentationPath = Array("/documentation/".utf8)

    /// Host and path of an `http://` or `https://` URL made only of letters, digits and
    /// `-._~/?#=&+,;!*()$:` with a host of letters, digits, `-` and `.`: what `URL` parses out of
    /// it, without parsing. Nil for anything else (ports, user info, escapes, other schemes),
    /// which `URL` reads.
    static func plainHTTPURL(_ url: String) -> (host: Substring, path: Substring)? {
        guard let host = plainHTTPHost(url) else { return nil }
        func isAllowed(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x2D, 0x2E, 0x5F, 0x7E, 0x2F, 0x3F, 0x23, 0x3D, 0x26, 0x2B, 0x2C, 0x3B, 0x21, 0x2A, 0x28, 0x29, 0x24, 0x3A: true // -._~/?#=&+,;!*()$:
            default: isAlnum(byte)
            }
        }
        let utf8 = url.utf8
        guard utf8.allSatisfy(isAllowed) else { return nil }
        // On bytes: the URL is ASCII, and reading it as `Character`s cost more than `URL` itself.
        var end = utf8[host.endIndex...].firstIndex { $0 == 0x3F || $0 == 0x23 } ?? utf8.endIndex // ? or #
        // `URL.path` drops trailing slashes, all but a lone root one.
        while utf8.distance(from: host.endIndex, to: end) > 1, utf8[utf8.index(before: end)] == 0x2F {
            end = utf8.index(before: end)
        }
        return (host, url[host.endIndex..<end])
    }

    /// The host of an `http://` or `https://` URL when it is plain letters, digits, `-` and `.`
    /// (no user info, port or escapes), whatever the rest of the URL holds.
    static func plainHTTPHost(_ url: String) -> Substring? {
        let range = SimpleText.withUTF8(url) { bytes -> Range<Int>? in
            func lower(_ index: Int) -> UInt8 { bytes[index] >= 0x41 && bytes[index] <= 0x5A ? bytes[index] | 0x20 : bytes[index] }
            func starts(with scheme: StaticString) -> Bool {
                scheme.utf8CodeUnitCount <= bytes.count
                    && (0..<scheme.utf8CodeUnitCount).allSatisfy { lower($0) == scheme.utf8Start[$0] }
            }
            let start = starts(with: "https://") ? 8 : starts(with: "http://") ? 7 : 0
            guard start > 0 else { return nil }
            var end = start
            while end < bytes.count, bytes[end] != 0x2F, bytes[end] != 0x3F, bytes[end] != 0x23 {
                guard isAlnum(bytes[end]) || bytes[end] == 0x2D || bytes[end] == 0x2E else { return nil }
                end += 1
            }
            return end > start ? start..<end : nil
        }
        guard let range else { return nil }
        let utf8 = url.utf8
        return Substring(utf8[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)])
    }

    private static func hasSuffixASCIICaseInsensitive(_ text: Substring, _ suffix: [UInt8]) -> Bool {
        SimpleText.withUTF8(text) { bytes in
            bytes.count >= suffix.count
                && zip(bytes[(bytes.count - suffix.count)...], suffix).allSatisfy { ($0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0) == $1 }
        }
    }

    private static func hasPrefixASCIICaseInsensitive(_ text: Substring, _ prefix: [UInt8]) -> Bool {
        SimpleText.withUTF8(text) { bytes in
            bytes.count >= prefix.count
                && zip(bytes, prefix).allSatisfy { ($0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0) == $1 }
        }
    }

    private static func containsASCIICaseInsensitive(_ text: String, _ needle: [UInt8]) -> Bool {
        SimpleText.withUTF8(text) { bytes in
            guard bytes.count >= needle.count else { return false }
            for start in 0...(bytes.count - needle.count) {
                var matched = 0
                while matched < needle.count {
                    let byte = bytes[start + matched]
                    let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                    guard lower == needle[matched] else { break }
                    matched += 1
                }
                if matched == needle.count { return true }
            }
            return false
        }
    }

    private func isSymbol(_ candidate: String) -> Bool {
        let parts = candidate.split(separator: ".")
        let base = parts.first.map(String.init) ?? candidate
        // `Info.plist`, `Main.storyboard`: a file's name has a member's shape.
        if parts.count == 2, fileExtensions.contains(String(parts[1])) { return false }
        return !notSymbols.contains(candidate) && !notSymbols.contains(base) && !Self.isPluralAcronym(candidate)
    }

    /// "APIs", "URLs", "IDs": an acronym in the plural is a word of the prose, not an identifier.
    static func isPluralAcronym(_ candidate: String) -> Bool {
        let bytes = Array(candidate.utf8)
        return bytes.count >= 3 && bytes.last == 0x73 && bytes.dropLast().allSatisfy(isUpper)
    }
}
