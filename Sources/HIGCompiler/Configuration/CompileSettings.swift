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
                                                  line: nil, key: "source-language",
                                                  reason: "'\(sourceLanguage)' is not supported: higc aligns translations with English statements (en)")
        }
        return CompileSettings(
            guidelines: path(overrides.guidelines, configuration.guidelines, defaultGuidelines)!,
            output: path(overrides.output, configuration.output, defaultOutput)!,
            glossary: path(overrides.glossary, configuration.glossary, nil),
            sourceLanguage: sourceLanguage,
            expectedLanguages: ExpectedLanguages(everyPage: overrides.languages ?? configuration.languages ?? [],
                                                 perPage: configuration.pageLanguages),
            failOn: Set(overrides.failOn ?? configuration.failOn ?? []),
            severities: FindingSeverity.table(overrides: configuration.severities.merging(overrides.severities) { _, flag in flag }),
            workingDirectory: workingDirectory.standardizedFileURL,
            configurationFile: file)
    }

    /// The guidelines root as annotations and SARIF name it: `Guidelines`, relative to the working directory.
    public var guidelinesDisplayPath: String { RelativePath.display(guidelines, from: workingDirectory) }

    /// The guidelines root as the review page links it from the output directory: `../Guidelines`.
    public var reviewSourceRoot: String { RelativePath.from(output, to: guidelines) }

    private static func absolute(_ path: String, against directory: URL) -> URL {
        let expanded = (path as NSString).expandingTildeInPath
        let url = expanded.hasPrefix("/") ? URL(fileURLWithPath: expanded) : directory.appendingPathComponent(expanded)
        return url.standardizedFileURL
    }
}
