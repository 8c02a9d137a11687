/// Where a finding points, as CI tools want it: a path from the repository root
/// (`Guidelines/navigation-bars/page.md`), not from the guidelines root the catalog uses.
public struct FindingLocation {
    /// The guidelines root relative to the working directory (`Guidelines`), or `.` / an absolute path.
    public let guidelinesPath: String

    public init(guidelinesPath: String) { self.guidelinesPath = guidelinesPath }

    public func path(_ location: SourceLocation) -> String {
        let root = guidelinesPath.hasSuffix("/") ? String(guidelinesPath.dropLast()) : guidelinesPath
        return root.isEmpty || root == "." ? location.file : root + "/" + location.file
    }
}
