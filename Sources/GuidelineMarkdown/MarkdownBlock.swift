/// A block of a Markdown document with its position in the source.
public struct MarkdownBlock: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case paragraph
        case heading(level: Int)
        case blockQuote
        case list(ordered: Bool)
        case listItem
        case codeBlock(info: String, literal: String)
        case htmlBlock(String)
        case thematicBreak
        case customBlock
    }

    public var kind: Kind
    public var range: SourceRange
    /// Child blocks (block quotes, lists, list items).
    public var children: [MarkdownBlock]
    /// Inline content (paragraphs, headings).
    public var inlines: [MarkdownInline]

    public init(kind: Kind, range: SourceRange, children: [MarkdownBlock] = [], inlines: [MarkdownInline] = []) {
        self.kind = kind
        self.range = range
        self.children = children
        self.inlines = inlines
    }
}
