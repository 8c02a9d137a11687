import Foundation

/// Renders a compilation into the files of the output directory, keyed by relative path.
public enum GeneratedOutput {
    public static let catalogFile = "catalog.json"
    public static let alignmentFile = "alignment.json"
    public static let reportFile = "alignment.md"
    public static let changelogFile = "changelog.json"

    public static func files(for compilation: Compilation) throws -> [String: Data] {
        var files: [String: Data] = [:]
        files[catalogFile] = try JSONOutput.encode(compilation.catalog)
        files[alignmentFile] = try JSONOutput.encode(compilation.report)
        files[changelogFile] = try JSONOutput.encode(compilation.changelog)
        files[reportFile] = Data(AlignmentMarkdownRenderer(compilation: compilation).render().utf8)
        for (path, source) in SwiftStubRenderer(catalog: compilation.catalog).render() {
            files[path] = Data(source.utf8)
        }
        return files
    }
}
