/// Fast paths for the text guideline pages are made of: ASCII, Latin, Hangul syllables, kana, CJK
/// ideographs and common punctuation.
///
/// A *simple* scalar is one that
/// - forms a grapheme cluster of its own next to any other simple scalar (no combining marks,
///   no joiners, no Hangul jamo, no emoji modifiers; CR LF is the one two-scalar cluster),
/// - has canonical combining class 0 and NFC_Quick_Check = Yes, and never composes with a
///   neighbour, so text made only of simple scalars is already in NFC.
///
/// For such text, `Character`-level operations (`split(whereSeparator:)`, `isWhitespace`,
/// `isLetter`, `hasPrefix`, Foundation's `contains`) give exactly what a pass over Unicode scalars
/// or UTF-8 bytes gives, which is what these helpers do. Anything else returns `nil` (or takes the
/// general path) so callers fall back to the exact, slower code: the results never differ.
enum SimpleText {
    /// Whether `value` is a simple scalar (see the type's documentation).
    @inline(__always)
    static func isSimple(_ value: UInt32) -> Bool {
        switch value {
        case 0x00AD: return false                              // soft hyphen: invisible, dropped by the general path
        case 0x0000...0x02FF: return true                      // ASCII, Latin-1, Latin Extended, IPA, modifiers
        case 0x2002...0x200A, 0x200E...0x205F, 0x2061...0x20CF: return true // spaces, punctuation, super/subscripts, currency (not 2000/2001, ZWSP, ZWNJ, ZWJ, word joiner)
        case 0x2190...0x22FF: return true                      // arrows, mathematical operators
        case 0x2460...0x24FF, 0x2500...0x27BF: return true     // enclosed alphanumerics, box drawing, shapes, dingbats
        case 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x30FF: return true // CJK punctuation, kana (not the combining marks)
        case 0x3130...0x318F, 0x31F0...0x31FF: return true     // Hangul compatibility jamo, katakana extension
        case 0x3400...0x4DBF, 0x4E00...0x9FFF: return true     // CJK ideographs
        case 0xAC00...0xD7A3: return true                      // Hangul syllables
        case 0xFF01...0xFF9D, 0xFFA0...0xFFEF: return true     // half- and full-width forms (not the voiced marks)
        case 0xFFFD: return true
        case 0x1F300...0x1F3FA, 0x1F400...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF:
            return true                                        // pictographs and emoji (not the skin-tone modifiers)
        default: return false
        }
    }

    /// Unicode White_Space among simple scalars (what `Character.isWhitespace` tests).
    @inline(__always)
    static func isWhitespace(_ value: UInt32) -> Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x2002...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// Scalars without case mappings, so lower-casing keeps them.
    @inline(__always)
    static func isCaseless(_ value: UInt32) -> Bool {
        switch value {
        case 0x2000...0x206F, 0x3000...0x30FF, 0x3130...0x318F, 0x31F0...0x31FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFFFD, 0x1F300...0x1FAFF: return true
        default: return false
        }
    }

    /// Decodes the scalar starting at `index` of valid UTF-8 and returns it with its length.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        if lead < 0xE0 {
            return ((UInt32(lead & 0x1F) << 6) | UInt32(bytes[index + 1] & 0x3F), 2)
        }
        if lead < 0xF0 {
            return ((UInt32(lead & 0x0F) << 12) | (UInt32(bytes[index + 1] & 0x3F) << 6) | UInt32(bytes[index + 2] & 0x3F), 3)
        }
        return ((UInt32(lead & 0x07) << 18) | (UInt32(bytes[index + 1] & 0x3F) << 12)
                | (UInt32(bytes[index + 2] & 0x3F) << 6) | UInt32(bytes[index + 3] & 0x3F), 4)
    }

    /// Runs `body` over the UTF-8 of `text` without copying it when the storage is contiguous.
    @inline(__always)
    static func withUTF8<S: StringProtocol, R>(_ text: S, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        if let result = try text.utf8.withContiguousStorageIfAvailable(body) { return result }
        let copy = Array(text.utf8)
        return try copy.withUnsafeBufferPointer(body)
    }

    /// Whether every scalar of `text` is simple.
    static func isSimple<S: StringProtocol>(_ text: S) -> Bool {
        withUTF8(text) { isSimple($0) }
    }

    /// Whether every scalar of valid UTF-8 `bytes` is simple.
    static func isSimple(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var index = 0
        let count = bytes.count
        while index < count {
            // Eight ASCII bytes at a time.
            if index + 8 <= count,
               UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            if bytes[index] < 0x80 { index += 1; continue }
            if isHangulSyllable(bytes, at: index) {
                // Korean words are runs of syllables: read on without the ASCII tests.
                index += 3
                while index < count && isHangulSyllable(bytes, at: index) { index += 3 }
                continue
            }
            let (value, length) = decode(bytes, at: index)
            if !isSimple(value) { return false }
            index += length
        }
        return true
    }

    /// `text.allSatisfy(\.isWhitespace)`, on bytes while they are ASCII: the question is asked of
    /// every text run of every paragraph, and almost every answer is the first byte's.
    static func isBlank<S: StringProtocol>(_ text: S) -> Bool {
        let answer: Bool? = withUTF8(text) { bytes in
            for byte in bytes {
                switch byte {
                case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: continue
                case 0x80...: return nil
                default: return false
                }
            }
            return true
        }
        return answer ?? text.allSatisfy(\.isWhitespace)
    }

    /// Whether text holds Hangul, kana or CJK: their UTF-8 lead bytes are E3 to ED, so a text
    /// without any is Latin (or other spaced-script) text however it is read.
    static func hasWideScript<S: StringProtocol>(_ text: S) -> Bool {
        withUTF8(text) { $0.contains { (0xE3...0xED).contains($0) } }
    }

    /// Whether the scalar at `index` of valid UTF-8 is a Hangul syllable from U+AC00 to U+CFFF
    /// (lead byte EA with B0 or more after it, EB or EC): most of a Korean text, recognised
    /// without decoding. Such a scalar is simple, caseless, not whitespace, and 3 bytes long.
    @inline(__always)
    static func isHangulSyllable(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let lead = bytes[index]
        return lead == 0xEB || lead == 0xEC || (lead == 0xEA && bytes[index + 1] >= 0xB0)
    }

    /// `text` with whitespace runs collapsed to one space and trimmed (`TextNormalizer.normalize`),
    /// or nil when the text is not simple. Returns `text` itself when nothing changes.
    static func collapsingWhitespace(_ text: String) -> String? {
        enum Outcome { case unchanged, notSimple, changesFrom(Int) }
        let outcome: Outcome = withUTF8(text) { bytes in
            // Is the text simple, and where does it first need collapsing?
            var index = 0
            let count = bytes.count
            var previousWasSpace = true // a leading space needs trimming
            while index < count {
                // Eight ASCII bytes of words and single spaces (no other whitespace or control
                // byte), not a second space after one: already collapsed.
                if index + 8 <= count {
                    let word = ByteWord.load(bytes, at: index)
                    let spaces = ByteWord.exactlyEqual(word, 0x20)
                    if word & 0x8080_8080_8080_8080 == 0, spaces & (spaces << 8) == 0, !ByteWord.any(ByteWord.below(word, 0x20)),
                       !(previousWasSpace && spaces & 0x80 != 0) {
                        previousWasSpace = spaces >> 56 != 0
                        index += 8
                        continue
                    }
                }
                let byte = bytes[index]
                if byte < 0x80 {
                    if byte == 0x20 {
                        if previousWasSpace { return .changesFrom(index) }
                        previousWasSpace = true
                    } else if byte >= 0x09 && byte <= 0x0D {
                        return .changesFrom(index)
                    } else {
                        previousWasSpace = false
                    }
                    index += 1
                    continue
                }
                if isHangulSyllable(bytes, at: index) {
                    previousWasSpace = false
                    index += 3
                    continue
                }
                let (value, length) = decode(bytes, at: index)
                if !isSimple(value) { return .notSimple }
                if isWhitespace(value) { return .changesFrom(index) }
                previousWasSpace = false
                index += length
            }
            if count > 0 && previousWasSpace { return .changesFrom(count - 1) } // trailing space
            return .unchanged
        }
        switch outcome {
        case .unchanged: return text
        case .notSimple: return nil
        case .changesFrom(let first):
            // Collapsing only shortens the text: written straight into the new string's storage,
            // the collapsed part before `first` copied whole.
            return try? withUTF8(text) { bytes in
                try String(unsafeUninitializedCapacity: bytes.count) { output in
                    try collapse(bytes, from: first, into: output)
                }
            }
        }
    }

    private struct NotSimple: Error {}

    /// The pass of `collapsingWhitespace` that writes: `bytes` up to `first` are already
    /// collapsed. Throws `NotSimple` for text that is not simple.
    private static func collapse(_ bytes: UnsafeBufferPointer<UInt8>, from first: Int,
                                 into output: UnsafeMutableBufferPointer<UInt8>) throws -> Int {
        let count = bytes.count
        // The whitespace run that `first` is in starts at most one space earlier.
        var index = first > 0 && bytes[first - 1] == 0x20 ? first - 1 : first
        if index > 0 { UnsafeMutableRawBufferPointer(output).copyMemory(from: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[..<index]))) }
        var collapsed = CollapsingOutput(output, written: index)
        while index < count {
            if collapsed.copyRun(of: bytes, at: &index, foldingCase: false) { continue }
            let byte = bytes[index]
            if byte < 0x80 {
                collapsed.appendASCII(byte, foldingCase: false)
                index += 1
                continue
            }
            var length = 3
            if !isHangulSyllable(bytes, at: index) {
                let decoded = decode(bytes, at: index)
                guard isSimple(decoded.value) else { throw NotSimple() }
                length = decoded.length
                if isWhitespace(decoded.value) {
                    collapsed.space()
                    index += length
                    continue
                }
            }
            collapsed.append(bytes, from: index, count: length)
            index += length
        }
        return collapsed.written
    }

    /// `text.trimmingCharacters(in: .whitespacesAndNewlines)` for simple text, on bytes (among
    /// simple scalars that set is exactly `isWhitespace`); nil for other text.
    static func trimmingWhitespace(_ text: String) -> String? {
        withUTF8(text) { bytes -> String? in
            guard isSimple(bytes) else { return nil }
            var start = 0
            var end = bytes.count
            while start < end {
                let (value, length) = decode(bytes, at: start)
                guard isWhitespace(value) else { break }
                start += length
            }
            while end > start {
                var lead = end - 1
                while lead > start && bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
                guard isWhitespace(decode(bytes, at: lead).value) else { break }
                end = lead
            }
            if start == 0 && end == bytes.count { return text }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }

    /// `text.lowercased()`, without building a string per scalar for caseless scripts.
    static func lowercased(_ text: String) -> String {
        var needsWork = false
        let result: String? = withUTF8(text) { bytes in
            var index = 0
            let count = bytes.count
            // Nothing to do when there is no upper-case ASCII and every other scalar is caseless.
            while index < count {
                let byte = bytes[index]
                if byte < 0x80 {
                    if byte >= 0x41 && byte <= 0x5A { needsWork = true; break }
                    index += 1
                    continue
                }
                let (value, length) = decode(bytes, at: index)
                if !isCaseless(value) { needsWork = true; break }
                index += length
            }
            return needsWork ? nil : text
        }
        if let result { return result }
        return withUTF8(text) { bytes in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                if byte < 0x80 {
                    output.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
                    index += 1
                    continue
                }
                let (value, length) = decode(bytes, at: index)
                if isCaseless(value) {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
                } else {
                    // What String.lowercased() appends for this scalar.
                    output.append(contentsOf: Unicode.Scalar(value)!.properties.lowercaseMapping.utf8)
                }
                index += length
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// Whether `needle` occurs in `haystack`, compared as UTF-8 bytes. Equal to Foundation's
    /// `contains` when both are simple; callers check that.
    static func bytesContain<H: StringProtocol, N: StringProtocol>(_ haystack: H, _ needle: N) -> Bool {
        firstByteOffset(of: needle, in: haystack) != nil
    }

    /// Byte offset of the first occurrence of `needle` in `haystack` at or after `from`.
    static func firstByteOffset<H: StringProtocol, N: StringProtocol>(of needle: N, in haystack: H, from: Int = 0) -> Int? {
        withUTF8(haystack) { hay in firstByteOffset(of: needle, inBytes: hay, from: from) }
    }

    /// `firstByteOffset(of:in:from:)` in UTF-8 bytes.
    static func firstByteOffset<N: StringProtocol>(of needle: N, inBytes hay: UnsafeBufferPointer<UInt8>, from: Int = 0) -> Int? {
        withUTF8(needle) { pin in
            let n = pin.count, h = hay.count
            if n == 0 { return from <= h ? from : nil }
            guard h - from >= n else { return nil }
            let first = pin[0]
            var index = from
            let last = h - n
            while index <= last {
                if hay[index] == first {
                    var matched = 1
                    while matched < n && hay[index + matched] == pin[matched] { matched += 1 }
                    if matched == n { return index }
                }
                index += 1
            }
            return nil
        }
    }

    /// `text` with every occurrence of `needle` replaced, compared as UTF-8 bytes: Foundation's
    /// literal `replacingOccurrences` for NFC text, without bridging both strings to UTF-16.
    static func replacingBytes(_ needle: String, with replacement: String, in text: String) -> String {
        withUTF8(text) { hay in
            guard !needle.isEmpty, var found = firstByteOffset(of: needle, inBytes: hay) else { return text }
            let width = needle.utf8.count
            var output: [UInt8] = []
            output.reserveCapacity(hay.count)
            var copied = 0
            while true {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: hay[copied..<found]))
                output.append(contentsOf: replacement.utf8)
                copied = found + width
                guard let next = firstByteOffset(of: needle, inBytes: hay, from: copied) else { break }
                found = next
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: hay[copied...]))
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// The runs of ASCII letters and digits in `text`: what
    /// `split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) })` gives, found on
    /// bytes. Only for ASCII text (a combining mark could join an ASCII letter into a non-ASCII
    /// character); nil otherwise.
    static func asciiAlphanumericWords(_ text: String) -> [Substring]? {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var words: [Substring] = []
        var start: String.Index?
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            let lower = byte | 0x20
            let isWordByte = (lower >= 0x61 && lower <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            if isWordByte {
                if start == nil { start = index }
            } else if let wordStart = start {
                words.append(text[wordStart..<index])
                start = nil
            }
            index = utf8.index(after: index)
        }
        if let wordStart = start { words.append(text[wordStart..<utf8.endIndex]) }
        return words
    }
}

/// Collapses whitespace runs of simple UTF-8 text to one space and trims both ends, handing on
/// the result as runs of bytes, across any number of pieces fed in order: what
/// `TextNormalizer.normalize` does to their concatenation, without building it.
struct WhitespaceCollapser {
    private var started = false
    private var pendingSpace = false
    private static let space: [UInt8] = [0x20]

    /// Feeds the next piece; false (having emitted part of it) when it is not simple text.
    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, _ emit: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        let count = bytes.count
        var index = 0
        var runStart = 0
        func flushRun(upTo end: Int) {
            guard end > runStart else { return }
            if pendingSpace && started { Self.space.withUnsafeBufferPointer(emit) }
            pendingSpace = false
            started = true
            emit(UnsafeBufferPointer(rebasing: bytes[runStart..<end]))
        }
        while index < count {
            let byte = bytes[index]
            var length = 1
            let isSpace: Bool
            if byte < 0x80 {
                isSpace = byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
            } else if SimpleText.isHangulSyllable(bytes, at: index) {
                index += 3
                continue
            } else {
                let decoded = SimpleText.decode(bytes, at: index)
                guard SimpleText.isSimple(decoded.value) else { return false }
                length = decoded.length
                isSpace = SimpleText.isWhitespace(decoded.value)
            }
            if isSpace {
                flushRun(upTo: index)
                pendingSpace = true
                runStart = index + length
            }
            index += length
        }
        flushRun(upTo: count)
        return true
    }
}

