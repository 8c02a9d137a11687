import GuidelineMarkdown

/// A GitHub-flavoured pipe table, which plain CommonMark reads as one paragraph of `|` rows.
///
/// Pages keep specifications in tables (sizes per platform, a control's states). Read as prose,
/// the rows would join the explanation before them, or, if a cell is bold, read as a statement;
/// the extractor passes them over, as it does HTML blocks.
enum PipeTable {
    /// The table's rows, one per line, as their text reads (markup flattened, cells kept).
    static func source(_ inlines: [MarkdownInline]) -> String {
        var lines: [String] = [""]
        for inline in inlines {
            switch inline {
            case .softBreak, .lineBreak: lines.append("")
            default: lines[lines.count - 1] += inline.plainText
            }
        }
        return lines.map { $0.trimmingSpaces() }.joined(separator: "\n")
    }

    /// Whether a paragraph's lines are a header row, a delimiter row (`| --- | :-: |`) and body rows.
    static func reads(_ inlines: [MarkdownInline]) -> Bool {
        // Cheap refusal first: a table's first line has a pipe in its text.
        let firstLine = inlines.prefix { if case .softBreak = $0 { false } else if case .lineBreak = $0 { false } else { true } }
        guard firstLine.count < inlines.count,
              firstLine.contains(where: { if case .text(let text) = $0 { text.utf8.contains(0x7C) } else { false } })
        else { return false }
        var lines: [String] = [""]
        for inline in inlines {
            switch inline {
            case .softBreak, .lineBreak:
                if lines.count == 2 { return isDelimiterRow(lines[1]) && cells(lines[0]) == cells(lines[1]) }
                lines.append("")
            default:
                lines[lines.count - 1] += inline.plainText
            }
        }
        return lines.count == 2 && isDelimiterRow(lines[1]) && cells(lines[0]) == cells(lines[1])
    }

    /// `| --- | :--: |`, `---|---`: cells of dashes with optional alignment colons, and a pipe.
    static func isDelimiterRow(_ line: String) -> Bool {
        guard line.contains("|") else { return false }
        let cells = cellTexts(line)
        return !cells.isEmpty && cells.allSatisfy { cell in
            var body = Substring(cell.trimmingSpaces())
            if body.hasPrefix(":") { body = body.dropFirst() }
            if body.hasSuffix(":") { body = body.dropLast() }
            return !body.isEmpty && body.allSatisfy { $0 == "-" }
        }
    }

    /// How many cells a row has.
    static func cells(_ line: String) -> Int { cellTexts(line).count }

    private static func cellTexts(_ line: String) -> [String] {
        var row = Substring(line.trimmingSpaces())
        if row.hasPrefix("|") { row = row.dropFirst() }
        if row.hasSuffix("|") && !row.hasSuffix("\\|") { row = row.dropLast() }
        // `\|` is a pipe inside a cell.
        var cells: [String] = [""]
        var escaped = false
        for character in row {
            if character == "|" && !escaped {
                cells.append("")
            } else {
                cells[cells.count - 1].append(character)
            }
            escaped = character == "\\"
        }
        return cells
    }
}

private extension String {
    func trimmingSpaces() -> String { LexiconText.trimmingSpaces(self) }
}
