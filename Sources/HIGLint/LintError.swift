/// Why a lint run could not start or finish: bad input, as opposed to violations found.
/// The command line exits with status 2 for these.
public enum LintError: Error, Equatable, CustomStringConvertible {
    /// A configuration file that cannot be read.
    case unreadableConfiguration(path: String, reason: String)
    /// A configuration file that is not valid: `message` says what and where.
    case invalidConfiguration(path: String, message: String)
    /// A path to lint that does not exist.
    case pathNotFound(String)
    /// A file named explicitly that is not a Swift file.
    case notSwiftFile(String)
    /// A Swift file that cannot be read.
    case unreadableFile(path: String, reason: String)
    /// A message language the catalog has no statements in.
    case unknownLanguage(String, available: [String])

    public var description: String {
        switch self {
        case .unreadableConfiguration(let path, let reason):
            return "\(path): cannot read configuration: \(reason)"
        case .invalidConfiguration(let path, let message):
            return "\(path): \(message)"
        case .pathNotFound(let path):
            return "\(path): no such file or directory"
        case .notSwiftFile(let path):
            return "\(path): not a Swift file"
        case .unreadableFile(let path, let reason):
            return "\(path): cannot read: \(reason)"
        case .unknownLanguage(let language, let available):
            return "unknown language '\(language)'; the catalog has \(available.joined(separator: ", "))"
        }
    }
}
