/// A span of the parsed text, 1-based lines and columns as cmark reports them.
///
/// Columns count UTF-8 bytes, like cmark does; lines are what people read in an editor.
public struct SourceRange: Hashable, Sendable, Codable {
    public var startLine: Int
    public var startColumn: Int
    public var endLine: Int
    public var endColumn: Int

    public init(startLine: Int, startColumn: Int, endLine: Int, endColumn: Int) {
        self.startLine = startLine
        self.startColumn = startColumn
        self.endLine = endLine
        self.endColumn = endColumn
    }
}
