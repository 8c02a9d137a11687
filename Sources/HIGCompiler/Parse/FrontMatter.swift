/// Metadata that static-site generators put before a page's Markdown: YAML between `---` lines
/// (Jekyll, Hugo, Docusaurus, most blog exports) or TOML between `+++` lines (Hugo).
///
/// CommonMark knows nothing of it: the opening `---` is a thematic break and the last field plus
/// the closing `---` a setext heading, so a post's `title:` and `date:` would become a section of
/// the page, or the explanation of its first rule. The block is blanked line by line before
/// parsing, so every line after it keeps its number.
enum FrontMatter {
    /// Most lines a front matter block may span: a `---` further down is a thematic break.
    static let maximumLines = 200

    /// `text` with its front matter (if it opens with one) replaced by empty lines.
    static func blanked(_ text: String) -> String {
        guard let end = lineCount(text) else { return text }
        var lines = text.utf8.split(separator: 0x0A, maxSplits: end, omittingEmptySubsequences: false)
        let rest = lines.count > end ? Substring(lines.removeLast()) : ""
        return String(repeating: "\n", count: end) + rest
    }

    /// How many lines the front matter at the start of `text` spans, both fences included; nil
    /// when the text does not open with one.
    static func lineCount(_ text: String) -> Int? {
        guard text.hasPrefix("---") || text.hasPrefix("+++") else { return nil }
        // UTF-8 lines: a `Character` split would keep CR LF together and never split there.
        var lines = text.utf8.split(separator: 0x0A, maxSplits: maximumLines, omittingEmptySubsequences: false)
            .lazy.map { Substring($0) }.makeIterator()
        guard let first = lines.next() else { return nil }
        let opening = trimmed(first)
        let closings: Set<Substring> = opening == "---" ? ["---", "..."] : opening == "+++" ? ["+++"] : []
        guard !closings.isEmpty else { return nil }
        var count = 1
        var fields = 0
        while let line = lines.next(), count < maximumLines {
            count += 1
            let content = trimmed(line)
            if closings.contains(content) { return fields > 0 ? count : nil }
            if content.isEmpty || content.hasPrefix("#") || line.first == " " || line.first == "\t" || content.hasPrefix("- ") || content == "-" {
                continue
            }
            guard isField(content, toml: opening == "+++") else { return nil }
            fields += 1
        }
        return nil
    }

    /// The page's `title` field (`title: Sliders`, `title = "Sliders"`), unquoted: the page's
    /// name when its Markdown has no level-1 heading, as a static site renders it above the text.
    static func title(in text: String) -> String? {
        guard let end = lineCount(text) else { return nil }
        let toml = text.hasPrefix("+++")
        for line in text.utf8.split(separator: 0x0A, maxSplits: end, omittingEmptySubsequences: false).prefix(end).dropFirst() {
            // Top-level fields only: an indented `title:` belongs to a nested map.
            let field = trimmed(Substring(line))
            guard let separator = field.firstIndex(of: toml ? "=" : ":"),
                  field[..<separator].trimmingSuffix(while: { $0 == " " }) == "title" else { continue }
            var value = field[field.index(after: separator)...].drop(while: { $0 == " " || $0 == "\t" })
            if let quote = value.first, quote == "\"" || quote == "'", value.count >= 2, value.last == quote {
                value = value.dropFirst().dropLast()
            }
            return value.isEmpty ? nil : String(value)
        }
        return nil
    }

    /// `key: value` (YAML) or `key = value` (TOML), or a TOML table header.
    private static func isField(_ line: Substring, toml: Bool) -> Bool {
        if toml, line.hasPrefix("["), line.hasSuffix("]") { return true }
        let separator: Character = toml ? "=" : ":"
        guard let index = line.firstIndex(of: separator), index > line.startIndex else { return false }
        let key = line[..<index].trimmingSuffix(while: { $0 == " " })
        guard !key.isEmpty, !key.contains(" ") || key.first == "\"" || key.first == "'" else { return false }
        let after = line[line.index(after: index)...]
        return toml || after.isEmpty || after.first == " " || after.first == "\t"
    }

    private static func trimmed(_ line: Substring) -> Substring {
        line.trimmingSuffix(while: { $0 == " " || $0 == "\t" || $0 == "\r" })
    }
}

private extension Substring {
    func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
        return self[..<end]
    }
}
