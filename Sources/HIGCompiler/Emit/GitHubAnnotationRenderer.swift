/// Findings as GitHub Actions workflow commands (`::warning file=…,line=…,title=…::message`):
/// printed in a workflow step, each becomes an annotation on the pull request's diff at the line
/// that drifted. `note` maps to `::notice`; kinds at severity `none` are left out.
public struct GitHubAnnotationRenderer {
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

    /// One line per finding, each ending in a newline; empty when nothing is reported.
    public func render() -> String {
        let location = FindingLocation(guidelinesPath: guidelinesPath)
        var out = ""
        for finding in findings.sorted() {
            let command: String
            switch severities[finding.kind] ?? FindingSeverity.defaultSeverity(for: finding.kind) {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            case .none: continue
            }
            let properties = [
                "file=" + Self.escapeProperty(location.path(finding.source)),
                "line=\(max(finding.source.line, 1))",
                "title=" + Self.escapeProperty("higc \(finding.kind.rawValue) [\(finding.language)]"),
            ].joined(separator: ",")
            let rule = finding.rule.map { " (\($0))" } ?? ""
            out += "::\(command) \(properties)::\(Self.escapeData(finding.message + rule))\n"
        }
        return out
    }

    /// The runner's escaping for a command's message.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// The runner's escaping for a property value: also `:` and `,`, which delimit properties.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
