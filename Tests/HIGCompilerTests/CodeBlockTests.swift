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

    /// A translated sample translates its comments and keeps its code: no anchor differs. A
    /// sample changed in a token after translation still pairs, and is reported as changed.
    @Test func translatedCommentsAreNoDriftAndAChangedSampleStillPairs() {
        func page(_ code: String) -> String {
            "# Spatial audio\n\n**Avoid placing important sounds directly behind people.** The sound may startle them.\n\n```swift\n\(code)\n```\n"
        }
        func translation(_ code: String) -> String {
            "# 공간 음향\n\n**중요한 소리를 사용자의 바로 뒤에 배치하지 마세요.** 소리에 놀랄 수 있습니다.\n\n```swift\n\(code)\n```\n"
        }
        let english = "// Position a source in front of the listener.\nsource.position = SIMD3<Float>(0, 0, -2) /* meters */"
        let faithful = CompileRun.compile(["audio/page.md": page(english),
                                           "audio/ko.md": translation("// 청취자 앞에 소스를 배치합니다.\nsource.position = SIMD3<Float>(0, 0, -2) /* 미터 */")])
        #expect(faithful.report.findings.isEmpty, "\(faithful.report.findings.map(\.message))")
        let changed = CompileRun.compile(["audio/page.md": page(english),
                                          "audio/ko.md": translation("// 청취자 앞에 소스를 배치합니다.\nsource.position = SIMD3<Float>(0, 0, -3)")])
        #expect(changed.report.findings.map(\.kind) == [.anchorMismatch], "\(changed.report.findings.map(\.message))")
        #expect(CodeComments.withoutComments("let url = \"https://example.com\" // the site\n# a note\n#if DEBUG")
            == "let url = \"https://example.com\" \n\n#if DEBUG")
    }
}
