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
        var position = html.startIndex
        while let rowStart = find("<tr", position..<html.endIndex) {
            let rowEnd = find("</tr>", rowStart.upperBound..<html.endIndex)?.lowerBound
                ?? find("</table>", rowStart.upperBound..<html.endIndex)?.lowerBound ?? html.endIndex
            var cells: [String] = []
            var cellPosition = rowStart.upperBound
            while let open = nextCell(in: html, from: cellPosition, before: rowEnd),
                  let contentStart = html.range(of: ">", range: open..<rowEnd)?.upperBound {
                let close = [find("</td>", contentStart..<rowEnd)?.lowerBound, find("</th>", contentStart..<rowEnd)?.lowerBound,
                             nextCell(in: html, from: contentStart, before: rowEnd)].compactMap { $0 }.min() ?? rowEnd
                let cellHTML = String(html[contentStart..<close])
                let markdown = HTMLBlockText.markdown(from: cellHTML)?.text ?? ""
                let cellInlines = MarkdownParser.parse(markdown).blocks.flatMap { $0.inlines }
                inlines += cellInlines + [.text(" ")]
                cells.append(TextNormalizer.normalize(cellInlines.plainText).replacingOccurrences(of: "|", with: "\\|"))
                cellPosition = close
            }
            if !cells.isEmpty { rows.append(cells) }
            position = rowEnd
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
