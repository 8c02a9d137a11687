/// Line breaks between Chinese or Japanese characters, which a reader sees as nothing: CSS Text
/// (segment break transformation) removes a break whose neighbours are both East Asian wide
/// characters other than Hangul. Korean spaces its words, so a break there stays a space.
public enum WideScriptBreaks {
    /// `text` without the break spaces at `breaks` (UTF-8 offsets, ascending) that sit between two
    /// wide characters.
    static func joined(_ text: String, breaks: [Int]) -> String {
        let bytes = Array(text.utf8)
        var removed: [Int] = []
        for offset in breaks where offset > 0 && offset + 1 < bytes.count {
            guard let before = scalar(endingAt: offset, in: bytes), isWide(before),
                  let after = scalar(startingAt: offset + 1, in: bytes), isWide(after) else { continue }
            removed.append(offset)
        }
        guard !removed.isEmpty else { return text }
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count - removed.count)
        var start = 0
        for offset in removed {
            kept += bytes[start..<offset]
            start = offset + 1
        }
        kept += bytes[start...]
        return String(decoding: kept, as: UTF8.self)
    }

    /// Han, kana, and the full-width punctuation and forms that set them.
    public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3001...0x303F, // CJK punctuation (not the ideographic space)
             0x3040...0x30FF, // hiragana, katakana
             0x31F0...0x31FF, // katakana extensions
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF, // Han
             0xFF01...0xFF60, 0xFF61...0xFF9F: // full-width forms, half-width katakana
            return true
        default:
            return false
        }
    }

    private static func scalar(startingAt offset: Int, in bytes: [UInt8]) -> Unicode.Scalar? {
        var iterator = bytes[offset...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }

    private static func scalar(endingAt offset: Int, in bytes: [UInt8]) -> Unicode.Scalar? {
        var start = offset - 1
        // Back over continuation bytes (10xxxxxx) to the scalar's lead byte, at most three.
        while start > 0, offset - start < 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return scalar(startingAt: start, in: bytes)
    }
}
