/// A Swift file to lint: where it is, and how reports name it.
public struct SourceFile: Hashable, Sendable {
    /// Absolute, normalized path.
    public let path: String
    /// Relative to the current directory when inside it, else absolute.
    public let displayPath: String

    public init(path: String, displayPath: String) {
        self.path = path
        self.displayPath = displayPath
    }
}
