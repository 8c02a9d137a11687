import GuidelineMarkdown

extension ContentBlock {
    /// The source line `statement` starts on: the block's own line unless the block runs over
    /// several lines and the statement starts on a later one ("Note" on one line and the
    /// requirement on the next; `• …` lines a translator typed as one paragraph).
    ///
    /// Found by comparing letters only: the statement's text was normalised and its line breaks
    /// became spaces (or nothing, between Japanese characters), so the first characters of the
    /// statement, without whitespace, are looked for in the block's lines, without whitespace.
    /// A statement that cannot be found (its text was rewritten) keeps the block's line.
    func line(of statement: String) -> Int {
        // Most blocks are one line: answered without building their text.
        guard Self.hasSourceBreak(inlines) else { return line }
        let lines = sourceLines
        guard lines.count > 1 else { return line }
        let wanted = Array(TextNormalizer.normalize(statement).unicodeScalars.lazy.filter { !$0.properties.isWhitespace }.prefix(40))
        guard !wanted.isEmpty else { return line }
        var letters: [Unicode.Scalar] = []
        var lineOfLetter: [Int] = []
        for (index, text) in lines.enumerated() {
            for scalar in TextNormalizer.normalize(text).unicodeScalars where !scalar.properties.isWhitespace {
                letters.append(scalar)
                lineOfLetter.append(index)
            }
        }
        guard letters.count >= wanted.count else { return line }
        for start in 0...(letters.count - wanted.count) where letters[start] == wanted[0] {
            if letters[start..<(start + wanted.count)].elementsEqual(wanted) { return line + lineOfLetter[start] }
        }
        return line
    }

    private static func hasSourceBreak(_ inlines: [MarkdownInline]) -> Bool {
        inlines.contains { inline in
            switch inline {
            case .softBreak, .lineBreak: return true
            case .emphasis(let children), .strong(let children), .link(_, _, let children), .image(_, _, let children):
                return hasSourceBreak(children)
            default: return false
            }
        }
    }

    /// The block's plain text split where its source lines break (soft and hard breaks; not
    /// `<br>`, which breaks the rendered line but not the source one).
    private var sourceLines: [String] {
        var lines = [""]
        func walk(_ inlines: [MarkdownInline]) {
            for inline in inlines {
                switch inline {
                case .softBreak, .lineBreak:
                    lines.append("")
                case .emphasis(let children), .strong(let children), .link(_, _, let children), .image(_, _, let children):
                    walk(children)
                default:
                    lines[lines.count - 1] += [inline].plainText
                }
            }
        }
        walk(inlines)
        return lines
    }
}
