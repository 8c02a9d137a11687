import CCmark

/// Parses CommonMark with libcmark and hands back plain Swift values.
///
/// Every cmark pointer lives and dies inside `parse`: the tree is copied into
/// `MarkdownBlock` values and freed before the function returns, so no caller
/// ever sees a node or has to think about its lifetime.
public enum MarkdownParser {
    /// Nesting deeper than this is flattened into text instead of recursing,
    /// so pathological input (100,000 nested quotes) cannot exhaust the stack.
    public static let maximumNestingDepth = 96

    public static func parse(_ text: String) -> MarkdownDocument {
        var text = text
        let root: OpaquePointer? = text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parse_document(chars.baseAddress, chars.count, CMARK_OPT_SOURCEPOS)
            }
        }
        guard let root else { return MarkdownDocument(blocks: []) }
        defer { cmark_node_free(root) }
        let reader = CmarkTreeReader(maximumDepth: maximumNestingDepth)
        return MarkdownDocument(blocks: reader.blocks(under: root, depth: 0))
    }
}
