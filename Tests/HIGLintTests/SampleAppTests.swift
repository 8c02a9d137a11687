import Foundation
import HIGGeneratedRules
import HIGLint
import HIGRules
import Testing

/// `higlint` over the sample app in Fixtures/SampleApp: a few view controllers of ordinary UIKit
/// code, some breaking the guidelines, some not, and a vendored folder its `.higlint.yml` excludes
/// (while raising the back button rule to error severity).
@Suite struct SampleAppTests {
    struct Expected {
        let path: String
        let line: Int
        let column: Int
        let rule: any HIGRule.Type
        let severity: RuleSeverity
    }

    /// Exactly the violations the sample app holds, in report order.
    static let expected: [Expected] = [
        Expected(path: "Compose/ComposeViewController.swift", line: 10, column: 24, rule: NavigationBars.UseStandardBackButton.self, severity: .error),
        Expected(path: "Compose/ComposeViewController.swift", line: 21, column: 34, rule: Toolbars.GiveTextTitledButtonsEnoughRoom.self, severity: .warning),
        Expected(path: "Gallery/PhotoViewerViewController.swift", line: 23, column: 44, rule: Uinavigationcontroller.IsNavigationBarHiddenSetNavigationBarHiddenAnimated.self, severity: .error),
        Expected(path: "Gallery/PhotoViewerViewController.swift", line: 28, column: 45, rule: Uinavigationcontroller.FrameBoundsAlpha.self, severity: .error),
        Expected(path: "Inbox/InboxViewController.swift", line: 36, column: 25, rule: Toolbars.AvoidUsingSegmentedControlToolbar.self, severity: .warning),
        Expected(path: "Inbox/MessageViewController.swift", line: 23, column: 24, rule: NavigationBars.AvoidCrowdingNavigationBarTooManyControls.self, severity: .warning),
        Expected(path: "Inbox/MessageViewController.swift", line: 23, column: 54, rule: NavigationBars.GiveTextTitledButtonsEnoughRoom.self, severity: .warning),
        Expected(path: "Legacy/LegacyNavigationController.swift", line: 7, column: 9, rule: Uinavigationcontroller.UiNavigationBarInitNavigationBarClassToolbarClass.self, severity: .error),
        Expected(path: "Legacy/LegacyNavigationController.swift", line: 16, column: 23, rule: Uinavigationcontroller.FrameBoundsAlpha.self, severity: .error),
    ]

    static let swiftFileCount = 9 // Vendor/ excluded

    static func expectedLines(language: String) -> [String] {
        expected.map { item in
            let label = item.severity == .info ? "note" : item.severity.rawValue
            return "\(item.path):\(item.line):\(item.column): \(label): \(item.rule.description.statement(in: language)) (\(item.rule.description.identifier))"
        }
    }

    static func lint(language: String = "en") throws -> LintReport {
        let root = Fixtures.sampleApp.path
        let configuration = try LintConfiguration.load(from: LintConfiguration.fileName, currentDirectory: root)
        return try Linter(configuration: configuration, language: language).lint(paths: [], currentDirectory: root)
    }

    @Test func textReportListsExactlyTheExpectedViolations() throws {
        let report = try Self.lint()
        #expect(report.fileCount == Self.swiftFileCount)
        let lines = TextReporter().report(report).split(separator: "\n").map(String.init)
        #expect(lines == Self.expectedLines(language: "en"))
        // The format itself, spelled out once.
        #expect(lines.first == "Compose/ComposeViewController.swift:10:24: error: Use the standard back button. (navigation-bars/use-standard-back-button)")
    }

    @Test func jsonReportListsExactlyTheExpectedViolations() throws {
        let output = JSONReporter().report(try Self.lint())
        let entries = try JSONDecoder().decode([JSONReporter.Entry].self, from: Data(output.utf8))
        let expected = Self.expected.map {
            JSONReporter.Entry(file: $0.path, line: $0.line, column: $0.column, severity: $0.severity.rawValue,
                               ruleId: $0.rule.description.identifier, message: $0.rule.description.statement(in: "en"))
        }
        #expect(entries == expected)
    }

    @Test func sarifReportIsValidAndListsExactlyTheExpectedViolations() throws {
        let report = try Self.lint()
        let results = try SARIFShape.validate(SARIFReporter().report(report))
        let expected = Self.expected.map {
            SARIFShape.Result(uri: $0.path, line: $0.line, column: $0.column, ruleId: $0.rule.description.identifier,
                              level: $0.severity == .info ? "note" : $0.severity.rawValue,
                              message: $0.rule.description.statement(in: "en"))
        }
        #expect(results == expected)
    }

    @Test func koreanAndJapaneseMessagesAreTheCatalogStatements() throws {
        for language in ["ko", "ja"] {
            let report = try Self.lint(language: language)
            #expect(TextReporter().report(report).split(separator: "\n").map(String.init) == Self.expectedLines(language: language))
            for violation in report.violations {
                let statements = try #require(LintRuleRegistry.description(for: violation.ruleIdentifier)).statements
                // Translated where the catalog has a translation, English where it has none.
                #expect(violation.message == (statements[language] ?? statements["en"] ?? violation.message))
            }
        }
        let japanese = try Self.lint(language: "ja").violations.first { $0.ruleIdentifier == NavigationBars.UseStandardBackButton.description.identifier }
        #expect(japanese?.message == "標準の戻るボタンを使いましょう")
        let korean = try Self.lint(language: "ko").violations.first { $0.ruleIdentifier == Toolbars.AvoidUsingSegmentedControlToolbar.description.identifier }
        #expect(korean?.message == "Toolbar에서 segmented control 사용하는 것을 피하세요.")
    }

    @Test func errorsInTheSampleAppFailTheRun() throws {
        let report = try Self.lint()
        #expect(report.exitStatus(strict: false) == 1)
        #expect(report.summary == "9 violations (5 errors, 4 warnings) in 9 files")
    }

    @Test func excludedVendorCodeIsNotLinted() throws {
        let report = try Self.lint()
        #expect(report.violations.allSatisfy { !$0.location.path.hasPrefix("Vendor/") })
        // Without the configuration the vendored hacks are reported.
        let unconfigured = try Linter().lint(paths: ["Vendor"], currentDirectory: Fixtures.sampleApp.path)
        #expect(unconfigured.violations.map(\.location.line) == [6, 7])
    }
}
