/// A stable 64-bit FNV-1a hash of normalised text, as 16 hex digits. Used to notice that the
/// English a translation was made from has changed; not a security boundary.
public enum ContentHash {
    public static func of(_ text: String) -> String {
        of(pieces: [text])
    }

    /// The hash of an English statement and its explanation.
    public static func of(_ statement: GuidelineStatement) -> String {
        of(pieces: [statement.text, "\n", statement.explanation])
    }

    /// FNV-1a of the normalised concatenation of `pieces`. Simple text (see `SimpleText`) is
    /// collapsed and hashed as it is read, without building the joined or normalised string;
    /// other text takes `TextNormalizer.normalize`.
    static func of(pieces: [String]) -> String {
        var hash: UInt64 = 0xcbf29ce484222325
        var collapser = WhitespaceCollapser()
        var simple = true
        for piece in pieces where simple {
            simple = SimpleText.withUTF8(piece) { bytes in
                collapser.feed(bytes) { run in
                    for byte in run {
                        hash ^= UInt64(byte)
                        hash = hash &* 0x100000001b3
                    }
                }
            }
        }
        if !simple {
            hash = 0xcbf29ce484222325
            for byte in TextNormalizer.normalize(pieces.joined()).utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x100000001b3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
