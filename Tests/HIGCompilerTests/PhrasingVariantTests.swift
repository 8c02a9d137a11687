@testable import HIGCompiler
import Testing

/// Faithful translations phrased the way translators commonly phrase them raise no drift, and
/// the prohibitions blog exports write in plain paragraphs are statements.
@Suite struct PhrasingVariantTests {
    private static func findings(_ kind: FindingKind, _ files: [String: String]) -> [String] {
        CompileRun.compile(files).report.findings.filter { $0.kind == kind }.map { "\($0.language) \($0.rule ?? "")" }
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

    /// A reason or consequence after the directive ("…; otherwise, VoiceOver can't …", "…, since
    /// not every task …", "…, or people won't …") is no part of what it asks: the statement is
    /// positive, its faithful translation raises nothing and a reversed one is reported.
    @Test(arguments: [
        "Give every image a description; otherwise, VoiceOver can't describe it.",
        "Let people hide the sidebar, since not every task needs it.",
        "Always label sidebar items, or people won't know where they lead.",
    ])
    func aConsequenceAfterTheDirectiveDoesNotNegateIt(_ sentence: String) {
        #expect(!LexiconSet.bundled.lexicon(.english).isNegated(sentence))
    }

    @Test func aReversedTranslationOfADirectiveWithAConsequenceIsReported() {
        let page = """
        # Images

        ## Best practices

        **Give every image a description; otherwise, VoiceOver can't describe it.** Decorative images are the exception.

        > **모든 이미지에 설명을 제공하지 마세요.** 장식용 이미지는 예외입니다.

        **Let people hide the sidebar, since not every task needs it.** People want room for content.

        > **모든 작업에 사이드바가 필요한 것은 아니므로 사람들이 사이드바를 숨길 수 있게 하세요.** 사람들은 콘텐츠를 위한 공간을 원합니다.
        """
        #expect(Self.findings(.polarity, ["images/page.md": page]) == ["ko images/give-every-image-description-otherwise-voice-over"])
    }

    /// "…하지 말고 …하세요" / "…せずに…してください" say no and yes at once: a faithful rendering
    /// of "Avoid …" that adds what to do instead is no polarity flip. A limit ("more than one" /
    /// "하나만") and "free of" read either way too.
    @Test func translationsThatSayWhatToDoInsteadOrSetALimitAreNoFlip() {
        let page = """
        # Camera

        ## Best practices

        **Avoid cropping the preview.** People frame their shot from it.

        > **미리보기는 자르지 말고 그대로 보여 주세요.** 사람들은 미리보기를 보고 구도를 잡습니다.

        **Don't present more than one sidebar at a time.** Two sidebars compete for attention.

        > **사이드바는 한 번에 하나만 표시하세요.** 사이드바 두 개는 주의를 분산시킵니다.

        **Keep the viewfinder free of clutter.** Controls belong at the edges.

        > **뷰파인더가 어수선하지 않도록 하세요.** 컨트롤은 가장자리에 둡니다.
        """
        let japanese = """
        # カメラ

        ## ベストプラクティス

        **プレビューはトリミングせずにそのまま表示してください。** 人はプレビューを見て構図を決めます。

        **サイドバーは一度に1つだけ表示してください。** 2つのサイドバーは注意を奪い合います。

        **ビューファインダーを散らかさないようにしてください。** コントロールは端に置きます。
        """
        let compilation = CompileRun.compile(["camera/page.md": page, "camera/ja.md": japanese])
        #expect(compilation.catalog.rules.filter { $0.statements["ko"] != nil && $0.statements["ja"] != nil }.count == 3)
        #expect(compilation.report.findings.filter { $0.kind == .polarity }.isEmpty)
        let korean = LexiconSet.bundled.lexicon("ko")
        #expect(korean.holdsContrast("미리보기는 자르지 말고 그대로 보여 주세요."))
        #expect(!korean.holdsContrast("미리보기는 자르지 말고 버리지 마세요."), "no request after the join")
    }

    /// "Refrain from", "Stay away from" and "Steer clear of" forbid, as "Avoid" does: a
    /// translation that asks for the opposite is reported, and "…は禁物です" renders them faithfully.
    @Test func refrainingPhrasesAreProhibitions() {
        let english = LexiconSet.bundled.lexicon(.english)
        for sentence in ["Refrain from hiding essential information.", "Stay away from nesting disclosure controls.",
                         "Steer clear of custom gestures."] {
            #expect(english.modality(of: sentence) == .prohibition, "\(sentence)")
            #expect(english.isNegated(sentence), "\(sentence)")
        }
        let page = """
        # Disclosure controls

        ## Best practices

        **Refrain from hiding essential information.** People may never find it.

        **Stay away from nesting disclosure controls.** Nested levels are hard to follow.
        """
        let japanese = """
        # ディスクロージャコントロール

        ## ベストプラクティス

        **重要な情報を隠すのは禁物です。** 見つけてもらえないかもしれません。

        **ディスクロージャコントロールは入れ子にしましょう。** 入れ子の階層はたどりにくくなります。
        """
        #expect(Self.findings(.polarity, ["disclosure/page.md": page, "disclosure/ja.md": japanese])
            == ["ja disclosure/stay-away-nesting-disclosure-controls"])
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
        // One note for the file that bolds nothing, counting its three statements.
        #expect(compilation.report.findings.map(\.kind) == [.unmarked])
        #expect(compilation.report.findings.first?.message.hasSuffix("no statement of this file is bold (3 translations of bold English statements)") == true)
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

/// Japanese in the plain style of blogs: volitional 〜ろう and plain prohibitions are requests,
/// 〜だろう (probably) is none.
@Suite struct JapanesePlainStyleTests {
    let lexicons = LexiconSet.bundled

    @Test(arguments: [
        ("ウィジェットのアイデアはひとつに絞ろう。", Modality.requirement, false),
        ("コンテンツの周りに16ポイントの余白を取ろう。", .requirement, false),
        ("プレースホルダーを長く表示し続けないようにしよう。", .prohibition, true),
        ("色だけに頼るのはやめよう。", .prohibition, true),
        ("アニメーションを途中から始めないでおこう。", .prohibition, true),
    ])
    func plainRequestsAreRead(text: String, modality: Modality, negated: Bool) {
        let japanese = lexicons.lexicon("ja")
        #expect(japanese.modality(of: text) == modality, "\(text)")
        #expect(japanese.isNegated(text) == negated, "\(text)")
    }

    @Test func aPlainStyleFileKeepsItsGuidelines() {
        let english = """
        # Widgets

        **Focus your widget on one idea.** A widget shows one thing well.

        **Leave 16 points of margin around content.** Content needs room.

        **Avoid showing placeholder content for long.** People think the widget is broken.
        """
        let japanese = """
        # ウィジェット

        ウィジェットのアイデアはひとつに絞ろう。ひとつのことをうまく見せられる。

        コンテンツの周りに16ポイントの余白を取ろう。コンテンツには余白が必要だ。

        プレースホルダーを長く表示し続けないようにしよう。壊れていると思われてしまうだろう。
        """
        let compilation = CompileRun.compile(["widgets/page.md": english, "widgets/ja.md": japanese])
        #expect(compilation.catalog.rules.map(\.languages) == [["en", "ja"], ["en", "ja"], ["en", "ja"]])
        #expect(compilation.report.findings.map(\.kind) == [.unmarked], "\(compilation.report.findings.map(\.message))")
    }

    @Test(arguments: [
        ("十五分ごとに更新してください。", ["15"]),
        ("十分な余白を取ってください。", [String]()),
        ("百ミリ秒以内に応答してください。", ["100"]),
        ("約五十パーセントの不透明度にしてください。", ["50"]),
    ])
    func kanjiNumbersBeforeTimeAndPercentCount(text: String, expected: [String]) {
        #expect(NumberExtractor(lexicons: lexicons).wordNumbers(in: text, language: "ja") == expected)
    }
}
