import Foundation

/// Reads the previous `catalog.json` (the id lock). A corrupt file or one from a newer higc is a
/// clear error, never silently replaced: it holds the ids linters depend on.
public enum PreviousCatalogReader {
    public static func read(outputDirectory: URL) throws -> RuleCatalog? {
        let url = outputDirectory.appendingPathComponent(GeneratedOutput.catalogFile)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let bytes: Data
        do {
            bytes = try Data(contentsOf: url)
        } catch {
            throw CompileError.unreadable(path: url.path, reason: FileErrorReason.describe(error))
        }
        let catalog: RuleCatalog
        do {
            catalog = try CompactJSONReader.read(bytes) { try $0.read(RuleCatalog.self) }
        } catch let failure as CompactJSONReader.Failure {
            // A catalog from a newer higc may not read as this one's: say so rather than where
            // it stopped. Its rules are never interpreted.
            switch Result(catching: { try CompactJSONReader.read(bytes) { try RuleCatalog.schemaVersion(reading: &$0) } }) {
            case .success(let version?) where version > RuleCatalog.currentSchemaVersion:
                throw CompileError.unsupportedSchemaVersion(path: url.path, found: version, supported: RuleCatalog.currentSchemaVersion)
            case .success(nil):
                throw CompileError.invalidPreviousCatalog(path: url.path, reason: "not a higc catalog (no schemaVersion)")
            case .success, .failure:
                break
            }
            throw CompileError.invalidPreviousCatalog(path: url.path, reason: failure.description)
        }
        guard catalog.schemaVersion <= RuleCatalog.currentSchemaVersion else {
            throw CompileError.unsupportedSchemaVersion(path: url.path, found: catalog.schemaVersion, supported: RuleCatalog.currentSchemaVersion)
        }
        // Every rule is named after one of its statements: a rule without any is not one higc
        // wrote, and matching ids against it would have nothing to compare.
        if let empty = catalog.rules.first(where: { $0.statements.isEmpty }) {
            throw CompileError.invalidPreviousCatalog(path: url.path, reason: "rule '\(empty.id)' has no statements")
        }
        // Ids are the lock: one held twice would be handed to two rules, and one without its page
        // prefix is no id higc made (a hand edit or a bad merge), so neither is carried on.
        var seen: Set<String> = []
        for rule in catalog.rules {
            guard seen.insert(rule.id).inserted else {
                throw CompileError.invalidPreviousCatalog(path: url.path, reason: "rule id '\(rule.id)' appears twice")
            }
            guard Self.isWellFormedIdentifier(rule.id) else {
                throw CompileError.invalidPreviousCatalog(path: url.path, reason: "rule id '\(rule.id)' is not PAGE/slug")
            }
        }
        return catalog
    }

    /// `PAGE/slug`: a page path (which may hold spaces: "App Architecture/Launching") and a slug,
    /// neither empty, no control characters, no space at either end.
    static func isWellFormedIdentifier(_ id: String) -> Bool {
        guard let slash = id.lastIndex(of: "/"), slash != id.startIndex, id.index(after: slash) != id.endIndex,
              let first = id.unicodeScalars.first, let last = id.unicodeScalars.last,
              !first.properties.isWhitespace, !last.properties.isWhitespace else { return false }
        return !id.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// A warning when the output directory lost its catalog but its manifest says a compile wrote
    /// one (deleted by hand to settle a merge conflict, say): without it no id is locked, and
    /// rules whose wording moved on since they were named get new ids.
    public static func lostCatalogWarning(outputDirectory: URL) -> Diagnostic? {
        let url = outputDirectory.appendingPathComponent(GeneratedOutput.catalogFile)
        guard !FileManager.default.fileExists(atPath: url.path),
              OutputWriter().manifest(in: outputDirectory).contains(GeneratedOutput.catalogFile) else { return nil }
        return Diagnostic(.warning, "the previous catalog is missing although the last compile wrote it: rule ids are not locked "
                          + "this time (restore it, e.g. from version control, to keep them)", file: url.path)
    }

    /// The previous changelog; nil when absent or unreadable (it is derived data).
    public static func readChangelog(outputDirectory: URL) -> Changelog? {
        let url = outputDirectory.appendingPathComponent(GeneratedOutput.changelogFile)
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? CompactJSONReader.read(data) { try $0.read(Changelog.self) }
    }
}
