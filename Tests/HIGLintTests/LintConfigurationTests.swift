import Foundation
import HIGGeneratedRules
import HIGLint
import HIGRules
import Testing

@Suite struct LintConfigurationTests {
    static let backButton = NavigationBars.UseStandardBackButton.description
    static let crowding = NavigationBars.AvoidCrowdingNavigationBarTooManyControls.description
    static let segmented = Toolbars.AvoidUsingSegmentedControlToolbar.description

    @Test func readsEveryKey() throws {
        let configuration = try LintConfiguration(yaml: """
            included: [Sources, App]
            excluded:
              - Sources/Generated
              - "**/*+Preview.swift"
            disabled_rules:
              - \(Self.crowding.identifier)
            only_rules:
              - navigation-bars
            severity:
              \(Self.backButton.identifier): error
              toolbars: info
            language: ja
            """, rootDirectory: "/project")
        #expect(configuration.included == ["Sources", "App"])
        #expect(configuration.includedPaths == ["/project/Sources", "/project/App"])
        #expect(configuration.excluded == ["Sources/Generated", "**/*+Preview.swift"])
        #expect(configuration.disabledRules == [Self.crowding.identifier])
        #expect(configuration.onlyRules == ["navigation-bars"])
        #expect(configuration.severities == [Self.backButton.identifier: .error, "toolbars": .info])
        #expect(configuration.language == "ja")
    }

    @Test func emptyFileMeansEveryRuleAtCatalogSeverity() throws {
        let configuration = try LintConfiguration(yaml: "# nothing yet\n", rootDirectory: "/project")
        for rule in GeneratedRuleRegistry.all {
            #expect(configuration.isEnabled(rule.description))
            #expect(configuration.severity(of: rule.description) == rule.description.severity)
        }
    }

    @Test func theLanguageCodeIsCaseInsensitive() throws {
        #expect(try LintConfiguration(yaml: "language: KO", rootDirectory: "/").language == "ko")
    }

    @Test func disablingAPageDisablesEachOfItsRules() throws {
        let configuration = try LintConfiguration(yaml: "disabled_rules: [toolbars]", rootDirectory: "/")
        #expect(!configuration.isEnabled(Self.segmented))
        #expect(configuration.isEnabled(Self.backButton))
    }

    @Test func onlyRulesRunsNothingElse() throws {
        let configuration = try LintConfiguration(yaml: "only_rules: [\(Self.backButton.identifier)]", rootDirectory: "/")
        #expect(configuration.isEnabled(Self.backButton))
        #expect(!configuration.isEnabled(Self.crowding))
        #expect(!configuration.isEnabled(Self.segmented))
    }

    @Test func aRuleSeverityWinsOverItsPage() throws {
        let configuration = try LintConfiguration(yaml: """
            severity:
              navigation-bars: info
              \(Self.backButton.identifier): error
            """, rootDirectory: "/")
        #expect(configuration.severity(of: Self.backButton) == .error)
        #expect(configuration.severity(of: Self.crowding) == .info)
        #expect(configuration.severity(of: Self.segmented) == Self.segmented.severity)
    }

    @Test(arguments: [
        ("disabled_rules:\n  - navigation-bars/use-the-back-button\n", ".higlint.yml:2", "no rule or page 'navigation-bars/use-the-back-button'"),
        ("only_rules: navigation-bars\n", ".higlint.yml:1", "'only_rules' must be a list"),
        // An empty list would run nothing at all: most likely a list whose entries were lost.
        ("only_rules:\n", ".higlint.yml:1", "'only_rules' is empty"),
        ("only_rules: []\n", ".higlint.yml:1", "'only_rules' is empty"),
        ("excluded: [Vendor]\nonly_rules: ~\n", ".higlint.yml:2", "'only_rules' is empty"),
        ("severity:\n  toolbars: fatal\n", ".higlint.yml:2", "must be error, warning or info"),
        ("severity:\n  tool-bars: error\n", ".higlint.yml:2", "no rule or page 'tool-bars' in the catalog; did you mean 'toolbars'?"),
        ("disabled_rules: [toolbarz]\n", ".higlint.yml:1", "no rule or page 'toolbarz' in the catalog; did you mean 'toolbars'?"),
        ("language: fr\n", ".higlint.yml:1", "'language' must be one of en, ja, ko"),
        ("exclude:\n  - Vendor\n", ".higlint.yml:1", "unknown key 'exclude'"),
        ("- Vendor\n", ".higlint.yml:1", "expected a mapping"),
        ("excluded: [Vendor\n", ".higlint.yml", "not valid YAML"),
    ])
    func mistakesAreErrorsNamingTheLine(yaml: String, location: String, message: String) {
        do {
            _ = try LintConfiguration(yaml: yaml, rootDirectory: "/")
            Issue.record("accepted: \(yaml)")
        } catch let LintError.invalidConfiguration(path, text) {
            #expect(path == location)
            #expect(text.contains(message), "\(text)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func pathsAreRelativeToTheConfigurationFile() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Fixtures.write(["ci/lint.yml": "included: [../Sources]\nexcluded: [../Sources/Generated]\n"], under: directory)
        let configuration = try LintConfiguration.load(from: "ci/lint.yml", currentDirectory: directory.path)
        let root = PathNormalizer.absolute(directory.path, relativeTo: "/")
        #expect(configuration.rootDirectory == root + "/ci")
        #expect(configuration.includedPaths == [root + "/Sources"])
        #expect(configuration.exclusionPatterns.first?.matches(root + "/Sources/Generated/Rules.swift") == true)
        #expect(configuration.exclusionPatterns.first?.matches(root + "/Sources/App.swift") == false)
    }

    @Test func aMissingFileIsAnUnreadableConfiguration() {
        #expect(throws: LintError.unreadableConfiguration(path: "nowhere.yml", reason: "no such file or directory")) {
            try LintConfiguration.load(from: "nowhere.yml", currentDirectory: "/nonexistent-directory")
        }
    }

    /// A directory is named as one; a device such as /dev/null reads as an empty configuration.
    @Test func aDirectoryIsNoConfigurationAndDevNullIsEmpty() throws {
        #expect(throws: LintError.unreadableConfiguration(path: "/tmp", reason: "is a directory")) {
            try LintConfiguration.load(from: "/tmp")
        }
        let empty = try LintConfiguration.load(from: "/dev/null")
        #expect(empty.disabledRules.isEmpty && empty.onlyRules == nil)
    }
}

@Suite struct PathPatternTests {
    @Test(arguments: [
        ("Vendor", "/p/Vendor/Lib/A.swift", true),
        ("Vendor", "/p/Vendors/A.swift", false),
        ("Sources/App.swift", "/p/Sources/App.swift", true),
        ("Sources/*.swift", "/p/Sources/App.swift", true),
        ("Sources/*.swift", "/p/Sources/Deep/App.swift", false), // `*` stays within one component
        ("**/*Tests.swift", "/p/Tests/Unit/LoginTests.swift", true),
        ("**/*Tests.swift", "/p/LoginTests.swift", true),
        ("**/*Tests.swift", "/p/Tests/Login.swift", false),
        ("Gen?rated", "/p/Generated/A.swift", true),
        ("/abs/Vendor", "/abs/Vendor/A.swift", true),
        ("../Shared", "/Shared/A.swift", true),
    ])
    func matchesPathsAndTheFoldersAboveThem(pattern: String, path: String, matches: Bool) {
        #expect(PathPattern(pattern, relativeTo: "/p").matches(path) == matches)
    }
}
