import Foundation

/// Reads the previous `catalog.json` (the id lock). A corrupt file or one from a newer higc is a
/// clear error, never silently replaced: it holds the ids linters depend on.
public enum PreviousCatalogReader {
    private struct VersionProbe: Decodable { var schemaVersion: Int }

    public static func read(outputDirectory: URL) throws -> RuleCatalog? {
        let url = outputDirectory.appendingPathComponent(GeneratedOutput.catalogFile)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CompileError.unreadable(path: url.path, reason: error.localizedDescription)
        }
        let decoder = JSONDecoder()
        guard let probe = try? decoder.decode(VersionProbe.self, from: data) else {
            throw CompileError.invalidPreviousCatalog(path: url.path, reason: "not a higc catalog (no schemaVersion)")
        }
        guard probe.schemaVersion <= RuleCatalog.currentSchemaVersion else {
            throw CompileError.unsupportedSchemaVersion(path: url.path, found: probe.schemaVersion, supported: RuleCatalog.currentSchemaVersion)
        }
        do {
            return try decoder.decode(RuleCatalog.self, from: data)
        } catch {
            throw CompileError.invalidPreviousCatalog(path: url.path, reason: "\(error)")
        }
    }

    /// The previous changelog; nil when absent or unreadable (it is derived data).
    public static func readChangelog(outputDirectory: URL) -> Changelog? {
        let url = outputDirectory.appendingPathComponent(GeneratedOutput.changelogFile)
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(Changelog.self, from: data)
    }
}
