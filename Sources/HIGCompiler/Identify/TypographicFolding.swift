/// Typographic variants of ASCII punctuation: curly quotes, primes, dashes and the ellipsis.
///
/// An editor's smart-quote pass (`Don't` → `Don’t`) or a dash cleanup changes no guideline, so
/// what decides whether a translation is current (`ContentHash`) and whether an explanation
/// changed (the changelog) reads these as the ASCII they stand for.
enum TypographicFolding {
    /// The ASCII a scalar stands for, nil when it is no typographic variant.
    @inline(__always)
    static func ascii(for value: UInt32) -> StaticString? {
        switch value {
        case 0x2018, 0x2019, 0x201A, 0x201B, 0x2032: return "'"
        case 0x201C, 0x201D, 0x201E, 0x201F, 0x2033: return "\""
        case 0x2010...0x2015, 0x2212: return "-"
        case 0x2026: return "..."
        default: return nil
        }
    }

    /// `text` with every typographic variant replaced by its ASCII.
    static func folded(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { ascii(for: $0.value) != nil }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let replacement = ascii(for: scalar.value) {
                replacement.withUTF8Buffer { for byte in $0 { result.append(Unicode.Scalar(byte)) } }
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
