import Foundation

/// How a language that writes borrowed words in its native script spells them, so alignment can
/// tell a likely loanword (버튼, 텍스트, 내비게이션) from a native word whose consonants happen
/// to resemble an English one. Letters are compared after compatibility decomposition, so a
/// lexicon may list them as compatibility jamo (`ㅋ`) or whole syllables (`션`).
public struct LoanwordShape: Hashable, Sendable, Codable {
    /// Initial consonants that mark a syllable as borrowed (Korean aspirates ㅋ ㅌ ㅍ).
    public var onsets: [String]
    /// Vowels that mark a syllable as borrowed when nothing follows them (the ㅡ of 스, 크, 트,
    /// which renders an English consonant cluster).
    public var openVowels: [String]
    /// Whole syllables that mark a word as borrowed (션 for -tion).
    public var syllables: [String]
    /// Word endings of native verbs and adjectives: a word ending so is not a loanword (켜는지).
    public var predicateEndings: [String]

    public init(onsets: [String] = [], openVowels: [String] = [], syllables: [String] = [], predicateEndings: [String] = []) {
        self.onsets = onsets
        self.openVowels = openVowels
        self.syllables = syllables
        self.predicateEndings = predicateEndings
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(onsets: try container.decodeIfPresent([String].self, forKey: .onsets) ?? [],
                  openVowels: try container.decodeIfPresent([String].self, forKey: .openVowels) ?? [],
                  syllables: try container.decodeIfPresent([String].self, forKey: .syllables) ?? [],
                  predicateEndings: try container.decodeIfPresent([String].self, forKey: .predicateEndings) ?? [])
    }

    public var isEmpty: Bool { onsets.isEmpty && openVowels.isEmpty && syllables.isEmpty }

    /// Whether a word (particles already stripped) is spelled the way borrowed words are.
    public func looksBorrowed(_ word: String) -> Bool {
        guard !isEmpty, !predicateEndings.contains(where: { word.hasSuffix($0) && word.count > $0.count }) else { return false }
        let onsets = Set(self.onsets.map(Self.letters)), vowels = Set(openVowels.map(Self.letters))
        for character in word {
            if syllables.contains(String(character)) { return true }
            let letters = Array(String(character).decomposedStringWithCompatibilityMapping.unicodeScalars)
            guard letters.count >= 2 else { continue }
            if onsets.contains(String(letters[0])) { return true }
            if letters.count == 2, vowels.contains(String(letters[1])) { return true }
        }
        return false
    }

    private static func letters(_ text: String) -> String {
        text.decomposedStringWithCompatibilityMapping
    }
}
