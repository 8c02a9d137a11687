/// Problems with `higc.yml` or with settings given on the command line. Each names the file and,
/// when YAML gives one, the line, so the message can be clicked in an editor. The CLI exits 2.
public enum ConfigurationError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case invalidYAML(path: String, line: Int?, reason: String)
    case unknownKey(path: String, line: Int?, key: String, suggestion: String?)
    case invalidValue(path: String, line: Int?, key: String, reason: String)
    case fileExists(path: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "\(path): cannot read configuration: \(reason)"
        case .invalidYAML(let path, let line, let reason):
            return "\(Self.location(path, line)): not valid YAML: \(reason)"
        case .unknownKey(let path, let line, let key, let suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "; known keys: \(ConfigurationLoader.keys.joined(separator: ", "))"
            return "\(Self.location(path, line)): unknown key '\(key)'\(hint)"
        case .invalidValue(let path, let line, let key, let reason):
            return "\(Self.location(path, line)): \(key): \(reason)"
        case .fileExists(let path):
            return "\(path) already exists; pass --force to overwrite it"
        }
    }

    private static func location(_ path: String, _ line: Int?) -> String {
        line.map { "\(path):\($0)" } ?? path
    }
}
