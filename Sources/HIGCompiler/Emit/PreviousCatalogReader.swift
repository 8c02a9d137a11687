import Foundation

/// Reads the previous `catalog.json` (the id lock). A corrupt file or one from a newer higc is a
/// clear error, never silently replaced: it holds the ids linters depend on.
public enum PreviousCatalogReader {
    /// The catalog, decoded in one pass that reads `schemaVersion` before anything else: a
    /// catalog from a newer higc is refused before its rules are interpreted, and a large
    /// catalog is parsed once, not once for its version and again for its rules.
    private struct VersionedCatalog: Decodable {
        enum Refusal: Error {
            case noSchemaVersion
            case newer(Int)
            case ruleWithoutStatements(String)
        }
        private enum Keys: String, CodingKey { case schemaVersion }

        var catalog: RuleCatalog

        init(from decoder: Decoder) throws {
            guard let container = try? decoder.container(keyedBy: Keys.self),
                  let version = try? container.decode(Int.self, forKey: .schemaVersion) else { throw Refusal.noSchemaVersion }
            guard version <= RuleCatalog.currentSchemaVersion else { throw Refusal.newer(version) }
            catalog = try RuleCatalog(from: decoder)
            // Every rule is named after one of its statements: a rule without any is not one
            // higc wrote, and matching ids against it would have nothing to compare.
            if let empty = catalog.rules.first(where: { $0.statements.isEmpty }) {
                throw Refusal.ruleWithoutStatements(empty.id)
            }
        }
    }

    public static func read(outputDirectory: URL) throws -> RuleCatalog? {
        let url = outputDirectory.appendingPathComponent(GeneratedOutput.catalogFile)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CompileError.unreadable(path: url.path, reason: error.localizedDescription)
        }
        do {
            return try JSONDecoder().decode(VersionedCatalog.self, from: data).catalog
        } catch VersionedCatalog.Refusal.newer(let version) {
            throw CompileError.unsupportedSchemaVersion(path: url.path, found: version, supported: RuleCatalog.currentSchemaVersion)
        } catch VersionedCatalog.Refusal.ruleWithoutStatements(let id) {
            throw CompileError.invalidPreviousCatalog(path: url.path, reason: "rule '\(id)' has no statements")
        } catch VersionedCatalog.Refusal.noSchemaVersion {
            throw CompileError.invalidPreviousCatalog(path: url.path, reason: "not a higc catalog (no schemaVersion)")
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            // Not JSON at all: the same answer as a document without a version.
            throw CompileError.invalidPreviousCatalog(path: url.path, reason: "not a higc catalog (no schemaVersion)")
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
