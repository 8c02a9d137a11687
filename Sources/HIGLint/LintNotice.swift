/// Something a run says about its input rather than about the guidelines: a file that does not
/// parse, a file that is not text. Printed on standard error in the compiler's format,
/// `path:line:column: warning: message` (`path: warning: message` for a whole file), so that
/// Xcode and editors show it beside the violations. Notices never change the exit status, and
/// they stay out of the JSON and SARIF output, whose shape is the violations'.
public struct LintNotice: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file, named as violations name it.
    public let path: String
    /// 1-based line and UTF-8 column; nil when the notice is about the whole file.
    public let line: Int?
    public let column: Int?
    public let message: String

    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        var location = path
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return "\(location): warning: \(message)"
    }

    /// By path, then position (a whole-file notice first), then message.
    public static func < (lhs: LintNotice, rhs: LintNotice) -> Bool {
        (lhs.path, lhs.line ?? 0, lhs.column ?? 0, lhs.message) < (rhs.path, rhs.line ?? 0, rhs.column ?? 0, rhs.message)
    }
}
