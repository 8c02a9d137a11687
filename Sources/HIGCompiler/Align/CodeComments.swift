/// Code with its comments left out: a translation translates the comments of a code sample
/// (`// Let people write …` → `// 사용자가 …`) and keeps the code, so only the code is an anchor.
enum CodeComments {
    static func withoutComments(_ code: String) -> String {
        guard code.contains("//") || code.contains("/*") || code.contains("#") else { return code }
        var text = code
        // Block comments, wherever they are.
        var searchStart = text.startIndex
        while let open = text.range(of: "/*", range: searchStart..<text.endIndex) {
            guard let close = text.range(of: "*/", range: open.upperBound..<text.endIndex) else { break }
            text.replaceSubrange(open.lowerBound..<close.upperBound, with: " ")
            searchStart = open.lowerBound
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            // `# comment` (shell, Python, Ruby): a hash and a space opening the line; `#if` is code.
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("# ") || trimmed == "#" { return "" }
            return lineCommentStart(in: line).map { line[..<$0] } ?? line
        }
        return lines.joined(separator: "\n")
    }

    /// Where a `//` comment starts: at the line's start or after whitespace, outside a string
    /// literal (`"https://…"` holds no comment).
    private static func lineCommentStart(in line: Substring) -> Substring.Index? {
        var inString = false
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString, character == "/", previous.isWhitespace || index == line.startIndex,
               line.index(after: index) < line.endIndex, line[line.index(after: index)] == "/" {
                return index
            }
            previous = character
            index = line.index(after: index)
        }
        return nil
    }
}
