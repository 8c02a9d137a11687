@testable import HIGCompiler
import Testing

/// A quote left behind when its English paragraph was deleted stays `extra`: the quotes that sit
/// beside their English fix the page's order, and a new rule further down is not its English.
@Suite struct SettledOrderTests {
    @Test func aLeftoverQuoteIsNotGivenToAnOpenRuleBelowAPairedOne() {
        let page = """
        # Buttons

        ## Content

        **Start a button's title with a verb.** A title such as "Add to Cart" tells people what happens.

        > **버튼 제목은 동사로 시작하세요.** "장바구니에 담기"와 같은 제목은 무슨 일이 일어나는지 알려 줍니다.

        > **제목 스타일의 대문자 표기를 사용하세요.** 네 글자 이하의 전치사를 제외한 모든 단어의 첫 글자를 대문자로 쓰세요.

        **Keep button titles short.** A title of one to three words fits most layouts.

        > **버튼 제목은 짧게 유지하세요.** 한 단어에서 세 단어 정도의 제목이 대부분의 레이아웃에 맞습니다.

        **Use an ellipsis when a button opens another view that needs more input.** Save As… shows that more choices follow.
        """
        let compilation = CompileRun.compile(["buttons/page.md": page])
        let findings = compilation.report.findings.map { "\($0.kind.rawValue) \($0.rule ?? "")" }.sorted()
        #expect(findings.count == 2, "\(findings)")
        #expect(findings.contains("missing buttons/use-ellipsis-button-opens-another-view-needs"), "\(findings)")
        #expect(findings.contains { $0.hasPrefix("extra ") }, "\(findings)")
    }
}
