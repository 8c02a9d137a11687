import Foundation

/// Findings as a SARIF 2.1.0 log, the format GitHub code scanning and most CI dashboards import.
///
/// One `reportingDescriptor` per finding kind (all kinds, in contract order, so `ruleIndex` is
/// stable), one result per finding with `ruleId` = the kind, `level` from the team's severities,
/// and a repository-relative `physicalLocation`. Kinds at severity `none` are left out.
/// Deterministic: no timestamps, no absolute paths, keys sorted.
public struct SARIFRenderer {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    public var findings: [AlignmentFinding]
    public var severities: [FindingKind: FindingSeverity]
    /// The guidelines root relative to the repository root (`Guidelines`).
    public var guidelinesPath: String

    public init(findings: [AlignmentFinding], severities: [FindingKind: FindingSeverity] = FindingSeverity.table(),
                guidelinesPath: String) {
        self.findings = findings
        self.severities = severities
        self.guidelinesPath = guidelinesPath
    }

    public func render() throws -> Data {
        try JSONOutput.encode(log())
    }

    func log() -> Log {
        let kinds = FindingKind.allCases
        let rules = kinds.map { kind in
            ReportingDescriptor(id: kind.rawValue, name: SwiftIdentifier.typeName(kind.rawValue),
                                shortDescription: Message(text: FindingKindDescription.title(kind)),
                                fullDescription: Message(text: FindingKindDescription.summary(kind)),
                                defaultConfiguration: Configuration(level: level(kind)))
        }
        let location = FindingLocation(guidelinesPath: guidelinesPath)
        let results = findings.sorted().compactMap { finding -> Result? in
            guard let level = level(finding.kind) else { return nil }
            let rule = finding.rule.map { " (\($0))" } ?? ""
            return Result(
                ruleId: finding.kind.rawValue,
                ruleIndex: kinds.firstIndex(of: finding.kind)!,
                level: level,
                message: Message(text: "[\(finding.language)] \(finding.message)\(rule)"),
                locations: [Location(physicalLocation: physical(finding.source, location),
                                     logicalLocations: finding.rule.map { [LogicalLocation(fullyQualifiedName: $0, kind: "member")] })],
                relatedLocations: finding.related.isEmpty ? nil : finding.related.enumerated().map { index, related in
                    RelatedLocation(id: index + 1, physicalLocation: physical(related, location),
                                    message: Message(text: related.description))
                },
                partialFingerprints: ["higcFinding/v1": fingerprint(finding)],
                properties: Properties(language: finding.language, page: finding.page, rule: finding.rule))
        }
        return Log(schema: Self.schemaURI, version: "2.1.0",
                   runs: [Run(tool: Tool(driver: Driver(name: "higc", version: HIGCVersion.current, informationUri: nil, rules: rules)),
                              results: results, columnKind: "unicodeCodePoints")])
    }

    private func level(_ kind: FindingKind) -> String? {
        let severity = severities[kind] ?? FindingSeverity.defaultSeverity(for: kind)
        return severity == .none ? nil : severity.rawValue
    }

    private func physical(_ source: SourceLocation, _ location: FindingLocation) -> PhysicalLocation {
        let path = location.path(source)
        // Outside any repository the path is absolute: a `file:` URI, which no base resolves.
        let artifact = path.hasPrefix("/") ? ArtifactLocation(uri: "file://" + HTMLEscaper.urlPath(path), uriBaseId: nil)
            : ArtifactLocation(uri: HTMLEscaper.urlPath(path), uriBaseId: "%SRCROOT%")
        return PhysicalLocation(artifactLocation: artifact,
                         region: Region(startLine: max(source.line, 1)))
    }

    /// Identifies a finding across line moves (what GitHub uses to keep an alert open rather
    /// than close one and open another): FNV-1a over kind, rule, language, page and message.
    private func fingerprint(_ finding: AlignmentFinding) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in [finding.kind.rawValue, finding.rule ?? "", finding.language, finding.page, finding.message].joined(separator: "\u{0}").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    // MARK: - The subset of SARIF 2.1.0 higc writes

    struct Log: Encodable {
        var schema: String
        var version: String
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }
    struct Run: Encodable { var tool: Tool; var results: [Result]; var columnKind: String }
    struct Tool: Encodable { var driver: Driver }
    struct Driver: Encodable { var name: String; var version: String; var informationUri: String?; var rules: [ReportingDescriptor] }
    struct ReportingDescriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var defaultConfiguration: Configuration
    }
    struct Configuration: Encodable {
        var level: String?
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(level ?? "none", forKey: .level)
        }
        enum CodingKeys: String, CodingKey { case level }
    }
    struct Message: Encodable { var text: String }
    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [RelatedLocation]?
        var partialFingerprints: [String: String]
        var properties: Properties
    }
    struct Location: Encodable { var physicalLocation: PhysicalLocation; var logicalLocations: [LogicalLocation]? }
    struct RelatedLocation: Encodable { var id: Int; var physicalLocation: PhysicalLocation; var message: Message }
    struct PhysicalLocation: Encodable { var artifactLocation: ArtifactLocation; var region: Region }
    struct ArtifactLocation: Encodable { var uri: String; var uriBaseId: String? }
    struct Region: Encodable { var startLine: Int }
    struct LogicalLocation: Encodable { var fullyQualifiedName: String; var kind: String }
    struct Properties: Encodable { var language: String; var page: String; var rule: String? }
}
