@testable import HIGCompiler
import Testing

/// Faithful translations phrased the way translators commonly phrase them raise no drift, and
/// the prohibitions blog exports write in plain paragraphs are statements.
@Suite struct PhrasingVariantTests {
    private static func findings(_ kind: FindingKind, _ files: [String: String]) -> [String] {
        CompileRun.compile(files).report.findings.filter { $0.kind == kind }.map { "\($0.language) \($0.rule)" }
    }

    /// "Do X, don't do Y" says yes and no at once: "흐리게 표시하지 말고 숨기세요" (don't dim, hide)
    /// renders it with the negation in a non-final clause, and is no polarity flip.
    @Test func aPositiveDirectiveJoinedToANegativeOneIsAContrast() {
        let page = """
        # Menus

        ## Best practices

        **Hide unavailable menu items, don't dim them.** A context menu shows only the commands that apply.

        > **사용할 수 없는 메뉴 항목은 흐리게 표시하지 말고 숨기세요.** 컨텍스트 메뉴는 적용되는 명령만 보여 줍니다.
        """
        let japanese = """
        # メニュー

        ## ベストプラクティス

        **使用できないメニュー項目は淡色表示にせず、非表示にしてください。** コンテキストメニューには適用できるコマンドだけを表示します。
        """
        #expect(Self.findings(.polarity, ["menus/page.md": page, "menus/ja.md": japanese]).isEmpty)
        let lexicon = LexiconSet.bundled.lexicon(.english)
        #expect(lexicon.holdsContrast("Hide unavailable menu items, don't dim them."))
        #expect(lexicon.holdsContrast("Use a tab bar for navigation; never use it for actions."))
    }

    /// A condition, a setting or a prohibition before the join is not a directive of its own: the
    /// statement is plainly negative and a translation that drops the negation is still reported.
    @Test(arguments: [
        "If the bar is hidden, don't show the button.",
        "In iOS, don't show the button.",
        "Don't hide the button, don't dim it.",
        "People expect it, and never show it twice.",
    ])
    func aConditionOrSettingBeforeTheJoinIsNoContrast(_ sentence: String) {
        #expect(!LexiconSet.bundled.lexicon(.english).holdsContrast(sentence))
    }

    @Test func aFlippedTranslationOfAConditionalProhibitionIsStillReported() {
        let page = """
        # Menus

        ## Best practices

        **If an item is unavailable, don't show it.** People can't use it.

        > **항목을 사용할 수 없으면 표시하세요.** 사람들은 그것을 사용할 수 없습니다.
        """
        let found = Self.findings(.polarity, ["menus/page.md": page])
        #expect(found.count == 1 && found.allSatisfy { $0.hasPrefix("ko ") }, "\(found)")
    }

    /// Plain-paragraph prohibitions ("…해서는 안 됩니다", "…てはいけません") in an export that lost
    /// its bold are statements: each pairs with its English rule and is reported `unmarked`,
    /// instead of joining the explanation before it and leaving its rule `missing`.
    @Test(arguments: [
        ("ko.md", ["앱이 즉시 실행되도록 하세요. 사람들은 바로 상호작용하고 싶어 합니다.",
                   "실행 중에 스플래시 화면을 표시해서는 안 됩니다. 이런 화면은 사람들을 기다리게 합니다.",
                   "앱이 다시 시작되면 이전 상태를 복원하세요. 사람들이 같은 과정을 되풀이하면 안 돼요."]),
        ("ja.md", ["アプリはすぐに起動するようにしてください。人はすぐに操作したいと思っています。",
                   "起動中にスプラッシュ画面を表示してはいけません。そのような画面は人を待たせます。",
                   "アプリが再起動したら、以前の状態を復元してください。同じ手順を繰り返させてはいけません。"]),
    ])
    func plainParagraphProhibitionsAreStatements(file: String, paragraphs: [String]) {
        let english = """
        # Launching

        ## Best practices

        **Launch instantly.** People want to start interacting with your app right away.

        **Don't display a splash screen during launch.** Such screens delay access to content and make people wait.

        **Restore the previous state when your app restarts.** People shouldn't have to retrace their steps.
        """
        let compilation = CompileRun.compile(["launching/page.md": english, "launching/\(file)": paragraphs.joined(separator: "\n\n")])
        let kinds = compilation.report.findings.map(\.kind)
        #expect(kinds == [.unmarked, .unmarked, .unmarked])
        #expect(compilation.catalog.rules.count == 3)
    }

    /// "Not enough" rendered as "부족합니다" (is insufficient) or "不十分です" says the same.
    @Test(arguments: [
        ("ko", "재생을 맞추는 것만으로는 부족합니다."),
        ("ja", "再生を同期するだけでは不十分です。"),
    ])
    func insufficiencyIsANegationMarker(language: String, sentence: String) {
        #expect(LexiconSet.bundled.lexicon(LanguageCode(language)).mentionsNegation(sentence))
    }

    /// "A dozen" is twelve: "No more than a dozen items" / "12개 넘게" keeps its number.
    @Test func aDozenIsTwelve() {
        #expect(NumberExtractor(lexicons: .bundled).wordNumbers(in: "Show no more than a dozen items.", language: .english) == ["12"])
    }
}
