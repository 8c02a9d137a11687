import Foundation

/// Escaping for the review page. Guideline text is untrusted input (a translation can contain
/// `<script>` as easily as prose), so every string that reaches HTML goes through here: one
/// function for text and attribute values, one for URLs built from source paths.
enum HTMLEscaper {
    /// Escapes `& < > " '`: safe in element content and in single- or double-quoted attributes.
    static func escape(_ text: String) -> String {
        // Most text needs nothing: hand it back without building a copy scalar by scalar.
        let needsEscaping = SimpleText.withUTF8(text) { bytes in
            bytes.contains { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }
        }
        guard needsEscaping else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// A relative URL path from `/`-separated components: each component percent-encoded
    /// (spaces, `#`, `?`, non-ASCII), the separators kept. The result still needs `escape` in an attribute.
    static func urlPath(_ path: String) -> String {
        // What `addingPercentEncoding(withAllowedCharacters:)` gives for ASCII letters, digits and
        // -._~!$&'()*+,;=:@ allowed, byte by byte: the Foundation call (and the CharacterSet built
        // for it) ran for every statement of the page.
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count + 16)
        for byte in path.utf8 {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2F, // digits, letters, and the kept separator /
                 0x2D, 0x2E, 0x5F, 0x7E, 0x21, 0x24, 0x26, 0x27, 0x28, 0x29, 0x2A, 0x2B, 0x2C, 0x3B, 0x3D, 0x3A, 0x40:
                out.append(byte)
            default:
                out += [0x25, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A value usable in an `id` attribute and a `#fragment`: no whitespace, stable for the same input.
    static func fragment(_ text: String) -> String {
        // ASCII (every id and most paths) byte by byte; the Unicode path builds a Character per scalar.
        let ascii = SimpleText.withUTF8(text) { bytes -> [UInt8]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return bytes.map { (0x09...0x0D).contains($0) || $0 == 0x20 ? 0x2D : $0 }
        }
        if let ascii { return String(decoding: ascii, as: UTF8.self) }
        return String(text.unicodeScalars.map { CharacterSet.whitespacesAndNewlines.contains($0) ? "-" : Character($0) })
    }
}
