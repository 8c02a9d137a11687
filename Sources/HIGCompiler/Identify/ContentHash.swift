/// A stable 64-bit FNV-1a hash of normalised text, as 16 hex digits. Used to notice that the
/// English a translation was made from has changed; not a security boundary. Whitespace is
/// collapsed and typographic punctuation read as ASCII (`TypographicFolding`): neither is a
/// change a translator needs to follow.
public enum ContentHash {
    public static func of(_ text: String) -> String {
        of(pieces: [text])
    }

    /// The hash of an English statement and its explanation, without the cross-reference
    /// paragraphs the explanation ends with ("For developer guidance, see …"): those belong to the
    /// section and join whichever rule comes last, so a rule added or dropped after this one
    /// changes nothing this one says.
    public static func of(_ statement: GuidelineStatement) -> String {
        of(pieces: [statement.text, "\n", statement.explanationBeforeCrossReferences ?? statement.explanation])
    }

    /// The hash catalogs written before cross-reference paragraphs were set aside recorded: the
    /// explanation whole. A translation aligned with this hash of the current English is current.
    static func withCrossReferences(_ statement: GuidelineStatement) -> String {
        of(pieces: [statement.text, "\n", statement.explanation])
    }

    /// The hash catalogs written before typographic folding recorded: a translation aligned with
    /// this hash of the current English is current.
    static func unfolded(_ statement: GuidelineStatement) -> String {
        of(pieces: [statement.text, "\n", statement.explanation], foldingTypography: false)
    }

    /// FNV-1a of the normalised concatenation of `pieces`. Simple text (see `SimpleText`) is
    /// collapsed and hashed as it is read, byte by byte in one loop, without building the joined
    /// or normalised string; other text takes `TextNormalizer.normalize`.
    static func of(pieces: [String], foldingTypography: Bool = true) -> String {
        var hasher = CollapsingHasher(foldsTypography: foldingTypography)
        var simple = true
        for piece in pieces where simple {
            simple = SimpleText.withUTF8(piece) { hasher.feed($0) }
        }
        var hash = hasher.hash
        if !simple {
            hash = CollapsingHasher.offsetBasis
            let normalised = TextNormalizer.normalize(pieces.joined())
            for byte in (foldingTypography ? TypographicFolding.folded(normalised) : normalised).utf8 {
                hash ^= UInt64(byte)
                hash = hash &* CollapsingHasher.prime
            }
        }
        return hexDigits(of: hash)
    }

    /// `hash` as 16 lower-case hex digits, written straight into the string's storage.
    private static func hexDigits(of hash: UInt64) -> String {
        String(unsafeUninitializedCapacity: 16) { digits in
            for position in 0..<16 {
                let nibble = UInt8(truncatingIfNeeded: hash >> UInt64(60 - 4 * position)) & 0x0F
                digits[position] = nibble < 10 ? 0x30 + nibble : 0x57 + nibble
            }
            return 16
        }
    }
}
