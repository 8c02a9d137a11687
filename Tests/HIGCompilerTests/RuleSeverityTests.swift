import Foundation
@testable import HIGCompiler
import Testing

/// The catalog states each rule's severity, so a linter reading `catalog.json` and one built on the
/// Swift stubs report a rule at the same level.
@Suite struct RuleSeverityTests {
    static let pages = [
        "buttons/page.md": """
            # Buttons

            ## Best practices

            **Don't hide the primary button.** People look for it first.

            **Give every button a clear title.** A vague title slows people down.

            **Consider a bordered style for secondary actions.** It keeps the primary action prominent.
            """,
        "picker/reference.md": """
            # UIDatePicker

            ## Overview

            You must not subclass `UIDatePicker`.
            """,
    ]

    static func severities(_ compilation: Compilation) -> [String: GuidelineSeverity] {
        Dictionary(uniqueKeysWithValues: compilation.catalog.rules.map { ($0.primaryStatement.text, $0.severity) })
    }

    @Test func severityFollowsKindAndModality() {
        let compilation = CompileRun.compile(Self.pages)
        let severities = Self.severities(compilation)
        #expect(severities["Don't hide the primary button."] == .warning)
        #expect(severities["Give every button a clear title."] == .warning)
        #expect(severities["Consider a bordered style for secondary actions."] == .info)
        #expect(compilation.catalog.rules.filter { $0.kind == .apiRequirement }.map(\.severity) == [.error])
    }

    @Test func catalogJSONCarriesTheSeverityOfEveryRule() throws {
        let compilation = CompileRun.compile(Self.pages)
        let data = try JSONOutput.encode(compilation.catalog)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let rules = try #require(json["rules"] as? [[String: Any]])
        #expect(rules.count == compilation.catalog.rules.count)
        for (rule, written) in zip(compilation.catalog.rules, rules) {
            #expect(written["severity"] as? String == rule.severity.rawValue, "\(rule.id)")
        }
    }

    @Test func stubsDeclareTheCatalogsSeverity() throws {
        let compilation = CompileRun.compile(Self.pages)
        let rule = try #require(compilation.catalog.rules.first { $0.kind == .apiRequirement })
        let stubs = SwiftStubRenderer(catalog: compilation.catalog).render().values.joined()
        #expect(rule.severity == .error)
        #expect(stubs.components(separatedBy: "severity: .error").count == 2)
        #expect(stubs.components(separatedBy: "severity: .warning").count == 3)
        #expect(stubs.components(separatedBy: "severity: .info").count == 2)
    }

    /// A catalog from before the field reads as before: severity is derived, not trusted.
    @Test func aCatalogWithoutSeverityStillReads() throws {
        let compilation = CompileRun.compile(Self.pages)
        var text = String(decoding: try JSONOutput.encode(compilation.catalog), as: UTF8.self)
        for severity in GuidelineSeverity.allCases {
            text = text.replacingOccurrences(of: "\"severity\" : \"\(severity.rawValue)\",", with: "")
        }
        #expect(!text.contains("\"severity\""))
        let read = try CompactJSONReader.read(Data(text.utf8)) { try $0.read(RuleCatalog.self) }
        #expect(read.rules.map(\.severity) == compilation.catalog.rules.map(\.severity))
    }
}
