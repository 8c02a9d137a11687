import Foundation
import HIGGeneratedRules
import HIGLint
import HIGRules
import Testing

@Suite struct LinterTests {
    static let source = """
        final class DetailViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItems = [shareItem, favoriteItem]
                navigationController?.navigationBar.alpha = 0
            }
        }

        """
    static let crowding = NavigationBars.AvoidCrowdingNavigationBarTooManyControls.description
    static let alpha = Uinavigationcontroller.FrameBoundsAlpha.description

    @Test func reportsEachRuleWithTheCatalogSeverityAndStatement() throws {
        let violations = try Linter().lint(source: Self.source, path: "Detail.swift")
        #expect(violations == [
            Violation(ruleIdentifier: Self.crowding.identifier, severity: .warning, message: Self.crowding.statement(in: "en"),
                      location: ViolationLocation(path: "Detail.swift", line: 4, column: 24)),
            Violation(ruleIdentifier: Self.alpha.identifier, severity: .error, message: Self.alpha.statement(in: "en"),
                      location: ViolationLocation(path: "Detail.swift", line: 5, column: 45)),
        ])
    }

    @Test func disabledRulesDoNotRunAndSeveritiesFollowTheConfiguration() throws {
        let configuration = LintConfiguration(rootDirectory: "/", disabledRules: [Self.alpha.identifier],
                                              severities: [Self.crowding.identifier: .error])
        let linter = try Linter(configuration: configuration)
        let violations = linter.lint(source: Self.source, path: "Detail.swift")
        #expect(violations.map(\.ruleIdentifier) == [Self.crowding.identifier])
        #expect(violations.map(\.severity) == [.error])
        #expect(!linter.rules.map(\.identifier).contains(Self.alpha.identifier))
    }

    @Test func messagesComeFromTheCatalogInTheChosenLanguage() throws {
        let korean = try Linter(language: "ko").lint(source: Self.source, path: "Detail.swift")
        #expect(korean.first?.message == "너무 많은 control들로 내비게이션 바가 복잡해지는 것을 피하세요.")
        let japanese = try Linter(language: "ja").lint(source: Self.source, path: "Detail.swift")
        #expect(japanese.first?.message == "多くのコントロールをナビゲーションバーに詰め込み過ぎないでください")
        // The UINavigationController reference page exists only in Korean: every language gets it.
        #expect(japanese.last?.message == Self.alpha.statements["ko"])
    }

    @Test func theConfigurationLanguageIsTheDefaultAndAnUnknownOneIsRejected() throws {
        #expect(try Linter(configuration: LintConfiguration(rootDirectory: "/", language: "ko")).language == "ko")
        #expect(try Linter(configuration: LintConfiguration(rootDirectory: "/", language: "ko"), language: "ja").language == "ja")
        #expect(throws: LintError.unknownLanguage("fr", available: ["en", "ja", "ko"])) { try Linter(language: "fr") }
    }

    @Test func languageCodesAreCaseInsensitive() throws {
        #expect(try Linter(language: "KO").language == "ko")
        #expect(try Linter(configuration: LintConfiguration(rootDirectory: "/", language: "Ja")).language == "ja")
        let korean = try Linter(language: "KO").lint(source: Self.source, path: "Detail.swift")
        #expect(korean.first?.message == Self.crowding.statements["ko"])
    }

    @Test func exitStatusFailsOnErrorsAndOnWarningsWhenStrict() {
        func report(_ severities: [RuleSeverity]) -> LintReport {
            LintReport(violations: severities.enumerated().map { index, severity in
                Violation(ruleIdentifier: "r", severity: severity, message: "m", location: ViolationLocation(path: "A.swift", line: index + 1, column: 1))
            }, fileCount: 1, rules: [], language: "en")
        }
        #expect(report([]).exitStatus(strict: true) == 0)
        #expect(report([.info]).exitStatus(strict: true) == 0)
        #expect(report([.warning, .info]).exitStatus(strict: false) == 0)
        #expect(report([.warning]).exitStatus(strict: true) == 1)
        #expect(report([.info, .error]).exitStatus(strict: false) == 1)
    }

    @Test func columnsCountUTF8BytesAndSARIFColumnsUTF16Units() throws {
        let source = "let title = \"뒤로\"; navigationController?.navigationBar.alpha = 0\n"
        let violation = try #require(try Linter().lint(source: source, path: "A.swift").first)
        // "뒤로" is 6 UTF-8 bytes and 2 UTF-16 units.
        #expect(violation.location.column == 59)
        #expect(violation.location.utf16Column == 55)
    }

    @Test func reportsAreSortedByPathLineColumnAndRuleWhateverTheFileOrder() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String: String] = [:]
        for index in 0..<40 {
            files["Module\(index % 3)/Screen\(index).swift"] = Self.source
        }
        try Fixtures.write(files, under: directory)
        let report = try Linter().lint(paths: ["."], currentDirectory: directory.path)
        #expect(report.fileCount == 40)
        #expect(report.violations.count == 80)
        #expect(report.violations == report.violations.sorted())
        let again = try Linter().lint(paths: ["Module2", "Module0", "Module1"], currentDirectory: directory.path)
        #expect(again.violations == report.violations)
    }

    /// A member is looked up in the type of the same qualified name (its extensions included),
    /// not in any type of the same simple name.
    @Test func membersResolveInTheTypeOfTheSameQualifiedName() throws {
        let source = """
            enum Inbox { final class ListController: UIViewController { let barItems = [shareItem, favoriteItem] } }
            enum Outbox { final class ListController: UIViewController { let barItems = [shareItem] } }
            extension Outbox.ListController {
                func configure() { navigationItem.rightBarButtonItems = barItems }
            }
            extension Inbox.ListController {
                func configure() { navigationItem.rightBarButtonItems = barItems }
            }

            """
        let violations = try Linter().lint(source: source, path: "List.swift")
        #expect(violations.map { "\($0.ruleIdentifier)@\($0.location.line)" } == ["\(Self.crowding.identifier)@7"])
    }

    /// What the README says: the rules read UIKit, so SwiftUI that breaks the same guidelines
    /// (a hidden back button replaced by a "Back" button, a crowded bar) is not reported.
    @Test func swiftUICodeIsNotAnalysed() throws {
        let source = """
            struct DetailView: View {
                var body: some View {
                    Text("Detail")
                        .navigationBarBackButtonHidden(true)
                        .toolbar {
                            ToolbarItem(placement: .navigationBarLeading) { Button("Back") { dismiss() } }
                            ToolbarItemGroup(placement: .navigationBarTrailing) {
                                Button("Share") {}
                                Button("Favorite") {}
                            }
                        }
                }
            }

            """
        #expect(try Linter().lint(source: source, path: "DetailView.swift").isEmpty)
    }

    @Test func aSymlinkedFileIsLintedOnce() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Fixtures.write(["Sources/Detail.swift": Self.source], under: directory)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("Sources/Linked.swift").path,
                                                   withDestinationPath: "Detail.swift")
        let report = try Linter().lint(paths: ["."], currentDirectory: directory.path)
        #expect(report.fileCount == 1)
        #expect(report.violations.map(\.location.path) == ["Sources/Detail.swift", "Sources/Detail.swift"])
    }

    @Test func aFileWithSyntaxErrorsIsLintedWithAWarningAtTheFirstError() throws {
        // The parser recovers: the crowded bar above the unfinished call is still found, and the
        // warning points where the missing `)` belongs.
        let source = Self.source.replacingOccurrences(of: "        navigationController?.navigationBar.alpha = 0\n",
                                                      with: "        configure(title: \"Detail\"\n")
        let result = try Linter().lintResult(source: source, path: "Detail.swift")
        #expect(result.violations.map(\.ruleIdentifier) == [Self.crowding.identifier])
        #expect(result.notices == [
            LintNotice(path: "Detail.swift", line: 5, column: 34, message: "file has syntax errors; results may be incomplete"),
        ])
        #expect(result.notices.first?.description == "Detail.swift:5:34: warning: file has syntax errors; results may be incomplete")
        #expect(try Linter().lintResult(source: Self.source, path: "Detail.swift").notices.isEmpty)
    }

    @Test func aFileThatIsNotUTF8IsSkippedWithAWarning() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Fixtures.write(["Detail.swift": Self.source], under: directory)
        // "let café = 1" saved as Latin-1: é is the single byte 0xE9, which UTF-8 does not allow there.
        try (Data("let caf".utf8) + [0xE9] + Data(" = 1\n".utf8)).write(to: directory.appendingPathComponent("Latin1.swift"))
        let report = try Linter().lint(paths: ["."], currentDirectory: directory.path)
        #expect(report.fileCount == 1)
        #expect(Set(report.violations.map(\.location.path)) == ["Detail.swift"])
        #expect(report.notices == [LintNotice(path: "Latin1.swift", message: "file is not UTF-8 text; skipped")])
        #expect(report.notices.first?.description == "Latin1.swift: warning: file is not UTF-8 text; skipped")
    }

    @Test func withoutPathsTheConfigurationsIncludedPathsAreLinted() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Fixtures.write(["Sources/A.swift": Self.source, "Scripts/B.swift": Self.source], under: directory)
        let configuration = LintConfiguration(rootDirectory: directory.path, included: ["Sources"])
        let report = try Linter(configuration: configuration).lint(paths: [], currentDirectory: directory.path)
        #expect(Set(report.violations.map(\.location.path)) == ["Sources/A.swift"])
    }
}
