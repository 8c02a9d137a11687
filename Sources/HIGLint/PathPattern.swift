/// An `excluded` entry: a path, or a glob, anchored at the configuration's directory.
///
/// A pattern matches a path when it matches the path itself or any directory above it, so
/// `Sources/Generated` excludes everything under that folder. Within a component `*` matches any
/// run of characters and `?` one character; a component `**` matches any number of components,
/// none included (`**/*Tests.swift`).
public struct PathPattern: Hashable, Sendable {
    /// The pattern as written.
    public let text: String
    private let components: [String]

    public init(_ text: String, relativeTo root: String) {
        self.text = text
        let absolute = PathNormalizer.absolute(text, relativeTo: root)
        components = PathNormalizer.components(absolute).map(String.init)
    }

    /// Whether `path` (absolute, normalized) or a directory above it matches.
    public func matches(_ path: String) -> Bool {
        let pathComponents = PathNormalizer.components(path).map(String.init)
        for count in stride(from: pathComponents.count, through: 1, by: -1) {
            if Self.match(components[...], pathComponents[..<count]) { return true }
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let component = path.first, wildcard(Array(first.unicodeScalars)[...], Array(component.unicodeScalars)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` matching within one component.
    private static func wildcard(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case "*":
            var remaining = text
            while true {
                if wildcard(pattern.dropFirst(), remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        case "?":
            return !text.isEmpty && wildcard(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == first && wildcard(pattern.dropFirst(), text.dropFirst())
        }
    }
}
