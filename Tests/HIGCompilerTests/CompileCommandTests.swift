import Foundation
import Testing

/// `higc compile` as CI uses it: `--check` as a gate and `--fail-on` for drift.
@Suite struct CompileCommandTests {
    @Test func checkPassesOnAFreshOutputAndFailsOnATamperedOne() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("Generated").path
        let guidelines = TestPaths.guidelines.path
        #expect(try CommandRunner.run(["compile", "--guidelines", guidelines, "--output", output]).status == 0)

        let fresh = try CommandRunner.run(["compile", "--guidelines", guidelines, "--output", output, "--check"])
        #expect(fresh.status == 0, "\(fresh.standardOutput)\(fresh.standardError)")

        let report = URL(fileURLWithPath: output).appendingPathComponent("alignment.md")
        try Data("edited by hand\n".utf8).write(to: report)
        let before = try Data(contentsOf: report)
        let tampered = try CommandRunner.run(["compile", "--guidelines", guidelines, "--output", output, "--check"])
        #expect(tampered.status == 1)
        #expect(tampered.standardOutput.contains("alignment.md"))
        #expect(try Data(contentsOf: report) == before, "--check writes nothing")
    }

    @Test func failOnExitsOneAfterWritingEverything() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("Generated")
        let failing = try CommandRunner.run(["compile", "--guidelines", TestPaths.guidelines.path, "--output", output.path, "--fail-on", "missing,unmarked"])
        #expect(failing.status == 1)
        #expect(failing.standardError.contains("missing"))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("catalog.json").path))

        let passing = try CommandRunner.run(["compile", "--guidelines", TestPaths.guidelines.path, "--output", output.path, "--fail-on", "polarity"])
        #expect(passing.status == 0, "\(passing.standardError)")
    }

    @Test func unknownFindingKindIsAUsageError() throws {
        let outcome = try CommandRunner.run(["compile", "--fail-on", "typo"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("typo"))
    }

    /// An unset CI variable must not turn a gate off: an empty kind or language list is refused.
    @Test(arguments: [["--fail-on", ""], ["--fail-on", ","], ["--languages", ""], ["--languages", " , "]])
    func anEmptyListIsAUsageError(_ arguments: [String]) throws {
        let outcome = try CommandRunner.run(["compile"] + arguments)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("names no"), "\(outcome.standardError)")
    }

    @Test func aMisspeltFindingKindGetsASuggestion() throws {
        let failOn = try CommandRunner.run(["compile", "--fail-on", "missing,polarty"])
        #expect(failOn.status == 2)
        #expect(failOn.standardError.contains("unknown finding kind 'polarty'; did you mean 'polarity'?"), "\(failOn.standardError)")
        let severity = try CommandRunner.run(["compile", "--severity", "stael=error"])
        #expect(severity.status == 2)
        #expect(severity.standardError.contains("--severity 'stael=error': unknown finding kind 'stael'; did you mean 'stale'?"), "\(severity.standardError)")
    }

    @Test func missingGuidelinesDirectoryExitsTwoNamingThePath() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let missing = scratch.appendingPathComponent("nope").path
        let outcome = try CommandRunner.run(["compile", "--guidelines", missing, "--output", scratch.appendingPathComponent("out").path])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains(missing))
    }

    /// `--guidelines Generated --output Guidelines`: either side of the swap is refused before
    /// anything is written, and the sources stay as they were.
    @Test func swappedDirectoriesAreRefused() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try TestPaths.write(["p/page.md": "# P\n\n**Use it.** Because.\n", "q/page.md": "# Q\n\n**Use that.** Because.\n"],
                            under: scratch.appendingPathComponent("Guidelines"))
        #expect(try CommandRunner.run(["compile", "-q"], in: scratch).status == 0)
        let swapped = try CommandRunner.run(["compile", "--guidelines", "Generated", "--output", "Guidelines"], in: scratch)
        #expect(swapped.status == 2)
        #expect(swapped.standardError.contains("are --guidelines and --output swapped?"), "\(swapped.standardError)")
        let intoSources = try CommandRunner.run(["compile", "--guidelines", "Generated/../Guidelines", "--output", "Other"], in: scratch)
        #expect(intoSources.status == 0, "a new output directory is fine: \(intoSources.standardError)")
        try FileManager.default.copyItem(at: scratch.appendingPathComponent("Guidelines"), to: scratch.appendingPathComponent("Copy"))
        let overSources = try CommandRunner.run(["compile", "--output", "Copy"], in: scratch)
        #expect(overSources.status == 2)
        #expect(overSources.standardError.contains("it holds Markdown pages (p/page.md, …)"), "\(overSources.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("Copy").path).sorted() == ["p", "q"])
    }

    /// A default guidelines root missing in a directory without higc.yml says where higc looked
    /// from; a configuration file written elsewhere names folders relative to itself.
    @Test func aConfigurationWrittenElsewhereNamesFoldersFromItself() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try TestPaths.write(["p/page.md": "# P\n\n**Use it.** Because.\n"], under: scratch.appendingPathComponent("Guidelines"))
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("ci"), withIntermediateDirectories: true)
        let written = try CommandRunner.run(["init", "--path", "ci/higc.yml"], in: scratch)
        #expect(written.standardOutput.contains("run `higc compile --config ci/higc.yml`"), "\(written.standardOutput)")
        let text = try String(contentsOf: scratch.appendingPathComponent("ci/higc.yml"), encoding: .utf8)
        #expect(text.contains("guidelines: ../Guidelines\n") && text.contains("output: ../Generated\n"))
        #expect(try CommandRunner.run(["compile", "--config", "ci/higc.yml", "-q"], in: scratch).status == 0)
        let fromSubfolder = try CommandRunner.run(["compile"], in: scratch.appendingPathComponent("Guidelines/p"))
        #expect(fromSubfolder.status == 2)
        #expect(fromSubfolder.standardError.contains("no higc.yml in this directory"), "\(fromSubfolder.standardError)")
    }

    /// Findings printed to stdout are the findings alone; the status line goes to stderr, and a
    /// failing run lists its findings as compilers list problems.
    @Test func findingsOnStandardOutputAreTheFindingsAlone() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("Generated").path
        let run = try CommandRunner.run(["compile", "--guidelines", TestPaths.guidelines.path, "--output", output,
                                         "--findings-format", "text", "--fail-on", "missing"])
        #expect(run.status == 1)
        #expect(!run.standardOutput.contains("Compiled "), "\(run.standardOutput)")
        #expect(run.standardError.contains("Compiled "))
        #expect(run.standardError.contains(": error: missing: ["), "\(run.standardError)")
        #expect(run.standardError.contains("of kind missing — failing as asked"))
    }

    @Test func aMisspeltSubcommandGetsASuggestion() throws {
        let outcome = try CommandRunner.run(["compil"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("Did you mean `higc compile`?"), "\(outcome.standardError)")
    }
}

