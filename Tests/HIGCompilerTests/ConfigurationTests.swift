import Foundation
@testable import HIGCompiler
import Testing

/// `higc.yml`: what it may say, how it combines with flags, and `higc init`.
@Suite struct ConfigurationTests {
    private let root = URL(fileURLWithPath: "/work/package")

    @Test func starterFileLoadsBackAsTheDefaults() throws {
        let configuration = try ConfigurationLoader.parse(StarterConfiguration.text, path: "higc.yml")
        #expect(configuration.guidelines == "Guidelines")
        #expect(configuration.output == "Generated")
        #expect(configuration.sourceLanguage == "en")
        #expect(configuration.failOn == [])
        #expect(FindingSeverity.table(overrides: configuration.severities) == FindingSeverity.table())
        #expect(configuration.severities.count == FindingKind.allCases.count, "the starter lists every kind")
        for key in ConfigurationLoader.keys {
            #expect(StarterConfiguration.text.contains("\(key):"), "the starter documents \(key)")
        }
    }

    /// The glossary format the starter shows, uncommented, is a glossary higc reads.
    @Test func theStartersGlossaryExampleIsAGlossary() throws {
        let lines = StarterConfiguration.text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.hasPrefix("# The team glossary") })
        let example = lines[(start + 1)...].prefix { $0.hasPrefix("#   ") }.map { String($0.dropFirst(4)) }
        let glossary = try Glossary.parse(example.joined(separator: "\n") + "\n", file: "glossary.yml")
        let term = try #require(glossary.terms.first)
        #expect(term.en == "navigation bar")
        #expect(term.translations["ko"] == ["내비게이션 바"] && term.translations["ja"] == ["ナビゲーションバー"])
        #expect(term.variants["ko"] == ["네비게이션 바"])
        #expect(term.symbol == "UINavigationBar")
    }

    @Test func readsEverySetting() throws {
        let configuration = try ConfigurationLoader.parse("""
        guidelines: docs/hig
        output: Sources/Rules/Generated
        source-language: en
        glossary: docs/glossary.yml
        languages: [ko, ja]
        page-languages:
          uinavigationcontroller: [ko]
        fail-on: [missing, anchor-mismatch]
        severities:
          missing: error
          terminology: none
        """, path: "higc.yml")
        #expect(configuration == HIGCConfiguration(
            guidelines: "docs/hig", output: "Sources/Rules/Generated", sourceLanguage: "en", glossary: "docs/glossary.yml",
            languages: ["ko", "ja"], pageLanguages: ["uinavigationcontroller": ["ko"]], failOn: [.missing, .anchorMismatch],
            severities: [.missing: .error, .terminology: .none]))
        #expect(try ConfigurationLoader.parse("fail-on: missing, stale", path: "higc.yml").failOn == [.missing, .stale])
        #expect(try ConfigurationLoader.parse("# nothing yet\n", path: "higc.yml") == HIGCConfiguration())
    }

    @Test func namesTheLineOfAMistake() {
        #expect(throws: ConfigurationError.unknownKey(path: "higc.yml", line: 2, key: "fail_on", suggestion: "fail-on")) {
            try ConfigurationLoader.parse("output: Generated\nfail_on: [missing]\n", path: "higc.yml")
        }
        do {
            _ = try ConfigurationLoader.parse("severities:\n  missing: error\n  stael: note\n", path: "higc.yml")
            Issue.record("a misspelt kind must be an error")
        } catch {
            #expect("\(error)".hasPrefix("higc.yml:3: severities: unknown finding kind 'stael'; did you mean 'stale'?"), "\(error)")
        }
        #expect(throws: ConfigurationError.self) { try ConfigurationLoader.parse("severities:\n  missing: loud\n", path: "higc.yml") }
        #expect(throws: ConfigurationError.self) { try ConfigurationLoader.parse("languages: [ko, 日本語]\n", path: "higc.yml") }
        #expect(throws: ConfigurationError.self) { try ConfigurationLoader.parse("output: [a, b]\n", path: "higc.yml") }
        #expect(throws: ConfigurationError.self) { try ConfigurationLoader.parse("guidelines: [unclosed\n", path: "higc.yml") }
        #expect(throws: ConfigurationError.self) { try ConfigurationLoader.parse("- just\n- a list\n", path: "higc.yml") }
        // Broken YAML too, at the line it breaks on; a key given twice, at its second line.
        for (text, location) in [("guidelines: a\n  output: [b\n", "higc.yml:2: not valid YAML: "),
                                 ("guidelines: a\noutput: b\noutput: c\n", "higc.yml:3: not valid YAML: the key 'output' appears twice")] {
            do {
                _ = try ConfigurationLoader.parse(text, path: "higc.yml")
                Issue.record("invalid YAML must be an error")
            } catch {
                #expect("\(error)".hasPrefix(location), "\(error)")
            }
        }
    }

    @Test func flagsOverrideTheFileAndTheFileOverridesDefaults() throws {
        let defaults = try CompileSettings.resolve(configuration: HIGCConfiguration(), overrides: CompileOverrides(), workingDirectory: root)
        #expect(defaults.guidelines.path == "/work/package/Guidelines")
        #expect(defaults.output.path == "/work/package/Generated")
        #expect(defaults.failOn.isEmpty)
        #expect(defaults.severities == FindingSeverity.table())
        #expect(defaults.reviewSourceRoot == "../Guidelines")
        #expect(defaults.guidelinesDisplayPath == "Guidelines")

        var file = HIGCConfiguration(guidelines: "docs/hig", output: "build/generated", languages: ["ko"], failOn: [.missing],
                                     severities: [.missing: .error, .stale: .note])
        file.directory = root.appendingPathComponent("config")
        let fromFile = try CompileSettings.resolve(configuration: file, overrides: CompileOverrides(), workingDirectory: root)
        #expect(fromFile.guidelines.path == "/work/package/config/docs/hig", "file paths are relative to the file")
        #expect(fromFile.output.path == "/work/package/config/build/generated")
        #expect(fromFile.reviewSourceRoot == "../../docs/hig")
        #expect(fromFile.guidelinesDisplayPath == "config/docs/hig")
        #expect(fromFile.failOn == [.missing])
        #expect(fromFile.expectedLanguages.languages(for: "toolbars") == ["ko"])
        #expect(fromFile.severities[.missing] == .error && fromFile.severities[.stale] == .note && fromFile.severities[.polarity] == .error)

        let flags = CompileOverrides(guidelines: "Guidelines", languages: ["ja"], failOn: [.polarity], severities: [.missing: .warning])
        let fromFlags = try CompileSettings.resolve(configuration: file, overrides: flags, workingDirectory: root)
        #expect(fromFlags.guidelines.path == "/work/package/Guidelines", "flag paths are relative to the working directory")
        #expect(fromFlags.output.path == "/work/package/config/build/generated", "what no flag names still comes from the file")
        #expect(fromFlags.failOn == [.polarity])
        #expect(fromFlags.expectedLanguages.languages(for: "toolbars") == ["ja"])
        #expect(fromFlags.severities[.missing] == .warning && fromFlags.severities[.stale] == .note)
    }

    @Test func onlyEnglishIsASourceLanguage() {
        #expect(throws: ConfigurationError.self) {
            try CompileSettings.resolve(configuration: HIGCConfiguration(sourceLanguage: "ja"), overrides: CompileOverrides(), workingDirectory: root)
        }
        // In higc.yml the error names its line.
        do {
            _ = try ConfigurationLoader.parse("output: Generated\nsource-language: ko\n", path: "higc.yml")
            Issue.record("only English is a source language")
        } catch {
            #expect("\(error)".hasPrefix("higc.yml:2: source-language: 'ko' is not supported"), "\(error)")
        }
    }

    @Test func expectedLanguagesAddMissingFindingsForUntranslatedPages() throws {
        let compilation = try ReviewFixture.fresh()
        #expect(ExpectedLanguages().apply(to: compilation).report == compilation.report)
        #expect(ExpectedLanguages(everyPage: ["ko"]).apply(to: compilation).report == compilation.report, "every page already has Korean")

        let expecting = ExpectedLanguages(everyPage: ["ko", "ja"], perPage: ["navigation-bars": ["ko"]]).apply(to: compilation)
        let toolbars = compilation.catalog.rules.filter { $0.page == "toolbars" && $0.statements["en"] != nil && $0.statements["ja"] == nil }
        #expect(!toolbars.isEmpty)
        let added = expecting.report.findings.filter { $0.kind == .missing && $0.page == "toolbars" && $0.language == "ja" }
        #expect(Set(added.compactMap(\.rule)) == Set(toolbars.map(\.id)))
        #expect(added.allSatisfy { $0.message.hasPrefix("no ja statement for “") })
        #expect(expecting.report.findings == expecting.report.findings.sorted())
        let before = try #require(compilation.report.summary.first { $0.language == "ja" })
        let after = try #require(expecting.report.summary.first { $0.language == "ja" })
        #expect(after.expected == before.expected + toolbars.count)
        #expect(after.coverage < before.coverage)
    }

    /// The other way round, `ja-JP` expected of pages in `ja` reads as a slip: a warning names
    /// the form the pages are in.
    @Test func aRegionalFormOfAPageLanguageIsWarnedAbout() {
        let expected = ExpectedLanguages(everyPage: ["ja-JP"])
        let diagnostics = expected.diagnostics(pages: ["buttons"], writtenLanguages: ["en", "ja"], source: "higc.yml")
        #expect(diagnostics.map(\.message) == ["expected language `ja-JP` is the language of no page (pages are in en, ja); did you mean `ja`?"],
                "\(diagnostics.map(\.message))")
    }

    /// A regional translation (`ja-JP`) meets an expectation of its language (`ja`).
    @Test func aRegionalTranslationMeetsItsLanguagesExpectation() {
        let compilation = CompileRun.compile([
            "buttons/page.md": "# Buttons\n\n**Use a verb in a button's title.** People know what happens.\n",
            "buttons/ja-JP.md": "# ボタン\n\n**ボタンのタイトルには動詞を使ってください。** 何が起きるかわかります。\n",
        ])
        #expect(compilation.catalog.rules.map(\.languages) == [["en", "ja-JP"]])
        #expect(ExpectedLanguages(everyPage: ["ja"]).apply(to: compilation).report.findings.isEmpty)
        #expect(ExpectedLanguages(everyPage: ["ko"]).apply(to: compilation).report.findings.map(\.kind) == [.missing])
    }

    /// A rule the regional translation leaves out is reported once, in the regional form the page
    /// is written in, and the language itself gets no empty coverage line of its own.
    @Test func aRuleARegionalTranslationLeavesOutIsReportedOnce() {
        let compilation = CompileRun.compile([
            "buttons/page.md": "# Buttons\n\n**Use a verb in a button's title.** People know what happens.\n\n**Keep titles short.** Short titles fit.\n",
            "buttons/ja-JP.md": "# ボタン\n\n**ボタンのタイトルには動詞を使ってください。** 何が起きるかわかります。\n",
        ])
        let expected = ExpectedLanguages(everyPage: ["ja"]).apply(to: compilation)
        #expect(expected.report.findings.map { "\($0.kind) \($0.language)" } == ["missing ja-JP"])
        #expect(!expected.report.summary.contains { $0.language == "ja" })
    }

    @Test func aGlossaryOutsideTheGuidelinesCompilesLikeTheDefaultOne() throws {
        let workspace = try HigcCommandLine.workspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let guidelines = workspace.appendingPathComponent("Guidelines")
        let defaultSettings = try CompileSettings.resolve(overrides: CompileOverrides(output: "none"), workingDirectory: workspace)
        let reference = try ConfiguredCompiler(settings: defaultSettings).compile()

        try FileManager.default.createDirectory(at: workspace.appendingPathComponent("team"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: guidelines.appendingPathComponent("glossary.yml"), to: workspace.appendingPathComponent("team/glossary.yml"))
        let withoutGlossary = try ConfiguredCompiler(settings: defaultSettings).compile()
        #expect(withoutGlossary.catalog != reference.catalog, "the glossary is alignment evidence")

        let moved = try CompileSettings.resolve(overrides: CompileOverrides(output: "none", glossary: "team/glossary.yml"), workingDirectory: workspace)
        #expect(try ConfiguredCompiler(settings: moved).compile().catalog == reference.catalog)

        let missing = try CompileSettings.resolve(overrides: CompileOverrides(output: "none", glossary: "team/nope.yml"), workingDirectory: workspace)
        #expect(throws: CompileError.self) { try ConfiguredCompiler(settings: missing).compile() }
    }

    @Test func initWritesAStarterFileAndRefusesToOverwriteIt() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("higc.yml")

        let first = try HigcCommandLine.run(["init"], in: directory)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(try String(contentsOf: file, encoding: .utf8) == StarterConfiguration.text)

        try Data("output: Custom\n".utf8).write(to: file)
        let again = try HigcCommandLine.run(["init"], in: directory)
        #expect(again.status == 2)
        #expect(again.standardError.contains("already exists"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "output: Custom\n", "the existing file is untouched")

        let forced = try HigcCommandLine.run(["init", "--force"], in: directory)
        #expect(forced.status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == StarterConfiguration.text)
    }

    @Test func compileReadsHigcYmlFromTheWorkingDirectory() throws {
        let workspace = try HigcCommandLine.workspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        try Data("output: build/rules\nfail-on: [missing]\n".utf8).write(to: workspace.appendingPathComponent("higc.yml"))

        let failing = try HigcCommandLine.run(["compile"], in: workspace)
        #expect(failing.status == 1, "the file's fail-on applies: \(failing.standardError)")
        let review = try String(contentsOf: workspace.appendingPathComponent("build/rules/review.html"), encoding: .utf8)
        #expect(review.contains("href=\"../../Guidelines/navigation-bars/page.md#L"), "sources linked from the configured output")

        let overridden = try HigcCommandLine.run(["compile", "--fail-on", "polarity"], in: workspace)
        #expect(overridden.status == 0, "the flag replaces the file's fail-on: \(overridden.standardError)")

        try Data("output: build/rules\nfail_on: [missing]\n".utf8).write(to: workspace.appendingPathComponent("higc.yml"))
        let broken = try HigcCommandLine.run(["compile"], in: workspace)
        #expect(broken.status == 2)
        #expect(broken.standardError.contains("higc.yml:2: unknown key 'fail_on'; did you mean 'fail-on'?"), "\(broken.standardError)")
    }

    /// Anchors and aliases, which a few lines can nest into gigabytes ("billion laughs"), are
    /// refused at their line in `higc.yml` and the glossary before anything is expanded.
    @Test func yamlAnchorsAndAliasesAreRefusedAtTheirLine() {
        let laughs = "a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\n"
        #expect(YAMLAnchors.firstLine(in: laughs) == 1)
        #expect(YAMLAnchors.firstLine(in: "terms:\n  - en: R&D\n    ko: \"*\"\n    ja: [ボタン] # see *above*\n") == nil)
        #expect(throws: ConfigurationError.self) { try ConfigurationLoader.parse("fail-on: &kinds [missing]\n", path: "higc.yml") }
        do {
            _ = try Glossary.parse("terms:\n  - en: toolbar\n    ko: &k [툴바]\n  - en: tool bar\n    ko: *k\n", file: "glossary.yml")
            Issue.record("a glossary with aliases was read")
        } catch {
            #expect("\(error)".contains("glossary.yml") && "\(error)".contains("line 3"), "\(error)")
        }
    }
}
