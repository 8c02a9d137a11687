/// Units of measure a language writes after a number ("44 pt", "44포인트", "4時間"), each filed
/// under a name shared by every language (`point`, `hour`): "44pt" and "44포인트" measure the
/// same, "44pt" and "44픽셀" do not.
///
/// Only unambiguous spellings belong here: "in" (inches) and "m" (metres) are words of English
/// sentences, and a number followed by an unlisted word has no unit.
public struct MeasurementUnits: Hashable, Sendable, Codable {
    /// Spellings by unit name.
    public private(set) var spellings: [String: [String]]
    /// (spelling's UTF-8, unit name), longest spelling first: the longest that fits wins
    /// ("밀리초" over "초", "ms" over "m").
    private let lookup: [([UInt8], String)]

    public init(_ spellings: [String: [String]] = [:]) {
        self.spellings = spellings
        lookup = spellings.flatMap { unit, words in words.map { (Array($0.lowercased().utf8), unit) } }
            .sorted { $0.0.count != $1.0.count ? $0.0.count > $1.0.count : ($0.0.lexicographicallyPrecedes($1.0)) }
    }

    public init(from decoder: Decoder) throws {
        self.init(try decoder.singleValueContainer().decode([String: [String]].self))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(spellings)
    }

    public static func == (lhs: MeasurementUnits, rhs: MeasurementUnits) -> Bool { lhs.spellings == rhs.spellings }
    public func hash(into hasher: inout Hasher) { hasher.combine(spellings) }

    public var isEmpty: Bool { spellings.isEmpty }

    /// A number with digits and the unit written after it.
    struct Measure: Hashable {
        /// The digits, ASCII, as written ("44", "0.5").
        let number: String
        let unit: String
        /// The unit as the text spells it.
        let written: String
    }

    /// The measures of `text`: each number written in digits (ASCII or full-width) followed, after
    /// at most one space, by a listed unit. In "44x44 pt" and "44×44포인트" both numbers carry it.
    func measures(in text: String) -> [Measure] {
        guard !lookup.isEmpty else { return [] }
        var bytes = Array(text.utf8)
        // Full-width digits, point and ×-less forms as ASCII (EF BC 90–99 → 0–9, EF BC 8E → '.'),
        // padded so positions keep their meaning: the unit search reads the same bytes.
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == 0xEF, bytes[index + 1] == 0xBC, (0x90...0x99).contains(bytes[index + 2]) || bytes[index + 2] == 0x8E {
                bytes[index] = bytes[index + 2] == 0x8E ? 0x2E : bytes[index + 2] - 0x90 + 0x30
                bytes[index + 1] = 0
                bytes[index + 2] = 0
                index += 3
            } else {
                index += 1
            }
        }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func skipPadding(_ position: inout Int) { while position < bytes.count, bytes[position] == 0 { position += 1 } }
        var measures: [Measure] = []
        var chain: [String] = []
        index = 0
        while index < bytes.count {
            guard isDigit(bytes[index]), index == 0 || !(isDigit(bytes[index - 1]) || bytes[index - 1] == 0x2E || bytes[index - 1] == 0x2C) else {
                index += 1
                continue
            }
            var end = index
            var digits: [UInt8] = []
            while end < bytes.count {
                skipPadding(&end)
                guard end < bytes.count else { break }
                let byte = bytes[end]
                if isDigit(byte) || ((byte == 0x2E || byte == 0x2C) && end + 1 < bytes.count && isDigit(bytes[end + 1])) {
                    if byte != 0x2C { digits.append(byte) }
                    end += 1
                } else {
                    break
                }
            }
            chain.append(String(decoding: digits, as: UTF8.self))
            var position = end
            // A dimension: "44x44", "44 × 44": the unit after the last number is every number's.
            var afterSign = position
            while afterSign < bytes.count, bytes[afterSign] == 0x20 { afterSign += 1 }
            var sign = 0
            if afterSign < bytes.count, bytes[afterSign] == 0x78 || bytes[afterSign] == 0x58 { sign = 1 }
            if afterSign + 1 < bytes.count, bytes[afterSign] == 0xC3, bytes[afterSign + 1] == 0x97 { sign = 2 }
            if sign > 0 {
                var next = afterSign + sign
                while next < bytes.count, bytes[next] == 0x20 { next += 1 }
                if next < bytes.count, isDigit(bytes[next]) {
                    index = next
                    continue
                }
            }
            if position < bytes.count, bytes[position] == 0x20 { position += 1 }
            if let (length, unit) = unit(at: position, in: bytes) {
                let written = String(decoding: bytes[position..<(position + length)], as: UTF8.self)
                for number in chain { measures.append(Measure(number: number, unit: unit, written: written)) }
            }
            chain.removeAll()
            index = end
        }
        return measures
    }

    /// The longest listed spelling at `position` and its unit. A Latin spelling must end its word
    /// ("pt" in "44pt", not "s" in "5 steps"); Korean and Japanese go on straight after one.
    private func unit(at position: Int, in bytes: [UInt8]) -> (Int, String)? {
        for (spelling, unit) in lookup where position + spelling.count <= bytes.count {
            var matches = true
            for offset in 0..<spelling.count {
                var byte = bytes[position + offset]
                if byte >= 0x41 && byte <= 0x5A { byte |= 0x20 }
                if byte != spelling[offset] { matches = false; break }
            }
            guard matches else { continue }
            let after = position + spelling.count
            if let last = spelling.last, last < 0x80, (last | 0x20) >= 0x61 && (last | 0x20) <= 0x7A,
               after < bytes.count, (bytes[after] | 0x20) >= 0x61 && (bytes[after] | 0x20) <= 0x7A {
                continue
            }
            return (spelling.count, unit)
        }
        return nil
    }
}
