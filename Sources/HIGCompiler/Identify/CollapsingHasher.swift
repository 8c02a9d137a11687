/// FNV-1a over simple text with its whitespace collapsed as `WhitespaceCollapser` collapses it
/// (leading and trailing whitespace dropped, every run inside one space, across pieces), each
/// byte mixed in as it is read rather than handed on run by run.
struct CollapsingHasher {
    static let offsetBasis: UInt64 = 0xcbf29ce484222325
    static let prime: UInt64 = 0x100000001b3

    private(set) var hash = offsetBasis
    private var started = false
    private var pendingSpace = false
    /// Whether typographic punctuation is mixed in as the ASCII it stands for (`TypographicFolding`).
    let foldsTypography: Bool

    init(foldsTypography: Bool = true) {
        self.foldsTypography = foldsTypography
    }

    /// Feeds the next piece; false when it is not simple text (the hash is then of no use).
    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        var index = 0
        while index < count {
            // Eight ASCII bytes of words and single spaces, no other whitespace or control byte,
            // neither opening nor closing with a space: each space stands between two words, so
            // it is written as it is, and the bytes are mixed in without a look at each.
            if index + 8 <= count {
                let word = ByteWord.load(bytes, at: index)
                let spaces = ByteWord.exactlyEqual(word, 0x20)
                if word & 0x8080_8080_8080_8080 == 0, !ByteWord.any(ByteWord.below(word, 0x20)),
                   spaces & (spaces << 8) == 0, spaces & 0x80 == 0, spaces >> 56 == 0 {
                    beginWord()
                    for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: word >> UInt64(shift))) }
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                    pendingSpace = true
                } else {
                    beginWord()
                    mix(byte)
                }
                index += 1
                continue
            }
            var length = 3
            if !SimpleText.isHangulSyllable(bytes, at: index) {
                let decoded = SimpleText.decode(bytes, at: index)
                guard SimpleText.isSimple(decoded.value) else { return false }
                length = decoded.length
                if SimpleText.isWhitespace(decoded.value) {
                    pendingSpace = true
                    index += length
                    continue
                }
                if foldsTypography, let ascii = TypographicFolding.ascii(for: decoded.value) {
                    beginWord()
                    ascii.withUTF8Buffer { for byte in $0 { mix(byte) } }
                    index += length
                    continue
                }
            }
            beginWord()
            for offset in 0..<length { mix(bytes[index + offset]) }
            index += length
        }
        return true
    }

    /// Before a byte of a word: the single space standing for the whitespace before it, unless
    /// nothing has been written yet.
    @inline(__always) private mutating func beginWord() {
        if pendingSpace {
            if started { mix(0x20) }
            pendingSpace = false
        }
        started = true
    }

    @inline(__always) private mutating func mix(_ byte: UInt8) {
        hash ^= UInt64(byte)
        hash = hash &* Self.prime
    }
}
