@testable import HIGCompiler
import Testing

/// What a translated page carries besides its rules: headings and notes in the translation's
/// language stay the translation's, and never change what the English says.
@Suite struct TranslatedPageFurnitureTests {
    /// A bilingual page that quotes each heading's translation under it: the rule stands in the
    /// English section, its Korean statement under the Korean headings.
    @Test func quotedTranslatedHeadingsNameTheTranslationsSection() throws {
        let compilation = CompileRun.compile(["toggles/page.md": """
            # Toggles

            > # 토글

            ## Best practices

            > ## 모범 사례

            **Use a switch toggle only in a list row.** The row provides context.

            > **스위치 토글은 목록 행에서만 사용하세요.** 행이 맥락을 제공합니다.

            ### Switches

            **Change the default color of a switch only if necessary.** The default green works well.

            > **필요한 경우에만 스위치의 기본 색상을 변경하세요.** 기본 녹색이 잘 어울립니다.
            """])
        let rules = compilation.catalog.rules
        #expect(rules.count == 2)
        let first = try #require(rules.first)
        #expect(first.section == "Best practices")
        #expect(first.statements[.english]?.headingPath == ["Toggles", "Best practices"])
        #expect(first.statements["ko"]?.headingPath == ["토글", "모범 사례"])
        // A heading the page did not translate stays English in both.
        let second = try #require(rules.last)
        #expect(second.section == "Switches")
        #expect(second.statements["ko"]?.headingPath == ["토글", "모범 사례", "Switches"])
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }

    /// A heading in another language that opens a section of its own (not right after one of its
    /// level) is a section like any other.
    @Test func aTranslatedHeadingAfterContentOpensItsOwnSection() {
        let compilation = CompileRun.compile(["menus/page.md": """
            # Menus

            ## Labels

            **Use title-style capitalization.** It matches the system.

            ## 항목

            **Keep items short.** Long items are hard to read.
            """])
        #expect(compilation.catalog.rules.map(\.section) == ["Labels", "항목"])
    }

    /// "Developer note" translated ("개발자 참고:", 「デベロッパ向けメモ:」) is a note, as the English is:
    /// its code is no code the rule's translation added.
    @Test func translatedDeveloperNotesAreCallouts() {
        let english = """
            # Buttons

            **Show an activity indicator when an action takes time.** People need feedback.

            > Developer note: Use `UIButton.Configuration` to show an activity indicator.
            """
        let compilation = CompileRun.compile([
            "buttons/page.md": english,
            "buttons/page.ko.md": """
                # 버튼

                **작업에 시간이 걸리면 활동 표시기를 보여 주세요.** 사용자에게는 피드백이 필요합니다.

                > 개발자 참고: 활동 표시기를 표시하려면 `UIButton.Configuration`을 사용하세요.
                """,
            "buttons/page.ja.md": """
                # ボタン

                **操作に時間がかかる場合はアクティビティインジケータを表示してください。** ユーザーにはフィードバックが必要です。

                > デベロッパ向けメモ: アクティビティインジケータを表示するには`UIButton.Configuration`を使用します。
                """,
        ])
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
        #expect(compilation.catalog.callouts.map(\.label).sorted() == ["Developer note", "デベロッパ向けメモ", "개발자 참고"])
    }
}
