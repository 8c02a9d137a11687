import Foundation

/// The contents of `higc.yml`: a team's settings for `higc compile`, checked into the package root
/// so that CI, the command plugin and every developer compile the same way. Every field is
/// optional; an absent field falls back to the built-in default, and a command-line flag beats both.
public struct HIGCConfiguration: Equatable, Sendable {
    public static let fileName = "higc.yml"
    /// Names looked for in the working directory, in order.
    public static let fileNames = ["higc.yml", "higc.yaml"]

    /// Guidelines root (relative paths are relative to the file's directory).
    public var guidelines: String?
    /// Output directory.
    public var output: String?
    /// The language translations are compared with.
    public var sourceLanguage: LanguageCode?
    /// The team glossary; default: `glossary.yml` in the guidelines root.
    public var glossary: String?
    /// Languages every guideline page is expected to have.
    public var languages: [LanguageCode]?
    /// Per-page replacements for `languages`.
    public var pageLanguages: [String: [LanguageCode]]
    /// Finding kinds that make a compile exit 1.
    public var failOn: [FindingKind]?
    /// Severity per finding kind for SARIF and annotations; kinds not named keep their default.
    public var severities: [FindingKind: FindingSeverity]
    /// The directory holding the file: relative paths in it are resolved against it.
    public var directory: URL?
    /// The line of each setting in the file (`languages`, `fail-on`, `page-languages.PAGE`), for
    /// messages about its value that come later than reading it. Not part of what the settings say.
    public var lines: [String: Int] = [:]

    public static func == (lhs: HIGCConfiguration, rhs: HIGCConfiguration) -> Bool {
        lhs.guidelines == rhs.guidelines && lhs.output == rhs.output && lhs.sourceLanguage == rhs.sourceLanguage
            && lhs.glossary == rhs.glossary && lhs.languages == rhs.languages && lhs.pageLanguages == rhs.pageLanguages
            && lhs.failOn == rhs.failOn && lhs.severities == rhs.severities && lhs.directory == rhs.directory
    }

    public init(guidelines: String? = nil, output: String? = nil, sourceLanguage: LanguageCode? = nil,
                glossary: String? = nil, languages: [LanguageCode]? = nil, pageLanguages: [String: [LanguageCode]] = [:],
                failOn: [FindingKind]? = nil, severities: [FindingKind: FindingSeverity] = [:], directory: URL? = nil) {
        self.guidelines = guidelines
        self.output = output
        self.sourceLanguage = sourceLanguage
        self.glossary = glossary
        self.languages = languages
        self.pageLanguages = pageLanguages
        self.failOn = failOn
        self.severities = severities
        self.directory = directory
    }
}
