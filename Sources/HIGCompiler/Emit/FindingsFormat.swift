import Foundation

/// The ways `higc compile --findings-format` can print findings: for people (`text`, the
/// `file:line: level: message` form editors link), for code scanning (`sarif`) and for pull
/// request annotations (`github`). All name files from the repository root.
public enum FindingsFormat: String, CaseIterable, Sendable {
    case text
    case sarif
    case github

    public func render(_ findings: [AlignmentFinding], severities: [FindingKind: FindingSeverity],
                       guidelinesPath: String) throws -> Data {
        switch self {
        case .text:
            let location = FindingLocation(guidelinesPath: guidelinesPath)
            let lines = findings.sorted().compactMap { finding -> String? in
                let severity = severities[finding.kind] ?? FindingSeverity.defaultSeverity(for: finding.kind)
                // `none` keeps a kind out of every findings format, this one too.
                guard severity != .none else { return nil }
                let rule = finding.rule.map { " (\($0))" } ?? ""
                return "\(location.path(finding.source)):\(finding.source.line): \(severity.rawValue): \(finding.kind.rawValue): [\(finding.language)] \(finding.message)\(rule)\n"
            }
            return Data(lines.joined().utf8)
        case .sarif:
            return try SARIFRenderer(findings: findings, severities: severities, guidelinesPath: guidelinesPath).render()
        case .github:
            return Data(GitHubAnnotationRenderer(findings: findings, severities: severities, guidelinesPath: guidelinesPath).render().utf8)
        }
    }
}
