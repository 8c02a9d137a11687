/// Tells a block's language from the scripts its words are written in.
///
/// Hangul → `ko`, kana (or Han next to kana) → `ja`, Latin → `en`. Counting *words* rather
/// than characters keeps English terms inside a Korean sentence ("segmented control 사용을
/// 고려하세요") from outvoting it, since a Hangul word carries as much as an English one.
/// Code spans and URLs are removed by the caller.
public enum ScriptLanguageDetector {
    public struct Counts: Equatable, Sendable {
        public var latinWords = 0
        public var hangulWords = 0
        /// Japanese has no spaces: every two kana/Han characters count as a word.
        public var japaneseWords = 0

        public var total: Int { latinWords + hangulWords + japaneseWords }
    }

    public static func counts(_ text: String) -> Counts {
        simpleScan(text)?.counts ?? generalCounts(text)
    }

    /// `counts` on `Character`s, for text the byte scan does not answer for.
    static func generalCounts(_ text: String) -> Counts {
        var counts = Counts()
        var kanaOrHan = 0
        var sawKana = false
        for token in text.split(whereSeparator: { $0.isWhitespace }) {
            var hasLatin = false
            var hasHangul = false
            for scalar in token.unicodeScalars {
                switch scalar.value {
                case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F:
                    hasLatin = true
                case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F:
                    hasHangul = true
                case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F:
                    kanaOrHan += 1
                    sawKana = true
                case 0x4E00...0x9FFF, 0x3400...0x4DBF:
                    kanaOrHan += 1
                default:
                    break
                }
            }
            // "24x24", "@3x", "iOS13": tokens with digits are measurements, not words.
            let hasDigit = token.contains { $0.isNumber }
            if hasHangul { counts.hangulWords += 1 } else if hasLatin && !hasDigit { counts.latinWords += 1 }
        }
        // Han without kana next to Hangul is Korean hanja; alone it is still closest to ja here.
        if sawKana || counts.hangulWords == 0 {
            counts.japaneseWords = (kanaOrHan + 1) / 2
        }
        return counts
    }

    /// The majority language, or nil when the text has no words (only numbers, symbols, or
    /// fewer words than measurements, like a table that lost its structure).
    public static func detect(_ text: String) -> LanguageCode? {
        let scan = simpleScan(text)
        let counts = scan?.counts ?? generalCounts(text)
        guard counts.total > 0 else { return nil }
        let numericTokens = scan?.numericTokens
            ?? text.split(whereSeparator: { $0.isWhitespace }).filter { $0.contains { $0.isNumber } }.count
        return decide(counts, numericTokens: numericTokens)
    }

    /// `detect` of `text` without its space-separated tokens that hold `://`: a URL written out
    /// says nothing about the language around it. One pass over simple text.
    public static func detectSkippingURLs(_ text: String) -> LanguageCode? {
        if let scan = simpleScan(text, skippingURLs: true) {
            return scan.counts.total > 0 ? decide(scan.counts, numericTokens: scan.numericTokens) : nil
        }
        return detect(text.split(separator: " ").filter { !$0.contains("://") }.joined(separator: " "))
    }

    private static func decide(_ counts: Counts, numericTokens: Int) -> LanguageCode? {
        if counts.hangulWords == 0, counts.japaneseWords == 0, numericTokens > counts.latinWords { return nil }
        // Ties go to the translation: English text never contains Hangul or kana by accident.
        if counts.hangulWords >= counts.japaneseWords, counts.hangulWords >= counts.latinWords, counts.hangulWords > 0 {
            return "ko"
        }
        if counts.japaneseWords >= counts.latinWords, counts.japaneseWords > 0 { return "ja" }
        return .english
    }

    /// `counts` and the number of tokens holding a number, in one pass over the UTF-8 of simple
    /// text (see `SimpleText`), where splitting at whitespace scalars is splitting at whitespace
    /// characters and a character's properties are its scalar's; nil for other text.
    /// `skippingURLs`: leave out what each run between spaces (U+0020) that holds `://` adds.
    private static func simpleScan(_ text: String, skippingURLs: Bool = false) -> (counts: Counts, numericTokens: Int)? {
        SimpleText.withUTF8(text) { bytes -> (counts: Counts, numericTokens: Int)? in
            // Totals, and what the current run between spaces adds to them.
            var total = Tally(), run = Tally()
            var inToken = false
            var hasLatin = false
            var hasHangul = false
            var hasDigit = false
            // The last two bytes of the run, to find `://`.
            var lastTwo: (UInt8, UInt8) = (0, 0)
            var runHoldsURL = false
            func endToken() {
                guard inToken else { return }
                if hasHangul { run.counts.hangulWords += 1 } else if hasLatin && !hasDigit { run.counts.latinWords += 1 }
                if hasDigit { run.numericTokens += 1 }
                inToken = false
                hasLatin = false
                hasHangul = false
                hasDigit = false
            }
            func endRun() {
                endToken()
                if !runHoldsURL { total.add(run) }
                run = Tally()
                runHoldsURL = false
                lastTwo = (0, 0)
            }
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                // A run of ASCII letters at once: one Latin token goes on, and no `://` ends in it.
                if (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A {
                    let start = index
                    index += 1
                    while index < count, (bytes[index] | 0x20) >= 0x61, (bytes[index] | 0x20) <= 0x7A { index += 1 }
                    inToken = true
                    hasLatin = true
                    if skippingURLs {
                        lastTwo = index - start >= 2 ? (bytes[index - 2], bytes[index - 1]) : (lastTwo.1, byte)
                    }
                    continue
                }
                if byte < 0x80 {
                    index += 1
                    if skippingURLs {
                        if byte == 0x20 { endRun(); continue }
                        if byte == 0x2F, lastTwo == (0x3A, 0x2F) { runHoldsURL = true }
                        lastTwo = (lastTwo.1, byte)
                    }
                    if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) { endToken(); continue }
                    inToken = true
                    if (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) {
                        hasLatin = true
                    } else if byte >= 0x30 && byte <= 0x39 {
                        hasDigit = true
                    }
                    continue
                }
                // U+AC00–U+CFFF (EA B0 … to EC BF BF) are all Hangul syllables: the bulk of Korean
                // text, taken without decoding.
                lastTwo = (0, 0)
                if byte == 0xEB || byte == 0xEC || (byte == 0xEA && bytes[index + 1] >= 0xB0) {
                    inToken = true
                    hasHangul = true
                    index += 3
                    continue
                }
                let (value, length) = SimpleText.decode(bytes, at: index)
                guard SimpleText.isSimple(value) else { return nil }
                index += length
                if SimpleText.isWhitespace(value) { endToken(); continue }
                inToken = true
                switch value {
                case 0xC0...0x24F:
                    hasLatin = true
                case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F:
                    hasHangul = true
                case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F:
                    run.kanaOrHan += 1
                    run.sawKana = true
                case 0x4E00...0x9FFF, 0x3400...0x4DBF:
                    run.kanaOrHan += 1
                default:
                    break
                }
                // Character.isNumber: the scalar has a numeric type (², ①, 一, ３ …). Hangul syllables never do.
                if !hasDigit, !(0xAC00...0xD7A3).contains(value), Unicode.Scalar(value)?.properties.numericType != nil {
                    hasDigit = true
                }
            }
            endRun()
            var counts = total.counts
            // Han without kana next to Hangul is Korean hanja; alone it is still closest to ja here.
            if total.sawKana || counts.hangulWords == 0 {
                counts.japaneseWords = (total.kanaOrHan + 1) / 2
            }
            return (counts, total.numericTokens)
        }
    }

    /// What a stretch of text adds to the counts.
    private struct Tally {
        var counts = Counts()
        var numericTokens = 0
        var kanaOrHan = 0
        var sawKana = false

        mutating func add(_ other: Tally) {
            counts.latinWords += other.counts.latinWords
            counts.hangulWords += other.counts.hangulWords
            numericTokens += other.numericTokens
            kanaOrHan += other.kanaOrHan
            sawKana = sawKana || other.sawKana
        }
    }
}
