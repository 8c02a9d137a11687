import Foundation

/// Everything a compile needs, resolved: built-in defaults, then `higc.yml`, then command-line
/// flags. Paths are absolute here; the display forms used in output are derived from them so the
/// generated files never contain a machine's absolute paths.
public struct CompileSettings: Equatable, Sendable {
    public static let defaultGuidelines = "Guidelines"
    public static let defaultOutput = "Generated"

    public var guidelines: URL
    public var output: URL
    /// An explicit glossary; nil means `glossary.yml` in the guidelines root, when there is one.
    public var glossary: URL?
    public var sourceLanguage: LanguageCode
    public var expectedLanguages: ExpectedLanguages
    public var failOn: Set<FindingKind>
    public var severities: [FindingKind: FindingSeverity]
    /// The directory paths in annotations are relative to (the repository root, normally).
    public var workingDirectory: URL
    /// The configuration file that was read, if any.
    public var configurationFile: URL?
    /// Where each setting of that file stands (`HIGCConfiguration.lines`).
    public var configurationLines: [String: Int] = [:]

    /// Resolves settings. `configurationFile` is read when given; otherwise `higc.yml` in the
    /// working directory is read when it exists.
    public static func resolve(overrides: CompileOverrides = CompileOverrides(), configurationFile: URL? = nil,
                               workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) throws -> CompileSettings {
        let file = configurationFile ?? ConfigurationLoader.find(in: workingDirectory)
        let configuration = try file.map(ConfigurationLoader.load(from:)) ?? HIGCConfiguration()
        return try resolve(configuration: configuration, overrides: overrides, workingDirectory: workingDirectory, file: file)
    }

    public static func resolve(configuration: HIGCConfiguration, overrides: CompileOverrides,
                               workingDirectory: URL, file: URL? = nil) throws -> CompileSettings {
        let configDirectory = configuration.directory ?? workingDirectory
        func path(_ flag: String?, _ configured: String?, _ fallback: String?) -> URL? {
            if let flag { return absolute(flag, against: workingDirectory) }
            if let configured { return absolute(configured, against: configDirectory) }
            return fallback.map { absolute($0, against: workingDirectory) }
        }
        let sourceLanguage = overrides.sourceLanguage ?? configuration.sourceLanguage ?? .english
        guard sourceLanguage == .english else {
            throw ConfigurationError.invalidValue(path: file.map { RelativePath.display($0, from: workingDirectory) } ?? "command line",
                                                  line: configuration.lines["source-language"], key: "source-language",
                                                  reason: "'\(sourceLanguage)' is not supported: higc aligns translations with English statements (en)")
        }
        let severities = FindingSeverity.table(overrides: configuration.severities.merging(overrides.severities) { _, flag in flag })
        let failOn = Set(overrides.failOn ?? configuration.failOn ?? [])
        // Failing on a kind kept out of every report would fail a run for a reason it never shows.
        if let silenced = FindingKind.allCases.first(where: { failOn.contains($0) && severities[$0] == FindingSeverity.none }) {
            let fromFile = overrides.failOn == nil && file != nil
            throw ConfigurationError.invalidValue(path: fromFile ? RelativePath.display(file!, from: workingDirectory) : "command line",
                                                  line: fromFile ? configuration.lines["fail-on"] : nil, key: "fail-on",
                                                  reason: "'\(silenced.rawValue)' has severity none, which keeps it out of every report; give it a severity or leave it out of fail-on")
        }
        return CompileSettings(
            guidelines: path(overrides.guidelines, configuration.guidelines, defaultGuidelines)!,
            output: path(overrides.output, configuration.output, defaultOutput)!,
            glossary: path(overrides.glossary, configuration.glossary, nil),
            sourceLanguage: sourceLanguage,
            expectedLanguages: ExpectedLanguages(everyPage: overrides.languages ?? configuration.languages ?? [],
                                                 perPage: configuration.pageLanguages),
            failOn: failOn,
            severities: severities,
            workingDirectory: workingDirectory.standardizedFileURL,
            configurationFile: file,
            configurationLines: configuration.lines)
    }

    /// The guidelines root as people read it in a terminal: `Guidelines`, relative to the
    /// working directory (absolute outside it).
    public var guidelinesDisplayPath: String { RelativePath.display(guidelines, from: workingDirectory) }

    /// The guidelines root as annotations and SARIF name it: from the root of the repository
    /// that holds it (the nearest folder up with a `.git`), whatever directory CI runs in;
    /// from the working directory when no repository holds it.
    public var guidelinesRepositoryPath: String {
        repositoryRelativeGuidelines ?? guidelinesDisplayPath
    }

    /// The guidelines root as SARIF names it: from the repository's root, or its absolute path
    /// when no repository holds it (a `file:` URI then, which means the same file wherever the
    /// log is read).
    public var guidelinesSARIFPath: String {
        repositoryRelativeGuidelines ?? guidelines.standardizedFileURL.path
    }

    /// The guidelines root from the root of the repository that holds it, nil outside any.
    private var repositoryRelativeGuidelines: String? {
        var folder = guidelines.standardizedFileURL
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
                return RelativePath.display(guidelines, from: folder)
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// The guidelines root as the review page links it from the output directory: `../Guidelines`.
    public var reviewSourceRoot: String { RelativePath.from(output, to: guidelines) }

    private static func absolute(_ path: String, against directory: URL) -> URL {
        let expanded = (path as NSString).expandingTildeInPath
        let url = expanded.hasPrefix("/") ? URL(fileURLWithPath: expanded) : directory.appendingPathComponent(expanded)
        return url.standardizedFileURL
    }
}

extension CompileSettings {
    /// Refuses layouts where replacing the output directory, or writing a findings file, would
    /// touch what is not higc's: an output that is or holds the guidelines or a repository
    /// (`--output .` from the repository root), a findings file among the inputs or the outputs.
    public func checkLayout(findingsOutput: URL? = nil) throws {
        let output = OutputWriter.resolved(output)
        let guidelines = OutputWriter.resolved(guidelines)
        let outputPath = RelativePath.display(output, from: workingDirectory)
        if Self.contains(output, guidelines) {
            throw CompileError.unsafeOutput(path: outputPath, reason: "it holds the guidelines root \(RelativePath.display(guidelines, from: workingDirectory))")
        }
        if FileManager.default.fileExists(atPath: output.appendingPathComponent(".git").path) {
            throw CompileError.unsafeOutput(path: outputPath, reason: "it is the root of a repository (it holds .git)")
        }
        if Self.contains(output, OutputWriter.resolved(workingDirectory)) {
            throw CompileError.unsafeOutput(path: outputPath, reason: "it holds the current directory")
        }
        // `--guidelines Generated --output Guidelines`: the directories swapped.
        let manifest = OutputWriter.manifestName
        if FileManager.default.fileExists(atPath: guidelines.appendingPathComponent(manifest).path) {
            throw CompileError.unsafeOutput(path: outputPath, reason: "the guidelines root \(RelativePath.display(guidelines, from: workingDirectory)) "
                + "is a directory higc generated (it holds \(manifest)); are --guidelines and --output swapped?")
        }
        if !FileManager.default.fileExists(atPath: output.appendingPathComponent(manifest).path),
           let pages = Self.markdownPages(in: output), pages.count >= 2 {
            throw CompileError.unsafeOutput(path: outputPath, reason: "it holds Markdown pages (\(pages[0]), …) and nothing higc generated; "
                + "is it a guidelines root? (are --guidelines and --output swapped?)")
        }
        guard let findingsOutput else { return }
        let findings = OutputWriter.resolved(findingsOutput)
        let findingsPath = RelativePath.display(findingsOutput, from: workingDirectory)
        if Self.contains(guidelines, findings) {
            throw CompileError.unsafeFindingsOutput(path: findingsPath, reason: "it is inside the guidelines root, where it would be read as input")
        }
        if Self.contains(output, findings) {
            throw CompileError.unsafeFindingsOutput(path: findingsPath, reason: "it is inside the output directory, which the compile replaces")
        }
    }

    /// Whether `inner` is `outer` or lies inside it (both resolved).
    /// Up to two Markdown files under `directory` (paths relative to it), read in a bounded walk;
    /// nil when it is not a directory. A lone README beside generated output is no guidelines root.
    private static func markdownPages(in directory: URL) -> [String]? {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return nil }
        var found: [String] = [], visited = 0
        while let url = walker.nextObject() as? URL, visited < 2_000, found.count < 2 {
            visited += 1
            if ["md", "markdown", "mdx"].contains(url.pathExtension.lowercased()) {
                found.append(RelativePath.from(directory, to: url))
            }
        }
        return found.sorted()
    }

    private static func contains(_ outer: URL, _ inner: URL) -> Bool {
        let outerParts = outer.path.split(separator: "/")
        let innerParts = inner.path.split(separator: "/")
        return innerParts.count >= outerParts.count && Array(innerParts.prefix(outerParts.count)) == outerParts
    }
}
