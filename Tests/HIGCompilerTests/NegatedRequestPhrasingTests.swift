@testable import HIGCompiler
import Testing

/// The everyday ways Japanese and Korean ask for something *not* to be done, the negated
/// necessity of API pages, and English leads that open with an adverbial or a setting: each
/// reads the way its English does, so faithful translations raise no polarity or modality drift
/// and flipped ones still do.
@Suite struct NegatedRequestPhrasingTests {
    @Test(arguments: [
        ("ja", "ツールバーを詰め込みすぎないようにします。"),
        ("ja", "ウィジェットに広告を表示しないようにする必要があります。"),
        ("ja", "コンテンツをふさがないよう注意してください。"),
        ("ja", "ラベルを切り詰めないように気をつけてください。"),
        ("ko", "툴바를 너무 복잡하게 만들지 않도록 해야 합니다."),
        ("ko", "콘텐츠를 가리지 않도록 주의하세요."),
        ("ko", "레이블을 자르지 않게 합니다."),
        ("ko", "알림을 남용하지 않도록 합시다."),
        ("ko", "알림 버튼을 설명하는 것은 삼가야 합니다."),
        ("ko", "버튼 제목을 따옴표로 감싸는 것은 삼가는 것이 좋습니다."),
    ])
    func negatedRequestsAreNegatedProhibitions(_ language: String, _ sentence: String) {
        let lexicon = LexiconSet.bundled.lexicon(language)
        #expect(lexicon.isNegated(sentence), "\(sentence)")
        #expect(lexicon.modality(of: sentence) == .prohibition, "\(sentence)")
    }

    /// A pictograph opening a lead marks it; the words after it ask.
    @Test(arguments: [("✅ Use symbols in toolbars.", Modality.requirement, false),
                      ("⚠️ Avoid mixing symbol weights.", Modality.prohibition, true),
                      ("❌ Don't rotate symbols that indicate direction.", Modality.prohibition, true)])
    func aLeadingPictographIsPassedOver(_ sentence: String, _ modality: Modality, _ negated: Bool) {
        let english = LexiconSet.bundled.lexicon(.english)
        #expect(english.modality(of: sentence) == modality, "\(sentence)")
        #expect(english.isNegated(sentence) == negated, "\(sentence)")
    }

    /// `-도록 해요` asks in 해요체 as `-도록 하세요` does.
    @Test func koreanPoliteDorokAsks() {
        let korean = LexiconSet.bundled.lexicon("ko")
        #expect(korean.modality(of: "항상 탭 바로 컨텍스트를 바꾸도록 해요.") == .requirement)
        #expect(!korean.isNegated("항상 탭 바로 컨텍스트를 바꾸도록 해요."))
    }

    /// Memo style (`-해야 함`, `-지 말아야 함`), common in Korean team notes and slides.
    @Test func koreanMemoStyleRequestsAsk() {
        let korean = LexiconSet.bundled.lexicon("ko")
        #expect(korean.modality(of: "컨트롤러 연결이 끊어지면 게임을 일시 정지해야 함.") == .requirement)
        #expect(korean.modality(of: "시스템 알림을 흉내 내지 말아야 함.") == .prohibition)
        #expect(korean.isNegated("시스템 알림을 흉내 내지 말아야 함."))
    }

    /// "Better not" is negated advice: negated, and a recommendation (an English prohibition
    /// rendered so is reported as weakened, not as flipped).
    @Test(arguments: [
        ("ko", "시트는 쓰지 않는 편이 낫습니다."),
        ("ko", "시트를 겹쳐 쌓지 않는 것이 좋습니다."),
        ("ko", "알림 버튼은 설명하지 않는 것을 권장합니다."),
        ("ko", "시트를 겹쳐 쌓지 않기를 권장합니다."),
        ("ja", "シートを重ねないことをおすすめします。"),
    ])
    func betterNotIsNegatedAdvice(_ language: String, _ sentence: String) {
        let lexicon = LexiconSet.bundled.lexicon(language)
        #expect(lexicon.isNegated(sentence), "\(sentence)")
        #expect(lexicon.modality(of: sentence) == .recommendation, "\(sentence)")
    }

    @Test(arguments: [
        ("ja", "このメソッドでは super を呼び出す必要はありません。"),
        ("ko", "이 메서드에서는 super를 호출할 필요가 없습니다."),
    ])
    /// "Need not" waives, in every language: a negated statement (as "You don't need to …" is),
    /// so a rule that says it has severity `info`, not a requirement's.
    func aNegatedNecessityWaives(_ language: String, _ sentence: String) {
        let lexicon = LexiconSet.bundled.lexicon(language)
        #expect(lexicon.isNegated(sentence))
        #expect(lexicon.modality(of: sentence) == .statement)
        #expect(LexiconSet.bundled.lexicon(.english).modality(of: "You don't need to call super in this method.") == .statement)
    }

    @Test(arguments: [
        ("ja", "各フィールドにラベルを追加するのも一案です。"),
        ("ko", "각 필드에 레이블을 추가하는 것을 고려할 수 있습니다."),
        ("ko", "시스템 색상을 사용합시다."),
        ("ko", "두 스타일을 함께 쓰는 것도 좋은 방법입니다."),
        ("ja", "二つのスタイルを組み合わせるのもよいでしょう。"),
    ])
    func suggestionsAreRecommendations(_ language: String, _ sentence: String) {
        #expect(LexiconSet.bundled.lexicon(language).modality(of: sentence) == .recommendation, "\(sentence)")
    }

    @Test func aLeadThatIsOnlyAnAdverbialBeforeANegatedRequestIsNoContrast() {
        let english = LexiconSet.bundled.lexicon(.english)
        #expect(!english.holdsContrast("In general, don't use a tab bar for actions."))
        #expect(english.isNegated("In general, don't use a tab bar for actions."))
        let page = """
        # Tab bars

        **In general, don't use a tab bar for actions.** A tab bar helps people navigate.

        > **일반적으로 동작에 탭 바를 사용하세요.** 탭 바는 탐색을 돕습니다.

        **In general, don't use a tab bar for settings.** Settings belong elsewhere.

        > **일반적으로 설정에 탭 바를 사용하지 마세요.** 설정은 다른 곳에 둡니다.
        """
        let flips = CompileRun.compile(["tab-bars/page.md": page]).findings(.polarity)
        #expect(flips.map(\.rule) == ["tab-bars/general-dont-use-tab-bar-actions"], "\(flips.map(\.message))")
    }

    @Test(arguments: [
        "Outside of a list, use a button that behaves like a toggle.",
        "Within a group, list the most important items first.",
        "Assign a keyboard shortcut to each command.",
        "Append an ellipsis to a menu item that needs more information.",
    ])
    func aLeadingSettingOrACommonVerbStillAsks(_ sentence: String) {
        #expect(LexiconSet.bundled.lexicon(.english).modality(of: sentence) == .requirement, "\(sentence)")
    }

    /// A relative clause without "that" ("data you no longer need") says what the request is
    /// about, not that the request is negative.
    @Test(arguments: [
        ("Delete data you no longer need.", false),
        ("Remove items people can't use.", false),
        ("Make sure you don't block content.", true),
        ("Delete data you no longer need, and don't keep backups.", true),
        ("Don't delete data people still need.", true),
        ("The list is only as wide as the field, and it can't scroll horizontally.", true),
        ("Without a clear indicator, people won't know that a session is active.", true),
        ("Show the options and they can't be missed.", true),
    ])
    func aNegationInAReducedRelativeClauseIsNotTheRequests(_ sentence: String, _ negated: Bool) {
        #expect(LexiconSet.bundled.lexicon(.english).isNegated(sentence) == negated, "\(sentence)")
    }

    /// A prohibition that sets a limit, rendered as a permission: `polarity` passes such a pair
    /// over (limits are said with or without a negation), so `modality` names the weakening.
    @Test func aLimitingProhibitionRenderedAsAPermissionIsReported() {
        let english = "# Sheets\n\n**Don't stack more than one sheet.** Stacked sheets confuse people.\n"
        let japanese = "# シート\n\n**シートを複数重ねて表示してもかまいません。** 重なったシートは混乱を招きます。\n"
        let findings = CompileRun.compile(["sheets/page.md": english, "sheets/ja.md": japanese]).report.findings
        #expect(findings.map(\.kind) == [.modality], "\(findings.map(\.message))")
        let faithful = "# シート\n\n**シートは1枚だけ表示してください。** 重なったシートは混乱を招きます。\n"
        let quiet = CompileRun.compile(["sheets/page.md": english, "sheets/ja.md": faithful]).report.findings
        #expect(quiet.isEmpty, "a limit said as a request is faithful: \(quiet.map(\.message))")
    }

    /// "Only" said with a negative (しか…ない), a double negative (開かないと…見えません,
    /// 열지 않으면 … 없습니다, ないわけではありません) and "certainly" (間違いありません) negate nothing:
    /// such sentences are not compared for polarity or meaning.
    @Test(arguments: [
        ("ja", "関係のあるボタンしか表示しないようにしてください。"),
        ("ja", "コンテキストメニューには最も重要なアクションしか表示されません。"),
        ("ja", "サブメニューを開かないと、その項目は見えません。"),
        ("ja", "ユーザはその項目が存在することを理解できないわけではありません。"),
        ("ja", "ボタンがタップできるように見えることは間違いありません。"),
        ("ko", "하위 메뉴를 열지 않으면 항목을 볼 수 없습니다."),
        ("ko", "사람들이 그 항목을 이해하지 못하는 것은 아닙니다."),
    ])
    func onlyAndDoubleNegativesAreNeutral(_ language: String, _ sentence: String) {
        #expect(LexiconSet.bundled.lexicon(language).hasNeutralPolarity(sentence), "\(sentence)")
    }

    @Test func hidingSaidAsMakingInvisibleIsNoFlip() {
        let korean = LexiconSet.bundled.lexicon("ko")
        #expect(korean.hasNeutralPolarity("사진 앱은 전체 화면으로 볼 때 내비게이션 바를 보이지 않게 합니다."))
    }

    /// "Must not" rendered as "need not" (필요가 없습니다, 必要はありません) turns a prohibition into an
    /// option: both sides negate, so `polarity` sees nothing; `modality` says what changed.
    @Test func aProhibitionRenderedAsAWaiverIsReported() {
        for (path, translation) in [("uistepper/reference.ko.md", "Overview\n\n`UIStepper`를 서브클래싱할 필요가 없습니다.\n"),
                                    ("uistepper/reference.ja.md", "Overview\n\n`UIStepper`をサブクラス化する必要はありません。\n")] {
            let compilation = CompileRun.compile([
                "uistepper/reference.md": "Overview\n\nYou must not subclass `UIStepper`.\n",
                path: translation,
            ])
            let findings = compilation.report.findings
            #expect(findings.map(\.kind) == [.modality], "\(findings.map(\.message))")
            #expect(findings.first?.message.hasPrefix("English is a prohibition, the translation says it is not needed") == true)
        }
    }

    /// Not making a thing hard asks for ease: a translation that says "make it easy" keeps the
    /// polarity, one that drops the negation or turns "easy" into "hard" flips it.
    @Test(arguments: [
        ("Don't make buttons hard to find.", "버튼을 찾기 쉽게 만드세요.", nil),
        ("Make sure controls aren't hard to reach.", "컨트롤에 쉽게 닿을 수 있도록 하세요.", nil),
        ("Make controls easy to reach.", "컨트롤에 닿기 어렵게 만들지 마세요.", nil),
        ("Avoid making text hard to read.", "テキストを読みにくくしないでください。", nil),
        ("Don't make buttons hard to find.", "ボタンを見つけやすくしてください。", nil),
        ("Don't make buttons hard to find.", "버튼을 찾기 어렵게 만드세요.", "English is negative"),
        ("Make text easy to read.", "텍스트를 읽기 어렵게 만드세요.", "the translation calls it hard"),
        ("Make controls easy to reach.", "コントロールを届きにくくしてください。", "the translation calls it hard"),
        // A rendering that names neither difficulty nor ease cannot be read through either.
        ("Don't make labels hard to understand.", "레이블을 번잡하게 만들지 마세요.", nil),
    ] as [(String, String, String?)])
    func aNegatedDifficultyReadsAsEase(_ english: String, _ translation: String, _ flip: String?) {
        let quote = translation.unicodeScalars.contains { $0.value >= 0xAC00 && $0.value <= 0xD7A3 }
        let page = "# Controls\n\n## Best practices\n\n**\(english)** People notice.\n\n> **\(translation)** "
            + (quote ? "사람들은 알아챕니다.\n" : "人は気づきます。\n")
        let findings = CompileRun.compile(["controls/page.md": page]).findings(.polarity)
        if let flip {
            #expect(findings.count == 1 && findings[0].message.hasPrefix(flip), "\(findings.map(\.message))")
        } else {
            #expect(findings.isEmpty, "\(findings.map(\.message))")
        }
    }

    /// 해요체 and noun-style prohibitions, "don't let" said as 못하게 / 수 없게, and 금지입니다.
    @Test(arguments: [
        "관련 없는 활동을 보여 주지 말아야 해요.", "관련 없는 활동을 보여 주지 않아야 해요.", "관련 없는 활동은 보여 주지 말아요.",
        "관련 없는 활동은 보여 주지 마요.", "관련 없는 활동을 보여 주지 않도록 해요.", "사람들이 파일을 놓지 못하게 하세요.",
        "사람들이 파일을 놓을 수 없게 하세요.", "자동 재생은 금지입니다.", "자동 재생은 되도록 피합니다.", "사용자에게 로그인을 요구하지 않기.",
    ])
    func koreanProhibitionsInEveryRegisterForbid(_ sentence: String) {
        let korean = LexiconSet.bundled.lexicon("ko")
        #expect(korean.isNegated(sentence), "\(sentence)")
        #expect(korean.modality(of: sentence) == .prohibition, "\(sentence)")
    }

    /// A translation glossed with its English in parentheses reads by its own ending.
    @Test(arguments: [
        ("ko", "중복 알림을 보내지 마세요(Avoid sending duplicate notifications).", Modality.prohibition),
        ("ko", "알림은 짧게 유지하세요 (Keep notifications brief).", .requirement),
        ("ja", "通知は短くしてください（Keep notifications brief）。", .requirement),
        // A translator's note, in any script, with a pair of parentheses inside it.
        ("ko", "버튼을 쉽게 탭할 수 있게 만드세요(최소 44x44포인트).", .requirement),
        ("ko", "프레임을 직접 변경해서는 안 됩니다(자동 레이아웃(Auto Layout)을 사용하는 경우).", .prohibition),
        ("ja", "ビューはメインスレッドで更新する必要があります（詳細はスレッドガイドを参照）。", .requirement),
    ])
    func anEnglishGlossInParenthesesIsNotTheEnding(_ language: String, _ sentence: String, _ modality: Modality) {
        let lexicon = LexiconSet.bundled.lexicon(language)
        #expect(lexicon.modality(of: sentence) == modality, "\(sentence)")
        #expect(LexiconText.normalise(sentence) == LexiconText.generalNormalise(sentence), "\(sentence)")
        #expect(!LexiconText.normalise(sentence).contains("("))
        // English keeps its parentheses: no gloss there.
        #expect(LexiconText.normalise("Use a toolbar (or a tab bar).") == "use a toolbar (or a tab bar")
        // Parentheses that do not close the sentence stay.
        #expect(LexiconText.normalise("버튼(확인)을 탭하세요.") == "버튼(확인)을 탭하세요")
    }

    /// A statement with a translator's note in parentheses before its full stop is one, on a
    /// page without bold as on an API page.
    @Test func aTrailingNoteKeepsATranslationAStatement() {
        let compilation = CompileRun.compile([
            "uiview/ko.md": "# UIView\n\n## 개요\n\n뷰는 화면의 사각형 영역을 관리합니다.\n\n모든 뷰는 메인 스레드에서 업데이트해야 합니다(백그라운드 스레드에서는 안전하지 않음).\n",
        ])
        let texts = compilation.catalog.rules.compactMap { $0.statements["ko"]?.text }
        #expect(texts == ["모든 뷰는 메인 스레드에서 업데이트해야 합니다(백그라운드 스레드에서는 안전하지 않음)."])
    }

    /// "…보내지 않습니다" for "Avoid sending …": a file in the declarative register states its
    /// prohibitions as negated descriptions, and they pair with their English.
    @Test func aDeclarativeNegationPairsWithItsProhibition() {
        let compilation = CompileRun.compile([
            "notifications/page.md": "# Notifications\n\n**Keep notifications brief.** Long text is truncated.\n\n"
                + "**Avoid sending duplicate notifications.** People find them annoying.\n\n**Respect Focus modes.** Use the right interruption level.\n",
            "notifications/ko.md": "# 알림\n\n**알림은 짧게 유지합니다.** 긴 텍스트는 잘립니다.\n\n"
                + "**중복 알림은 보내지 않습니다.** 사람들은 귀찮아합니다.\n\n**집중 모드를 존중합니다.** 알맞은 중단 수준을 사용합니다.\n",
        ])
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }

    /// "Stop …" and "Keep … from …" ask not to do something without a negation word: translators
    /// write them either way ("…のはやめてください", "…を覆わないようにしてください"), so they
    /// are not compared for polarity, in a lead or in an explanation.
    @Test func stopAndKeepFromAreNotComparedForPolarity() {
        let page = """
        # Video playback

        ## Best practices

        **Stop autoplaying videos with sound.** Sound that starts on its own startles people.

        > **音声付きの動画を自動再生するのはやめてください。** 勝手に再生が始まる音声は、ユーザーを驚かせます。

        **Keep the video from covering the status bar.** People still need to see the time.

        > **動画がステータスバーを覆わないようにしてください。** ユーザーは時刻を確認する必要があります。

        **Match the keyboard to the content.** Stop showing a numeric keypad for names.

        > **コンテンツにキーボードを合わせてください。** 名前の入力に数字キーパッドを表示するのはやめてください。

        """
        let compilation = CompileRun.compile(["video/page.md": page])
        #expect(compilation.catalog.rules.count == 3)
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
        let english = LexiconSet.bundled.lexicon(.english)
        #expect(english.hasNeutralPolarity("Keep the video from covering the status bar."))
        #expect(!english.hasNeutralPolarity("From the start, keep the video visible."), "the frame's parts come in order")
        #expect(!english.hasNeutralPolarity("Keep controls visible."))
    }
}
