import Foundation

/// Bold typed with an input method's full-width asterisks: `＊＊…してください。＊＊`.
///
/// Japanese and Chinese input methods turn `*` into `＊` (U+FF0A) unless switched off, and
/// Markdown knows only the ASCII marker: the page shows the asterisks and its lead is no
/// statement. A line whose text opens with `＊＊` and closes it later (after any quote and list
/// markers) has that pair rewritten as `**` before parsing, and is reported; nothing else is
/// touched, so every line keeps its number.
enum FullWidthBold {
    static let marker = "＊＊"

    /// `text` with each full-width bold lead made ASCII, and the (1-based) lines rewritten.
    static func rewritten(_ text: String) -> (text: String, lines: [Int]) {
        // Most pages have none: one byte search decides.
        guard SimpleText.firstByteOffset(of: marker, in: text) != nil else { return (text, []) }
        var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Substring($0) }
        var rewrittenLines: [Int] = []
        for index in lines.indices {
            guard let line = rewrittenLead(lines[index]) else { continue }
            lines[index] = Substring(line)
            rewrittenLines.append(index + 1)
        }
        return rewrittenLines.isEmpty ? (text, []) : (lines.joined(separator: "\n"), rewrittenLines)
    }

    /// The line with its leading full-width pair made `**`, or nil when it has none.
    static func rewrittenLead(_ line: Substring) -> String? {
        var rest = line[...]
        // Quote markers, indentation and one list marker: "> ", "- ", "1. ".
        while let first = rest.first, first == ">" || first == " " || first == "\t" { rest = rest.dropFirst() }
        if let first = rest.first, "-*+".contains(first), rest.dropFirst().first == " " {
            rest = rest.dropFirst(2)
        } else if let digits = rest.firstIndex(where: { !$0.isASCII || !$0.isNumber }), digits > rest.startIndex,
                  rest[digits] == "." || rest[digits] == ")", rest[rest.index(after: digits)...].first == " " {
            rest = rest[rest.index(digits, offsetBy: 2)...]
        }
        guard rest.hasPrefix(marker), let closing = rest.dropFirst(2).range(of: marker) else { return nil }
        let prefix = line[..<rest.startIndex]
        let after = rest[closing.upperBound...]
        // "＊＊…。＊＊次の文": a closing `**` after punctuation and before a letter is no closing
        // marker in CommonMark; the space the writer meant (the full-width pair shows where the
        // lead ends) makes it one.
        let gap = after.first.map { !$0.isWhitespace && !$0.isPunctuation } ?? false ? " " : ""
        return prefix + "**" + rest[rest.index(rest.startIndex, offsetBy: 2)..<closing.lowerBound] + "**" + gap + after
    }
}
