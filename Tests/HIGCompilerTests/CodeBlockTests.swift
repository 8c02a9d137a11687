@testable import HIGCompiler
import Testing

/// A code block after an English statement and its translation belongs to both, as a table does
/// (`Fixtures/Extraction/code-after-pair.md`).
@Suite struct CodeBlockTests {
    @Test func aCodeBlockAfterABilingualPairBelongsToBothLanguages() throws {
        let compilation = try StatementExtractionTests.compilation.get()
        let rule = try #require(compilation.catalog.rules.first { $0.page == "code-after-pair" })
        let english = try #require(rule.statements[.english]), korean = try #require(rule.statements["ko"])
        #expect(!english.code.isEmpty)
        #expect(korean.code == english.code)
        #expect(compilation.report.findings.filter { $0.page == "code-after-pair" }.isEmpty)
    }
}
