import GuidelineMarkdown
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A GitHub-flavoured pipe table, which plain CommonMark reads as one paragraph of `|` rows.
///
/// Pages keep specifications in tables (sizes per platform, a control's states). Read as prose,
/// the rows would join the explanation before them, or, if a cell is bold, read as a statement;
/// the extractor keeps them apart, in the `tables` of the statement they follow.
enum PipeTable {
    /// The table's rows, one per line, as their text reads (markup flattened, cells kept).
    static func source(_ inlines: [MarkdownInline]) -> String {
        rows(inlines).map { $0.trimmingSpaces() }.joined(separator: "\n")
    }

    /// The text of a paragraph's lines, at most `limit` of them.
    private static func rows(_ inlines: [MarkdownInline], limit: Int = .max) -> [String] {
        var lines: [String] = [""]
        for inline in inlines {
            switch inline {
            case .softBreak, .lineBreak:
                if lines.count == limit { return lines }
                lines.append("")
            default:
                lines[lines.count - 1] += inline.plainText
            }
        }
        return lines
    }

    /// Whether a paragraph's lines are a header row, a delimiter row (`| --- | :-: |`) and body rows.
    /// The header may count more cells than the delimiter row: the parser has already turned an
    /// escaped `\|` inside a cell into a plain pipe.
    static func reads(_ inlines: [MarkdownInline]) -> Bool {
        // Cheap refusal first: a table has a line break, and a pipe in the text of its first line.
        guard let firstBreak = inlines.firstIndex(where: { if case .softBreak = $0 { true } else if case .lineBreak = $0 { true } else { false } }),
              inlines[..<firstBreak].contains(where: { inline in
                  guard case .text(let text) = inline else { return false }
                  return SimpleText.withUTF8(text) { $0.count > 0 && memchr($0.baseAddress!, 0x7C, $0.count) != nil }
              })
        else { return false }
        let lines = rows(inlines, limit: 2)
        return lines.count == 2 && isDelimiterRow(lines[1]) && cells(lines[0]) >= cells(lines[1])
    }

    /// The body rows of a table whose rows are guidelines (each row's first cell opens with a
    /// bold sentence: `| **Limit the number of segments.** Wider … | **세그먼트 수를 제한하세요.** … |`),
    /// each as its cells' inlines; nil for any other table. Such a table lays a page's rules
    /// out side by side, one language a column; read as a specification, its rules were lost.
    /// A specification with a bold note in some cell (`| iOS | 44 pt | **Use the system
    /// stepper.** |`) stays a table: its rows lead with what they specify.
    static func guidelineRows(_ inlines: [MarkdownInline]) -> [[[MarkdownInline]]]? {
        // Each body row's first cell is read before any row is split into cells: most tables are
        // specifications, turned down at their first row.
        var rowStarts = [inlines.startIndex]
        for index in inlines.indices {
            if case .softBreak = inlines[index] { rowStarts.append(index + 1) } else if case .lineBreak = inlines[index] { rowStarts.append(index + 1) }
        }
        guard rowStarts.count > 2 else { return nil }
        for (number, start) in rowStarts.enumerated().dropFirst(2) {
            let end = number + 1 < rowStarts.count ? rowStarts[number + 1] - 1 : inlines.endIndex
            guard Self.firstCell(inlines[start..<end]).opensWithBoldSentence else { return nil }
        }
        let rows = cellInlines(inlines).dropFirst(2).map { cells in
            cells.filter { cell in !cell.allSatisfy { if case .text(let text) = $0 { return SimpleText.isBlank(text) } else { return false } } }
        }.filter { !$0.isEmpty }
        return rows.isEmpty ? nil : rows
    }

    /// The inlines of a row's first cell: after the row's opening pipe, up to the next pipe.
    private static func firstCell(_ row: ArraySlice<MarkdownInline>) -> [MarkdownInline] {
        var cell: [MarkdownInline] = []
        var opened = false
        for inline in row {
            guard case .text(let text) = inline, let pipe = text.firstIndex(of: "|") else {
                cell.append(inline)
                opened = true
                continue
            }
            let before = text[..<pipe]
            if opened || !SimpleText.isBlank(before) {
                if !before.isEmpty { cell.append(.text(String(before))) }
                return cell
            }
            // The row's opening pipe: the cell starts after it, and may end in the same text.
            opened = true
            let rest = text[text.index(after: pipe)...]
            if let next = rest.firstIndex(of: "|") {
                return [.text(String(rest[..<next]))]
            }
            if !rest.isEmpty { cell.append(.text(String(rest))) }
        }
        return cell
    }

    /// Every row's cells as inlines: rows split at line breaks, cells at the pipes of text.
    private static func cellInlines(_ inlines: [MarkdownInline]) -> [[[MarkdownInline]]] {
        var rows: [[[MarkdownInline]]] = []
        var row: [[MarkdownInline]] = []
        var cell: [MarkdownInline] = []
        for inline in inlines {
            switch inline {
            case .softBreak, .lineBreak:
                row.append(cell)
                rows.append(row)
                (row, cell) = ([], [])
            case .text(let text) where text.utf8.contains(0x7C):
                for (index, piece) in text.split(separator: "|", omittingEmptySubsequences: false).enumerated() {
                    if index > 0 {
                        row.append(cell)
                        cell = []
                    }
                    if !piece.isEmpty { cell.append(.text(String(piece))) }
                }
            default:
                cell.append(inline)
            }
        }
        row.append(cell)
        rows.append(row)
        return rows
    }

    /// `| --- | :--: |`, `---|---`: cells of dashes with optional alignment colons, and a pipe.
    static func isDelimiterRow(_ line: String) -> Bool {
        guard line.contains("|") else { return false }
        let cells = cellTexts(line)
        return !cells.isEmpty && cells.allSatisfy { cell in
            var body = Substring(String(cell).trimmingSpaces())
            if body.hasPrefix(":") { body = body.dropFirst() }
            if body.hasSuffix(":") { body = body.dropLast() }
            return !body.isEmpty && body.allSatisfy { $0 == "-" }
        }
    }

    /// How many cells a row has.
    static func cells(_ line: String) -> Int { cellTexts(line).count }

    private static func cellTexts(_ line: String) -> [Substring] {
        var row = Substring(line.trimmingSpaces())
        if row.hasPrefix("|") { row = row.dropFirst() }
        if row.hasSuffix("|") && !row.hasSuffix("\\|") { row = row.dropLast() }
        // Split on the bytes of `|` (ASCII, so every split is between characters); `\|` is a
        // pipe inside a cell.
        var cells: [Substring] = []
        let utf8 = row.utf8
        var start = utf8.startIndex, index = utf8.startIndex
        var previous: UInt8 = 0
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == 0x7C && previous != 0x5C {
                cells.append(row[start..<index])
                start = utf8.index(after: index)
            }
            previous = byte
            index = utf8.index(after: index)
        }
        cells.append(row[start...])
        return cells
    }
}

private extension String {
    func trimmingSpaces() -> String { LexiconText.trimmingSpaces(self) }
}
