@testable import HIGCompiler
import Testing

/// A translation left behind when its English statement was deleted stays alone (`extra`): it
/// does not take the next English statement away from that statement's own translation.
@Suite struct LeftoverTranslationTests {
    /// (English rule → its Korean statement's line and how it was paired), plus the findings.
    private static func read(_ page: String) -> (pairs: [String: String], findings: [String]) {
        let compilation = CompileRun.compile(["windows/page.md": page])
        var pairs: [String: String] = [:]
        for rule in compilation.catalog.rules {
            guard let english = rule.statements[.english] else { continue }
            pairs[english.text] = rule.statements["ko"].map { "\($0.source.line) \($0.alignment?.method.rawValue ?? "-")" } ?? "none"
        }
        return (pairs, compilation.report.findings.map { "\($0.kind.rawValue) \($0.language)" })
    }

    static let minimumSize = """
    **Make sure a window's minimum size is at least 400 by 300 points.** Smaller windows can't show a toolbar.

    > **윈도우의 최소 크기가 400×300포인트 이상이 되도록 하세요.** 이보다 작은 윈도우는 툴바를 표시할 수 없습니다.
    """
    static let leftover = """
    > **중요한 정보나 동작을 하단 막대에 두지 마세요.** 사람들은 윈도우의 아래쪽 가장자리를 가리곤 합니다.
    """
    static let titleBar = """
    **Use the title bar to show the document's name.** A title helps people find a window.

    > **제목 막대에 문서 이름을 표시하세요.** 제목이 있으면 윈도우를 찾기 쉽습니다.
    """
    static let uniqueTitle = """
    **Give each window a unique title.** People switch between windows by their titles.

    > **윈도우마다 고유한 제목을 지정하세요.** 사람들은 제목으로 윈도우를 전환합니다.
    """

    @Test func aLeftoverInAnEnglishFirstFileStaysAlone() {
        let page = ["# Windows\n\n## macOS", Self.minimumSize, Self.leftover, Self.titleBar, Self.uniqueTitle].joined(separator: "\n\n")
        let (pairs, findings) = Self.read(page)
        #expect(pairs["Use the title bar to show the document's name."] == "13 layout")
        #expect(pairs["Give each window a unique title."] == "17 layout")
        #expect(findings == ["extra ko"])
    }

    @Test func aLeftoverOpeningTheFileStaysAloneToo() {
        let page = ["# Windows\n\n## macOS", Self.leftover, Self.titleBar, Self.uniqueTitle].joined(separator: "\n\n")
        let (pairs, findings) = Self.read(page)
        #expect(pairs["Use the title bar to show the document's name."] == "9 layout")
        #expect(pairs["Give each window a unique title."] == "13 layout")
        #expect(findings == ["extra ko"])
    }

    /// A translation-first file pairs each translation with the English statement after it.
    @Test func aTranslationFirstFileKeepsItsOrder() {
        let page = """
        # Windows

        ## macOS

        > **제목 막대에 문서 이름을 표시하세요.** 제목이 있으면 윈도우를 찾기 쉽습니다.

        **Use the title bar to show the document's name.** A title helps people find a window.

        > **윈도우마다 고유한 제목을 지정하세요.** 사람들은 제목으로 윈도우를 전환합니다.

        **Give each window a unique title.** People switch between windows by their titles.
        """
        let (pairs, findings) = Self.read(page)
        #expect(pairs["Use the title bar to show the document's name."] == "5 layout")
        #expect(pairs["Give each window a unique title."] == "9 layout")
        #expect(findings.isEmpty)
    }

    /// With the leftover alone, an English statement's own translation right after it is its
    /// translation even when it lost its bold.
    @Test func anUnboldedTranslationAfterALeftoverPairsWithItsEnglish() {
        let page = ["# Windows\n\n## macOS", Self.minimumSize, Self.leftover,
                    "**Use the title bar to show the document's name.** A title helps people find a window.",
                    "> 제목 막대에 문서 이름을 표시하세요. 제목이 있으면 윈도우를 찾기 쉽습니다."].joined(separator: "\n\n")
        let (pairs, findings) = Self.read(page)
        #expect(pairs["Use the title bar to show the document's name."] == "13 layout")
        #expect(findings.sorted() == ["extra ko", "unmarked ko"])
    }

    /// A leftover opening the file, then a pair, then an English statement whose translation lost
    /// its bold: the unbolded translation is that statement's, not the explanation of the
    /// translation before it.
    @Test func anUnboldedTranslationAfterAnOpeningLeftoverAndAPairPairsWithItsEnglish() {
        let page = ["# Windows\n\n## macOS", Self.leftover, Self.titleBar,
                    "**Make sure a window's minimum size is at least 400 by 300 points.** Smaller windows can't show a toolbar.",
                    "> 윈도우의 최소 크기가 400×300포인트 이상이 되도록 하세요. 이보다 작은 윈도우는 툴바를 표시할 수 없습니다.",
                    Self.uniqueTitle].joined(separator: "\n\n")
        let (pairs, findings) = Self.read(page)
        #expect(pairs["Use the title bar to show the document's name."] == "9 layout")
        #expect(pairs["Make sure a window's minimum size is at least 400 by 300 points."] == "13 layout")
        #expect(pairs["Give each window a unique title."] == "17 layout")
        #expect(findings.sorted() == ["extra ko", "unmarked ko"])
    }

    static let destructive = """
    **Use a destructive style for buttons that delete data.** People notice the red color and think twice.
    """
    static let pastedRule = """
    **Avoid more than 3 buttons in an alert.** Too many choices slow people down.
    """
    static let destructiveQuote = """
    > **데이터를 삭제하는 버튼에는 파괴적 스타일을 사용하세요.** 사람들은 빨간색을 보고 다시 생각합니다.
    """

    /// A rule pasted between an English paragraph and its quote does not take the quote: the
    /// quote renders the paragraph above, and the pasted rule is the one without a translation.
    @Test func aRulePastedBeforeAQuoteLeavesTheQuoteToItsEnglish() {
        let page = ["# Alerts\n\n## Best practices", Self.titleBar, Self.destructive, Self.pastedRule, Self.destructiveQuote,
                    Self.uniqueTitle].joined(separator: "\n\n")
        let compilation = CompileRun.compile(["alerts/page.md": page])
        let korean = compilation.translations("ko")
        #expect(korean["Use a destructive style for buttons that delete data."] == "데이터를 삭제하는 버튼에는 파괴적 스타일을 사용하세요.")
        #expect(korean["Avoid more than 3 buttons in an alert."] == "")
        #expect(compilation.findings(.missing).map(\.rule) == ["alerts/avoid-more-than-3-buttons-alert"])
        #expect(compilation.findings(.anchorMismatch).isEmpty)
    }

    /// Also where the quote shares no word the lists know with either rule: the pasted rule then
    /// agrees with it in nothing but section, and the rule above in modality and length too.
    @Test func aPastedRuleTakesNoQuoteThatSharesNothingWithIt() {
        let page = """
        # Scroll views

        **Support zoom behavior appropriately.** If it makes sense, let people pinch or double-tap to zoom in and out. When you enable zoom, set maximum and minimum scale values that make sense.

        **Respect accessibility settings.** People rely on them.

        > **적절하게 zoom 동작을 지원하세요.** 앱에서 의미가 있다면 사용자가 pinch나 double-tap으로 zoom in과 out을 할 수 있게 하세요. zoom을 사용할 때는 이해하기 쉬운 최댓값과 최솟값을 설정하세요.
        """
        let compilation = CompileRun.compile(["scroll-views/page.md": page])
        #expect(compilation.translations("ko")["Support zoom behavior appropriately."] == "적절하게 zoom 동작을 지원하세요.")
        #expect(compilation.findings(.missing).map(\.rule) == ["scroll-views/respect-accessibility-settings"])
    }

    /// A quote that renders the paragraph it follows stays with it by layout, however well it
    /// also fits an untranslated rule above.
    @Test func aQuoteThatRendersItsParagraphKeepsItsLayoutPairing() {
        let page = ["# Alerts\n\n## Best practices", Self.titleBar, Self.pastedRule, Self.destructive, Self.destructiveQuote,
                    Self.uniqueTitle].joined(separator: "\n\n")
        let (pairs, findings) = Self.read(page)
        #expect(pairs["Use a destructive style for buttons that delete data."] == "13 layout")
        #expect(pairs["Avoid more than 3 buttons in an alert."] == "none")
        #expect(findings == ["missing ko"])
    }

    /// A section's cross-reference paragraph ("For developer guidance, see …") joins whichever
    /// rule comes last. When a translation drops that rule, the paragraph's link moves to the
    /// rule before it: it ties no translation to a rule, so the dropped rule is the one missing.
    @Test func aCrossReferenceAfterADroppedRuleDoesNotPairTheRuleBeforeIt() {
        let english = """
        # Pickers

        **Use predictable and logically ordered values.** People can predict the hidden values.

        **Avoid switching screens to show a picker.** A picker works well in context.

        **Use a table instead of a picker for large value lists.** Long lists are tedious to scroll.

        For developer guidance, see [UIPickerView](https://developer.apple.com/documentation/uikit/uipickerview).
        """
        let japanese = """
        # ピッカー

        **予測しやすく、論理的な順序で値を並べてください。** ユーザーは隠れた値を予測できます。

        **ピッカーを表示するために画面を切り替えるのは避けましょう。** ピッカーはコンテキスト内で表示すると効果的です。

        デベロッパ向けのガイダンスについては、[UIPickerView](https://developer.apple.com/documentation/uikit/uipickerview)を参照してください。
        """
        let compilation = CompileRun.compile(["pickers/page.md": english, "pickers/ja.md": japanese])
        let japaneseOf = compilation.translations("ja")
        #expect(japaneseOf["Avoid switching screens to show a picker."] == "ピッカーを表示するために画面を切り替えるのは避けましょう。")
        #expect(japaneseOf["Use a table instead of a picker for large value lists."] == "")
        #expect(compilation.findings(.missing).map(\.rule) == ["pickers/use-table-instead-picker-large-value-lists"])
        #expect(compilation.findings(.polarity).isEmpty)
        // The paragraph moved with the drop: its link is no difference on the rule that took it.
        #expect(compilation.findings(.anchorMismatch).isEmpty)
    }
}
