/// A stable 64-bit FNV-1a hash of normalised text, as 16 hex digits. Used to notice that the
/// English a translation was made from has changed; not a security boundary.
public enum ContentHash {
    public static func of(_ text: String) -> String {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in TextNormalizer.normalize(text).utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100000001b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The hash of an English statement and its explanation.
    public static func of(_ statement: GuidelineStatement) -> String {
        of(statement.text + "\n" + statement.explanation)
    }
}
