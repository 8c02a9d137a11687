import Foundation
import HIGLint
import HIGRules
import Testing

@Suite struct ReporterTests {
    static func report(_ violations: [Violation], rules: [RuleDescription] = []) -> LintReport {
        LintReport(violations: violations, fileCount: 1, rules: rules, language: "en")
    }

    static func violation(_ path: String, _ line: Int, _ column: Int, _ severity: RuleSeverity = .warning, rule: String = "toolbars/r") -> Violation {
        Violation(ruleIdentifier: rule, severity: severity, message: "Say it.", location: ViolationLocation(path: path, line: line, column: column))
    }

    @Test func textIsTheCompilerDiagnosticFormat() {
        let text = TextReporter().report(Self.report([
            Self.violation("B.swift", 1, 1, .info),
            Self.violation("A.swift", 3, 7, .error),
            Self.violation("A.swift", 3, 2),
        ]))
        #expect(text == """
            A.swift:3:2: warning: Say it. (toolbars/r)
            A.swift:3:7: error: Say it. (toolbars/r)
            B.swift:1:1: note: Say it. (toolbars/r)

            """)
        #expect(TextReporter().report(Self.report([])) == "")
    }

    @Test func jsonIsAnArrayWithSortedKeys() throws {
        let json = JSONReporter().report(Self.report([Self.violation("Sources/A b.swift", 2, 5)]))
        #expect(json == """
            [
              {
                "column" : 5,
                "file" : "Sources/A b.swift",
                "line" : 2,
                "message" : "Say it.",
                "ruleId" : "toolbars/r",
                "severity" : "warning"
              }
            ]

            """)
        #expect(JSONReporter().report(Self.report([])) == "[\n\n]\n")
    }

    @Test func sarifListsTheRulesThatRanAndIndexesResultsIntoThem() throws {
        let rules = LintRuleRegistry.implementations.prefix(3).compactMap { LintRuleRegistry.description(for: $0.ruleIdentifier) }
        let violations = [
            Self.violation("My App/View.swift", 4, 2, .info, rule: rules[2].identifier),
            Self.violation("/abs/Other.swift", 1, 1, .error, rule: rules[0].identifier),
        ]
        let output = SARIFReporter().report(Self.report(violations, rules: rules))
        let results = try SARIFShape.validate(output)
        #expect(results.map(\.uri) == ["file:///abs/Other.swift", "My%20App/View.swift"])
        #expect(results.map(\.level) == ["error", "note"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let listed = try #require(driver["rules"] as? [[String: Any]])
        #expect(listed.compactMap { $0["id"] as? String } == rules.map(\.identifier))
        #expect(listed.first?["name"] as? String == SARIFReporter.ruleName(rules[0].identifier))
        let indexes = (run["results"] as? [[String: Any]])?.compactMap { $0["ruleIndex"] as? Int }
        #expect(indexes == [0, 2])
    }

    /// Code scanning resolves paths from the checkout's root: a file is named from the root of
    /// its repository, with `%SRCROOT%`, whatever directory higlint ran in; one outside any
    /// repository by its `file` URI.
    @Test func sarifNamesFilesFromTheirRepositorysRoot() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("higlint-sarif-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let repository = scratch.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        let outside = scratch.appendingPathComponent("loose")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let rule = try #require(LintRuleRegistry.implementations.first.flatMap { LintRuleRegistry.description(for: $0.ruleIdentifier) })
        let violations = [Self.violation("App/View.swift", 3, 1, rule: rule.identifier),
                          Self.violation(outside.appendingPathComponent("Other.swift").path, 1, 1, rule: rule.identifier)]
        let output = SARIFReporter(currentDirectory: repository.appendingPathComponent("Sources").path).report(Self.report(violations, rules: [rule]))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let artifacts = results.compactMap {
            (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
        }
        // The report sorts its violations by path: the absolute one first.
        #expect(artifacts.map { $0["uri"] as? String } == ["file://" + outside.standardizedFileURL.path + "/Other.swift", "Sources/App/View.swift"])
        #expect(artifacts.map { $0["uriBaseId"] as? String } == [nil, "%SRCROOT%"])
    }

    /// A Korean run describes and explains its rules in Korean, where the catalog translated them,
    /// and in English where it did not.
    @Test func sarifExplainsRulesInTheRunsLanguage() throws {
        let translated = RuleDescription(
            identifier: "toolbars/keep-it-short", name: "Keep it short", statements: ["en": "Keep it short.", "ko": "짧게 유지하세요."],
            rationale: "Long bars crowd.", rationales: ["ko": "긴 바는 복잡합니다."], kind: .guideline, page: "toolbars",
            section: "", modality: .requirement, severity: .warning, apiSymbols: [], source: RuleSourceLocation(file: "toolbars/page.md", line: 3))
        let english = RuleDescription(
            identifier: "toolbars/use-icons", name: "Use icons", statements: ["en": "Use icons."], rationale: "Icons save room.",
            kind: .guideline, page: "toolbars", section: "", modality: .requirement, severity: .warning, apiSymbols: [],
            source: RuleSourceLocation(file: "toolbars/page.md", line: 5))
        let report = LintReport(violations: [], fileCount: 1, rules: [translated, english], language: "ko")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter().report(report).utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let full = rules.map { ($0["fullDescription"] as? [String: Any])?["text"] as? String }
        let short = rules.map { ($0["shortDescription"] as? [String: Any])?["text"] as? String }
        #expect(full == ["긴 바는 복잡합니다.", "Icons save room."])
        #expect(short == ["짧게 유지하세요.", "Use icons."])
    }

    @Test func sarifRuleNamesAreLanguageNeutral() {
        #expect(SARIFReporter.ruleName("navigation-bars/use-standard-back-button") == "UseStandardBackButton")
    }

    @Test func sameReportRendersToTheSameBytes() throws {
        let report = Self.report([Self.violation("A.swift", 1, 1), Self.violation("A.swift", 2, 1)])
        for format in OutputFormat.allCases {
            #expect(format.reporter.report(report) == format.reporter.report(report))
        }
    }
}
