import Foundation

/// Finds the main clause of a normalised sentence on UTF-8 bytes, from a lexicon's
/// subordinators and clause breakers (see `LanguageLexicon.mainClause(of:)`).
///
/// Polarity is read from every statement's main clause; splitting each sentence into `String`
/// words to look them up in a set was a visible share of extraction. Words are compared with the
/// lexicon's words in NFC, which for simple text (see `SimpleText`) is exactly `String` equality.
struct MainClauseReader: Sendable {
    private let subordinators: [[UInt8]]
    private let clauseBreakers: [[UInt8]]

    init(subordinators: [String], clauseBreakers: [String]) {
        self.subordinators = subordinators.map { Array($0.precomposedStringWithCanonicalMapping.utf8) }
        self.clauseBreakers = clauseBreakers.map { Array($0.precomposedStringWithCanonicalMapping.utf8) }
    }

    /// The main clause, or nil when `normalised` is not simple text and `Character`s must decide.
    func mainClause(of normalised: String) -> String? {
        SimpleText.withUTF8(normalised) { bytes -> String? in
            // A carriage return could pair with a line feed into one `Character`.
            guard SimpleText.isSimple(bytes), !bytes.contains(0x0D) else { return nil }
            let count = bytes.count
            var start = 0
            // After a leading subordinate clause ("if you …, don't …"): from its first comma on.
            let firstWord = Self.word(in: bytes, from: 0)
            if !firstWord.isEmpty, Self.list(subordinators, contains: bytes, firstWord),
               let comma = Self.firstComma(in: bytes) {
                start = comma
                while start < count && bytes[start] == 0x20 { start += 1 }
            }
            // Before a relative clause: the words up to the first clause breaker after the first word.
            var words: [Range<Int>] = []
            var position = start
            while true {
                let word = Self.word(in: bytes, from: position)
                guard !word.isEmpty else { break }
                if !words.isEmpty, Self.list(clauseBreakers, contains: bytes, Self.withoutTrailingComma(word, in: bytes)) {
                    var clause: [UInt8] = []
                    clause.reserveCapacity(word.lowerBound - start)
                    for (index, kept) in words.enumerated() {
                        if index > 0 { clause.append(0x20) }
                        clause.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[kept]))
                    }
                    return String(decoding: clause, as: UTF8.self)
                }
                words.append(word)
                position = word.upperBound
            }
            return start == 0 ? normalised : String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
        }
    }

    /// The next run of non-space bytes at or after `from` (empty at the end).
    private static func word(in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Range<Int> {
        var lower = from
        while lower < bytes.count && bytes[lower] == 0x20 { lower += 1 }
        var upper = lower
        while upper < bytes.count && bytes[upper] != 0x20 { upper += 1 }
        return lower..<upper
    }

    /// A word without the `,`, `;` or `:` that ends it: "otherwise," breaks a clause as "otherwise" does.
    private static func withoutTrailingComma(_ word: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var upper = word.upperBound
        while upper > word.lowerBound, bytes[upper - 1] == 0x2C || bytes[upper - 1] == 0x3B || bytes[upper - 1] == 0x3A { upper -= 1 }
        return word.lowerBound..<upper
    }

    /// Just after the first `,` or `、`.
    private static func firstComma(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x2C { return index + 1 }
            if bytes[index] == 0xE3, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0x81 { return index + 3 }
            index += 1
        }
        return nil
    }

    private static func list(_ words: [[UInt8]], contains bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        words.contains { word in
            word.count == range.count && word.withUnsafeBufferPointer { candidate in
                (0..<range.count).allSatisfy { bytes[range.lowerBound + $0] == candidate[$0] }
            }
        }
    }
}
