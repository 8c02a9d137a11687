/// Fractions written in words: "two-thirds", "one-quarter", "a third of".
///
/// Translations write them with digits or a counter ("3분의 2", "3分の2", "2/3"), which state the
/// numerator and the denominator; the English word alone states only its numerator ("two"), so a
/// faithful translation would be reported for a number it added. Read here, a fraction states both.
///
/// Only unambiguous forms count: a hyphenated fraction ("one-third"), a numerator and a fraction
/// word followed by "of" ("a third of the screen"), or a fraction of a unit ("quarter-hour", "half
/// a second"). "The third item" and "add a third
/// button" are ordinals, and stay so.
struct FractionWords: Sendable {
    /// Fraction word → its denominator ("thirds": 3), lower-case ASCII.
    private let denominators: [String: Int]
    /// Number words that can be a numerator ("two": 2), lower-case.
    private let numerators: [String: Int]
    /// The fraction words no other one extends ("third" for "thirds"), lower-case UTF-8, by their
    /// first byte: a text with no word starting with one (almost every text) is passed over.
    private let stemsByFirstByte: [[[UInt8]]]

    /// Unit words ("hour", "second"): a fraction word hyphened to one ("quarter-hour") or before
    /// "a" and one ("half a second") is one such part.
    private let units: Set<String>

    init(denominators: [String: Int], numberWords: [String: Int], units: [String] = []) {
        self.units = Set(units.map { $0.lowercased() }.filter { $0.allSatisfy(\.isLetter) })
        self.denominators = Dictionary(denominators.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        var numerators = numberWords.filter { $0.value > 0 && $0.value < 100 }
        numerators["a"] = 1
        numerators["an"] = 1
        self.numerators = Dictionary(numerators.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        let words = self.denominators.keys.sorted()
        let stems = words.filter { word in !words.contains { $0 != word && word.hasPrefix($0) } }.map { Array($0.utf8) }
        var byFirstByte = [[[UInt8]]](repeating: [], count: 256)
        for stem in stems where !stem.isEmpty { byFirstByte[Int(stem[0])].append(stem) }
        stemsByFirstByte = byFirstByte
    }

    var isEmpty: Bool { denominators.isEmpty }

    /// Whether a word of `text` starts with a stem, in one pass over its bytes: most texts have
    /// none, and are asked for every statement and explanation.
    private func mentionsFractionWord(_ text: String) -> Bool {
        SimpleText.withUTF8(text) { bytes in
            var atWordStart = true
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index] | 0x20
                let isLetter = byte >= 0x61 && byte <= 0x7A
                if atWordStart && isLetter {
                    for stem in stemsByFirstByte[Int(byte)] where index + stem.count <= count {
                        var offset = 1
                        while offset < stem.count && bytes[index + offset] | 0x20 == stem[offset] { offset += 1 }
                        if offset == stem.count { return true }
                    }
                }
                atWordStart = !isLetter
                index += 1
            }
            return false
        }
    }

    /// The numerators and denominators of the fractions `text` writes in words, as digits.
    func read(_ text: String) -> [String] {
        guard mentionsFractionWord(text) else { return [] }
        // Words with the separator before each: a hyphen joins, a space does not.
        var words: [(word: String, hyphenBefore: Bool)] = []
        var current = ""
        var hyphenBefore = false
        var pendingHyphen = false
        func finish() {
            if !current.isEmpty { words.append((current, hyphenBefore)) }
            current = ""
        }
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic {
                if current.isEmpty { hyphenBefore = pendingHyphen }
                current.unicodeScalars.append(Unicode.Scalar(UInt8(scalar.value) | 0x20))
                pendingHyphen = false
            } else {
                finish()
                pendingHyphen = scalar == "-" || scalar == "\u{2010}" || scalar == "\u{2011}"
            }
        }
        finish()
        var found: [String] = []
        for index in words.indices {
            guard let denominator = denominators[words[index].word] else { continue }
            // One part of a unit: "quarter-hour", "half a second" (1/4 hour, 1/2 second).
            let hyphenedUnit = index + 1 < words.count && words[index + 1].hyphenBefore && units.contains(words[index + 1].word)
            let unitAfterArticle = index + 2 < words.count && ["a", "an"].contains(words[index + 1].word)
                && units.contains(words[index + 2].word)
            let numberedBefore = index > 0 && numerators[words[index - 1].word] != nil
            if !numberedBefore, hyphenedUnit || unitAfterArticle {
                found.append("1")
                found.append(String(denominator))
                continue
            }
            guard index > 0, let numerator = numerators[words[index - 1].word] else { continue }
            let followedByOf = index + 1 < words.count && words[index + 1].word == "of" && !words[index + 1].hyphenBefore
            guard words[index].hyphenBefore || followedByOf else { continue }
            found.append(String(numerator))
            found.append(String(denominator))
        }
        return found
    }
}
