import Foundation

/// Paths between directories the settings name. Output has to refer to sources by paths that
/// mean something to the reader: the review page links `../Guidelines/…` from `Generated/`, and
/// annotations name `Guidelines/…` from the repository root, whatever absolute path CI checks out to.
public enum RelativePath {
    /// The `/`-separated path that leads from directory `base` to `target` (`..` where needed);
    /// `.` when they are the same.
    public static func from(_ base: URL, to target: URL) -> String {
        let baseParts = components(base)
        let targetParts = components(target)
        var common = 0
        while common < baseParts.count, common < targetParts.count, baseParts[common] == targetParts[common] { common += 1 }
        let parts = Array(repeating: "..", count: baseParts.count - common) + targetParts[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `target` relative to `base` when it lies inside it, else its absolute path.
    public static func display(_ target: URL, from base: URL) -> String {
        let relative = from(base, to: target)
        return relative.hasPrefix("..") ? target.standardizedFileURL.path : relative
    }

    private static func components(_ url: URL) -> [String] {
        url.standardizedFileURL.resolvingSymlinksInPath().path.split(separator: "/").map(String.init)
    }
}
