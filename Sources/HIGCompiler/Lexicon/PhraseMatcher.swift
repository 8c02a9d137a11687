#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `PhraseList` prepared once for matching on UTF-8 bytes.
///
/// Lexicon lists are matched against every sentence of every page, and the lists are long (a
/// language's guideline voice has hundreds of openings). The matcher indexes them up front so a
/// sentence is read once instead of once per phrase: prefixes by their first byte, suffixes by
/// their last, and phrases found anywhere by their first two bytes, so that most positions of a
/// sentence are ruled out by one bit. It answers only for simple text (see `SimpleText`), where
/// byte comparison is exactly what `hasPrefix`, `hasSuffix` and Foundation's `contains` do; for
/// anything else it returns nil and `PhraseList.match` takes the general path.
final class PhraseMatcher: Sendable {
    struct Phrase: Sendable {
        let text: String
        let bytes: [UInt8]
        let isLatin: Bool
    }

    let prefixes: [Phrase]
    let suffixes: [Phrase]
    let contains: [Phrase]
    /// False when a phrase is not simple (or a `contains` phrase is empty): then every sentence
    /// takes the general path.
    let usable: Bool

    /// Indices of the prefixes that can open a sentence starting with each byte, in list order
    /// (an empty prefix opens any).
    private let prefixesByFirstByte: ByteBuckets
    /// Indices of the suffixes that can close a sentence ending with each byte, in list order.
    private let suffixesByLastByte: ByteBuckets
    /// Indices of the `contains` phrases by their first byte, in list order.
    private let containsByFirstByte: ByteBuckets
    /// One bit per pair of leading bytes of a `contains` phrase (1,024 words of 64 bits; none
    /// when no phrase has two bytes, as most lists hold no `contains` phrase at all).
    private let containsLeadingPairs: [UInt64]
    /// One bit per hash of the three leading bytes of a `contains` phrase, and per pair of a
    /// two-byte phrase: the second sieve, as Hangul syllables share few leading pairs.
    private let containsLeadingTriples: [UInt64]
    /// `contains` phrases of a single byte, which the pair bits cannot hold.
    private let singleByteContains: [Int]
    /// True when every `contains` phrase is Latin: only word starts can begin a match.
    private let containsOnlyLatin: Bool

    init(prefixes: [String], suffixes: [String], contains: [String]) {
        func prepare(_ text: String) -> Phrase {
            Phrase(text: text, bytes: Array(text.utf8), isLatin: text.unicodeScalars.allSatisfy { $0.value < 0x250 })
        }
        self.prefixes = prefixes.map(prepare)
        self.suffixes = suffixes.map(prepare)
        self.contains = contains.map(prepare)
        usable = (prefixes + suffixes + contains).allSatisfy { SimpleText.isSimple($0) } && !contains.contains("")

        prefixesByFirstByte = ByteBuckets(self.prefixes.map(\.bytes)) { $0.first }
        suffixesByLastByte = ByteBuckets(self.suffixes.map(\.bytes)) { $0.last }
        containsByFirstByte = ByteBuckets(self.contains.map(\.bytes)) { $0.first }
        let sieved = self.contains.contains { $0.bytes.count >= 2 }
        var pairs = [UInt64](repeating: 0, count: sieved ? 1024 : 0)
        var triples = [UInt64](repeating: 0, count: sieved ? 1024 : 0)
        var singles: [Int] = []
        for (index, phrase) in self.contains.enumerated() {
            guard phrase.bytes.count >= 2 else {
                if !phrase.bytes.isEmpty { singles.append(index) }
                continue
            }
            let pair = Int(phrase.bytes[0]) << 8 | Int(phrase.bytes[1])
            pairs[pair >> 6] |= 1 << UInt64(pair & 63)
            let triple = phrase.bytes.count >= 3 ? Self.tripleHash(phrase.bytes[0], phrase.bytes[1], phrase.bytes[2]) : nil
            // A two-byte phrase sets every hash its pair can lead to: all of them, simply.
            if let triple { triples[triple >> 6] |= 1 << UInt64(triple & 63) } else { triples = [UInt64](repeating: ~0, count: 1024) }
        }
        containsLeadingPairs = pairs
        containsLeadingTriples = triples
        singleByteContains = singles
        containsOnlyLatin = self.contains.allSatisfy(\.isLatin)
    }

    /// The phrase that matches `sentence` (normalised), `.some(nil)` for none, nil when the
    /// sentence or a phrase is not simple.
    func match(_ sentence: String) -> String?? {
        guard usable else { return nil }
        return SimpleText.withUTF8(sentence) { bytes -> String?? in
            guard SimpleText.isSimple(bytes) else { return nil }
            return match(bytes)
        }
    }

    /// `match` of a sentence already known to be simple, without reading it once more to find out.
    func match(simpleText sentence: String) -> String?? {
        guard usable else { return nil }
        return SimpleText.withUTF8(sentence) { match($0) }
    }

    /// `match` of text already known to be simple (the bytes of `LexiconText.withSimpleNormalised`),
    /// without reading it once more to find out.
    func match(simple bytes: UnsafeBufferPointer<UInt8>) -> String?? {
        usable ? match(bytes) : nil
    }

    private func match(_ bytes: UnsafeBufferPointer<UInt8>) -> String?? {
        let count = bytes.count
        guard count > 0 else {
            // Only an empty phrase matches empty text.
            if let empty = (prefixes + suffixes).first(where: { $0.bytes.isEmpty }) { return .some(empty.text) }
            return .some(nil)
        }
        for index in prefixesByFirstByte[bytes[0]] {
            let prefix = prefixes[Int(index)]
            guard Self.bytes(bytes, at: 0, equal: prefix.bytes) else { continue }
            if !prefix.isLatin { return .some(prefix.text) }
            // "use" must not match "useful", nor "fit" the compound "fit-to-screen": a Latin prefix
            // ends at a word boundary.
            let restStart = prefix.bytes.count
            if restStart == count { return .some(prefix.text) }
            if !Self.endsWord(bytes, at: restStart) { continue }
            return .some(prefix.text)
        }
        for index in suffixesByLastByte[bytes[count - 1]]
        where Self.bytes(bytes, at: count - suffixes[Int(index)].bytes.count, equal: suffixes[Int(index)].bytes) {
            return .some(suffixes[Int(index)].text)
        }
        guard !contains.isEmpty else { return .some(nil) }
        return .some(firstContained(in: bytes).map { contains[$0].text })
    }

    /// The lowest index of a `contains` phrase found in `bytes`, reading the text once.
    private func firstContained(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        var best = Int.max
        func consider(_ index: Int, at offset: Int) {
            guard index < best else { return }
            let phrase = contains[index]
            let length = phrase.bytes.count
            guard Self.bytes(bytes, at: offset, equal: phrase.bytes) else { return }
            // A Latin phrase is a run of whole words: it follows a space and ends a word ("doesn't."
            // and "not," hold "doesn't" and "not").
            if phrase.isLatin {
                guard offset == 0 || bytes[offset - 1] == 0x20, Self.endsWord(bytes, at: offset + length) else { return }
            }
            best = index
        }
        guard let base = bytes.baseAddress else { return nil }
        if !containsLeadingPairs.isEmpty { containsLeadingPairs.withUnsafeBufferPointer { pairs in containsLeadingTriples.withUnsafeBufferPointer { triples in
            @inline(__always) func check(_ offset: Int) {
                let pair = Int(base[offset]) &<< 8 | Int(base[offset + 1])
                guard pairs[pair &>> 6] & (1 &<< UInt64(pair & 63)) != 0 else { return }
                if offset + 2 < count {
                    let triple = Self.tripleHash(base[offset], base[offset + 1], base[offset + 2])
                    guard triples[triple &>> 6] & (1 &<< UInt64(triple & 63)) != 0 else { return }
                }
                for index in containsByFirstByte[base[offset]] where contains[Int(index)].bytes.count >= 2 {
                    consider(Int(index), at: offset)
                }
            }
            if containsOnlyLatin {
                // Whole words only: the text's start and the byte after each space.
                var offset = 0
                while offset + 1 < count && best > 0 {
                    check(offset)
                    guard let space = memchr(base + offset, 0x20, count - offset) else { break }
                    offset = UnsafeRawPointer(space) - UnsafeRawPointer(base) + 1
                }
            } else {
                var offset = 0
                while offset + 1 < count && best > 0 {
                    // A phrase opens with a lead byte: no match begins inside a scalar, so the
                    // offsets go from scalar to scalar (the text is valid UTF-8).
                    let lead = base[offset]
                    check(offset)
                    offset &+= lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                }
            }
        } } }
        if !singleByteContains.isEmpty {
            for offset in 0..<count where best > 0 {
                if containsOnlyLatin && offset > 0 && base[offset - 1] != 0x20 { continue }
                for index in singleByteContains where contains[index].bytes[0] == base[offset] {
                    consider(index, at: offset)
                }
            }
        }
        return best == Int.max ? nil : best
    }

    /// Whether a Latin phrase ending before `offset` ends a word there: the text ends, or no letter
    /// or digit follows ("use" is not "useful"), nor a hyphen joining another word ("fit-to-screen").
    @inline(__always)
    static func endsWord(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        func isWordScalar(at offset: Int) -> Bool {
            guard offset < bytes.count else { return false }
            let byte = bytes[offset]
            if byte < 0x80 { return (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 }
            let scalar = Unicode.Scalar(SimpleText.decode(bytes, at: offset).value)!
            return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
        guard offset < bytes.count else { return true }
        return !isWordScalar(at: offset) && !(bytes[offset] == 0x2D && isWordScalar(at: offset + 1))
    }

    /// A 16-bit hash of three bytes, for `containsLeadingTriples`.
    @inline(__always)
    private static func tripleHash(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> Int {
        (Int(first) &* 0x3B1 ^ Int(second) &* 0x71 ^ Int(third)) & 0xFFFF
    }

    @inline(__always)
    private static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, equal phrase: [UInt8]) -> Bool {
        let length = phrase.count
        guard offset >= 0, length <= bytes.count - offset else { return false }
        guard length > 0 else { return true }
        return phrase.withUnsafeBufferPointer { memcmp(bytes.baseAddress! + offset, $0.baseAddress!, length) == 0 }
    }
}
