import Foundation

/// Turns raw bytes into parser-ready text without losing anything a reader could see.
///
/// - a UTF-8 byte order mark is dropped; a UTF-16 one (as Windows editors save "Unicode" text)
///   says how to decode the rest, with a note saying so;
/// - invalid UTF-8 is replaced by U+FFFD, with one warning per affected line (one for the file
///   when it holds many: it is in another encoding);
/// - NUL bytes (binary files named `.md`) become U+FFFD so the C parser sees the whole text;
/// - text is normalised to NFC, so NFD Hangul yields the same statements, ids and hashes;
/// - CRLF and a lone CR become LF. CommonMark ends a line at each of them, so line numbers stay
///   exact, and the line rewrites before the parser (front matter, MDX module lines, container
///   directives, `<details>`) need to know only one line ending.
public enum SourceDecoder {
    public static func decode(_ bytes: [UInt8], file: String) -> DecodedSource {
        if let utf16 = utf16Text(bytes, file: file) { return utf16 }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        // A CR byte is never part of a longer UTF-8 sequence: invalid text is unified as safely.
        let unified = unifiedLineEndings(body)
        if let unified { body = unified[...] }

        var diagnostics: [Diagnostic] = []
        var text: String
        if let valid = String(validating: body, as: UTF8.self) {
            text = valid
        } else {
            text = ""
            text.reserveCapacity(body.count)
            var lineNumber = 1
            var lineStart = body.startIndex
            var invalidLines: [Int] = []
            while lineStart < body.endIndex {
                let lineEnd = body[lineStart...].firstIndex(of: 0x0A).map { $0 + 1 } ?? body.endIndex
                let line = body[lineStart..<lineEnd]
                if let valid = String(validating: line, as: UTF8.self) {
                    text += valid
                } else {
                    text += String(decoding: line, as: UTF8.self)
                    invalidLines.append(lineNumber)
                }
                lineNumber += 1
                lineStart = lineEnd
            }
            diagnostics += invalidUTF8Warnings(lines: invalidLines, of: lineNumber - 1, file: file)
        }
        // memchr, not `utf8.contains`: iterating a String's UTF-8 view is many times slower.
        let hasNUL = SimpleText.withUTF8(text) { bytes in bytes.count > 0 && memchr(bytes.baseAddress!, 0, bytes.count) != nil }
        if hasNUL {
            let line = 1 + text.utf8.prefix(while: { $0 != 0 }).filter { $0 == 0x0A }.count
            diagnostics.append(Diagnostic(.warning, "NUL bytes replaced with U+FFFD (is this a binary file?)", file: file, line: line))
            text = text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}")
        }
        return DecodedSource(text: precomposed(text), diagnostics: diagnostics)
    }

    /// `bytes` with CRLF and lone CR written as LF; nil when they hold no CR (most files).
    static func unifiedLineEndings(_ bytes: ArraySlice<UInt8>) -> [UInt8]? {
        let hasCR = bytes.withUnsafeBufferPointer { buffer in
            buffer.count > 0 && memchr(buffer.baseAddress!, 0x0D, buffer.count) != nil
        }
        guard hasCR else { return nil }
        var unified: [UInt8] = []
        unified.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            guard byte == 0x0D else { unified.append(byte); continue }
            unified.append(0x0A)
            if index < bytes.endIndex, bytes[index] == 0x0A { index += 1 }
        }
        return unified
    }

    /// Lines invalid in a file that is not UTF-8 at all (saved in Shift_JIS, EUC-KR, Latin-1).
    static let legacyEncodingLines = 3

    /// One warning per line holding invalid UTF-8; for a file where `legacyEncodingLines` or more
    /// do, one warning at the first, saying the file is in another encoding: a line-by-line list
    /// of a whole file says nothing more, and hides what to do.
    static func invalidUTF8Warnings(lines: [Int], of count: Int, file: String) -> [Diagnostic] {
        guard lines.count >= legacyEncodingLines, let first = lines.first else {
            return lines.map { Diagnostic(.warning, "invalid UTF-8 replaced with U+FFFD", file: file, line: $0) }
        }
        return [Diagnostic(.warning, "invalid UTF-8 replaced with U+FFFD on \(lines.count) of \(count) lines, from this one on: "
                           + "the file is not UTF-8 (a legacy encoding such as Shift_JIS, EUC-KR or Latin-1?); "
                           + "its text is unreadable until it is saved as UTF-8", file: file, line: first)]
    }

    /// The line of the first surrogate without its partner, if any: where the warning points.
    static func firstUnpairedSurrogateLine(_ units: [UInt16]) -> Int? {
        var line = 1
        var index = 0
        while index < units.count {
            let unit = units[index]
            // CR LF ends one line, as a lone CR or LF does.
            if unit == 0x0A || (unit == 0x0D && (index + 1 == units.count || units[index + 1] != 0x0A)) { line += 1 }
            if (0xD800...0xDBFF).contains(unit) {
                guard index + 1 < units.count, (0xDC00...0xDFFF).contains(units[index + 1]) else { return line }
                index += 2
                continue
            }
            if (0xDC00...0xDFFF).contains(unit) { return line }
            index += 1
        }
        return nil
    }

    /// A file that opens with a UTF-16 byte order mark, decoded as UTF-16 of that byte order
    /// (unpaired surrogates become U+FFFD, with a warning), then as UTF-8 text would be.
    private static func utf16Text(_ bytes: [UInt8], file: String) -> DecodedSource? {
        guard bytes.count >= 2 else { return nil }
        let littleEndian: Bool
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): littleEndian = true
        case (0xFE, 0xFF): littleEndian = false
        default: return nil
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(littleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        var diagnostics = [Diagnostic(.warning, "decoded as UTF-16 (\(littleEndian ? "little" : "big")-endian) from its byte order mark; "
                                      + "save it as UTF-8", file: file, line: 1)]
        if bytes.count % 2 == 1 {
            diagnostics.append(Diagnostic(.warning, "UTF-16 text ends in half a code unit; the last byte is dropped", file: file))
        }
        var text = String(decoding: units, as: UTF16.self)
        if let line = firstUnpairedSurrogateLine(units) {
            diagnostics.append(Diagnostic(.warning, "unpaired UTF-16 surrogates replaced with U+FFFD", file: file, line: line))
        }
        // The rest as any text: NUL bytes and NFC.
        let decoded = decode(Array(text.utf8), file: file)
        text = decoded.text
        return DecodedSource(text: text, diagnostics: diagnostics + decoded.diagnostics)
    }

    /// `text` in NFC. Simple text (see `SimpleText`) is NFC already, so only the lines that are not
    /// pay for Foundation's normalisation: a line feed never reorders or composes with what is
    /// around it, so the NFC of the text is the NFC of each line.
    static func precomposed(_ text: String) -> String {
        guard !SimpleText.isSimple(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var first = true
        for line in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
            if !first { result += "\n" }
            first = false
            let line = Substring(line)
            result += SimpleText.isSimple(line) ? String(line) : line.precomposedStringWithCanonicalMapping
        }
        return result
    }
}
