/// Phrases matched against a normalised sentence: at its start, at its end, or anywhere.
public struct PhraseList: Hashable, Sendable, Codable {
    public var prefixes: [String] { didSet { prepare() } }
    public var suffixes: [String] { didSet { prepare() } }
    public var contains: [String] { didSet { prepare() } }
    /// The phrases prepared for byte matching; follows the lists above.
    private var matcher: PhraseMatcher

    private enum CodingKeys: String, CodingKey {
        case prefixes, suffixes, contains
    }

    public init(prefixes: [String] = [], suffixes: [String] = [], contains: [String] = []) {
        self.prefixes = prefixes
        self.suffixes = suffixes
        self.contains = contains
        matcher = PhraseMatcher(prefixes: prefixes, suffixes: suffixes, contains: contains)
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(prefixes: try container.decodeIfPresent([String].self, forKey: .prefixes) ?? [],
                  suffixes: try container.decodeIfPresent([String].self, forKey: .suffixes) ?? [],
                  contains: try container.decodeIfPresent([String].self, forKey: .contains) ?? [])
    }

    public static func == (lhs: PhraseList, rhs: PhraseList) -> Bool {
        lhs.prefixes == rhs.prefixes && lhs.suffixes == rhs.suffixes && lhs.contains == rhs.contains
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(prefixes)
        hasher.combine(suffixes)
        hasher.combine(contains)
    }

    private mutating func prepare() {
        matcher = PhraseMatcher(prefixes: prefixes, suffixes: suffixes, contains: contains)
    }

    public var isEmpty: Bool { prefixes.isEmpty && suffixes.isEmpty && contains.isEmpty }

    /// The phrase that matched, if any. `sentence` must already be normalised with `LexiconText.normalise`.
    public func match(_ sentence: String) -> String? {
        if let decided = matcher.match(sentence) { return decided }
        return generalMatch(sentence)
    }

    /// `match` with Swift's `Character` semantics, for text the byte matcher does not answer for.
    func generalMatch(_ sentence: String) -> String? {
        for prefix in prefixes where sentence.hasPrefix(prefix) {
            // "use" must not match "useful": a Latin prefix ends at a word boundary. Korean and
            // Japanese attach particles and endings, so theirs match as plain text.
            if !Self.isLatin(prefix) { return prefix }
            let rest = sentence.dropFirst(prefix.count)
            if rest.isEmpty || !(rest.first!.isLetter || rest.first!.isNumber) { return prefix }
        }
        for suffix in suffixes where sentence.hasSuffix(suffix) { return suffix }
        for phrase in contains {
            if Self.isLatin(phrase) {
                if (" " + sentence + " ").contains(" " + phrase + " ") { return phrase }
            } else if sentence.contains(phrase) {
                return phrase
            }
        }
        return nil
    }

    private static func isLatin(_ phrase: String) -> Bool {
        phrase.unicodeScalars.allSatisfy { $0.value < 0x250 }
    }
}

/// Normalisation shared by every lexicon lookup.
public enum LexiconText {
    /// Lower-cased, typographic apostrophes made straight, whitespace collapsed,
    /// trailing sentence punctuation removed.
    public static func normalise(_ text: String) -> String {
        let lowered = SimpleText.lowercased(text)
        if let fast = simpleNormalise(lowered) { return fast }
        var result = lowered
            .replacingOccurrences(of: "\u{2019}", with: "'")
            .replacingOccurrences(of: "\u{2018}", with: "'")
        result = result.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        while let last = result.last, ".!?。！？:：;；…\"'”」』)".contains(last) { result.removeLast() }
        return result
    }

    /// `normalise` after lower-casing, in one pass over the UTF-8 of simple text (see `SimpleText`);
    /// nil for other text, which takes the general path above.
    private static func simpleNormalise(_ lowered: String) -> String? {
        SimpleText.withUTF8(lowered) { bytes -> String? in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            var pendingSpace = false
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                if byte < 0x80 {
                    if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                        pendingSpace = !output.isEmpty
                    } else {
                        if pendingSpace { output.append(0x20); pendingSpace = false }
                        output.append(byte)
                    }
                    index += 1
                    continue
                }
                let (value, length) = SimpleText.decode(bytes, at: index)
                guard SimpleText.isSimple(value) else { return nil }
                if SimpleText.isWhitespace(value) {
                    pendingSpace = !output.isEmpty
                } else {
                    if pendingSpace { output.append(0x20); pendingSpace = false }
                    if value == 0x2018 || value == 0x2019 {
                        output.append(0x27)
                    } else {
                        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
                    }
                }
                index += length
            }
            // Trailing sentence punctuation: . ! ? 。 ！ ？ : ： ; ； … " ' ” 」 』 )
            while let last = output.last {
                var start = output.count - 1
                while start > 0 && output[start] & 0xC0 == 0x80 { start -= 1 }
                let value = output[start...].withUnsafeBufferPointer { SimpleText.decode($0, at: 0).value }
                switch value {
                case 0x2E, 0x21, 0x3F, 0x3A, 0x3B, 0x22, 0x27, 0x29,
                     0x3002, 0xFF01, 0xFF1F, 0xFF1A, 0xFF1B, 0x2026, 0x201D, 0x300D, 0x300F:
                    output.removeSubrange(start...)
                default:
                    _ = last
                    return String(decoding: output, as: UTF8.self)
                }
            }
            return ""
        }
    }

    /// True for scripts that separate words with spaces (Latin, Hangul).
    static func isSpaceDelimited(_ text: String) -> Bool {
        !text.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) }
    }
}
