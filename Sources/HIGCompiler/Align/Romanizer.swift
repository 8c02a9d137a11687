import Foundation

/// Romanises Hangul and kana from the tables in `Resources/Romanization/romanization.json`.
///
/// Both scripts are phonetic, so a table and their structure are enough: a Hangul syllable is
/// an initial, a vowel and a final by arithmetic on its code point; kana are one syllable each,
/// merged with a following small kana (キ + ャ → kya), doubled by ッ and lengthened by ー. Doing
/// this here rather than through ICU keeps rule ids and loanword matching identical on every
/// platform (ICU's transliteration rules vary between versions) and avoids loading ICU's
/// transliterators, several megabytes, for every compile of a Korean or Japanese page.
struct Romanizer: Sendable {
    private let initials: [String]
    private let vowels: [String]
    private let finals: [String]
    private let kana: [Unicode.Scalar: String]
    private let smallKana: [Unicode.Scalar: String]
    private let geminationMark: Unicode.Scalar
    private let lengthMark: Unicode.Scalar

    private struct Tables: Decodable {
        struct Hangul: Decodable {
            var initials: [String]
            var vowels: [String]
            var finals: [String]
        }
        var hangul: Hangul
        var kana: [String: String]
        var smallKana: [String: String]
        var geminationMark: String
        var lengthMark: String
    }

    static let bundled: Romanizer = {
        guard let directory = Bundle.module.url(forResource: "Romanization", withExtension: nil),
              let data = try? Data(contentsOf: directory.appendingPathComponent("romanization.json")),
              let romanizer = try? Romanizer(json: data) else {
            fatalError("higc's bundled romanization tables are unreadable")
        }
        return romanizer
    }()

    init(json: Data) throws {
        let tables = try JSONDecoder().decode(Tables.self, from: json)
        guard tables.hangul.initials.count == 19, tables.hangul.vowels.count == 21, tables.hangul.finals.count == 28,
              let gemination = tables.geminationMark.unicodeScalars.first,
              let length = tables.lengthMark.unicodeScalars.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription:
                "romanization tables need 19 initials, 21 vowels, 28 finals and both kana marks"))
        }
        func byScalar(_ table: [String: String]) -> [Unicode.Scalar: String] {
            var result: [Unicode.Scalar: String] = [:]
            for (key, value) in table where key.unicodeScalars.count == 1 { result[key.unicodeScalars.first!] = value }
            return result
        }
        initials = tables.hangul.initials
        vowels = tables.hangul.vowels
        finals = tables.hangul.finals
        kana = byScalar(tables.kana)
        smallKana = byScalar(tables.smallKana)
        geminationMark = gemination
        lengthMark = length
    }

    /// Whether every letter of `text` is one this romaniser reads (Latin, Hangul, kana); text
    /// with other scripts (Han, Cyrillic …) is left to a general transliterator.
    func covers(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            scalar.value <= 0x24F || Self.isHangulSyllable(scalar) || Self.isKana(scalar) || !scalar.properties.isAlphabetic
        }
    }

    /// `text` in lower-case Latin letters; characters of other scripts pass through unchanged.
    func romanize(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var output = ""
        var geminate = false
        var index = 0
        while index < scalars.count {
            let scalar = Self.katakana(scalars[index])
            index += 1
            if Self.isHangulSyllable(scalar) {
                let offset = Int(scalar.value - 0xAC00)
                output += initials[offset / 588] + vowels[(offset % 588) / 28] + finals[offset % 28]
            } else if scalar == geminationMark {
                geminate = true
                continue
            } else if scalar == lengthMark {
                if let last = output.last, "aeiou".contains(last) { output.append(last) }
            } else if var syllable = kana[scalar] {
                if index < scalars.count, let small = smallKana[Self.katakana(scalars[index])] {
                    syllable = Self.merge(syllable, small)
                    index += 1
                }
                if geminate, let first = syllable.first, !"aeioun".contains(first) {
                    syllable = (syllable.hasPrefix("ch") ? "t" : String(first)) + syllable
                }
                output += syllable
            } else if let small = smallKana[scalar] {
                output += small
            } else {
                output.unicodeScalars.append(scalar)
            }
            geminate = false
        }
        return output.lowercased()
    }

    /// A syllable followed by a small kana: キ + ャ → kya, シ + ャ → sha, フ + ァ → fa, ウ + ィ → wi.
    private static func merge(_ syllable: String, _ small: String) -> String {
        if small.hasPrefix("y") {
            if ["shi", "chi", "ji"].contains(syllable) { return String(syllable.dropLast()) + small.dropFirst() }
            return (syllable.hasSuffix("i") ? String(syllable.dropLast()) : syllable) + small
        }
        var stem = syllable
        while let last = stem.last, "aeiou".contains(last) { stem.removeLast() }
        return (stem.isEmpty ? "w" : stem) + small
    }

    private static func isHangulSyllable(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value)
    }

    private static func isKana(_ scalar: Unicode.Scalar) -> Bool {
        (0x3041...0x30FF).contains(scalar.value) || (0x31F0...0x31FF).contains(scalar.value)
    }

    /// Hiragana as the katakana of the same sound (the blocks are parallel).
    private static func katakana(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard (0x3041...0x3096).contains(scalar.value) else { return scalar }
        return Unicode.Scalar(scalar.value + 0x60) ?? scalar
    }
}
