/// The part of the SARIF 2.1.0 object model `SARIFReporter` writes. Property names follow the
/// specification (OASIS SARIF 2.1.0, §3); optional members are left out when nil.
struct SARIFLog: Encodable {
    let schema: String
    let version: String
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema", version, runs
    }

    struct Run: Encodable {
        let tool: Tool
        let columnKind: String
        let results: [Result]
    }

    struct Tool: Encodable {
        let driver: ToolComponent
    }

    struct ToolComponent: Encodable {
        let name: String
        let version: String
        let language: String
        let rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        let id: String
        let name: String
        let shortDescription: Message
        let fullDescription: Message?
        let defaultConfiguration: ReportingConfiguration
        let properties: RuleProperties
    }

    struct ReportingConfiguration: Encodable {
        let level: String
    }

    struct RuleProperties: Encodable {
        /// The guideline page of the rule.
        let page: String
        /// Where the guideline states it, `file:line` in the guidelines directory.
        let source: String
    }

    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int?
        let level: String
        let message: Message
        let locations: [Location]
    }

    struct Message: Encodable {
        let text: String
    }

    struct Location: Encodable {
        let physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region
    }

    struct ArtifactLocation: Encodable {
        let uri: String
        /// `%SRCROOT%`: the repository's root, where code-scanning services resolve `uri`.
        let uriBaseId: String?
    }

    struct Region: Encodable {
        let startLine: Int
        let startColumn: Int
    }
}
