@testable import HIGCompiler
import Testing

/// What blog platforms add around a translated page (a comment block, a table of contents,
/// sign-offs, image credits, headings written as bold lines) is no guideline and changes no
/// pairing.
@Suite struct BlogFurnitureTests {
    static let english = """
        # Tab bars

        ## Best practices

        **Use a tab bar to support navigation, not to provide actions.** If you need controls that act on the current view, use a toolbar.

        **Use the minimum number of tabs required to help people navigate your app.** Each additional tab increases complexity.

        ## Badges

        **Use a badge only for critical information.** Overusing badges diminishes their significance.
        """

    static let korean = """
        # 탭 바

        탭 바는 액션이 아닌 내비게이션에 사용하세요. 현재 뷰에 작용하는 컨트롤이 필요하다면 툴바를 사용하세요.

        탭은 앱 탐색에 필요한 최소한의 개수만 사용하세요. 탭이 하나 늘어날 때마다 복잡도가 커집니다.

        배지는 중요한 정보에만 사용하세요. 배지를 남용하면 그 중요성이 줄어듭니다.
        """

    @Test(arguments: ["댓글 1\n\n익명 2024.03.04\n메뉴 편도 번역해 주세요~", "공감 12\n\n관련글\n\n- [HIG 번역] 버튼에는 동사를 사용하세요",
                      "2개의 댓글\n\n좋은 번역 감사합니다. 다음 편도 번역해 주세요!"])
    func aCommentBlockEndsTheTranslation(_ footer: String) {
        let compilation = CompileRun.compile(["tab-bars/en.md": Self.english, "tab-bars/ko.md": Self.korean + "\n\n" + footer + "\n"])
        #expect(compilation.catalog.rules.count == 3, "\(compilation.catalog.rules.map(\.id))")
        #expect(compilation.catalog.rules.allSatisfy { $0.statements["ko"] != nil })
        #expect(compilation.report.findings.map(\.kind) == [.unmarked], "\(compilation.report.findings.map(\.message))")
    }

    /// A blog's closing section ("## 마치며", 「## おわりに」) sums the page up in the guideline
    /// voice: it states no guideline.
    @Test(arguments: ["## 마치며\n\n탭 바는 단순해 보이지만 위의 원칙을 잘 지키는 것이 중요하니 꼭 기억하세요.",
                      "## 맺음말\n\n오늘 정리한 내용을 앱에 적용해 보세요."])
    func aClosingSectionStatesNoGuideline(_ closing: String) {
        let compilation = CompileRun.compile(["tab-bars/en.md": Self.english, "tab-bars/ko.md": Self.korean + "\n\n" + closing + "\n"])
        #expect(compilation.catalog.rules.count == 3, "\(compilation.catalog.rules.map(\.id))")
        #expect(compilation.report.findings.map(\.kind) == [.unmarked], "\(compilation.report.findings.map(\.message))")
    }

    /// A translator's note marked "※ 역주) …" is a note, not the rule's explanation: its code
    /// is no code the translation added.
    @Test func aTranslatorsNoteClosedLikeANumberIsANote() {
        let korean = Self.korean.replacingOccurrences(of: "배지를 남용하면 그 중요성이 줄어듭니다.",
                                                      with: "배지를 남용하면 그 중요성이 줄어듭니다.\n\n※ 역주) 배지 값은 `badgeValue`로 지정합니다.")
        let compilation = CompileRun.compile(["tab-bars/en.md": Self.english, "tab-bars/ko.md": korean])
        #expect(compilation.report.findings.map(\.kind) == [.unmarked], "\(compilation.report.findings.map(\.message))")
        #expect(compilation.catalog.callouts.map(\.label) == ["역주"])
    }

    /// A page without bold whose headings state its guidelines, and a plain list of them under
    /// "Contents" at the top: the list names the sections, the headings are the rules.
    @Test(arguments: [("en", "**Contents**", ["Use a tab bar only for navigation", "Don't disable or hide tabs"],
                       ["Tab bar buttons shouldn't perform actions.", "Keep tabs visible even when their content is unavailable."]),
                      ("ko", "목차", ["탭 바는 내비게이션에만 사용하세요", "탭을 비활성화하거나 숨기지 마세요"],
                       ["탭 바 버튼은 동작을 수행하지 않아야 합니다.", "콘텐츠를 사용할 수 없을 때도 탭을 보이게 두세요."]),
                      ("ja", "目次", ["タブバーはナビゲーションにだけ使ってください", "タブを無効にしたり隠したりしないでください"],
                       ["タブバーのボタンで操作を実行しないでください。", "コンテンツが使えないときもタブを表示したままにしてください。"])])
    func aPlainTableOfContentsIsNavigation(_ language: String, _ label: String, _ rules: [String], _ explanations: [String]) {
        let page = "# Tab bars\n\n\(label)\n\n" + rules.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
            + "\n\nIntro.\n\n" + zip(rules, explanations).map { "## \($0)\n\n\($1)\n" }.joined(separator: "\n")
        let compilation = CompileRun.compile(["tab-bars/\(language).md": page])
        #expect(compilation.catalog.rules.count == 2, "\(compilation.catalog.rules.map(\.id))")
        #expect(compilation.catalog.rules.allSatisfy { $0.statements.values.first?.source.line ?? 0 > 6 })
    }

    @Test(arguments: [("ko", "구독 버튼 눌러 주세요!"), ("ko", "혹시 틀린 번역이 있으면 알려 주세요."), ("ko", "공감 버튼 한 번씩 눌러 주세요"),
                      ("ja", "Xもフォローしてください！"), ("ja", "いいねしてください！"), ("ja", "質問はコメント欄で教えてください。"),
                      ("en", "Let me know in the comments what you think!"), ("en", "Give it a clap if you liked it.")])
    func aSignOffIsNoGuideline(_ language: String, _ signOff: String) {
        let lead = ["ko": "알림은 꼭 필요할 때만 사용하세요. 알림은 흐름을 끊습니다.", "ja": "アラートは必要なときだけ使ってください。アラートは流れを止めます。",
                    "en": "Use alerts only when they're essential. Alerts interrupt people."][language]!
        let compilation = CompileRun.compile(["alerts/\(language).md": "# Alerts\n\n\(lead)\n\n\(signOff)\n"])
        #expect(compilation.catalog.rules.count == 1, "\(compilation.catalog.rules.map(\.id))")
        #expect(compilation.catalog.rules.first?.statements.values.first?.explanation.contains(signOff) == false)
    }

    @Test(arguments: [("en", "Image: Alert example"), ("en", "Source: Apple"), ("en", "(Image: Apple)"),
                      ("ko", "출처: Apple"), ("ko", "[그림 2] 삭제 확인 알림"), ("ko", "이미지: 알림 예시"),
                      ("ja", "画像：アラート"), ("ja", "【図1】アラートの例"), ("ja", "出典：Apple")])
    func aCaptionWithALabelExplainsNothing(_ language: String, _ caption: String) {
        let lead = ["ko": "**제목은 짧게 쓰세요.** 제목은 한 줄에 들어가야 합니다.", "ja": "**タイトルは短くしてください。** 1行に収まる長さにします。",
                    "en": "**Keep titles short.** A title should fit on one line."][language]!
        let compilation = CompileRun.compile(["alerts/\(language).md": "# Alerts\n\n\(lead)\n\n\(caption)\n"])
        let explanation = ["ko": "제목은 한 줄에 들어가야 합니다.", "ja": "1行に収まる長さにします。", "en": "A title should fit on one line."][language]!
        #expect(compilation.catalog.rules.first?.statements.values.first?.explanation == explanation)
    }

    /// A label followed by its number or a colon is a caption; the label word alone opens prose.
    @Test func aCaptionNeedsItsNumberOrColon() {
        let english = LexiconSet.bundled.lexicon(.english)
        #expect(english.isCaption(normalised: "image: alert example"))
        #expect(english.isCaption(normalised: "figure 3. a refresh control"))
        #expect(!english.isCaption(normalised: "image views show pictures"))
        #expect(!english.isCaption(normalised: "source lists help people navigate"))
    }

    @Test func aHeadingWrittenAsABoldLineOpensASection() {
        let page = """
            # [HIG 번역] 버튼

            **모범 사례**

            사용자 정의 버튼에는 항상 눌림 상태를 포함하세요. 눌림 상태가 없으면 버튼이 반응하지 않는 것처럼 느껴집니다.

            **역할**

            파괴적인 동작을 수행하는 버튼에는 기본 역할을 지정하지 마세요. 사람들은 때때로 버튼을 읽지 않고 클릭합니다.
            """
        let rules = CompileRun.compile(["buttons/ko.md": page]).catalog.rules
        #expect(rules.compactMap { $0.statements["ko"]?.headingPath.last } == ["모범 사례", "역할"], "\(rules.map(\.statements))")
    }

    /// An export that lost the blank lines between bold statements leaves them on consecutive
    /// lines of one paragraph: each is a statement with its own explanation, in every language.
    @Test func boldStatementsOnConsecutiveLinesAreStatementsOfTheirOwn() {
        let compilation = CompileRun.compile([
            "menus/en.md": "# Menus\n\n**Don't nest menus more than one level deep.**\n**Avoid disabling the whole menu.** People can't tell why.\n",
            "menus/ko.md": "# 메뉴\n\n**메뉴를 두 단계 이상 중첩하지 마세요.**\n**메뉴 전체를 비활성화하지 마세요.** 사람들은 이유를 알 수 없습니다.\n",
        ])
        let rules = compilation.catalog.rules
        #expect(rules.compactMap { $0.statements[.english]?.text } == ["Don't nest menus more than one level deep.", "Avoid disabling the whole menu."])
        #expect(rules.map { $0.statements[.english]?.source.line } == [3, 4])
        #expect(rules.first?.statements[.english]?.explanation == "")
        #expect(rules.last?.statements[.english]?.explanation == "People can't tell why.")
        #expect(rules.allSatisfy { $0.statements["ko"] != nil })
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }

    /// A translation on the line after its English, in one paragraph, stays that rule's translation:
    /// the paragraph is split by language before consecutive bold lines are read.
    @Test func aBoldTranslationOnTheNextLineStaysATranslation() {
        let compilation = CompileRun.compile([
            "menus/page.md": "# Menus\n\n**Avoid disabling the whole menu.** People can't tell why.\n**메뉴 전체를 비활성화하지 마세요.** 사람들은 이유를 알 수 없습니다.\n",
        ])
        #expect(compilation.catalog.rules.count == 1)
        #expect(compilation.catalog.rules.first?.statements["ko"] != nil)
    }
}
