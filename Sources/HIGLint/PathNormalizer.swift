/// Lexical path arithmetic: joining, `.` and `..`, relative forms. Symbolic links are not
/// resolved, so paths print the way the user wrote them.
public enum PathNormalizer {
    /// `path` made absolute against `base` (itself absolute), with `.` and `..` removed.
    public static func absolute(_ path: String, relativeTo base: String) -> String {
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        var components: [Substring] = []
        for component in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// `path` relative to `base` when it is inside it; otherwise `path` unchanged. Both absolute
    /// and normalized.
    public static func display(_ path: String, relativeTo base: String) -> String {
        if path == base { return "." }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The directory holding `path` (absolute, normalized).
    public static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// The components of an absolute normalized path.
    static func components(_ path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true)
    }
}
