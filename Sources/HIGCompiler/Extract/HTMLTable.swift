import Foundation
import GuidelineMarkdown

/// An HTML `<table>` block, read as the pipe table it stands for (`PipeTable`). Translations kept
/// on GitHub write tables in HTML when a cell holds a list or a line break; read as prose, the
/// cells would join the English explanation alone, and a translation would seem to lose the
/// table's links, symbols and numbers.
enum HTMLTable {
    /// An HTML table read as a pipe table.
    struct Reading {
        /// The rows as pipe-table text (a delimiter row after the first), cells as plain text.
        var source: String
        /// The inlines of the cells (for their links).
        var inlines: [MarkdownInline]
        /// The rows as a pipe table whose cells keep their Markdown (`**…**` for `<b>…</b>`):
        /// a bold sentence opening a row lays out a rule, as in a pipe table (`PipeTable`).
        var markdown: String
        /// Per row, the line of `html` (from 0) its `<tr>` opens on.
        var rowLines: [Int]
    }

    /// The table, when `html` is a table and nothing else.
    static func read(_ html: String) -> Reading? {
        let trimmed = html.drop { $0.isWhitespace }
        guard trimmed.prefix(6).lowercased() == "<table", html.range(of: "</table>", options: .caseInsensitive) != nil else { return nil }
        func find(_ tag: String, _ range: Range<String.Index>) -> Range<String.Index>? {
            html.range(of: tag, options: .caseInsensitive, range: range)
        }
        var rows: [[String]] = []
        var markdownRows: [[String]] = []
        var rowLines: [Int] = []
        var inlines: [MarkdownInline] = []
        var lineCounted = (upTo: html.startIndex, lines: 0)
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
            var markdownCells: [String] = []
            var headerCells = 0
            var dataClose = find("</td>", rowStart.upperBound..<rowEnd)
            var headerClose = find("</th>", rowStart.upperBound..<rowEnd)
            var open = nextCell(in: html, from: rowStart.upperBound, before: rowEnd)
            while let cellOpen = open, let contentStart = html.range(of: ">", range: cellOpen..<rowEnd)?.upperBound {
                if "hH".contains(html[html.index(cellOpen, offsetBy: 2)]) { headerCells += 1 }
                while let close = dataClose, close.lowerBound < contentStart { dataClose = find("</td>", close.upperBound..<rowEnd) }
                while let close = headerClose, close.lowerBound < contentStart { headerClose = find("</th>", close.upperBound..<rowEnd) }
                open = nextCell(in: html, from: contentStart, before: rowEnd)
                let close = [dataClose?.lowerBound, headerClose?.lowerBound, open].compactMap { $0 }.min() ?? rowEnd
                let cellHTML = String(html[contentStart..<close])
                let markdown = HTMLBlockText.markdown(from: cellHTML)?.text ?? ""
                let cellInlines = MarkdownParser.parse(markdown).blocks.flatMap { $0.inlines }
                inlines += cellInlines + [.text(" ")]
                cells.append(TextNormalizer.normalize(cellInlines.plainText).replacingOccurrences(of: "|", with: "\\|"))
                let line = markdown.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty }.joined(separator: " ")
                markdownCells.append(line.replacingOccurrences(of: "|", with: "\\|"))
            }
            if !cells.isEmpty {
                // A table without a header row (no `<th>` in its first): a pipe table needs one,
                // and its first row is content like the others.
                if rows.isEmpty, headerCells == 0 {
                    rows.append(Array(repeating: "", count: cells.count))
                    markdownRows.append(Array(repeating: "", count: cells.count))
                    rowLines.append(0)
                }
                rows.append(cells)
                markdownRows.append(markdownCells)
                // Lines counted on from the last row, not from the top each time.
                lineCounted.lines += html[lineCounted.upTo..<rowStart.lowerBound].reduce(0) { $1.isNewline ? $0 + 1 : $0 }
                lineCounted.upTo = rowStart.lowerBound
                rowLines.append(lineCounted.lines)
            }
        }
        guard !rows.isEmpty else { return nil }
        return Reading(source: pipeTable(rows), inlines: inlines, markdown: pipeTable(markdownRows), rowLines: rowLines)
    }

    private static func pipeTable(_ rows: [[String]]) -> String {
        var lines = rows.map { "| " + $0.joined(separator: " | ") + " |" }
        lines.insert("| " + Array(repeating: "---", count: rows[0].count).joined(separator: " | ") + " |", at: 1)
        return lines.joined(separator: "\n")
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
