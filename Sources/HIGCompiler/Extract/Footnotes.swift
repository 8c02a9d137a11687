import GuidelineMarkdown

/// Footnotes as GitHub, Zenn and Qiita write them: `[^1]` after a sentence, `[^1]: …` further
/// down. CommonMark reads both as plain text, so without this a definition would run on as the
/// explanation of the statement before it, and a reference would put its label ("1") into the
/// sentence it marks, and into the sentence's numbers.
///
/// A definition is a note about the page, not part of a guideline: it joins no explanation.
/// References are removed only for labels the page defines; other brackets are text.
enum Footnotes {
    /// The label of a paragraph that defines a footnote (`[^label]: text`), or nil.
    static func definitionLabel(_ inlines: [MarkdownInline]) -> String? {
        guard case .text(let text)? = inlines.first else { return nil }
        let bytes = Array(text.utf8.prefix(256))
        guard bytes.count > 4, bytes[0] == 0x5B, bytes[1] == 0x5E, // [^
              let close = bytes.firstIndex(of: 0x5D), close > 2, close + 1 < bytes.count, bytes[close + 1] == 0x3A
        else { return nil }
        let label = bytes[2..<close]
        guard !label.contains(where: { $0 == 0x20 || $0 == 0x09 || $0 == 0x5B }) else { return nil }
        return String(decoding: label, as: UTF8.self)
    }

    /// Every label the blocks define, nested blocks included: definitions written on adjacent
    /// lines are one paragraph to CommonMark, so each line is read.
    static func definedLabels(in blocks: [MarkdownBlock]) -> Set<String> {
        var labels: Set<String> = []
        func visit(_ blocks: [MarkdownBlock]) {
            for block in blocks {
                if case .paragraph = block.kind, let label = definitionLabel(block.inlines) {
                    labels.insert(label)
                    for (index, inline) in block.inlines.enumerated() where index + 1 < block.inlines.count {
                        guard case .softBreak = inline, let next = definitionLabel(Array(block.inlines[(index + 1)...])) else { continue }
                        labels.insert(next)
                    }
                }
                visit(block.children)
            }
        }
        visit(blocks)
        return labels
    }

    /// A reference CommonMark resolved as a link: a definition without spaces (`[^1]: 詳しくは…`)
    /// reads to it as a link reference definition, and `[^1]` as a link to it.
    static func isResolvedReference(_ inline: MarkdownInline) -> Bool {
        guard case .link(_, _, let children) = inline, children.count == 1, case .text(let text) = children[0] else { return false }
        return text.hasPrefix("^") && text.count > 1 && !text.contains(where: \.isWhitespace)
    }

    /// The inlines without references to `labels` (`[^label]`), and without references
    /// CommonMark resolved as links.
    static func removingReferences(from inlines: [MarkdownInline], labels: Set<String>) -> [MarkdownInline] {
        let inlines = inlines.contains(where: isResolvedReference) ? inlines.filter { !isResolvedReference($0) } : inlines
        guard !labels.isEmpty else { return inlines }
        return inlines.map { inline in
            switch inline {
            case .text(let text) where text.utf8.contains(0x5E): return .text(removingReferences(from: text, labels: labels))
            case .emphasis(let children): return .emphasis(removingReferences(from: children, labels: labels))
            case .strong(let children): return .strong(removingReferences(from: children, labels: labels))
            case .link(let destination, let title, let children):
                return .link(destination: destination, title: title, children: removingReferences(from: children, labels: labels))
            default: return inline
            }
        }
    }

    private static func removingReferences(from text: String, labels: Set<String>) -> String {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x5B, index + 1 < bytes.count, bytes[index + 1] == 0x5E,
               let close = bytes[(index + 2)...].firstIndex(of: 0x5D), close > index + 2,
               labels.contains(String(decoding: bytes[(index + 2)..<close], as: UTF8.self)) {
                index = close + 1
                continue
            }
            output.append(bytes[index])
            index += 1
        }
        return output.count == bytes.count ? text : String(decoding: output, as: UTF8.self)
    }
}
