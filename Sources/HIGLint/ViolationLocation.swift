/// Where a violation is: a file as the user named it, and a 1-based line and column.
public struct ViolationLocation: Hashable, Sendable, Comparable, Codable {
    /// The file, relative to the current directory when inside it, else absolute.
    public let path: String
    public let line: Int
    /// The column in UTF-8 bytes, as the Swift compiler and Xcode count it.
    public let column: Int
    /// The column in UTF-16 code units, as SARIF counts it by default. Differs from `column` only
    /// after non-ASCII text on the same line.
    public let utf16Column: Int

    public init(path: String, line: Int, column: Int, utf16Column: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
        self.utf16Column = utf16Column ?? column
    }

    public static func < (lhs: ViolationLocation, rhs: ViolationLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
