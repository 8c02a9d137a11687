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
    ///
    /// Read as UTF-8: every variant is a three-byte sequence led by 0xE2, so text without that
    /// byte (most text, and every Hangul or kana-only string) is returned as it is after one scan.
    static func folded(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            guard let first = bytes.firstIndex(of: 0xE2) else { return nil }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            output.append(contentsOf: bytes[..<first])
            var index = first
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0xE2, index + 2 < bytes.count {
                    let value = UInt32(byte & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                    if let replacement = ascii(for: value) {
                        replacement.withUTF8Buffer { output.append(contentsOf: $0) }
                        index += 3
                        continue
                    }
                }
                output.append(byte)
                index += 1
            }
            return String(decoding: output, as: UTF8.self)
        } ?? text
    }
}
