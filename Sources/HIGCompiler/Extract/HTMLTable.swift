import Foundation
import GuidelineMarkdown

/// An HTML `<table>` block, read as the pipe table it stands for (`PipeTable`). Translations kept
/// on GitHub write tables in HTML when a cell holds a list or a line break; read as prose, the
/// cells would join the English explanation alone, and a translation would seem to lose the
/// table's links, symbols and numbers.
enum HTMLTable {
    /// The table's rows as pipe-table Markdown (a delimiter row after the first), and the inlines
    /// of its cells (for their links), when `html` is a table and nothing else.
    static func read(_ html: String) -> (source: String, inlines: [MarkdownInline])? {
        let trimmed = html.drop { $0.isWhitespace }
        guard trimmed.prefix(6).lowercased() == "<table", html.range(of: "</table>", options: .caseInsensitive) != nil else { return nil }
        func find(_ tag: String, _ range: Range<String.Index>) -> Range<String.Index>? {
            html.range(of: tag, options: .caseInsensitive, range: range)
        }
        var rows: [[String]] = []
        var inlines: [MarkdownInline] = []
        // Each tag is looked for once past where it was last found, so a table whose rows are
        // never closed is read in one pass, not once per row.
        let tableEnd = find("</table>", html.startIndex..<html.endIndex)?.lowerBound ?? html.endIndex
        var rowClose = find("</tr>", html.startIndex..<html.endIndex)
        var nextRow = find("<tr", html.startIndex..<tableEnd)
        while let rowStart = nextRow {
            while let close = rowClose, close.lowerBound < rowStart.upperBound {
                rowClose = find("</tr>", close.upperBound..<html.endIndex)
            }
            nextRow = find("<tr", rowStart.upperBound..<tableEnd)
            let rowEnd = [rowClose?.lowerBound, nextRow?.lowerBound, tableEnd].compactMap { $0 }.min()!
            var cells: [String] = []
            var dataClose = find("</td>", rowStart.upperBound..<rowEnd)
            var headerClose = find("</th>", rowStart.upperBound..<rowEnd)
            var open = nextCell(in: html, from: rowStart.upperBound, before: rowEnd)
            while let cellOpen = open, let contentStart = html.range(of: ">", range: cellOpen..<rowEnd)?.upperBound {
                while let close = dataClose, close.lowerBound < contentStart { dataClose = find("</td>", close.upperBound..<rowEnd) }
                while let close = headerClose, close.lowerBound < contentStart { headerClose = find("</th>", close.upperBound..<rowEnd) }
                open = nextCell(in: html, from: contentStart, before: rowEnd)
                let close = [dataClose?.lowerBound, headerClose?.lowerBound, open].compactMap { $0 }.min() ?? rowEnd
                let cellHTML = String(html[contentStart..<close])
                let markdown = HTMLBlockText.markdown(from: cellHTML)?.text ?? ""
                let cellInlines = MarkdownParser.parse(markdown).blocks.flatMap { $0.inlines }
                inlines += cellInlines + [.text(" ")]
                cells.append(TextNormalizer.normalize(cellInlines.plainText).replacingOccurrences(of: "|", with: "\\|"))
            }
            if !cells.isEmpty { rows.append(cells) }
        }
        guard !rows.isEmpty else { return nil }
        var lines = rows.map { "| " + $0.joined(separator: " | ") + " |" }
        lines.insert("| " + Array(repeating: "---", count: rows[0].count).joined(separator: " | ") + " |", at: 1)
        return (lines.joined(separator: "\n"), inlines)
    }

    /// The next `<td` or `<th` (not `<thead`) in `text` from `start`, before `end`.
    private static func nextCell(in text: String, from start: String.Index, before end: String.Index) -> String.Index? {
        var position = start
        while position < end, let found = text.range(of: "<t", options: .caseInsensitive, range: position..<end) {
            let after = found.upperBound
            if after < end, "dhDH".contains(text[after]) {
                let next = text.index(after: after)
                if next < end, text[next] == ">" || text[next] == " " { return found.lowerBound }
            }
            position = after
        }
        return nil
    }
}
