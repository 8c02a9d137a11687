import Foundation
@testable import HIGCompiler
import Testing

/// Findings for CI: SARIF 2.1.0 for code scanning and GitHub Actions annotations for pull requests.
@Suite struct SarifTests {
    private func sarif(_ compilation: Compilation, severities: [FindingKind: FindingSeverity] = FindingSeverity.table()) throws -> [String: Any] {
        let data = try SARIFRenderer(findings: compilation.report.findings, severities: severities, guidelinesPath: "Guidelines").render()
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func describesEveryFindingKindAsARule() throws {
        let log = try sarif(ReviewFixture.fresh())
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == SARIFRenderer.schemaURI)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "higc")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == FindingKind.allCases.map(\.rawValue))
        for (rule, kind) in zip(rules, FindingKind.allCases) {
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(level == FindingSeverity.defaultSeverity(for: kind).rawValue)
            #expect((rule["fullDescription"] as? [String: Any])?["text"] as? String == FindingKindDescription.summary(kind))
        }
    }

    @Test func reportsEachFindingWithKindLevelMessageAndLocation() throws {
        let compilation = try ReviewFixture.afterEnglishEdit()
        let severities = FindingSeverity.table(overrides: [.missing: .error, .stale: .note])
        let run = try #require((try sarif(compilation, severities: severities)["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        let findings = compilation.report.findings.sorted()
        #expect(results.count == findings.count)
        #expect(findings.contains { $0.kind == .stale } && findings.contains { $0.kind == .missing })
        for (result, finding) in zip(results, findings) {
            #expect(result["ruleId"] as? String == finding.kind.rawValue)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == finding.kind.rawValue)
            #expect(result["level"] as? String == severities[finding.kind]!.rawValue)
            let message = try #require((result["message"] as? [String: Any])?["text"] as? String)
            #expect(message.contains(finding.message) && message.contains("[\(finding.language)]"))
            let physical = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
            #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Guidelines/\(finding.source.file)")
            #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == finding.source.line)
        }
    }

    @Test func leavesOutKindsAtSeverityNone() throws {
        let compilation = try ReviewFixture.fresh()
        let silenced = try #require(compilation.report.findings.first?.kind)
        let run = try #require((try sarif(compilation, severities: FindingSeverity.table(overrides: [silenced: .none]))["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == compilation.report.findings.filter { $0.kind != silenced }.count)
        #expect(!results.contains { $0["ruleId"] as? String == silenced.rawValue })
    }

    @Test func isDeterministic() throws {
        let compilation = try ReviewFixture.fresh()
        let render = { try SARIFRenderer(findings: compilation.report.findings, guidelinesPath: "Guidelines").render() }
        #expect(try render() == render())
        #expect(!String(decoding: try render(), as: UTF8.self).contains(TestPaths.repository.path))
    }

    @Test func annotatesEachFindingAtItsLine() throws {
        let compilation = try ReviewFixture.fresh()
        let text = GitHubAnnotationRenderer(findings: compilation.report.findings,
                                            severities: FindingSeverity.table(overrides: [.missing: .error, .unmarked: .note]),
                                            guidelinesPath: "Guidelines").render()
        let lines = text.split(separator: "\n").map(String.init)
        let findings = compilation.report.findings.sorted()
        #expect(lines.count == findings.count)
        for (line, finding) in zip(lines, findings) {
            let command: String
            switch finding.kind {
            case .missing: command = "error"
            case .unmarked: command = "notice"
            default:
                switch FindingSeverity.defaultSeverity(for: finding.kind) {
                case .error: command = "error"
                case .note: command = "notice"
                default: command = "warning"
                }
            }
            #expect(line.hasPrefix("::\(command) file=Guidelines/\(finding.source.file),line=\(finding.source.line),title=higc \(finding.kind.rawValue) [\(finding.language)]::"), "\(line)")
            #expect(line.contains(GitHubAnnotationRenderer.escapeData(finding.message)))
        }
    }

    @Test func escapesAnnotationPropertiesAndMessages() {
        let finding = AlignmentFinding(kind: .polarity, rule: nil, language: "ko", page: "p",
                                       message: "100% wrong\r\nsecond line", source: SourceLocation(file: "a,b:c.md", line: 4))
        let text = GitHubAnnotationRenderer(findings: [finding], guidelinesPath: "Guidelines").render()
        #expect(text == "::error file=Guidelines/a%2Cb%3Ac.md,line=4,title=higc polarity [ko]::100%25 wrong%0D%0Asecond line\n")
        let silenced = GitHubAnnotationRenderer(findings: [finding], severities: [.polarity: .none], guidelinesPath: "Guidelines").render()
        #expect(silenced.isEmpty)
    }

    @Test func compileCommandPrintsSARIFOnStdoutAndAnnotationsToAFile() throws {
        let workspace = try HigcCommandLine.workspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let sarif = try HigcCommandLine.run(["compile", "--findings-format", "sarif"], in: workspace)
        #expect(sarif.status == 0, "\(sarif.standardError)")
        let log = try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any]
        #expect(log?["version"] as? String == "2.1.0", "stdout holds nothing but the SARIF log")
        // Outside any repository, locations are `file:` URIs: the same file wherever the log is read.
        if !FileManager.default.fileExists(atPath: workspace.appendingPathComponent(".git").path) {
            #expect(sarif.standardOutput.contains("\"uri\" : \"file:///"), "\(sarif.standardOutput.prefix(2000))")
            #expect(!sarif.standardOutput.contains("%SRCROOT%"))
        }
        #expect(sarif.standardError.contains("Compiled"), "the status line moved to stderr")

        let annotations = try HigcCommandLine.run(["compile", "--findings-format", "github", "--findings-output", "annotations.txt",
                                                  "--severity", "unmarked=none"], in: workspace)
        #expect(annotations.status == 0, "\(annotations.standardError)")
        let written = try String(contentsOf: workspace.appendingPathComponent("annotations.txt"), encoding: .utf8)
        let report = try JSONDecoder().decode(AlignmentReport.self, from: Data(contentsOf: workspace.appendingPathComponent("Generated/alignment.json")))
        #expect(written.split(separator: "\n").count == report.findings.filter { $0.kind != .unmarked }.count)
        #expect(written.split(separator: "\n").allSatisfy { $0.hasPrefix("::warning file=Guidelines/") || $0.hasPrefix("::error file=Guidelines/") || $0.hasPrefix("::notice file=Guidelines/") })
        #expect(!written.contains(" unmarked "))
        // The status line counts what is shown, and says how many more the severities hide.
        let unmarked = report.findings.filter { $0.kind == .unmarked }.count
        let statusLine = annotations.standardOutput + annotations.standardError
        #expect(statusLine.contains("and \(report.findings.count - unmarked) finding"), "\(statusLine)")
        if unmarked > 0 { #expect(statusLine.contains("(\(unmarked) more at severity none)")) }

        let badLevel = try HigcCommandLine.run(["compile", "--severity", "missing=fatal"], in: workspace)
        #expect(badLevel.status == 2, "a usage error")
        #expect(badLevel.standardError.contains("missing=fatal"))
    }
}
