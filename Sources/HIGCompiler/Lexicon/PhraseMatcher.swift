#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `PhraseList` prepared once for matching on UTF-8 bytes.
///
/// Lexicon lists are matched against every sentence of every page; checking each phrase's script
/// and re-reading its UTF-8 on every call cost more than the comparisons themselves. The matcher
/// holds each phrase's bytes and whether it is Latin (matched on word boundaries) up front.
/// It answers only for simple text (see `SimpleText`), where byte comparison is exactly what
/// `hasPrefix`, `hasSuffix` and Foundation's `contains` do; for anything else it returns nil and
/// `PhraseList.match` takes the general path.
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

    init(prefixes: [String], suffixes: [String], contains: [String]) {
        func prepare(_ text: String) -> Phrase {
            Phrase(text: text, bytes: Array(text.utf8), isLatin: text.unicodeScalars.allSatisfy { $0.value < 0x250 })
        }
        self.prefixes = prefixes.map(prepare)
        self.suffixes = suffixes.map(prepare)
        self.contains = contains.map(prepare)
        usable = (prefixes + suffixes + contains).allSatisfy { SimpleText.isSimple($0) } && !contains.contains("")
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

    private func match(_ bytes: UnsafeBufferPointer<UInt8>) -> String?? {
        let count = bytes.count
        for prefix in prefixes where Self.bytes(bytes, at: 0, equal: prefix.bytes) {
            if !prefix.isLatin { return .some(prefix.text) }
            // "use" must not match "useful", nor "fit" the compound "fit-to-screen": a Latin prefix
            // ends at a word boundary.
            let restStart = prefix.bytes.count
            if restStart == count { return .some(prefix.text) }
            func isWordScalar(at offset: Int) -> Bool {
                guard offset < count else { return false }
                let scalar = Unicode.Scalar(SimpleText.decode(bytes, at: offset).value)!
                return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            }
            if isWordScalar(at: restStart) || (bytes[restStart] == 0x2D && isWordScalar(at: restStart + 1)) { continue }
            return .some(prefix.text)
        }
        for suffix in suffixes where suffix.bytes.count <= count
            && Self.bytes(bytes, at: count - suffix.bytes.count, equal: suffix.bytes) {
            return .some(suffix.text)
        }
        for phrase in contains {
            let length = phrase.bytes.count
            var from = 0
            while let offset = Self.firstOffset(of: phrase.bytes, in: bytes, from: from) {
                // A Latin phrase is a run of whole words: " phrase " in " sentence ".
                if !phrase.isLatin { return .some(phrase.text) }
                let startsWord = offset == 0 || bytes[offset - 1] == 0x20
                let endsWord = offset + length == count || bytes[offset + length] == 0x20
                if startsWord && endsWord { return .some(phrase.text) }
                from = offset + 1
            }
        }
        return .some(nil)
    }

    @inline(__always)
    private static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, equal phrase: [UInt8]) -> Bool {
        let length = phrase.count
        guard length <= bytes.count - offset else { return false }
        guard length > 0 else { return true }
        return phrase.withUnsafeBufferPointer { memcmp(bytes.baseAddress! + offset, $0.baseAddress!, length) == 0 }
    }

    /// Byte offset of the first `needle` in `haystack` at or after `from` (needle not empty):
    /// `memchr` to each candidate first byte, `memcmp` for the rest.
    private static func firstOffset(of needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard let base = haystack.baseAddress else { return nil }
        return needle.withUnsafeBufferPointer { pin -> Int? in
            let length = pin.count
            let last = haystack.count - length
            var offset = from
            while offset <= last {
                guard let hit = memchr(base + offset, Int32(pin[0]), last - offset + 1) else { return nil }
                offset = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                if memcmp(base + offset, pin.baseAddress!, length) == 0 { return offset }
                offset += 1
            }
            return nil
        }
    }
}
