/// Phrases matched against a normalised sentence: at its start, at its end, or anywhere.
public struct PhraseList: Hashable, Sendable, Codable {
    public var prefixes: [String] { didSet { prepare() } }
    public var suffixes: [String] { didSet { prepare() } }
    public var contains: [String] { didSet { prepare() } }
    /// The phrases prepared for byte matching; follows the lists above.
    private var matcher: PhraseMatcher
    /// `contains` phrases written with gaps ("keep … from"), as their parts: each part found as
    /// whole words after the one before, with any words between.
    private var frames: [(phrase: String, parts: [String])]
    /// What stands for any words in a framed `contains` phrase.
    static let gap = " … "

    private enum CodingKeys: String, CodingKey {
        case prefixes, suffixes, contains
    }

    public init(prefixes: [String] = [], suffixes: [String] = [], contains: [String] = []) {
        self.prefixes = prefixes
        self.suffixes = suffixes
        self.contains = contains
        frames = Self.frames(in: contains)
        matcher = PhraseMatcher(prefixes: prefixes, suffixes: suffixes, contains: contains.filter { !Self.isFramed($0) })
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
        frames = Self.frames(in: contains)
        matcher = PhraseMatcher(prefixes: prefixes, suffixes: suffixes, contains: contains.filter { !Self.isFramed($0) })
    }

    /// Whether a phrase is written with a gap: `…` between spaces, found on its bytes (lexicons
    /// hold thousands of phrases, read at every start).
    private static func isFramed(_ phrase: String) -> Bool {
        phrase.utf8.contains(0xA6) && phrase.unicodeScalars.contains("\u{2026}") && phrase.contains(gap)
    }

    private static func frames(in contains: [String]) -> [(phrase: String, parts: [String])] {
        contains.filter(isFramed).map { phrase in
            (phrase, phrase.components(separatedBy: gap).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        }
    }

    /// The framed phrase whose parts `sentence` (normalised) holds in order, if any.
    private func framedMatch(_ sentence: String) -> String? {
        guard !frames.isEmpty else { return nil }
        return SimpleText.withUTF8(sentence) { bytes in
            frameLoop: for frame in frames {
                var from = 0
                for part in frame.parts {
                    guard let end = Self.wordEnd(of: part, in: bytes, from: from) else { continue frameLoop }
                    from = end
                }
                return frame.phrase
            }
            return nil
        }
    }

    /// The UTF-8 offset just after `part` found in `bytes` at or after `from`, as whole words
    /// when `part` is Latin (after a space or at the start, and ending a word), anywhere otherwise.
    private static func wordEnd(of part: String, in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        let needle = Array(part.utf8)
        guard !needle.isEmpty, needle.count <= bytes.count else { return nil }
        let latin = isLatin(part)
        func isWordByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
        }
        var start = from
        while start + needle.count <= bytes.count {
            if bytes[start] == needle[0], (1..<needle.count).allSatisfy({ bytes[start + $0] == needle[$0] }) {
                let end = start + needle.count
                guard latin else { return end }
                let startsWord = start == 0 || bytes[start - 1] == 0x20
                let endsWord = end == bytes.count || !(isWordByte(bytes[end])
                    || (bytes[end] == 0x2D && end + 1 < bytes.count && isWordByte(bytes[end + 1])))
                if startsWord && endsWord { return end }
            }
            start += 1
        }
        return nil
    }

    public var isEmpty: Bool { prefixes.isEmpty && suffixes.isEmpty && contains.isEmpty }

    /// The phrase that matched, if any. `sentence` must already be normalised with `LexiconText.normalise`.
    public func match(_ sentence: String) -> String? {
        if let decided = matcher.match(sentence) { return decided ?? framedMatch(sentence) }
        return generalMatch(sentence)
    }

    /// `match` of a sentence whose simplicity (`SimpleText.isSimple`) the caller already knows:
    /// a sentence asked about by several lists is read for it once, not once per list.
    func match(_ sentence: String, simple: Bool) -> String? {
        if simple, let decided = matcher.match(simpleText: sentence) { return decided ?? framedMatch(sentence) }
        return generalMatch(sentence)
    }

    /// Whether a phrase matches `LexiconText.normalise(text)`. Simple text is normalised into
    /// scratch storage and matched there: a question asked once of a text need not build the
    /// normalised string.
    func matches(normalising text: String) -> Bool {
        // Undecided when the text is not simple, or when the matcher does not answer for the phrases.
        if frames.isEmpty, case let decided?? = LexiconText.withSimpleNormalised(text, { matcher.match(simple: $0) }) { return decided != nil }
        return match(LexiconText.normalise(text)) != nil
    }

    /// `match` with Swift's `Character` semantics, for text the byte matcher does not answer for.
    func generalMatch(_ sentence: String) -> String? {
        for prefix in prefixes where sentence.hasPrefix(prefix) {
            // "use" must not match "useful", nor "fit" the compound "fit-to-screen": a Latin prefix
            // ends at a word boundary. Korean and Japanese attach particles and endings, so theirs
            // match as plain text.
            if !Self.isLatin(prefix) { return prefix }
            let rest = sentence.dropFirst(prefix.count)
            func isWordCharacter(_ character: Character?) -> Bool { character.map { $0.isLetter || $0.isNumber } ?? false }
            if rest.isEmpty { return prefix }
            if isWordCharacter(rest.first) || (rest.first == "-" && isWordCharacter(rest.dropFirst().first)) { continue }
            return prefix
        }
        for suffix in suffixes where sentence.hasSuffix(suffix) { return suffix }
        for phrase in contains where !Self.isFramed(phrase) {
            if Self.isLatin(phrase) {
                if Self.wordRange(of: phrase, in: Substring(sentence)) != nil { return phrase }
            } else if sentence.contains(phrase) {
                return phrase
            }
        }
        return framedMatch(sentence)
    }

    /// Where `phrase` occurs in `sentence` after a space (or at its start) and ends a word there,
    /// as a Latin prefix does: "doesn't." and "not," hold "doesn't" and "not". A phrase in another
    /// script is found anywhere.
    private static func wordRange(of phrase: String, in sentence: Substring) -> Range<Substring.Index>? {
        guard isLatin(phrase) else { return sentence.range(of: phrase) }
        func isWordCharacter(_ character: Character?) -> Bool { character.map { $0.isLetter || $0.isNumber } ?? false }
        var searchStart = sentence.startIndex
        while let found = sentence.range(of: phrase, range: searchStart..<sentence.endIndex) {
            let rest = sentence[found.upperBound...]
            let startsWord = found.lowerBound == sentence.startIndex || sentence[sentence.index(before: found.lowerBound)] == " "
            let endsWord = !isWordCharacter(rest.first) && !(rest.first == "-" && isWordCharacter(rest.dropFirst().first))
            if startsWord && endsWord { return found }
            searchStart = sentence.index(after: found.lowerBound)
        }
        return nil
    }

    private static func isLatin(_ phrase: String) -> Bool {
        phrase.unicodeScalars.allSatisfy { $0.value < 0x250 }
    }
}

/// Normalisation shared by every lexicon lookup.
public enum LexiconText {
    /// `text.trimmingCharacters(in: .whitespaces)` (tab and General Category Zs), scalar by scalar
    /// without Foundation: explanations are split into sentences, and sentences into clauses, for every translation pair.
    static func trimmingSpaces(_ text: String) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t" || (!scalar.isASCII && scalar.properties.generalCategory == .spaceSeparator)
        }
        let scalars = text.unicodeScalars
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, isSpace(scalars[start]) { start = scalars.index(after: start) }
        while end > start, isSpace(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return start == scalars.startIndex && end == scalars.endIndex ? text : String(scalars[start..<end])
    }

    /// `text` with half-width katakana (ﾒﾆｭｰ, U+FF61–FF9F) in full width (メニュー), as NFKC
    /// writes them: the same words, for glossary and loanword matching. Text without any is
    /// returned as it is, after one pass over its bytes.
    static func foldingHalfwidthKana(_ text: String) -> String {
        // U+FF61–FF9F are EF BD A1–BF and EF BE 80–9F in UTF-8.
        let hasHalfwidth = SimpleText.withUTF8(text) { bytes -> Bool in
            var index = 0
            while index + 2 < bytes.count {
                if bytes[index] == 0xEF, (bytes[index + 1] == 0xBD && bytes[index + 2] >= 0xA1) || (bytes[index + 1] == 0xBE && bytes[index + 2] <= 0x9F) {
                    return true
                }
                index += 1
            }
            return false
        }
        return hasHalfwidth ? text.precomposedStringWithCompatibilityMapping : text
    }

    /// Lower-cased, typographic apostrophes made straight, whitespace collapsed,
    /// trailing sentence punctuation removed.
    public static func normalise(_ text: String) -> String {
        simpleNormalise(text) ?? generalNormalise(text)
    }

    /// `normalise` with `Character` semantics and Foundation, for text the byte path does not
    /// answer for.
    static func generalNormalise(_ text: String) -> String {
        // Apostrophes scalar by scalar, as the byte path does (Foundation's search would skip
        // one that a combining mark follows).
        let apostrophes = SimpleText.lowercased(text).unicodeScalars.map { $0 == "\u{2019}" || $0 == "\u{2018}" ? "'" : $0 }
        var result = String(String.UnicodeScalarView(apostrophes))
        result = result.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        while let first = result.first, first.isWhitespace || first.unicodeScalars.allSatisfy({ isTrailingPictograph($0.value) }) {
            result.removeFirst()
        }
        var closedParenthesis = false
        while let last = result.last,
              ".!?。！？:：;；…\"'”」』) ~～‼⁉".contains(last) || last.unicodeScalars.allSatisfy({ isTrailingPictograph($0.value) }) {
            if last == ")" { closedParenthesis = true }
            result.removeLast()
        }
        let kept = SimpleText.withUTF8(result) { lengthWithoutTrailingGloss($0, $0.count, closedParenthesis: closedParenthesis) }
        return kept == result.utf8.count ? result : String(decoding: result.utf8.prefix(kept), as: UTF8.self)
    }

    /// The length of normalised text without the note in parentheses a Korean or Japanese
    /// sentence closes with: the English a study translation glosses it with ("…보내지
    /// 마세요(avoid sending duplicate notifications", "…ください（use …）"), or a remark of the
    /// translator's ("…만드세요(최소 44x44포인트", 「…必要があります（詳細は…）」). The sentence's
    /// own ending says how it asks. Only a note right after Korean, Japanese or Chinese counts
    /// (English puts its verb first); the closing parenthesis was trimmed with the punctuation
    /// (`closedParenthesis`; a full-width one is passed over here), and nested pairs are matched.
    static func lengthWithoutTrailingGloss(_ bytes: UnsafeBufferPointer<UInt8>, _ count: Int, closedParenthesis: Bool) -> Int {
        @inline(__always) func isFullWidth(_ last: UInt8, at end: Int) -> Bool {
            end >= 3 && bytes[end - 1] == last && bytes[end - 2] == 0xBC && bytes[end - 3] == 0xEF
        }
        var index = count
        // A full-width closing parenthesis is no trailing punctuation: passed over here.
        if isFullWidth(0x89, at: index) {
            index -= 3
        } else if !closedParenthesis {
            return count
        }
        var depth = 1
        var content = false
        var opening: Int?
        while index > 0 {
            let byte = bytes[index - 1]
            if byte == 0x28 || isFullWidth(0x88, at: index) {
                depth -= 1
                if depth == 0 { opening = byte == 0x28 ? index - 1 : index - 3; break }
                index -= byte == 0x28 ? 1 : 3
                continue
            }
            if byte == 0x29 || isFullWidth(0x89, at: index) {
                depth += 1
                index -= byte == 0x29 ? 1 : 3
                continue
            }
            if byte >= 0x80 || (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 { content = true }
            index -= 1
        }
        guard var end = opening, content else { return count }
        while end > 0 && bytes[end - 1] == 0x20 { end -= 1 }
        // Korean, Japanese and Chinese are three bytes a character in UTF-8: a lead byte 0xE0–0xEF
        // (and no full-width punctuation of the FF block, which ends no predicate).
        guard end >= 3, bytes[end - 3] >= 0xE0, bytes[end - 3] <= 0xEF, bytes[end - 3] != 0xEF || bytes[end - 2] < 0xBC else { return count }
        return end
    }

    /// Emoji and pictographs a sentence may end with ("Keep it fresh ✨.", "…제공하세요📐。") or
    /// open with ("✅ Use …"), with their joiners and selectors: they say nothing of how the
    /// sentence asks, so the words after or before them decide.
    @inline(__always)
    static func isTrailingPictograph(_ value: UInt32) -> Bool {
        switch value {
        case 0x1F000...0x1FAFF, 0x2600...0x27BF, 0x2B00...0x2BFF, 0x2300...0x23FF, 0xFE0E, 0xFE0F, 0x200D, 0x20E3: return true
        default: return false
        }
    }

    private struct NotSimple: Error {}

    /// `normalise` in one pass over the UTF-8 of simple text (see `SimpleText`), written straight
    /// into the result's storage: lower-casing, apostrophes, whitespace and the trailing
    /// punctuation together. Nil for other text (or a lower-case form longer than the text),
    /// which takes the general path.
    static func simpleNormalise(_ text: String) -> String? {
        try? SimpleText.withUTF8(text) { bytes -> String in
            try String(unsafeUninitializedCapacity: bytes.count) { output in try simpleNormalise(bytes, into: output) }
        }
    }

    /// `normalise`'s UTF-8, written into scratch storage for `body`, for simple text (see
    /// `SimpleText`); nil for other text. A question asked once of a text need not build the
    /// normalised string (an allocation and a UTF-8 validation). The bytes are simple text.
    static func withSimpleNormalised<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        try? SimpleText.withUTF8(text) { bytes -> Result in
            try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { scratch in
                let written = try simpleNormalise(bytes, into: scratch)
                return body(UnsafeBufferPointer(rebasing: scratch[..<written]))
            }
        }
    }

    /// The pass of `simpleNormalise` over `bytes`, writing to `output` (as long as `bytes` at
    /// least); returns the count written. Throws `NotSimple` for text it does not answer for.
    private static func simpleNormalise(_ bytes: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) throws -> Int {
        let count = bytes.count
        var collapsed = CollapsingOutput(output)
        var index = 0
        // Leading pictographs ("✅ Use …", "❌ Don't …") mark the statement, they do not open it.
        while index < count, bytes[index] >= 0x80 || bytes[index] == 0x20 {
            let (value, length) = SimpleText.decode(bytes, at: index)
            guard isTrailingPictograph(value) || SimpleText.isWhitespace(value) else { break }
            index += length
        }
        while index < count {
            if collapsed.copyRun(of: bytes, at: &index, foldingCase: true) { continue }
            let byte = bytes[index]
            if byte < 0x80 {
                collapsed.appendASCII(byte, foldingCase: true)
                index += 1
                continue
            }
            if SimpleText.isHangulSyllable(bytes, at: index) {
                collapsed.append(bytes, from: index, count: 3)
                index += 3
                continue
            }
            let (value, length) = SimpleText.decode(bytes, at: index)
            guard SimpleText.isSimple(value) else { throw NotSimple() }
            if SimpleText.isWhitespace(value) {
                collapsed.space()
            } else if value == 0x2018 || value == 0x2019 {
                collapsed.append(0x27)
            } else if SimpleText.isCaseless(value) {
                collapsed.append(bytes, from: index, count: length)
            } else {
                // What `String.lowercased()` gives for this scalar; it must stay simple.
                let lowered = Unicode.Scalar(value)!.properties.lowercaseMapping
                for scalar in lowered.unicodeScalars {
                    guard SimpleText.isSimple(scalar.value), !SimpleText.isWhitespace(scalar.value) else { throw NotSimple() }
                }
                collapsed.beginWord()
                for unit in lowered.utf8 {
                    // Never longer than the text read so far, or the storage would not do.
                    guard collapsed.written < index + length else { throw NotSimple() }
                    collapsed.append(unit)
                }
            }
            index += length
        }
        // Trailing sentence punctuation (. ! ? 。 ！ ？ : ： ; ； … " ' ” 」 』 ) ~ ～ ‼ ⁉), spaces and pictographs
        var written = collapsed.written
        var closedParenthesis = false
        while written > 0 {
            var start = written - 1
            while start > 0 && output[start] & 0xC0 == 0x80 { start -= 1 }
            let value = SimpleText.decode(UnsafeBufferPointer(rebasing: output[start..<written]), at: 0).value
            switch value {
            case 0x2E, 0x21, 0x3F, 0x3A, 0x3B, 0x22, 0x27, 0x29, 0x20, 0x7E,
                 0x3002, 0xFF01, 0xFF1F, 0xFF1A, 0xFF1B, 0x2026, 0x201D, 0x300D, 0x300F, 0xFF5E, 0x203C, 0x2049:
                if value == 0x29 { closedParenthesis = true }
                written = start
            default:
                guard isTrailingPictograph(value) else {
                    return lengthWithoutTrailingGloss(UnsafeBufferPointer(output), written, closedParenthesis: closedParenthesis)
                }
                written = start
            }
        }
        return 0
    }

    /// Whether `text` has more than `limit` Unicode scalars: length limits of the lexicon are in
    /// scalars, and whole paragraphs are checked against them. A scalar is one to four UTF-8
    /// bytes, so the byte count answers most cases; the rest count lead bytes.
    static func scalarCount(of text: String, exceeds limit: Int) -> Bool {
        let bytes = text.utf8.count
        if bytes <= limit { return false }
        if bytes > 4 * limit { return true }
        return scalarCount(of: text) > limit
    }

    /// `text.unicodeScalars.count`, counting the lead bytes of its UTF-8 rather than decoding it.
    static func scalarCount<S: StringProtocol>(of text: S) -> Int {
        SimpleText.withUTF8(text) { utf8 in utf8.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) } }
    }

    /// True for scripts that separate words with spaces (Latin, Hangul).
    static func isSpaceDelimited(_ text: String) -> Bool {
        !text.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) }
    }
}
