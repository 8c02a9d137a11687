import Foundation
@testable import HIGCompiler
import Testing

/// `Generated/` is committed: it must be exactly what a compile of `Guidelines/` produces.
@Suite struct GeneratedOutputTests {
    @Test func committedOutputMatchesAFreshCompile() throws {
        let compilation = try GuidelineCompiler().compile(guidelines: TestPaths.guidelines, outputDirectory: TestPaths.generated)
        let files = try GeneratedOutput.files(for: compilation)
        let pending = OutputWriter().pendingChanges(files, in: TestPaths.generated)
        #expect(pending.changed.isEmpty, "Generated/ is stale: run `swift run higc compile` (changed: \(pending.changed))")
        #expect(pending.removed.isEmpty, "Generated/ holds obsolete files: \(pending.removed)")
    }

    @Test func compilingTwiceGivesIdenticalBytes() throws {
        let first = try GeneratedOutput.files(for: GuidelineCompiler().compile(guidelines: TestPaths.guidelines, previous: nil))
        let second = try GeneratedOutput.files(for: GuidelineCompiler().compile(guidelines: TestPaths.guidelines, previous: nil))
        #expect(first == second)
        for (path, data) in first where path.hasSuffix(".json") || path.hasSuffix(".md") || path.hasSuffix(".swift") {
            #expect(data.last == 0x0A, "\(path) must end with a newline")
        }
    }
}
