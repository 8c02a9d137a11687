/// Phrases matched against a normalised sentence: at its start, at its end, or anywhere.
public struct PhraseList: Hashable, Sendable, Codable {
    public var prefixes: [String]
    public var suffixes: [String]
    public var contains: [String]

    public init(prefixes: [String] = [], suffixes: [String] = [], contains: [String] = []) {
        self.prefixes = prefixes
        self.suffixes = suffixes
        self.contains = contains
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        prefixes = try container.decodeIfPresent([String].self, forKey: .prefixes) ?? []
        suffixes = try container.decodeIfPresent([String].self, forKey: .suffixes) ?? []
        contains = try container.decodeIfPresent([String].self, forKey: .contains) ?? []
    }

    public var isEmpty: Bool { prefixes.isEmpty && suffixes.isEmpty && contains.isEmpty }

    /// The phrase that matched, if any. `sentence` must already be normalised with `LexiconText.normalise`.
    public func match(_ sentence: String) -> String? {
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
        var result = text.lowercased()
            .replacingOccurrences(of: "\u{2019}", with: "'")
            .replacingOccurrences(of: "\u{2018}", with: "'")
        result = result.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        while let last = result.last, ".!?。！？:：;；…\"'”」』)".contains(last) { result.removeLast() }
        return result
    }

    /// True for scripts that separate words with spaces (Latin, Hangul).
    static func isSpaceDelimited(_ text: String) -> Bool {
        !text.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) }
    }
}
