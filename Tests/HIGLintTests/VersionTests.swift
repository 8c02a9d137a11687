import Foundation
import HIGLint
import SwiftParser
import SwiftSyntax
import Testing

/// higlint ships with higc from one package and reads its catalog: one version for both.
@Suite struct VersionTests {
    /// `HIGCVersion.current` as written in the compiler's source (the linter does not link the
    /// compiler, so the test reads it rather than importing it).
    static func higcVersion() throws -> String {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/HIGCompiler/HIGCVersion.swift")
        let tree = Parser.parse(source: try String(contentsOf: file, encoding: .utf8))
        let binding = try #require(tree.tokens(viewMode: .sourceAccurate).first { $0.text == "current" }?
            .parent?.as(IdentifierPatternSyntax.self)?.parent?.as(PatternBindingSyntax.self))
        let literal = try #require(binding.initializer?.value.as(StringLiteralExprSyntax.self))
        return literal.segments.map { $0.as(StringSegmentSyntax.self)?.content.text ?? "" }.joined()
    }

    @Test func higlintHasHigcsVersion() throws {
        #expect(HIGLintVersion.current == (try Self.higcVersion()))
    }

    @Test func versionOptionPrintsIt() throws {
        let output = try HIGLintExecutable.run(["--version"], in: Fixtures.sampleApp)
        #expect(output.status == 0)
        #expect(output.standardOutput == HIGLintVersion.current + "\n")
    }

    @Test func sarifNamesTheDriverVersion() throws {
        let output = SARIFReporter().report(LintReport(violations: [], fileCount: 0, rules: [], language: "en"))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["version"] as? String == HIGLintVersion.current)
    }
}
