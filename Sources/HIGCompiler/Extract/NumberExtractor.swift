import Foundation

/// Finds the numbers a text states, as digits ("13", "3") or number words ("three", "세 가지", "三つ").
public struct NumberExtractor: Sendable {
    let lexicons: LexiconSet
    /// Per language with number counters, its number words by first UTF-8 byte.
    private let counted: [LanguageCode: CountedWords]
    /// Per language, the UTF-8 lengths of its number words: longer or shorter words are skipped
    /// without being looked up.
    private let wordLengths: [LanguageCode: ClosedRange<Int>]
    /// Per language without number counters, its number words of lower-case ASCII letters.
    private let asciiWords: [LanguageCode: ASCIIWords]
    /// Per language with scale words ("million", "만", "万"), their reader.
    private let scaled: [LanguageCode: ScaledNumbers]
    private let fractions: [LanguageCode: FractionWords]
    private let months: [LanguageCode: MonthNames]

    /// The number words of one language that are lower-case ASCII letters (the only ones a
    /// lower-cased run of ASCII letters can equal), by initial: a run is compared with the words
    /// of its initial instead of being made a string and looked up in a dictionary.
    struct ASCIIWords: Sendable {
        struct Word: Sendable {
            var bytes: [UInt8]
            var value: String
        }
        /// Runs shorter or longer than every number word are not compared.
        var lengths: ClosedRange<Int>
        /// Bit `n` is set when a word starts with the `n`th letter (a = 0).
        var initials: UInt32 = 0
        /// Per letter a–z, the words that start with it.
        var byInitial = [[Word]](repeating: [], count: 26)

        init(words: [String: Int], lengths: ClosedRange<Int>) {
            self.lengths = lengths
            for (word, value) in words.sorted(by: { $0.key < $1.key }) {
                let bytes = Array(word.utf8)
                guard let first = bytes.first, bytes.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { continue }
                initials |= 1 << UInt32(first - 0x61)
                byInitial[Int(first - 0x61)].append(Word(bytes: bytes, value: String(value)))
            }
        }

        /// The value of the word that `bytes[start..<end]` (ASCII letters) spells in lower case.
        @inline(__always)
        func value(of bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String? {
            let length = end - start
            guard lengths.contains(length) else { return nil }
            let initial = Int((bytes[start] | 0x20) &- 0x61)
            guard initials & (1 &<< UInt32(initial)) != 0 else { return nil }
            for word in byInitial[initial] where word.bytes.count == length {
                let equal = word.bytes.withUnsafeBufferPointer { letters in
                    (1..<length).allSatisfy { letters[$0] == bytes[start + $0] | 0x20 }
                }
                if equal { return word.value }
            }
            return nil
        }
    }

    /// The number words and counters of one language as bytes, so that one pass over a text
    /// finds them all instead of one search per word.
    private struct CountedWords: Sendable {
        struct Word: Sendable {
            var bytes: [UInt8]
            var value: String
            var spaceDelimited: Bool
        }
        /// Words in the order `wordNumbers` reports them (sorted), and their indices by first byte.
        var words: [Word]
        /// Indexed by the byte itself: a dictionary lookup per scalar of every Korean and
        /// Japanese text cost more than the comparisons.
        var byFirstByte: [[Int]]
        /// Bit `b0 << 8 | b1` is set when a word starts with bytes b0 b1 (b1 = 0 also stands for
        /// a one-byte word): most scalars of a text are rejected on one bit test.
        var leadingPairs: [UInt64]
        /// One bit per hash of a word's three leading bytes (all bits when a word is shorter):
        /// the second sieve, as the leading pair of a Hangul syllable stands for 64 syllables,
        /// among them the most frequent (하, 한, 이, 있).
        var leadingTriples: [UInt64]
        var counters: [[UInt8]]
        /// Whether every word and counter is simple text (see `SimpleText`).
        var simple: Bool

        /// A 16-bit hash of three bytes, for `leadingTriples`.
        @inline(__always)
        static func tripleHash(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> Int {
            (Int(first) &* 0x3B1 ^ Int(second) &* 0x71 ^ Int(third)) & 0xFFFF
        }

        /// Whether word `index`, found at `start` of `bytes`, may open a number: it starts a word
        /// when its script spaces words.
        func startsNumber(_ index: Int, at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard start > 0 else { return true }
            var previousStart = start - 1
            while previousStart > 0 && bytes[previousStart] & 0xC0 == 0x80 { previousStart -= 1 }
            let previous = SimpleText.decode(bytes, at: previousStart).value
            // A scale word after digits ("3천 개", "1万個") is read with them (`ScaledNumbers`).
            if NumberExtractor.isDecimalDigit(previous) { return false }
            return !words[index].spaceDelimited || !NumberExtractor.isAlphabetic(previous)
        }

        /// Whether a counter follows offset `end` of `bytes`, after at most one space.
        func counterFollows(_ end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            let count = bytes.count
            var after = end
            if after < count && bytes[after] == 0x20 { after += 1 }
            return counters.contains { counter in
                counter.count <= count - after && counter.indices.allSatisfy { bytes[after + $0] == counter[$0] }
            }
        }
    }

    public init(lexicons: LexiconSet) {
        self.lexicons = lexicons
        var counted: [LanguageCode: CountedWords] = [:]
        var wordLengths: [LanguageCode: ClosedRange<Int>] = [:]
        var asciiWords: [LanguageCode: ASCIIWords] = [:]
        for language in lexicons.languages.keys {
            let lexicon = lexicons.lexicon(language)
            let lengths = lexicon.numberWords.keys.map(\.utf8.count)
            if let shortest = lengths.min(), let longest = lengths.max() { wordLengths[lexicon.language] = shortest...longest }
            if lexicon.numberCounters.isEmpty {
                asciiWords[lexicon.language] = ASCIIWords(words: lexicon.numberWords, lengths: wordLengths[lexicon.language] ?? 0...Int.max)
            }
            guard !lexicon.numberWords.isEmpty, !lexicon.numberCounters.isEmpty else { continue }
            let words = lexicon.numberWords.sorted { $0.key < $1.key }
                .filter { !$0.key.isEmpty } // Foundation finds no empty string
                .map { CountedWords.Word(bytes: Array($0.key.utf8), value: String($0.value),
                                         spaceDelimited: LexiconText.isSpaceDelimited($0.key)) }
            var byFirstByte = [[Int]](repeating: [], count: 256)
            var leadingPairs = [UInt64](repeating: 0, count: 1024)
            var leadingTriples = [UInt64](repeating: 0, count: 1024)
            for (index, word) in words.enumerated() {
                byFirstByte[Int(word.bytes[0])].append(index)
                let seconds: [Int] = word.bytes.count > 1 ? [Int(word.bytes[1])] : Array(0..<256)
                for second in seconds {
                    let pair = Int(word.bytes[0]) << 8 | second
                    leadingPairs[pair >> 6] |= 1 << UInt64(pair & 63)
                }
                if word.bytes.count >= 3 {
                    let triple = CountedWords.tripleHash(word.bytes[0], word.bytes[1], word.bytes[2])
                    leadingTriples[triple >> 6] |= 1 << UInt64(triple & 63)
                } else {
                    leadingTriples = [UInt64](repeating: ~0, count: 1024)
                }
            }
            counted[language] = CountedWords(
                words: words, byFirstByte: byFirstByte, leadingPairs: leadingPairs, leadingTriples: leadingTriples,
                counters: lexicon.numberCounters.map { Array($0.utf8) },
                simple: lexicon.numberWords.keys.allSatisfy { SimpleText.isSimple($0) }
                    && lexicon.numberCounters.allSatisfy { SimpleText.isSimple($0) })
        }
        self.counted = counted
        self.wordLengths = wordLengths
        self.asciiWords = asciiWords
        var scaled: [LanguageCode: ScaledNumbers] = [:]
        for language in lexicons.languages.keys where !lexicons.lexicon(language).numberScales.isEmpty {
            scaled[lexicons.lexicon(language).language] = ScaledNumbers(scales: lexicons.lexicon(language).numberScales)
        }
        self.scaled = scaled
        var fractions: [LanguageCode: FractionWords] = [:]
        for language in lexicons.languages.keys where !lexicons.lexicon(language).numberFractions.isEmpty {
            let lexicon = lexicons.lexicon(language)
            fractions[lexicon.language] = FractionWords(denominators: lexicon.numberFractions, numberWords: lexicon.numberWords,
                                                        units: lexicon.measurementUnits.spellings.values.flatMap { $0 })
        }
        self.fractions = fractions
        var months: [LanguageCode: MonthNames] = [:]
        for language in lexicons.languages.keys where !lexicons.lexicon(language).monthNames.isEmpty {
            months[lexicons.lexicon(language).language] = MonthNames(lexicons.lexicon(language).monthNames)
        }
        self.months = months
    }

    /// Numbers written with digits: what `(?<![[\p{L}\d.．]--[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]])(?:\d{1,3}(?:[,，]\d{3}(?!\d))+|\d+)(?:[.．]\d+)?`
    /// matches (separators ASCII or full width), scanned by hand (an NSRegularExpression costs a bridge to UTF-16 and ICU on every
    /// call). A digit glued to a Latin letter is part of a name ("H264", "v2"), but Japanese and
    /// Korean write numbers straight after a word ("少なくとも44pt", "최대3개"): there it counts.
    public func digitNumbers(in text: String) -> [String] {
        SimpleText.withUTF8(text) { bytes in
            var found: [String] = []
            let count = bytes.count
            var index = 0
            while index < count {
                // Most scalars are ASCII non-digits or Hangul syllables: passed over undecoded,
                // eight ASCII non-digits at a time.
                if index + 8 <= count {
                    let word = ByteWord.load(bytes, at: index)
                    if word & 0x8080_8080_8080_8080 == 0, !ByteWord.any(ByteWord.digits(word)) { index += 8; continue }
                }
                let byte = bytes[index]
                if byte < 0x80 && (byte < 0x30 || byte > 0x39) { index += 1; continue }
                if byte >= 0x80 && SimpleText.isHangulSyllable(bytes, at: index) { index += 3; continue }
                let (value, length) = SimpleText.decode(bytes, at: index)
                // The scalar just before this one, read back only for a digit.
                var previous: UInt32?
                if Self.isDecimalDigit(value), index > 0 {
                    var start = index - 1
                    while start > 0 && bytes[start] & 0xC0 == 0x80 { start -= 1 }
                    previous = SimpleText.decode(bytes, at: start).value
                }
                // Digits glued to a word are part of a name ("H264", "A17", "P3", "item1"), except
                // after a product name, of three letters or more with a capital, and its version
                // ("iOS17以降", "iPhone15"): translations glue what the English spaces ("iOS 17").
                // A dimension's second number is its own ("338x354", "44x44pt"). Digits after "%"
                // escape a URL's character ("Visual%20Design" in a link written out as text).
                guard Self.isDecimalDigit(value),
                      !(previous.map { Self.isDecimalDigit($0) || $0 == 0x2E || $0 == 0xFF0E || $0 == 0x25
                          || (Self.isLetterOfSpacedScript($0) && !Self.endsProductName(at: index, in: bytes)
                              && !Self.followsDimensionCross(at: index, in: bytes)) } ?? false) else {
                    index += length
                    continue
                }
                let start = index
                var end = index + length
                var digits = 1
                while end < count {
                    let (next, nextLength) = SimpleText.decode(bytes, at: end)
                    guard Self.isDecimalDigit(next) else { break }
                    end += nextLength
                    digits += 1
                }
                // Thousands separators: "5,000" is one number, as long as every group after the
                // first has three digits and the first at most three ("100,200" stays a list).
                // Japanese text may write both separators full width ("１，０００", "０．５").
                if digits <= 3 {
                    while let comma = Self.separatorLength(bytes, at: end, ascii: 0x2C, fullWidth: 0xFF0C),
                          let group = Self.threeDigits(bytes, at: end + comma) { end = group }
                }
                if let point = Self.separatorLength(bytes, at: end, ascii: 0x2E, fullWidth: 0xFF0E) {
                    var probe = end + point
                    var hasFraction = false
                    while probe < count {
                        let (next, nextLength) = SimpleText.decode(bytes, at: probe)
                        guard Self.isDecimalDigit(next) else { break }
                        hasFraction = true
                        probe += nextLength
                    }
                    if hasFraction { end = probe }
                }
                found.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                index = end
            }
            return found
        }
    }

    /// The length of the separator at `index` when it is `ascii` or its full-width form, else nil.
    private static func separatorLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, ascii: UInt8, fullWidth: UInt32) -> Int? {
        guard index < bytes.count else { return nil }
        if bytes[index] == ascii { return 1 }
        guard bytes[index] == 0xEF else { return nil }
        let (value, length) = SimpleText.decode(bytes, at: index)
        return value == fullWidth ? length : nil
    }

    /// The end of three decimal digits at `index` that no further digit follows, if they are there.
    private static func threeDigits(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        var end = index
        for _ in 0..<3 {
            guard end < bytes.count else { return nil }
            let (value, length) = SimpleText.decode(bytes, at: end)
            guard isDecimalDigit(value) else { return nil }
            end += length
        }
        if end < bytes.count, isDecimalDigit(SimpleText.decode(bytes, at: end).value) { return nil }
        return end
    }

    /// `\d`: general category Nd.
    @inline(__always)
    static func isDecimalDigit(_ value: UInt32) -> Bool {
        if value < 0x80 { return value >= 0x30 && value <= 0x39 }
        switch value {
        case 0x3000...0x9FFF, 0xAC00...0xD7A3: return false // CJK, kana, Hangul: no decimal digits
        default: return Unicode.Scalar(value)?.properties.generalCategory == .decimalNumber
        }
    }

    /// `\p{L}`: general category L*.
    @inline(__always)
    static func isLetter(_ value: UInt32) -> Bool {
        if value < 0x80 { return (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A) }
        switch Unicode.Scalar(value)?.properties.generalCategory {
        case .uppercaseLetter?, .lowercaseLetter?, .titlecaseLetter?, .modifierLetter?, .otherLetter?: return true
        default: return false
        }
    }

    /// A letter of a script that separates words with spaces: `\p{L}` without Han, kana and Hangul.
    @inline(__always)
    /// Whether the ASCII letters right before `index` are a product name a version may be glued
    /// to: three or more, one of them a capital (iOS, iPhone, macOS, Xcode), and no word of a path
    /// or address (`jum0/`).
    static func endsProductName(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = index
        var capitals = 0
        while start > 0, (0x41...0x5A).contains(bytes[start - 1]) || (0x61...0x7A).contains(bytes[start - 1]) {
            start -= 1
            if bytes[start] <= 0x5A { capitals += 1 }
        }
        guard index - start >= 3, capitals > 0 else { return false }
        return start == 0 || !(bytes[start - 1] == 0x2F || bytes[start - 1] == 0x2D || bytes[start - 1] == 0x5F || bytes[start - 1] == 0x2E)
    }

    /// Whether the scalar before `index` is an `x` between two numbers: a digit stands before it.
    static func followsDimensionCross(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard index >= 2, bytes[index - 1] | 0x20 == UInt8(ascii: "x") else { return false }
        var start = index - 2
        while start > 0 && bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return isDecimalDigit(SimpleText.decode(bytes, at: start).value)
    }

    static func isLetterOfSpacedScript(_ value: UInt32) -> Bool {
        if value < 0x80 { return (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A) }
        switch value {
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3005...0x3007, 0x3021...0x3029, 0x3031...0x3035, 0x3038...0x303C,
             0x3041...0x30FF, 0x3131...0x318E, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF, 0xFF66...0xFFDC, 0x1B000...0x1B16F, 0x20000...0x3FFFF:
            return false
        default:
            return isLetter(value)
        }
    }

    /// `Character.isLetter` for a simple scalar (see `SimpleText`): Unicode Alphabetic.
    @inline(__always)
    static func isAlphabetic(_ value: UInt32) -> Bool {
        if value < 0x80 { return (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A) }
        if (0xAC00...0xD7A3).contains(value) || (0x4E00...0x9FFF).contains(value) { return true }
        return Unicode.Scalar(value)?.properties.isAlphabetic ?? false
    }

    /// Numbers written as words in `language`, as digit strings.
    public func wordNumbers(in text: String, language: LanguageCode) -> [String] {
        let lexicon = lexicons.lexicon(language)
        guard !lexicon.numberWords.isEmpty else { return [] }
        let found = wordNumbers(in: text, lexicon: lexicon)
        // Words that count nothing (`notNumbers`) are spaced out and the text read again: only
        // when a number was found, which most texts hold none of. Bytes, not Foundation's
        // `contains`, which folds every character it compares (both sides are NFC).
        guard !found.isEmpty, !lexicon.notNumbers.isEmpty,
              lexicon.notNumbers.contains(where: { SimpleText.firstByteOffset(of: $0, in: text) != nil }) else { return found }
        var masked = text
        for word in lexicon.notNumbers { masked = SimpleText.replacingBytes(word, with: " ", in: masked) }
        return wordNumbers(in: masked, lexicon: lexicon)
    }

    private func wordNumbers(in text: String, lexicon: LanguageLexicon) -> [String] {
        guard let found = simpleWordNumbers(in: text, lexicon: lexicon) else { return generalWordNumbers(in: text, lexicon: lexicon) }
        // A hyphen may join tens and units ("twenty-five"): read by the path that sees it, when
        // the text has both (hyphens are common, tens words are not).
        if lexicon.numberCounters.isEmpty, text.utf8.contains(0x2D),
           found.contains(where: { Int($0).map { $0 >= 20 && $0 < 100 && $0 % 10 == 0 } ?? false }) {
            return generalWordNumbers(in: text, lexicon: lexicon)
        }
        // So may a multiplier ("five hundred", "two thousand"): read there too.
        if lexicon.numberCounters.isEmpty, !found.isEmpty, Self.mayMultiply(text, found: found, lexicon: lexicon) {
            return generalWordNumbers(in: text, lexicon: lexicon)
        }
        return found
    }

    /// `wordNumbers` on `Character`s and Foundation's search, for text the byte paths do not
    /// answer for.
    func generalWordNumbers(in text: String, lexicon: LanguageLexicon) -> [String] {
        var found: [String] = []
        if lexicon.numberCounters.isEmpty {
            let lowered = text.lowercased()
            let words = lowered.split(whereSeparator: { !$0.isLetter })
            var index = 0
            while index < words.count {
                defer { index += 1 }
                if let (value, last) = Self.multipliedRun(from: index, of: words, in: lowered, lexicon: lexicon) {
                    found.append(String(value))
                    index = last
                    continue
                }
                guard let value = lexicon.numberWords[String(words[index])] else { continue }
                // Tens, a hyphen, a unit: one number ("twenty-five" is 25, not 20 and 5).
                if value >= 20, value < 100, value % 10 == 0, index + 1 < words.count,
                   lowered[words[index].endIndex...].hasPrefix("-"),
                   lowered.index(after: words[index].endIndex) == words[index + 1].startIndex,
                   let unit = lexicon.numberWords[String(words[index + 1])], (1...9).contains(unit) {
                    found.append(String(value + unit))
                    index += 1
                    continue
                }
                found.append(String(value))
            }
            return found
        }
        // Scripts where number words are short and ambiguous: require a counter right after.
        var matches: [CountedMatch] = []
        var ends: [Int: String.Index] = [:]
        for (word, value) in lexicon.numberWords.sorted(by: { $0.key < $1.key }) {
            var searchStart = text.startIndex
            while let range = text.range(of: word, range: searchStart..<text.endIndex) {
                searchStart = range.upperBound
                let previous = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
                let startsWord = previous.map { previous in
                    !previous.unicodeScalars.contains { Self.isDecimalDigit($0.value) }
                        && (!previous.isLetter || LexiconText.isSpaceDelimited(word) == false)
                } ?? true
                let end = text.utf8.distance(from: text.startIndex, to: range.upperBound)
                ends[end] = range.upperBound
                matches.append(CountedMatch(value: value, start: text.utf8.distance(from: text.startIndex, to: range.lowerBound),
                                            end: end, opens: startsWord))
            }
        }
        if matches.isEmpty { return found }
        return Self.countedNumbers(matches, counterFollows: { end in
            guard let index = ends[end] else { return false }
            var after = text[index...]
            if after.first == " " { after = after.dropFirst() }
            return lexicon.numberCounters.contains(where: { after.hasPrefix($0) })
        }, rangeMark: { end in
            SimpleText.withUTF8(text) { Self.rangeMarkLength(in: $0, at: end) }
        })
    }

    static let longestMultipliedRun = 12

    /// Whether number words `found` in `text` may be multiplied: one of them is a hundred, or
    /// the text names a scale word ("thousand", "million").
    private static func mayMultiply(_ text: String, found: [String], lexicon: LanguageLexicon) -> Bool {
        if found.contains(where: { Int($0).map(isMultiplier) ?? false }) { return true }
        guard !lexicon.numberScales.isEmpty else { return false }
        let lowered = SimpleText.lowercased(text)
        return lexicon.numberScales.keys.contains { SimpleText.bytesContain(lowered, $0) }
    }

    /// A power of ten from a hundred up: a word of that value multiplies the words before it.
    private static func isMultiplier(_ value: Int) -> Bool {
        guard value >= 100 else { return false }
        var rest = value
        while rest % 10 == 0 { rest /= 10 }
        return rest == 1
    }

    /// Number words of a language without counters that one multiplier joins into one number
    /// ("five hundred" 500, "two thousand five hundred" 2500, "one hundred and twenty" 120),
    /// written with spaces or hyphens and "and" after a multiplier: the number and the index of
    /// the run's last word. Nil when no run from `start` holds a multiplier after a number word,
    /// or its words state no one number.
    private static func multipliedRun(from start: Int, of words: [Substring], in lowered: String,
                                      lexicon: LanguageLexicon) -> (Int, Int)? {
        func value(_ word: Substring) -> Int? { lexicon.numberWords[String(word)] ?? lexicon.numberScales[String(word)] }
        guard let first = lexicon.numberWords[String(words[start])], !isMultiplier(first) else { return nil }
        var values = [first]
        var last = start
        var next = start + 1
        // No number needs more words than this ("two thousand three hundred and forty-five" is
        // seven): a longer run is read word by word, so a text of number words stays linear.
        while next < words.count, values.count < Self.longestMultipliedRun {
            let gap = lowered[words[next - 1].endIndex..<words[next].startIndex]
            var candidate = next
            if gap == " " || gap == "-", words[next] == "and", let previous = values.last, isMultiplier(previous),
               next + 1 < words.count, lowered[words[next].endIndex..<words[next + 1].startIndex] == " " {
                candidate = next + 1
            } else if gap != " " && gap != "-" {
                break
            }
            guard let following = value(words[candidate]) else { break }
            values.append(following)
            last = candidate
            next = candidate + 1
        }
        guard values.dropFirst().contains(where: isMultiplier), let composed = composedValue(values) else { return nil }
        return (composed, last)
    }

    /// A number word found in a text of a language with counters, by UTF-8 offsets; `opens` when
    /// it may start a number (it starts a word, in a script that spaces words).
    struct CountedMatch {
        var value: Int
        var start: Int
        var end: Int
        var opens: Bool
    }

    /// The numbers that number words state before a counter, in text order. Number words written
    /// together are one number ("열다섯 개" is 15, "二十五個" 25, not 10 and 5), composed by
    /// `composedValue`; the words inside one are not numbers of their own. Two consecutive digits
    /// ("두세 개", "한두 번") state both: two or three. Where words of
    /// different lengths start at one place, the longest whose run a counter follows is read
    /// ("一つ" before "の" is not counted, "一" before "つ" is). A number before a range mark whose
    /// other end a counter follows ("三〜五個", "二、三個", "세~다섯 개") is stated too.
    static func countedNumbers(_ matches: [CountedMatch], counterFollows: (Int) -> Bool,
                               rangeMark: (Int) -> Int? = { _ in nil }) -> [String] {
        if matches.count == 1, let only = matches.first {
            return only.opens && only.value > 0 && counterFollows(only.end) ? [String(only.value)] : []
        }
        let sorted = matches.sorted { ($0.start, $1.end) < ($1.start, $0.end) }
        var longestAt: [Int: CountedMatch] = [:]
        for match in sorted where longestAt[match.start] == nil { longestAt[match.start] = match }
        var found: [String] = []
        var readUntil = 0
        /// The end of the run of words from `start` on, and its values.
        func run(from start: CountedMatch) -> (values: [Int], end: Int) {
            var values = [start.value]
            var end = start.end
            while let next = longestAt[end], values.count < 8 {
                values.append(next.value)
                end = next.end
            }
            return (values, end)
        }
        /// Whether a range mark follows `end` and a counted run the mark: the run before the
        /// mark is the range's other end.
        func opensRange(_ end: Int) -> Bool {
            guard let length = rangeMark(end), let other = longestAt[end + length], other.opens else { return false }
            let (values, otherEnd) = run(from: other)
            return composedValue(values) != nil && counterFollows(otherEnd)
        }
        for first in sorted where first.start >= readUntil && first.opens {
            let (run, end) = run(from: first)
            guard counterFollows(end) || opensRange(end) else { continue }
            if let value = composedValue(run) {
                found.append(String(value))
            } else if run.count == 2, run[0] < 9, run[1] == run[0] + 1 {
                // "두세 단어", "한두 번": two or three, one or two; both are stated.
                found += [String(run[0]), String(run[1])]
            }
            readUntil = end
        }
        return found
    }

    /// Length in bytes of a mark that joins the two ends of a range at offset `index` of `bytes`
    /// (〜, ～, ~, -, －, –, 、), nil when there is none.
    static func rangeMarkLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard index < bytes.count else { return nil }
        let (value, length) = SimpleText.decode(bytes, at: index)
        switch value {
        case 0x7E, 0x2D, 0x301C, 0xFF5E, 0xFF0D, 0x2013, 0x3001: return length
        default: return nil
        }
    }

    /// The number that number words written together state: a power of ten multiplies the digit
    /// before it (二十 = 20, 三百 = 300), and the parts add from the largest down (十五 = 15,
    /// 스물다섯 = 25). Nil when they state no one number: two digits in a row ("두세 개", two or
    /// three) or parts that do not shrink ("열열").
    static func composedValue(_ values: [Int]) -> Int? {
        if values.count == 1 { return values[0] > 0 ? values[0] : nil }
        // Digits written one by one with a zero among them: 二〇 = 20, 一〇〇 = 100.
        if values.contains(0), values.first != 0, values.allSatisfy({ $0 >= 0 && $0 < 10 }) {
            return values.reduce(0) { $0 * 10 + $1 }
        }
        var total = 0
        var pending: Int?
        var lastMagnitude = Int.max
        func add(_ amount: Int, magnitude: Int) -> Bool {
            guard magnitude < lastMagnitude else { return false }
            total += amount
            lastMagnitude = magnitude
            return true
        }
        for value in values {
            // Bounded so that no sum or product of a run of words can overflow.
            guard value > 0, value < 1 << 32 else { return nil }
            var magnitude = 1
            while magnitude <= value / 10 { magnitude *= 10 }
            if value < 10 {
                guard pending == nil else { return nil }
                pending = value
            } else if value == magnitude {
                guard add((pending ?? 1) * value, magnitude: magnitude) else { return nil }
                pending = nil
            } else {
                guard pending == nil, add(value, magnitude: magnitude) else { return nil }
            }
        }
        if let pending, !add(pending, magnitude: 1) { return nil }
        return total
    }

    /// `wordNumbers` on the UTF-8 of simple text (see `SimpleText`), where characters are scalars
    /// and substring search is byte search; nil for other text.
    private func simpleWordNumbers(in text: String, lexicon: LanguageLexicon) -> [String]? {
        var found: [String] = []
        if lexicon.numberCounters.isEmpty {
            let lengths = wordLengths[lexicon.language] ?? 0...Int.max
            let ascii = asciiWords[lexicon.language] ?? ASCIIWords(words: lexicon.numberWords, lengths: lengths)
            if let found = Self.asciiWordNumbers(in: text, words: ascii) { return found }
            let lowered = SimpleText.lowercased(text)
            guard SimpleText.isSimple(lowered) else { return nil }
            SimpleText.withUTF8(lowered) { bytes in
                let count = bytes.count
                var index = 0
                var wordStart: Int?
                while index <= count {
                    var letter = false
                    var length = 1
                    if index < count {
                        let decoded = SimpleText.decode(bytes, at: index)
                        length = decoded.length
                        letter = Self.isAlphabetic(decoded.value)
                    }
                    if letter {
                        if wordStart == nil { wordStart = index }
                    } else if let start = wordStart {
                        if lengths.contains(index - start) {
                            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                            if let value = lexicon.numberWords[word] { found.append(String(value)) }
                        }
                        wordStart = nil
                    }
                    index += length
                }
            }
            return found
        }
        guard let table = counted[lexicon.language], table.simple, SimpleText.isSimple(text) else { return nil }
        return SimpleText.withUTF8(text) { bytes in
            let count = bytes.count
            // Where each word may next be found: occurrences of one word do not overlap, as with
            // a search that resumes after each match. Made at the first match.
            var nextStart: [Int] = []
            // Occurrences of number words (few: most texts have none).
            var matches: [CountedMatch] = []
            var next = 0
            // Scalar by scalar: a word starts with a lead byte.
            while next < count {
                let start = next
                let lead = bytes[start]
                next += lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                let pair = Int(lead) &<< 8 | (start + 1 < count ? Int(bytes[start + 1]) : 0)
                guard table.leadingPairs[pair &>> 6] & (1 &<< UInt64(pair & 63)) != 0 else { continue }
                if start + 2 < count {
                    let triple = CountedWords.tripleHash(lead, bytes[start + 1], bytes[start + 2])
                    guard table.leadingTriples[triple &>> 6] & (1 &<< UInt64(triple & 63)) != 0 else { continue }
                }
                for index in table.byFirstByte[Int(lead)] where nextStart.isEmpty || start >= nextStart[index] {
                    let word = table.words[index].bytes
                    guard word.count <= count - start, word.indices.allSatisfy({ bytes[start + $0] == word[$0] }) else { continue }
                    if nextStart.isEmpty { nextStart = [Int](repeating: 0, count: table.words.count) }
                    nextStart[index] = start + word.count
                    // Kept only when it may open a number or go on one: 세 of the frequent 하세요
                    // does neither.
                    let opens = table.startsNumber(index, at: start, in: bytes)
                    guard opens || matches.contains(where: { $0.end == start }) else { continue }
                    matches.append(CountedMatch(value: Int(table.words[index].value) ?? 0, start: start, end: start + word.count,
                                                opens: opens))
                }
            }
            if matches.isEmpty { return [] }
            return Self.countedNumbers(matches, counterFollows: { table.counterFollows($0, in: bytes) },
                                       rangeMark: { Self.rangeMarkLength(in: bytes, at: $0) })
        }
    }

    /// `wordNumbers` for English-like text: ASCII, plus General Punctuation (U+2000–U+203F: curly
    /// quotes, dashes, ellipses, none of them letters), read without lower-casing a copy first.
    /// Nil for any other text. Internal for the tests that hold it to the general path.
    static func asciiWordNumbers(in text: String, lengths: ClosedRange<Int>, words: [String: Int]) -> [String]? {
        asciiWordNumbers(in: text, words: ASCIIWords(words: words, lengths: lengths))
    }

    /// `asciiWordNumbers(in:lengths:words:)` with the words prepared.
    private static func asciiWordNumbers(in text: String, words: ASCIIWords) -> [String]? {
        SimpleText.withUTF8(text) { bytes -> [String]? in
            var found: [String] = []
            var wordStart = -1
            var index = 0
            let count = bytes.count
            while index <= count {
                let byte: UInt8 = index < count ? bytes[index] : 0x20
                var length = 1
                if byte >= 0x80 {
                    // ZWNJ and ZWJ (U+200C, U+200D) join the character before them: not separators.
                    guard byte == 0xE2, index + 2 < count, bytes[index + 1] == 0x80,
                          bytes[index + 2] != 0x8C, bytes[index + 2] != 0x8D else { return nil }
                    length = 3
                } else if (0x61...0x7A).contains(byte | 0x20) {
                    if wordStart < 0 { wordStart = index }
                    index += 1
                    continue
                }
                if wordStart >= 0 {
                    if let value = words.value(of: bytes, from: wordStart, to: index) { found.append(value) }
                    wordStart = -1
                }
                index += length
            }
            return found
        }
    }

    /// The ranks `text` names with ordinal words (lexicons' `ordinalWords`: "secondary" is 2), as
    /// digit strings. Read only to excuse a translation's digits, never required of one: "the
    /// second item" is as often 「次の項目」.
    public func ordinalNumbers(in text: String, language: LanguageCode) -> Set<String> {
        let ordinals = lexicons.lexicon(language).ordinalWords
        guard !ordinals.isEmpty else { return [] }
        var found: Set<String> = []
        for word in text.lowercased().split(whereSeparator: { !$0.isLetter }) {
            if let value = ordinals[String(word)] { found.insert(String(value)) }
        }
        return found
    }

    /// The months `text` names in `language`, with or without a day (`MonthNames.named`).
    public func namedMonths(in text: String, language: LanguageCode) -> Set<String> {
        months[language]?.named(text) ?? []
    }

    /// All numbers, digits and words, sorted and unique.
    /// Digits in ASCII whatever the text wrote (`３０` is 30), so a number reads the same in
    /// every language of the catalog.
    public func numbers(in text: String, language: LanguageCode) -> [String] {
        let found = statedDigitNumbers(in: text, language: language) + wordNumbers(in: text, language: language)
            + (fractions[language]?.read(text) ?? []) + (months[language]?.read(text) ?? [])
        // Most texts state no number, or one.
        if found.count < 2 { return found }
        return Array(Set(found)).sorted {
            (Double($0) ?? 0, $0) < (Double($1) ?? 0, $1)
        }
    }

    /// The numbers `text` writes with digits, in ASCII, a scale word after the digits applied
    /// (`ScaledNumbers`: "100만" states 1000000, not 100).
    public func statedDigitNumbers(in text: String, language: LanguageCode) -> [String] {
        var found = digitNumbers(in: text).map(Self.asciiDigits)
        if let scales = scaled[language], !found.isEmpty {
            let reading = scales.read(text)
            for digits in reading.consumed {
                if let index = found.firstIndex(of: digits) { found.remove(at: index) }
            }
            found += reading.values
        }
        return found
    }

    /// A number with its digits in ASCII and without thousands separators: Japanese and Chinese
    /// text often writes `１２` for 12, and "5,000" is 5000.
    static func asciiDigits(_ number: String) -> String {
        let number = number.utf8.contains(0x2C) ? number.replacingOccurrences(of: ",", with: "") : number
        guard !number.utf8.allSatisfy({ $0 < 0x80 }) else { return number }
        return String(String.UnicodeScalarView(number.unicodeScalars.compactMap { scalar in
            if scalar.value == 0xFF0C { return nil } // ，
            if scalar.value == 0xFF0E { return "." } // ．
            guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue,
                  let digit = Unicode.Scalar(UInt32(0x30 + Int(value))) else { return scalar }
            return digit
        }))
    }
}
