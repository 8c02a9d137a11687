/// Numbers written with a scale word after their digits: "1 million", "1.5 million", "100만",
/// "12万", and the CJK form with a smaller number after the scale, "1万2000" (12000).
///
/// The digits alone would read as the number they multiply ("100만" as 100), so a translation
/// that writes "1,000,000" or "100만" for "1 million" would differ in its numbers.
struct ScaledNumbers: Sendable {
    struct Scale: Sendable {
        var word: [UInt8]
        var value: Double
        /// Spaced scripts write a space before the scale and end it at a word boundary.
        var spaced: Bool
    }

    /// What a text's scaled numbers change in its plain digit numbers: the digits they consumed
    /// (as `NumberExtractor.digitNumbers` reports them, in ASCII) and the values they state.
    struct Reading: Equatable {
        var consumed: [String] = []
        var values: [String] = []
    }

    let scales: [Scale]

    init(scales: [String: Int]) {
        self.scales = scales.sorted { $0.key < $1.key }.compactMap { word, value in
            let bytes = Array(word.utf8)
            guard !bytes.isEmpty, value > 1 else { return nil }
            return Scale(word: bytes, value: Double(value), spaced: bytes.allSatisfy { $0 < 0x80 })
        }
    }

    func read(_ text: String) -> Reading {
        guard !scales.isEmpty else { return Reading() }
        var reading = Reading()
        // "１万件": Japanese writes digits full width; the scale multiplies them all the same.
        var text = Self.foldingFullWidthDigits(text)
        text.withUTF8 { bytes in
            for scale in scales {
                var from = 0
                while let at = Self.firstOccurrence(of: scale.word, in: bytes, from: from) {
                    from = at + scale.word.count
                    if let (consumed, value) = number(scaledBy: scale, at: at, in: bytes) {
                        reading.consumed += consumed
                        reading.values.append(value)
                    }
                }
            }
        }
        return reading
    }

    /// `text` with full-width digits, comma and point (０–９，．) in ASCII; the text itself when
    /// it has none (no byte of a full-width form, EF, at all).
    static func foldingFullWidthDigits(_ text: String) -> String {
        guard text.utf8.contains(0xEF) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0xFF10...0xFF19: scalars.append(Unicode.Scalar(scalar.value - 0xFF10 + 0x30)!)
            case 0xFF0C: scalars.append(",")
            case 0xFF0E: scalars.append(".")
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// The number `scale` (found at `at`) scales, with the digits it consumed.
    private func number(scaledBy scale: Scale, at: Int, in bytes: UnsafeBufferPointer<UInt8>) -> ([String], String)? {
        let after = at + scale.word.count
        if scale.spaced, after < bytes.count, Self.isLetter(bytes[after]) { return nil } // "millions"
        var end = at
        if end > 0, bytes[end - 1] == 0x20 { end -= 1 } else if scale.spaced { return nil }
        var start = end
        while start > 0, Self.isDigit(bytes[start - 1]) || bytes[start - 1] == 0x2C || bytes[start - 1] == 0x2E { start -= 1 }
        while start < end, !Self.isDigit(bytes[start]) { start += 1 }
        // Digits that end another word ("iOS17 million") or follow a decimal point are no number of their own.
        guard start < end, Self.isDigit(bytes[end - 1]), start == 0 || !(Self.isLetter(bytes[start - 1]) || bytes[start - 1] == 0x2E) else {
            return nil
        }
        let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        let base = written.filter { $0 != "," }
        guard let multiplied = Double(base).map({ $0 * scale.value }) else { return nil }
        var consumed = [base]
        var value = multiplied
        // "1万2000": a smaller number written right after the scale adds to it.
        if !scale.spaced {
            var restEnd = after
            while restEnd < bytes.count, Self.isDigit(bytes[restEnd]) || bytes[restEnd] == 0x2C { restEnd += 1 }
            if restEnd > after, bytes[restEnd - 1] != 0x2C, restEnd == bytes.count || bytes[restEnd] != 0x2E {
                let rest = String(decoding: UnsafeBufferPointer(rebasing: bytes[after..<restEnd]), as: UTF8.self).filter { $0 != "," }
                if let smaller = Double(rest), smaller < scale.value {
                    consumed.append(rest)
                    value += smaller
                }
            }
        }
        guard value < 1e15 else { return nil }
        let stated = value == value.rounded() ? String(Int64(value)) : String(value)
        return (consumed, stated)
    }

    private static func firstOccurrence(of word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard let first = word.first, word.count <= bytes.count else { return nil }
        var index = from
        while index + word.count <= bytes.count {
            if bytes[index] == first, (1..<word.count).allSatisfy({ bytes[index + $0] == word[$0] }) { return index }
            index += 1
        }
        return nil
    }

    @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    @inline(__always) private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
}
