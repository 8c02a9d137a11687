/// Where a finding points, as CI tools want it: a path from the repository root
/// (`Guidelines/navigation-bars/page.md`), not from the guidelines root the catalog uses.
public struct FindingLocation {
    /// The guidelines root relative to the working directory (`Guidelines`), or `.` / an absolute path.
    public let guidelinesPath: String

    public init(guidelinesPath: String) { self.guidelinesPath = guidelinesPath }

    public func path(_ location: SourceLocation) -> String {
        let root = guidelinesPath.hasSuffix("/") ? String(guidelinesPath.dropLast()) : guidelinesPath
        guard !root.isEmpty, root != "." else { return location.file }
        // A file beside the root (`--glossary team.yml`, named `../team.yml` from it): each `..`
        // takes back one folder of the root, so `Guidelines/../team.yml` reads `team.yml`.
        var folders = root.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        var file = Substring(location.file)
        while file.hasPrefix("../"), let last = folders.last, last != "..", last != ".", !last.isEmpty {
            folders.removeLast()
            file = file.dropFirst(3)
        }
        let base = folders.joined(separator: "/")
        return folders.isEmpty ? String(file) : base + "/" + file
    }
}
