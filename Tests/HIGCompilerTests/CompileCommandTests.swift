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
}
