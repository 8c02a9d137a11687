import Foundation
import HIGRules

/// A SARIF 2.1.0 log with one run: the rules that ran as the tool's rules (the driver named
/// `higlint` with its version), and one result per violation. GitHub code scanning, Visual Studio Code's SARIF viewer and other tools read it.
///
/// Results point at their rule by `ruleId` and `ruleIndex`; `level` is `error`, `warning` or
/// `note`; locations carry the file from the root of the repository that holds it (the nearest
/// folder up with a `.git`), with `uriBaseId` `%SRCROOT%`, whatever directory higlint runs in, as
/// code-scanning services resolve paths from the checkout's root; a file outside any repository
/// is a `file://` URI. Regions are in UTF-16 columns, SARIF's default `columnKind`. Rule
/// descriptions and messages are in the language of the run.
public struct SARIFReporter: ViolationReporter {
    public static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    public static let toolName = "higlint"

    /// The directory relative violation paths start from.
    let currentDirectory: String

    public init(currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.currentDirectory = currentDirectory
    }

    public func report(_ report: LintReport) -> String {
        let index = Dictionary(report.rules.enumerated().map { ($1.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        let rules = report.rules.map { rule in
            SARIFLog.ReportingDescriptor(
                id: rule.identifier,
                name: Self.ruleName(rule.identifier),
                shortDescription: SARIFLog.Message(text: rule.statement(in: report.language)),
                fullDescription: rule.rationale(in: report.language).isEmpty ? nil : SARIFLog.Message(text: rule.rationale(in: report.language)),
                defaultConfiguration: SARIFLog.ReportingConfiguration(level: Self.level(rule.severity)),
                properties: SARIFLog.RuleProperties(page: rule.page, source: "\(rule.source.file):\(rule.source.line)")
            )
        }
        var roots = RepositoryRoots()
        let results = report.violations.map { violation in
            SARIFLog.Result(
                ruleId: violation.ruleIdentifier,
                ruleIndex: index[violation.ruleIdentifier],
                level: Self.level(violation.severity),
                message: SARIFLog.Message(text: violation.message),
                locations: [SARIFLog.Location(physicalLocation: SARIFLog.PhysicalLocation(
                    artifactLocation: artifact(for: violation.location.path, roots: &roots),
                    region: SARIFLog.Region(startLine: violation.location.line, startColumn: violation.location.utf16Column)
                ))]
            )
        }
        let log = SARIFLog(
            schema: Self.schema,
            version: "2.1.0",
            runs: [SARIFLog.Run(
                tool: SARIFLog.Tool(driver: SARIFLog.ToolComponent(name: Self.toolName, version: HIGLintVersion.current,
                                                                language: report.language, rules: rules)),
                columnKind: "utf16CodeUnits",
                results: results
            )]
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(log)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A language-neutral name for a rule, from its id: `UseStandardBackButton` for
    /// `navigation-bars/use-standard-back-button`.
    public static func ruleName(_ identifier: String) -> String {
        let slug = identifier.split(separator: "/").last.map(String.init) ?? identifier
        return slug.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func level(_ severity: RuleSeverity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// `path` from the root of its repository, or as a `file` URI outside any.
    private func artifact(for path: String, roots: inout RepositoryRoots) -> SARIFLog.ArtifactLocation {
        let absolute = URL(fileURLWithPath: path.hasPrefix("/") ? path : currentDirectory + "/" + path).standardizedFileURL.path
        guard let root = roots.root(holding: absolute) else { return SARIFLog.ArtifactLocation(uri: Self.uri(for: absolute), uriBaseId: nil) }
        return SARIFLog.ArtifactLocation(uri: Self.uri(for: String(absolute.dropFirst(root.count + 1))), uriBaseId: "%SRCROOT%")
    }

    /// A relative path as a relative URI reference, an absolute one as a `file` URI, with every
    /// character outside RFC 3986's unreserved set and `/` percent-encoded.
    static func uri(for path: String) -> String {
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}

/// The repositories violations lie in, found once per folder: the nearest folder up from a
/// file's that holds a `.git` (a folder, or a file in a worktree or submodule).
struct RepositoryRoots {
    private var known: [String: String?] = [:]

    /// The root of the repository holding the file at the absolute, standardised `path`.
    mutating func root(holding path: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        return root(of: folder)
    }

    private mutating func root(of folder: String) -> String? {
        if let answer = known[folder] { return answer }
        let answer: String?
        if FileManager.default.fileExists(atPath: folder + "/.git") {
            answer = folder == "/" ? nil : folder
        } else if folder == "/" || folder.isEmpty {
            answer = nil
        } else {
            answer = root(of: (folder as NSString).deletingLastPathComponent)
        }
        known[folder] = answer
        return answer
    }
}
