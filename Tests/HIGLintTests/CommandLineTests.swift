import Foundation
import HIGGeneratedRules
import HIGLint
import HIGRules
import Testing

/// The `higlint` executable: arguments, output formats, exit statuses.
@Suite struct CommandLineTests {
    @Test func lintingTheSampleAppPrintsViolationsAndExitsOne() throws {
        let output = try HIGLintExecutable.run([], in: Fixtures.sampleApp)
        #expect(output.status == 1)
        #expect(output.standardOutput == SampleAppTests.expectedLines(language: "en").map { $0 + "\n" }.joined())
        #expect(output.standardError.contains("9 violations (5 errors, 4 warnings) in 9 files"))
    }

    @Test func jsonAndSarifFormatsCarryTheSameViolations() throws {
        let json = try HIGLintExecutable.run(["--format", "json", "."], in: Fixtures.sampleApp)
        #expect(json.status == 1)
        let entries = try JSONDecoder().decode([JSONReporter.Entry].self, from: Data(json.standardOutput.utf8))
        #expect(entries.map { "\($0.file):\($0.line):\($0.column)" } == SampleAppTests.expected.map { "\($0.path):\($0.line):\($0.column)" })

        let sarif = try HIGLintExecutable.run(["--format", "sarif", "--quiet"], in: Fixtures.sampleApp)
        #expect(sarif.status == 1)
        #expect(sarif.standardError.isEmpty)
        let results = try SARIFShape.validate(sarif.standardOutput)
        #expect(results.map(\.ruleId) == SampleAppTests.expected.map { $0.rule.description.identifier })
    }

    @Test func languageOptionChoosesCatalogTranslations() throws {
        let output = try HIGLintExecutable.run(["--language", "ja", "Inbox"], in: Fixtures.sampleApp)
        #expect(output.standardOutput.contains(NavigationBars.AvoidCrowdingNavigationBarTooManyControls.description.statements["ja"]!))
        // Toolbars has no Japanese translation: English.
        #expect(output.standardOutput.contains(Toolbars.AvoidUsingSegmentedControlToolbar.description.statements["en"]!))
    }

    /// As `higc` takes them: `KO` is `ko`.
    @Test func languageCodesAreCaseInsensitive() throws {
        let lower = try HIGLintExecutable.run(["--language", "ko", "Inbox"], in: Fixtures.sampleApp)
        let upper = try HIGLintExecutable.run(["--language", "KO", "Inbox"], in: Fixtures.sampleApp)
        #expect(upper.status == lower.status)
        #expect(upper.standardOutput == lower.standardOutput)
        #expect(upper.standardOutput.contains(NavigationBars.AvoidCrowdingNavigationBarTooManyControls.description.statements["ko"]!))
        let rules = try HIGLintExecutable.run(["rules", "--language", "Ja"], in: Fixtures.sampleApp)
        #expect(rules.status == 0)
        #expect(rules.standardOutput.contains(NavigationBars.UseStandardBackButton.description.statements["ja"]!))
    }

    @Test func warningsPassUnlessStrict() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Fixtures.write([
            "Clean.swift": "navigationItem.rightBarButtonItem = editButtonItem\n",
            "Crowded.swift": "navigationItem.rightBarButtonItems = [addItem, shareItem]\n",
        ], under: directory)
        #expect(try HIGLintExecutable.run(["Clean.swift"], in: directory).status == 0)
        let warnings = try HIGLintExecutable.run(["Crowded.swift"], in: directory)
        #expect(warnings.status == 0)
        #expect(warnings.standardOutput.hasPrefix("Crowded.swift:1:16: warning: "))
        #expect(try HIGLintExecutable.run(["--strict", "Crowded.swift"], in: directory).status == 1)
    }

    @Test func inputWarningsGoToStandardErrorAndDoNotFailTheRun() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Fixtures.write(["Broken.swift": "navigationItem.rightBarButtonItems = [addItem, shareItem]\nfunc unfinished(\n"], under: directory)
        try Data([0xCA, 0xFE, 0xBA, 0xBE, 0x00, 0xFF]).write(to: directory.appendingPathComponent("Binary.swift"))
        for format in ["text", "json"] {
            let output = try HIGLintExecutable.run(["--format", format, "--quiet"], in: directory)
            #expect(output.status == 0)
            #expect(output.standardOutput.contains("Broken.swift"))
            #expect(!output.standardOutput.contains("Binary.swift"))
            #expect(output.standardError == """
                Binary.swift: warning: file is not UTF-8 text; skipped
                Broken.swift:2:17: warning: file has syntax errors; results may be incomplete

                """)
        }
    }

    @Test(arguments: [
        ["--format", "xml"],
        ["--language", "fr"],
        ["Missing.swift"],
        ["--config", "missing.yml"],
        ["--no-such-flag"],
    ])
    func usageAndInputErrorsExitTwo(arguments: [String]) throws {
        let output = try HIGLintExecutable.run(arguments, in: Fixtures.sampleApp)
        #expect(output.status == 2)
        #expect(output.standardOutput.isEmpty)
        #expect(!output.standardError.isEmpty)
    }

    @Test func invalidConfigurationExitsTwoNamingTheLine() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Fixtures.write([
            ".higlint.yml": "excluded:\n  - Vendor\ndisabled_rules:\n  - navigation-bars/no-such-rule\n",
            "A.swift": "let a = 1\n",
        ], under: directory)
        let output = try HIGLintExecutable.run([], in: directory)
        #expect(output.status == 2)
        #expect(output.standardError.contains(".higlint.yml:4"))
        #expect(output.standardError.contains("navigation-bars/no-such-rule"))
    }

    @Test func rulesListsEveryCatalogRuleWithItsStatus() throws {
        let output = try HIGLintExecutable.run(["rules"], in: Fixtures.sampleApp)
        #expect(output.status == 0)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        for rule in GeneratedRuleRegistry.all {
            let id = rule.description.identifier
            let line = try #require(lines.first { $0.contains(" \(id) (") }, "\(id) is not listed")
            let implemented = LintRuleRegistry.implementation(for: id) != nil
            #expect(line.hasPrefix(implemented ? "implemented " : "not implemented "), "\(line)")
            #expect(line.contains("(\(rule.description.page), "))
            #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == rule.description.statement(in: "en") })
        }
        // The sample app's configuration raises the back button rule to error.
        #expect(lines.contains { $0.contains("navigation-bars/use-standard-back-button (navigation-bars, error)") })
        #expect(lines.last == "\(LintRuleRegistry.implementations.count) of \(GeneratedRuleRegistry.all.count) rules implemented.")
    }
}
