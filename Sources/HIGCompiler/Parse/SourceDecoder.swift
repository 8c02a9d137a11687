import Foundation

/// Turns raw bytes into parser-ready text without losing anything a reader could see.
///
/// - a UTF-8 byte order mark is dropped;
/// - invalid UTF-8 is replaced by U+FFFD, with one warning per affected line;
/// - NUL bytes (binary files named `.md`) become U+FFFD so the C parser sees the whole text;
/// - text is normalised to NFC, so NFD Hangul yields the same statements, ids and hashes.
///
/// Line endings are left alone: cmark treats CR, LF and CRLF alike, and line numbers stay exact.
public enum SourceDecoder {
    public static func decode(_ bytes: [UInt8], file: String) -> DecodedSource {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }

        var diagnostics: [Diagnostic] = []
        var text: String
        if let valid = String(validating: body, as: UTF8.self) {
            text = valid
        } else {
            text = ""
            text.reserveCapacity(body.count)
            var lineNumber = 1
            var lineStart = body.startIndex
            while lineStart < body.endIndex {
                let lineEnd = body[lineStart...].firstIndex(of: 0x0A).map { $0 + 1 } ?? body.endIndex
                let line = body[lineStart..<lineEnd]
                if let valid = String(validating: line, as: UTF8.self) {
                    text += valid
                } else {
                    text += String(decoding: line, as: UTF8.self)
                    diagnostics.append(Diagnostic(.warning, "invalid UTF-8 replaced with U+FFFD", file: file, line: lineNumber))
                }
                lineNumber += 1
                lineStart = lineEnd
            }
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
