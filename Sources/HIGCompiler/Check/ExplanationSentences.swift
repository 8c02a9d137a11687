import Foundation

/// Pairs the sentences of an English explanation with those of its translation, so that drift
/// inside an explanation can be compared sentence by sentence.
///
/// Gale & Church (1993): a translated sentence is about as long as its source, times the page's
/// ratio, and most sentences translate one to one; some are split in two or merged, a few are
/// left out or added. A dynamic program finds the cheapest sequence of such beads; only one-to-one
/// beads whose lengths agree well are returned, since only those can be compared with confidence.
enum ExplanationSentences {
    /// Spread of the log length ratio of a sentence and its translation.
    static let lengthSpread = 0.5
    /// Largest deviation (in spreads) of a returned pair's length ratio from the expected one.
    static let confidentDeviation = 1.0
    /// Largest table (English sentences × translated sentences) the pairing fills: the table grows
    /// with the product, and an explanation of thousands of sentences is not one to compare.
    static let maximumCells = 40_000

    private enum Bead: CaseIterable {
        case oneToOne, twoToOne, oneToTwo, englishOnly, translationOnly

        var steps: (english: Int, translation: Int) {
            switch self {
            case .oneToOne: (1, 1)
            case .twoToOne: (2, 1)
            case .oneToTwo: (1, 2)
            case .englishOnly: (1, 0)
            case .translationOnly: (0, 1)
            }
        }

        /// How unlikely the bead is before lengths are looked at (in squared spreads).
        var prior: Double {
            switch self {
            case .oneToOne: 0
            case .twoToOne, .oneToTwo: 2
            case .englishOnly, .translationOnly: 4.5
            }
        }
    }

    /// One-to-one pairs (English index, translation index) in order.
    static func pairs(english: [String], translation: [String]) -> [(english: Int, translation: Int)] {
        beads(english: english, translation: translation).compactMap { bead in
            bead.english.count == 1 && bead.translation.count == 1 ? (bead.english.lowerBound, bead.translation.lowerBound) : nil
        }
    }

    /// The sentences that translate each other, in order: one to one, or an English sentence split
    /// in two ("…, because …" rendered "…하세요. …때문입니다."), where the lengths agree well. Two
    /// English sentences merged into one are left out: they pair the wrong sentences too often.
    static func beads(english: [String], translation: [String]) -> [(english: Range<Int>, translation: Range<Int>)] {
        guard !english.isEmpty, !translation.isEmpty, english.count * translation.count <= maximumCells else { return [] }
        let englishLengths = english.map { Double(scalarCount(of: $0)) }
        let translationLengths = translation.map { Double(scalarCount(of: $0)) }
        let ratio = max(0.05, translationLengths.reduce(0, +)) / max(1, englishLengths.reduce(0, +))
        func deviation(_ englishLength: Double, _ translationLength: Double) -> Double {
            abs(log((translationLength + 1) / ((englishLength + 1) * ratio))) / lengthSpread
        }

        let rows = english.count, columns = translation.count
        // Prefix sums: a bead's length is a difference, not a sum over a slice.
        var englishSums = [0.0], translationSums = [0.0]
        englishSums.reserveCapacity(rows + 1)
        translationSums.reserveCapacity(columns + 1)
        for length in englishLengths { englishSums.append(englishSums.last! + length) }
        for length in translationLengths { translationSums.append(translationSums.last! + length) }
        // One flat table, row-major over (rows + 1) × (columns + 1).
        let width = columns + 1
        var cost = [Double](repeating: .infinity, count: (rows + 1) * width)
        var step = [Bead?](repeating: nil, count: (rows + 1) * width)
        cost[0] = 0
        for i in 0...rows {
            for j in 0...columns where cost[i * width + j] < .infinity {
                let here = cost[i * width + j]
                for bead in Bead.allCases {
                    let (di, dj) = bead.steps
                    guard i + di <= rows, j + dj <= columns else { continue }
                    let lengthCost = di > 0 && dj > 0
                        ? pow(deviation(englishSums[i + di] - englishSums[i], translationSums[j + dj] - translationSums[j]), 2) / 2 : 0
                    let total = here + bead.prior + lengthCost
                    let target = (i + di) * width + j + dj
                    if total < cost[target] {
                        cost[target] = total
                        step[target] = bead
                    }
                }
            }
        }
        var result: [(english: Range<Int>, translation: Range<Int>)] = []
        result.reserveCapacity(min(rows, columns))
        var i = rows, j = columns
        while i > 0 || j > 0, let bead = step[i * width + j] {
            let (di, dj) = bead.steps
            i -= di
            j -= dj
            if di == 1, dj > 0,
               deviation(englishSums[i + di] - englishSums[i], translationSums[j + dj] - translationSums[j]) <= confidentDeviation {
                result.append((i..<(i + di), j..<(j + dj)))
            }
        }
        return result.reversed()
    }

    /// `text.unicodeScalars.count`: the UTF-8 bytes that do not continue a scalar, counted eight
    /// at a time (every sentence of both explanations is measured).
    static func scalarCount(of text: String) -> Int {
        SimpleText.withUTF8(text) { bytes in
            var continuations = 0
            var index = 0
            while index + 8 <= bytes.count {
                let word = ByteWord.load(bytes, at: index)
                // A continuation byte is 10xxxxxx: its high bit set, the next one clear.
                continuations += (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
                index += 8
            }
            while index < bytes.count {
                if bytes[index] & 0xC0 == 0x80 { continuations += 1 }
                index += 1
            }
            return bytes.count - continuations
        }
    }
}
