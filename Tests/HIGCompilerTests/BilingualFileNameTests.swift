@testable import HIGCompiler
import Testing

/// A bilingual page saved as `en.md` is read as the bilingual page it is, with a warning; an
/// English page that quotes a little Korean or Japanese stays English.
@Suite struct BilingualFileNameTests {
    static let bilingual = """
        # Navigation Bars

        ## Best practices

        **Use the standard back button.** People know that the back button returns them to the previous screen.

        > **표준 뒤로 가기 버튼을 사용하세요.** 사람들은 뒤로 가기 버튼이 이전 화면으로 돌아간다는 것을 알고 있습니다.

        **Keep titles short.** A title longer than 20 characters may be truncated on smaller screens.

        > **제목을 짧게 유지하세요.** 20자보다 긴 제목은 작은 화면에서 잘릴 수 있습니다.

        """

    @Test func aBilingualPageNamedEnglishIsReadParagraphByParagraph() throws {
        let compilation = CompileRun.compile(["navigation-bars/en.md": Self.bilingual])
        #expect(compilation.catalog.rules.count == 2)
        #expect(compilation.catalog.rules.allSatisfy { $0.statements["ko"] != nil && $0.statements[.english] != nil })
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
        let warning = try #require(compilation.diagnostics.first { $0.message.contains("bilingual page") })
        #expect(warning.file == "navigation-bars/en.md")
        #expect(warning.message.contains("2 of its 4 paragraphs are in `ko`"))
    }

    @Test func anEnglishPageQuotingAFewWordsOfJapaneseStaysEnglish() {
        let page = """
            # Localization

            **Leave room for longer text.** A translated label can be much longer than its English.

            For example, 設定 and 環境設定 differ in length.

            **Use the system's formatters for dates.** Dates read differently in each region.

            **Test with a right-to-left language.** Layout mirrors in Arabic and Hebrew.

            **Avoid text in images.** Text in an image can't be translated.

            """
        let compilation = CompileRun.compile(["localization/en.md": page])
        #expect(compilation.catalog.rules.count == 4)
        #expect(compilation.catalog.rules.allSatisfy { $0.languages == [.english] })
        #expect(!compilation.diagnostics.contains { $0.message.contains("bilingual page") })
    }
}
