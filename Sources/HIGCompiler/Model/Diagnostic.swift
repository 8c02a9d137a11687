/// A problem with the input, always tied to a file (and a line when there is one).
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Codable {
        case warning
        case error
    }

    public var severity: Severity
    public var message: String
    public var file: String
    public var line: Int?

    public init(_ severity: Severity, _ message: String, file: String, line: Int? = nil) {
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
    }

    /// By file, then line (a file's own message first), then message: the order a reader
    /// goes through them, whatever order the stages found them in.
    public static func fileOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        (lhs.file, lhs.line ?? 0, lhs.message) < (rhs.file, rhs.line ?? 0, rhs.message)
    }

    /// `file:line: warning: message`, the format editors and CI logs link.
    public var description: String {
        let location = line.map { "\(file):\($0)" } ?? file
        return "\(location): \(severity.rawValue): \(message)"
    }
}
