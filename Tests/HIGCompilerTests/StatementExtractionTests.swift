import Foundation
import GuidelineMarkdown
@testable import HIGCompiler
import Testing

/// What counts as a statement, where its explanation ends, what a callout is, and what a
/// statement carries (links, code, symbols, numbers, section), on the small pages in
/// `Fixtures/Extraction` (each file is a page of its own).
@Suite struct StatementExtractionTests {
    static let root = TestPaths.fixtures.appendingPathComponent("Extraction")
    static let compilation = Result { try GuidelineCompiler().compile(guidelines: root, previous: nil) }

    func rules(_ page: String) throws -> [GuidelineRule] {
        try Self.compilation.get().catalog.rules.filter { $0.page == page }
    }

    func statement(_ page: String, _ text: String, _ language: LanguageCode = .english) throws -> GuidelineStatement {
        try #require(try rules(page).compactMap { $0.statements[language] }.first { $0.text == text }, "\(page): “\(text)”")
    }

    @Test func boldLeadSentenceIsAStatementAndTheRestExplainsIt() throws {
        let customize = try statement("bold-lead", "Customize a slider's appearance if it adds value.")
        #expect(customize.marked && customize.origin == .bold && customize.confidence == 1)
        #expect(customize.source == HIGCompiler.SourceLocation(file: "bold-lead.md", line: 5))
        // The rest of the paragraph and the next paragraph, line breaks as spaces.
        #expect(customize.explanation == "You can adjust the track's color and the thumb's image to match your app. A custom look should still read as a slider.")
    }

    /// A lead quoted whole in 「」 is the bold inside the brackets, and its explanation starts after
    /// them; furigana is no part of a statement.
    @Test func aQuotedLeadAndRubyAnnotationsReadAsTheSentenceWritten() throws {
        let quoted = try statement("quoted-lead", "ユーザーが戻ってきたときは、各ウインドウを復元してください。", "ja")
        #expect(quoted.marked && quoted.origin == .bold)
        #expect(quoted.explanation == "離れたときの状態のまま戻れるよう、状態を保存しておきます。")
        let ruby = try statement("quoted-lead", "目的をもって動きを加えてください。", "ja")
        #expect(ruby.explanation == "動きそのものを目的にしないでください。")
    }

    /// In a list of bold labels, the one label that opens with a verb of the guideline voice
    /// ("Play together.") is a label like its siblings; a list of guidelines keeps every item.
    @Test func aLoneShortLabelWithAGuidelineVerbIsNoRule() throws {
        let texts = try rules("label-list-verb").compactMap { $0.statements[.english]?.text }
        #expect(texts == ["Choose the right session type.", "Show who is watching.", "Keep playback in sync.", "Let people leave at any time."])
    }

    @Test func aParagraphMentioningCommentsExplainsButAShortFooterEndsTheContent() throws {
        let statement = try statement("comments", "댓글 입력란은 화면 하단에 두세요.", "ko")
        #expect(statement.explanation.contains("최신 댓글로 이동할 수 있는 버튼을 보여 주세요."), "a long paragraph is not a footer")
        #expect(statement.explanation.contains("키보드 바로 위에 입력란을 고정해"))
        #expect(!statement.explanation.contains("0개의 댓글"))
        #expect(!statement.explanation.contains("바닥글 다음에"), "nothing after the footer joins the explanation")
    }

    /// Blog translations recommend with "…のがおすすめです" and "…と良いでしょう" and require with
    /// "…ことが大切です": with the bold lost, those endings are what marks the guideline.
    @Test func japaneseBlogEndingsMarkInferredStatements() throws {
        let statements = try rules("blog-endings").compactMap { $0.statements["ja"] }
        #expect(statements.map(\.text) == [
            "ページの数は少なめにしておくのがおすすめです。",
            "ページコントロールは画面の下端の中央に置くと良いでしょう。",
            "ドットをタップしたときの動きを一貫させることが大切です。",
        ])
        #expect(statements.map(\.modality) == [.recommendation, .recommendation, .requirement])
        #expect(statements.allSatisfy { $0.origin == .inferred && !$0.marked })
        #expect(statements.first?.explanation == "ページが多すぎると、ドットの数を数えるのが難しくなります。ドットの色は背景に合わせて調整されます。")
    }

    /// No verb list is complete: a short bold sentence whose second word follows verbs ("for",
    /// "the") is a statement; a label with a noun or a capital there is not.
    @Test func aShortBoldSentenceWithAnUnlistedVerbIsAStatement() throws {
        #expect(try rules("unlisted-verbs").compactMap { $0.statements[.english]?.text } == [
            "Account for narrow widths.",
            "Budget for long titles.",
        ])
        #expect(try statement("unlisted-verbs", "Account for narrow widths.").explanation
            == "A split view can collapse into a single column. Test every size it can take.")
    }

    /// Translators often bold the phrase and leave the particle, the verb or the period outside
    /// ("**標準の戻るボタン**を使ってください。"): the bold still leads the whole sentence.
    @Test func boldGluedToTheRestOfItsSentenceLeadsTheWholeSentence() throws {
        let japanese = try rules("glued-bold").compactMap { $0.statements["ja"] }.sorted { $0.source.line < $1.source.line }
        #expect(japanese.map(\.text) == ["標準の戻るボタンを使ってください。", "ツールバーにコントロールを詰め込みすぎないでください。",
                                         "行のテキストは短くして1行に収まるようにしてください。"])
        #expect(japanese.map(\.explanation) == ["戻るボタンで前の画面に戻れることは誰もが知っています。", "項目が多いツールバーは見渡しにくくなります。",
                                                "長い行は読みにくくなります。"])
        #expect(japanese.allSatisfy { $0.marked })
        let korean = try statement("glued-bold", "표준 뒤로 버튼을 사용하세요.", "ko")
        #expect(korean.explanation == "사용자는 뒤로 버튼이 이전 화면으로 돌아간다는 것을 압니다.")
        // A period left outside the bold; a label before a colon or a dash stays a label.
        let english = try rules("glued-bold").compactMap { $0.statements[.english]?.text }
        #expect(english == ["Use the standard back button."])
    }

    /// A translator's own bold guideline added after the explanation of a translated rule
    /// ("**….** … **….**") is a statement of its own, `extra`, not explanation.
    @Test func aSecondBoldSentenceInATranslationsParagraphIsItsOwnStatement() {
        let compilation = CompileRun.compile([
            "menus/page.md": "# Menus\n\n**Keep menus short.** Long menus are hard to scan.\n\n"
                + "> **메뉴를 짧게 유지하세요.** 긴 메뉴는 훑어보기 어렵습니다. **메뉴 항목에는 아이콘을 넣으세요.**\n",
        ])
        let korean = compilation.catalog.rules.compactMap { $0.statements["ko"] }
        #expect(korean.map(\.text) == ["메뉴를 짧게 유지하세요.", "메뉴 항목에는 아이콘을 넣으세요."])
        #expect(korean.first?.explanation == "긴 메뉴는 훑어보기 어렵습니다.")
        #expect(compilation.report.findings.map(\.kind) == [.extra])
    }

    /// A bold lead that stops at an abbreviation's period, its sentence going on in lower case
    /// ("**…7 a.m.** unless …", "**Use the U.S.** date format …"), leads the whole sentence.
    @Test func aBoldLeadEndingAtAnAbbreviationLeadsTheWholeSentence() {
        let compilation = CompileRun.compile([
            "notifications/page.md": "# Notifications\n\n**Avoid sending notifications between 10 p.m. and 7 a.m.** unless people asked for them. "
                + "Respect Focus.\n\n**Use the U.S.** date format only in the United States.\n\n**Show times like 9 a.m. in the user's format.** "
                + "People read them faster.\n\n**Write out e.g.** Abbreviations confuse people.\n",
        ])
        let english = compilation.catalog.rules.compactMap { $0.statements[.english] }
        #expect(english.map(\.text) == ["Avoid sending notifications between 10 p.m. and 7 a.m. unless people asked for them.",
                                        "Use the U.S. date format only in the United States.", "Show times like 9 a.m. in the user's format.",
                                        "Write out e.g."])
        #expect(english.first?.explanation == "Respect Focus.")
    }

    /// A whole Korean request in bold with its period left out, the next sentence glued on with a
    /// capitalised Latin word ("**…사용하지 마세요**Apple 제품은 …"): the bold is the lead, and the
    /// Latin word opens the explanation.
    @Test func aBoldRequestGluedToALatinWordEndsAtItsBold() {
        let compilation = CompileRun.compile([
            "icons/page.md": "# Icons\n\n**Don't use replicas of Apple hardware.** Apple products are copyrighted.\n",
            "icons/ko.md": "# 아이콘\n\n**Apple 하드웨어의 복제품을 사용하지 마세요**Apple 제품은 저작권으로 보호됩니다.\n",
        ])
        let korean = compilation.catalog.rules.first?.statements["ko"]
        #expect(korean?.text == "Apple 하드웨어의 복제품을 사용하지 마세요")
        #expect(korean?.explanation == "Apple 제품은 저작권으로 보호됩니다.")
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }

    /// A quoted aside (`> Tip: …`, as DocC writes them) ends with its quote: the prose after it
    /// goes on explaining the statement before it.
    @Test func proseAfterAQuotedAsideGoesBackToTheStatement() throws {
        #expect(try statement("quoted-aside", "Show keyboard shortcuts for frequent commands.").explanation
            == "A shortcut teaches a faster way to work. Show the shortcut next to the command's title.")
        #expect(try statement("quoted-aside", "Group related commands.").explanation
            == "Groups are easier to scan. Keep each group short.")
        let callouts = try Self.compilation.get().catalog.callouts.filter { $0.page == "quoted-aside" }
        #expect(callouts.map(\.text) == ["The system reserves some shortcuts for itself.", "A separator between groups is enough."])
    }

    /// A translation that bolds the key phrase of its guideline marks the guideline that way; a
    /// description with a bold word, or a list item's label, is not one.
    @Test func aBoldPhraseInAGuidelineSentenceMarksAStatement() throws {
        let statements = try rules("phrase-bold").compactMap { $0.statements["ja"] }.sorted { $0.source.line < $1.source.line }
        #expect(statements.map(\.text) == ["メニュー項目のタイトルは短くしてください。", "よく使う項目にはキーボードショートカットを表示してください。"])
        #expect(statements.map(\.explanation) == ["タイトルは1〜3語で操作を説明します。",
                                                  "ショートカットは速い操作方法を覚えるのに役立ちます。この画面では編集メニューが使われています。区切り線：関連する項目をまとめます。"])
        #expect(statements.allSatisfy { $0.marked && $0.origin == .bold })
    }

    /// Blog exports carry their guidelines in raw HTML blocks: their prose is read, bold, links
    /// and entities included, on the lines it is written on; comments and scripts are not.
    @Test func proseInRawHTMLBlocksIsRead() throws {
        let statements = try rules("html-blocks").compactMap { $0.statements["ko"] }.sorted { $0.source.line < $1.source.line }
        #expect(statements.map(\.text) == ["탭 바는 내비게이션에 사용하세요.", "탭을 항상 보이게 하세요.", "들여쓴 HTML도 문단으로 읽으세요."])
        #expect(statements.map(\.source.line) == [4, 6, 14])
        #expect(statements.last?.explanation == "코드 블록이 아닙니다. <p 태그처럼 보이는 글자 &lt; 도 글자입니다.")
        #expect(statements.allSatisfy { $0.marked })
        let visible = try #require(statements.dropFirst().first)
        #expect(visible.explanation == "자세한 동작은 UITabBar가 정합니다 & 바꾸지 마세요.")
        #expect(visible.links.map(\.url) == ["https://developer.apple.com/documentation/uikit/uitabbar"])
    }

    @Test func aBlogFooterAskingToShareIsNotAnInferredRule() throws {
        let texts = try rules("footer").compactMap { $0.statements["ko"]?.text }
        #expect(texts == ["스테퍼가 바꾸는 값을 분명하게 보여 주세요.", "큰 폭으로 바뀌는 값에는 스테퍼를 사용하지 마세요."])
        #expect(try statement("footer", "큰 폭으로 바뀌는 값에는 스테퍼를 사용하지 마세요.", "ko").explanation == "슬라이더가 더 빠릅니다.")
    }

    @Test func anItemInTheGuidelineVoiceVouchesForItsSiblingsBoldSentences() throws {
        let texts = try rules("lists").compactMap { $0.statements[.english]?.text }
        #expect(texts == [
            "Use an ellipsis when an item needs more input.",
            "Dim unavailable menu items.",
            "Avoid nesting submenus more than one level deep.",
        ])
        // A one-word label stays a label; a list of labels has no voucher at all.
        #expect(try statement("lists", "Dim unavailable menu items.").explanation == "People still see what exists. Title. The name of the item.")
    }

    @Test func boldItalicLeadIsBold() throws {
        let statement = try statement("lists", "Avoid nesting submenus more than one level deep.")
        #expect(statement.marked && statement.origin == .bold)
        #expect(statement.explanation == "Deep hierarchies are hard to navigate.")
    }

    @Test func explanationStopsAtTheNextStatementOrHeading() throws {
        let volume = try statement("bold-lead", "Don't use a slider to adjust audio volume.")
        #expect(volume.explanation == "Use a volume view instead.")
        #expect(!volume.explanation.contains("new heading"))
    }

    @Test func wholeBoldParagraphIsAStatementAndAOneWordLabelIsNot() throws {
        let texts = try rules("bold-lead").compactMap { $0.statements[.english]?.text }
        #expect(texts.contains("Use familiar icons at each end of the track"))
        #expect(texts.contains("Make a slider's range clear with labels at both ends."))
        #expect(!texts.contains { $0.hasPrefix("Thumb") })
        #expect(texts.count == 4)
        let whole = try statement("bold-lead", "Make a slider's range clear with labels at both ends.")
        #expect(whole.marked)
        // The label's paragraph is not a rule, so it explains the statement before it.
        #expect(whole.explanation == "Thumb. The part people drag.")
        #expect(try statement("bold-lead", "Use familiar icons at each end of the track").explanation.isEmpty)
    }

    @Test func sectionAndHeadingPathFollowTheHeadings() throws {
        #expect(try statement("bold-lead", "Customize a slider's appearance if it adds value.").headingPath == ["Sliders"])
        let labelled = try statement("bold-lead", "Make a slider's range clear with labels at both ends.")
        #expect(labelled.headingPath == ["Sliders", "Value labels"])
        #expect(labelled.section == "Value labels")
        #expect(try rules("bold-lead").first { $0.statements[.english]?.text == labelled.text }?.section == "Value labels")
    }

    @Test func aLabelAndAColonOpenACalloutAsDocCAsidesDo() throws {
        let callouts = try Self.compilation.get().catalog.callouts.filter { $0.page == "asides" }
        #expect(callouts.map(\.label) == ["Note", "참고", "Important"])
        #expect(callouts.map(\.language) == [.english, "ko", "ja"])
        #expect(callouts.first?.text == "A picker with more than 20 values is hard to use. See Menus.")
        #expect(callouts.first?.links == [GuidelineLink(text: "Menus", url: "https://example.com/menus")])
        #expect(callouts.first?.source == HIGCompiler.SourceLocation(file: "asides.md", line: 5))
        // The callout is not part of the explanation before it; "Note that …" is still a statement.
        #expect(try statement("asides", "Keep the list of values short.").explanation == "A long list is slow to scroll.")
        let texts = try rules("asides").compactMap { $0.statements[.english]?.text }
        #expect(texts == ["Keep the list of values short.", "Note that the picker needs a label."])
    }

    /// A translator's note as blogs mark it, in brackets or after a reference mark, with or
    /// without a colon: a callout, whose number ("10개") is no drift of the rule before it.
    @Test(arguments: ["(역자 주) 실제로는 10개 정도가 적당합니다.", "[역자 주] 실제로는 10개 정도가 적당합니다.",
                      "※ 역자 주: 실제로는 10개 정도가 적당합니다.", "（訳注）実際には10個程度が適切です。", "【訳注】実際には10個程度が適切です。",
                      "※訳注：実際には10個程度が適切です。"])
    func bracketedAndMarkedTranslatorNotesAreCallouts(note: String) {
        let language = note.contains("訳注") ? "ja" : "ko"
        let translation = language == "ja" ? "**ボタンは少なめにしてください。** 多すぎると迷います。" : "**버튼은 적게 두세요.** 너무 많으면 헷갈립니다."
        let compilation = CompileRun.compile([
            "bars/page.md": "# Bars\n\n**Use few buttons.** Too many confuse people.\n",
            "bars/\(language).md": "# B\n\n\(translation)\n\n\(note)\n",
        ])
        #expect(compilation.catalog.callouts.count == 1, "\(note)")
        #expect(compilation.report.findings.isEmpty, "\(note): \(compilation.report.findings.map(\.message))")
    }

    /// A callout bold as a whole (`**Note: …**`), a translator's note, and a GitHub alert
    /// (`> [!NOTE]`) are callouts, not rules: "Note" is no verb, and a translator's note is no
    /// statement the English lacks.
    @Test func boldLabelledParagraphsAndGitHubAlertsAreCallouts() throws {
        let callouts = try Self.compilation.get().catalog.callouts.filter { $0.page == "bold-asides" }
        #expect(callouts.map(\.label) == ["Note", "참고", "역자 주", "NOTE"])
        #expect(callouts.first?.text == "Star colors follow the accent color in macOS 14 and later.")
        #expect(callouts.last?.text == "In macOS, a rating indicator can also show half stars.")
        #expect(callouts.last?.source == HIGCompiler.SourceLocation(file: "bold-asides.md", line: 13))
        let texts = try rules("bold-asides").compactMap { $0.statements[.english]?.text }
        #expect(texts == ["Make it easy to change a rating.", "Don't use a rating indicator to show progress.",
                          "Show the current rating."])
        #expect(try rules("bold-asides").allSatisfy { $0.statements["ko"] == nil })
        #expect(try statement("bold-asides", "Don't use a rating indicator to show progress.").explanation
            == "Use a progress indicator instead.")
    }

    /// GitHub renders `> [!TIP]`, a blank `>` line, then the text as the same alert as without
    /// the blank line: the text is the callout's, not the explanation of the rule above.
    @Test func aGitHubAlertWithABlankLineUnderItsMarkerIsACallout() throws {
        let page = """
        # Toolbars

        **Give text-titled buttons enough room.** Crowded buttons are hard to read.

        > **텍스트 버튼에 충분한 공간을 주세요.** 붐비는 버튼은 읽기 어렵습니다.

        > [!TIP]
        >
        > Understand the toolbar's role first.

        > [!TIP]
        >
        > 먼저 툴바의 역할을 이해하세요.
        """
        let compilation = CompileRun.compile(["toolbars/page.md": page])
        let rule = try #require(compilation.catalog.rules.first)
        #expect(rule.statements[.english]?.explanation == "Crowded buttons are hard to read.")
        #expect(rule.statements["ko"]?.explanation == "붐비는 버튼은 읽기 어렵습니다.")
        #expect(compilation.catalog.callouts.map { "\($0.language) \($0.label) \($0.text)" }
                == ["en TIP Understand the toolbar's role first.", "ko TIP 먼저 툴바의 역할을 이해하세요."])
        #expect(compilation.report.findings.isEmpty)
    }

    /// Obsidian writes the alert with a fold mark and a title (`> [!tip]- Tabs and toolbars`,
    /// `> [!warning]+ Orientation`): the same callout, its title opening the text, and a
    /// guideline under the marker is still a rule.
    @Test func anObsidianCalloutWithAFoldMarkAndATitleIsACallout() throws {
        let page = """
        # Alerts

        **Minimize alerts.** Alerts interrupt people.

        > [!warning]+ Orientation
        > **Test alerts in both orientations.** An alert may look different in landscape.

        > [!tip]- Alerts and action sheets
        > Understand the difference between an alert and an action sheet first.
        """
        let compilation = CompileRun.compile(["alerts/page.md": page])
        #expect(compilation.catalog.rules.map { $0.statements[.english]?.text } == ["Minimize alerts.", "Test alerts in both orientations."])
        #expect(compilation.catalog.rules.first?.statements[.english]?.explanation == "Alerts interrupt people.")
        #expect(compilation.catalog.callouts.map { "\($0.label): \($0.text)" } == [
            "warning: Orientation. Test alerts in both orientations. An alert may look different in landscape.",
            "tip: Alerts and action sheets. Understand the difference between an alert and an action sheet first.",
        ])
    }

    /// A rule and its translation a line apart in one paragraph (`<br>` at the end of the English,
    /// or between them on one line) are two paragraphs: the translation keeps its lead.
    @Test(arguments: ["<br>\n", "<br><br>", "  \n"])
    func aTranslationALineBreakAfterItsRuleIsItsOwnParagraph(_ separator: String) throws {
        let page = "# Alerts\n\n**Minimize alerts.** Alerts disrupt the experience." + separator
            + "**알림을 최소화하세요.** 알림은 경험을 방해합니다.\n\n**Keep titles short.** Short titles fit.\n\n> **제목은 짧게 하세요.** 짧은 제목이 맞습니다.\n"
        let compilation = CompileRun.compile(["alerts/page.md": page])
        let rule = try #require(compilation.catalog.rules.first)
        #expect(rule.statements[.english]?.explanation == "Alerts disrupt the experience.")
        #expect(rule.statements["ko"]?.text == "알림을 최소화하세요.")
        #expect(rule.statements["ko"]?.source.line == (separator.contains("\n") ? 4 : 3))
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }

    @Test func calloutLabelsOpenCalloutsNotRules() throws {
        let callouts = try Self.compilation.get().catalog.callouts.filter { $0.page == "callouts" }
        #expect(callouts.map(\.label) == ["TIP", "Note", "Important", "NOTE"])
        #expect(callouts.map(\.text) == [
            "Consider a slider when people need large changes.",
            "Steppers work best for small values.",
            "Keep the increment constant.",
            "See Sliders for the alternative.",
        ])
        #expect(callouts.allSatisfy { $0.language == .english })
        // A fenced code block that opens with a label keeps its links.
        #expect(callouts.last?.links == [GuidelineLink(text: "Sliders", url: "https://example.com/sliders")])
        let texts = try rules("callouts").compactMap { $0.statements[.english]?.text }
        #expect(texts == ["Make the value a stepper affects obvious.", "Avoid steppers for values that change by large amounts."])
        // The callout ends the explanation before it.
        #expect(try statement("callouts", "Make the value a stepper affects obvious.").explanation == "A stepper doesn't show a value itself.")
    }

    /// A label and its translated label on lines of their own, each followed by its text, then
    /// prose and its translation: the translated label labels only its language's text, and
    /// English prose after the callouts ends them in every language.
    @Test func aTranslatedLabelLabelsOnlyItsLanguageAndProseEndsTheCallouts() {
        let compilation = CompileRun.compile([
            "search/page.md": """
                # Search fields

                **Note**

                Search fields in a toolbar can't show a scope bar.

                > **참고**
                >
                > 툴바의 검색 필드에는 범위 막대를 표시할 수 없습니다.

                Scope bars appear only below a navigation bar.

                > 범위 막대는 내비게이션 바 아래에만 나타납니다.
                """,
        ])
        let callouts = compilation.catalog.callouts
        #expect(callouts.map(\.label) == ["Note", "참고"])
        #expect(callouts.map(\.language) == [.english, "ko"])
        #expect(callouts.map(\.text) == ["Search fields in a toolbar can't show a scope bar.", "툴바의 검색 필드에는 범위 막대를 표시할 수 없습니다."])
    }

    @Test func japaneseLabelsAndWholeBoldSentencesWithoutAPeriod() throws {
        let callout = try #require(try Self.compilation.get().catalog.callouts.first { $0.page == "ja" })
        #expect(callout.label == "注意" && callout.language == "ja")
        #expect(callout.text == "長いリストには別の表示方法を検討してください。")
        let date = try statement("ja", "日付ピッカーは標準のものを使いましょう", "ja")
        #expect(date.marked && date.explanation == "カスタムの日付ピッカーは混乱を招きます。")
        #expect(try statement("ja", "ピッカーには適切な数の値を表示してください。", "ja").numbers.contains("3"), "三つ is 3")
    }

    @Test func quotedTranslationJoinsTheEnglishRuleBeforeIt() throws {
        let rules = try rules("quote-layout")
        #expect(rules.count == 3)
        let toggle = try #require(rules.first { $0.statements[.english]?.text == "Use a switch to toggle one setting on or off." })
        let korean = try #require(toggle.statements["ko"])
        #expect(korean.text == "스위치는 설정 하나를 켜거나 끌 때 사용하세요.")
        #expect(korean.marked && korean.origin == .bold && korean.alignment?.method == .layout)
        #expect(korean.source.line == 5)
        // Each language's explanation gathers its own paragraphs.
        #expect(korean.explanation == "스위치는 상태를 한눈에 보여줍니다. 두 번째 문단도 스위치를 설명합니다.")
        #expect(toggle.statements[.english]!.explanation == "A switch shows its state at a glance. A second English paragraph explains the switch.")
    }

    @Test func unboldedTranslationRightAfterTheEnglishIsUnmarked() throws {
        let actions = try #require(try rules("quote-layout").first { $0.statements[.english]?.text == "Don't use a switch for actions." })
        let korean = try #require(actions.statements["ko"])
        #expect(korean.text == "동작에는 스위치를 사용하지 마세요.")
        #expect(!korean.marked && korean.origin == .layout)
        #expect(korean.explanation == "동작에는 버튼을 사용하세요.")
        #expect(korean.alignment?.method == .layout && korean.alignment!.confidence < 1)
    }

    @Test func crossReferenceDoesNotTakeTheTranslationsPlace() throws {
        let label = try #require(try rules("quote-layout").first { $0.statements[.english]?.text == "Give a switch a clear label." })
        #expect(label.statements["ko"]?.text == "스위치에 명확한 레이블을 붙이세요.")
        #expect(label.statements["ko"]?.marked == true)
    }

    @Test func linksCodeSymbolsAndNumbersComeWithTheStatement() throws {
        let hide = try statement("anchors", "Hide the bar with setNavigationBarHidden(_:animated:) when content needs the whole screen.")
        #expect(hide.code == ["setNavigationBarHidden(_:animated:)"])
        #expect(hide.links.map(\.url) == [
            "https://developer.apple.com/documentation/uikit/uinavigationbar/2908999-preferslargetitles",
            "https://developer.apple.com/documentation/uikit/uinavigationbar",
        ])
        for symbol in ["setNavigationBarHidden(_:animated:)", "prefersLargeTitles", "UINavigationBar"] {
            #expect(hide.symbols.contains(symbol), "\(symbol)")
        }
        #expect(!hide.symbols.contains("iOS"))
        #expect(Set(hide.numbers).isSuperset(of: ["3", "13", "44"]))
        let toolbar = try statement("anchors", "Keep toolbar items to five or fewer.")
        #expect(toolbar.numbers.contains("5"))
        #expect(toolbar.code == ["UIToolbar.items"])
        #expect(toolbar.symbols.contains("UIToolbar.items"))
        #expect(toolbar.modality == .requirement && !toolbar.negated)
    }

    /// Catalog consumers read `numbers` the same in every language: full-width digits are ASCII there
    /// (the statement's text keeps them as written).
    @Test func numbersAreASCIIDigitsWhateverTheTextWrote() throws {
        let compilation = CompileRun.compile(["alerts/ja.md": "# アラート\n\n**ボタンは２つまでにしてください。** ３０秒以内に閉じられるようにします。\n"])
        let statement = try #require(compilation.catalog.rules.first?.statements["ja"])
        #expect(statement.numbers == ["2", "30"])
        #expect(statement.text.contains("２つ"))
    }

    @Test func textIsNFCWithWhitespaceCollapsed() throws {
        let rules = try rules("nfc-whitespace")
        let texts = rules.compactMap { $0.statements["ko"]?.text }
        #expect(texts == ["피커에는 값이 적당한 수만큼 있게 하세요.", "긴 목록은 다른 방식으로 보여 주세요."])
        #expect(texts.allSatisfy { $0 == $0.precomposedStringWithCanonicalMapping })
        #expect(rules.last?.statements["ko"]?.explanation == "설명이 이어집니다.")
    }

    /// A skin-tone modifier standing alone after a space is one `Character` with the space, which
    /// Swift calls whitespace; collapsing whitespace must not take the modifier with it.
    @Test func aLoneSkinToneModifierIsKept() throws {
        let compilation = CompileRun.compile(["emoji/page.md": "# Emoji\n\n**Don't hard-code a default skin tone such as 🏽.** Avoid 🏿 in text.\n"])
        let statement = try #require(compilation.catalog.rules.first?.statements[.english])
        #expect(statement.text == "Don't hard-code a default skin tone such as 🏽.")
        #expect(statement.explanation == "Avoid 🏿 in text.")
        #expect(TextNormalizer.generalNormalize("a  🏽\u{00A0} b") == "a 🏽 b")
    }

    @Test func frontMatterIsNeitherASectionNorAnExplanation() throws {
        let rules = try rules("front-matter")
        #expect(rules.compactMap { $0.statements["ko"]?.text } == ["스테퍼가 바꾸는 값을 분명하게 보여 주세요.", "큰 폭으로 바뀌는 값에는 스테퍼를 사용하지 마세요."])
        let first = try statement("front-matter", "스테퍼가 바꾸는 값을 분명하게 보여 주세요.", "ko")
        #expect(first.source.line == 10, "lines after the front matter keep their numbers")
        // The post's title stands above its sections, as the blog shows it; it is no section of its own.
        let title = "[번역] 스테퍼: 값을 바꾸는 컨트롤"
        #expect(first.headingPath == [title] && first.explanation == "스테퍼는 자체적으로 값을 표시하지 않습니다.")
        let second = try statement("front-matter", "큰 폭으로 바뀌는 값에는 스테퍼를 사용하지 마세요.", "ko")
        #expect(second.headingPath == [title, "모범 사례"] && second.source.line == 14)
    }

    @Test func pipeTablesAreKeptApartFromTheExplanationTheyFollow() throws {
        let texts = try rules("table").compactMap { $0.statements[.english]?.text }
        #expect(texts == ["Make the value that a stepper affects obvious.", "Pair a stepper with a text field for large ranges.",
                          "Keep a stepper at least 44 points tall."], "a bold cell is not a statement")
        let obvious = try statement("table", "Make the value that a stepper affects obvious.")
        #expect(obvious.explanation == "A stepper doesn't display the value itself. People change small values with a few taps.")
        #expect(obvious.tables == [
            "| Platform | Minimum size | Note |\n| --- | :---: | --- |\n| iOS | 44x44 pt | Use the system stepper. |\n| macOS | 19x27 pt | Shift-click changes by 10 |",
            "Platform | Size\n---|---\nwatchOS | not supported",
        ])
        #expect(obvious.numbers == ["10", "19", "27", "44"], "the table's numbers are the statement's, both of a dimension")
        let pair = try statement("table", "Pair a stepper with a text field for large ranges.")
        #expect(pair.explanation == "People can type a value. A | paragraph with a pipe | but no delimiter row stays prose.")
        #expect(pair.tables.isEmpty)
    }

    @Test func aTableAfterABilingualPairBelongsToBothLanguages() throws {
        let rule = try #require(try rules("table").first { $0.statements[.english]?.text == "Keep a stepper at least 44 points tall." })
        let english = try #require(rule.statements[.english]), korean = try #require(rule.statements["ko"])
        #expect(english.tables.count == 1 && korean.tables == english.tables)
        let findings = try Self.compilation.get().report.findings.filter { $0.rule == rule.id }
        #expect(findings.isEmpty, "the shared table's numbers are in both: \(findings.map(\.message))")
    }

    @Test func admonitionContainersAreCalloutsAndAsidesOfTheExplanation() throws {
        let callouts = try Self.compilation.get().catalog.callouts.filter { $0.page == "containers" }
        #expect(callouts.map(\.label) == ["tip", "warning"])
        #expect(callouts.map(\.text) == ["In iOS, a switch is the standard toggle style.",
                                         "Never use a toggle to start an action. See Buttons."])
        #expect(callouts.map(\.source.line) == [6, 12], "the line of the text, under the opening fence")
        #expect(callouts.last?.links.map(\.url) == ["https://developer.apple.com/design/human-interface-guidelines/buttons"])
        let texts = try rules("containers").compactMap { $0.statements[.english]?.text }
        #expect(texts == ["Use a toggle for two opposing states.", "Label what the toggle affects."])
        #expect(try statement("containers", "Use a toggle for two opposing states.").explanation
                == "A toggle manages the state of something. People expect the change to take effect at once.")
        #expect(try statement("containers", "Label what the toggle affects.").explanation
                == "The context usually tells. :::details Unclosed container This stays prose.", "an unclosed container is text")
    }

    @Test func aBlogExportsNumberedGuidelinesAreReadLikeParagraphs() throws {
        let texts = try rules("numbered").compactMap { $0.statements["ko"]?.text }
        #expect(texts == ["탭 바는 내비게이션에 사용하세요.", "탭 바가 항상 보이도록 하세요."],
                "a list with one item in the guideline voice is not a list of guidelines")
        #expect(try statement("numbered", "탭 바는 내비게이션에 사용하세요.", "ko").explanation == "탭 바로 앱의 여러 섹션 사이를 이동합니다.")
        #expect(try statement("numbered", "탭 바가 항상 보이도록 하세요.", "ko").explanation.hasPrefix("탭 바를 숨기면 위치를 잊어버립니다."))
    }

    /// "- **Variable color**" over a nested list of guidelines names the group that follows: it
    /// explains neither the statement before it nor anything after it.
    @Test func aWholeBoldLabelEndsTheExplanationBeforeIt() throws {
        let texts = try rules("group-labels").compactMap { $0.statements[.english]?.text }
        #expect(texts == ["Provide alternative text for custom symbols.", "Use variable color to show change over time.",
                          "Don't use variable color to show depth.", "Use symbol animations judiciously."])
        #expect(try statement("group-labels", "Provide alternative text for custom symbols.").explanation
                == "VoiceOver can't describe a custom symbol unless you provide a label.")
        // Labels name; a sentence (one with an ending, or a long one) is no label.
        #expect(StatementExtractor.isLabel("Variable color") && StatementExtractor.isLabel("가변 색상") && StatementExtractor.isLabel("可変カラー"))
        #expect(!StatementExtractor.isLabel("Symbols need a label.") && !StatementExtractor.isLabel("記号には必ずラベルを付けます。"))
        #expect(!StatementExtractor.isLabel("Symbols that stand alone in a toolbar need one most of all"))
        #expect(try statement("group-labels", "Don't use variable color to show depth.").explanation
                == "Use hierarchical rendering instead.")
        // A label ends the explanation: the prose under it is no statement's.
        #expect(try statement("group-labels", "Use symbol animations judiciously.").explanation == "An animation draws attention.")
    }

    @Test func aColonOrDashJoiningTheBoldLeadToItsExplanationIsNotPartOfIt() throws {
        let compilation = CompileRun.compile(["segments/page.md": """
            # Segmented controls

            **Limit the number of segments**: in iOS, use no more than 5 segments.

            **Keep segment labels short** — one or two words work best.
            """])
        let explanations = compilation.catalog.rules.compactMap { $0.statements[.english]?.explanation }
        #expect(explanations == ["in iOS, use no more than 5 segments.", "one or two words work best."])
    }

    @Test func boldEndingInAColonOrNamingSomethingIsALabel() throws {
        let extractor = StatementExtractor(lexicons: .bundled, glossary: .empty)
        #expect(!extractor.readsAsSentence("플랫폼 지원:"))
        #expect(!extractor.readsAsSentence("Platform availability:"))
        #expect(!extractor.readsAsSentence("관련 글"))
        #expect(extractor.readsAsSentence("탭 바를 사용하세요"))
        #expect(extractor.readsAsSentence("제목을 짧게 유지하세요."))
    }

    func statements(_ page: String, _ language: LanguageCode) throws -> [GuidelineStatement] {
        try rules(page).compactMap { $0.statements[language] }.sorted { $0.source.line < $1.source.line }
    }

    /// "**Use a whole-number step:** Fractions …": bold in the guideline voice that introduces what
    /// follows with a colon is a statement, ending as a sentence does; what follows explains it,
    /// and a table after it is its table. Bold naming something before a colon stays a label,
    /// and a callout label a callout.
    @Test func aBoldLeadInTheGuidelineVoiceEndingInAColonIsAStatement() throws {
        #expect(try statements("colon-leads", .english).map(\.text) == [
            "Keep the increment constant.", "Use a whole-number step.", "Use these step sizes.", "Show the value next to the stepper.",
        ])
        #expect(try statement("colon-leads", "Keep the increment constant.").explanation == "A changing step surprises people.")
        #expect(try statement("colon-leads", "Use a whole-number step.").explanation == "Fractions are hard to tap toward.")
        let sizes = try statement("colon-leads", "Use these step sizes.")
        #expect(sizes.explanation.isEmpty && sizes.tables.count == 1 && sizes.numbers.contains("100"))
        #expect(try statement("colon-leads", "정수 단계를 사용하세요.", "ko").explanation == "분수는 탭으로 맞추기 어렵습니다.")
        #expect(try statement("colon-leads", "다음 단계 크기를 사용하세요.", "ko").explanation == "범위가 넓을수록 단계가 커집니다.")
        // Japanese, with a space after the closing ** or glued to it, ends with "。".
        let japanese = try statements("colon-leads", "ja")
        #expect(japanese.map(\.text) == ["増分は一定にしてください。", "整数の増分を使ってください。", "次の増分を使ってください。"])
        #expect(japanese.map(\.explanation) == ["変わる増分は人を驚かせます。", "小数はタップで合わせにくくなります。", "範囲が広いほど増分を大きくします。"])
        #expect(japanese.allSatisfy { $0.modality == .requirement })
        // A label before a colon explains the statement before it, as it did; callouts stay callouts.
        #expect(try statement("colon-leads", "Show the value next to the stepper.").explanation
                == "A stepper doesn't display one itself. Platform availability: iOS, iPadOS and visionOS.")
        let callouts = try Self.compilation.get().catalog.callouts.filter { $0.page == "colon-leads" }
        #expect(callouts.map(\.label).sorted() == ["Note", "注意"])
        let extractor = StatementExtractor()
        #expect(extractor.colonLeadStatement("표준 높이를 사용하세요:", language: "ko") == "표준 높이를 사용하세요.")
        for (label, language) in [("Platform availability:", LanguageCode.english), ("Note:", .english), ("Animations:", .english),
                                  ("참고:", "ko"), ("플랫폼 지원:", "ko"), ("注意：", "ja"), ("対応プラットフォーム：", "ja")] {
            #expect(extractor.colonLeadStatement(label, language: language) == nil, "\(label)")
        }
    }

    /// "**Keep the track short enough** that people …": when the sentence goes on after the bold
    /// and a space (a lower-case word; in Korean, bold that stops at a connective ending), the
    /// statement is the whole sentence. Bold that ends its own sentence, or labels, stay as they were.
    @Test func boldThatStopsInsideItsSentenceLeadsTheWholeSentence() throws {
        #expect(try statements("partial-bold", .english).map(\.text) == [
            "Keep the track short enough that people can reach both ends with one drag.",
            "Always show the current value beside the thumb.",
        ])
        #expect(try statement("partial-bold", "Keep the track short enough that people can reach both ends with one drag.").explanation
                == "A long track tires the hand.")
        let korean = try statements("partial-bold", "ko")
        #expect(korean.map(\.text) == ["트랙을 충분히 짧게 유지하여 사용자가 한 번의 드래그로 양 끝에 닿을 수 있게 하세요.", "현재 값을 표시하세요"])
        #expect(korean.map(\.explanation) == ["긴 트랙은 손을 지치게 합니다.", "iOS에서는 썸 위에 값이 나타납니다."])
        #expect(korean.allSatisfy { $0.modality == .requirement })
        // "**Value** appears …" names no guideline: it explains the statement before it.
        #expect(try statement("partial-bold", "Always show the current value beside the thumb.").explanation
                == "People want to see what changes. Value appears above the thumb while people drag.")
    }

    /// In a list whose sibling speaks in the guideline voice, a Korean or Japanese bold label
    /// ("휠 스타일.", "ホイールスタイル。") is no more a statement than "Wheel." is; a bold sentence with a
    /// predicate is one, as a sentence of three words is in English.
    @Test func koreanAndJapaneseListLabelsAreNotStatements() throws {
        #expect(try statements("list-labels", .english).map(\.text) == ["Use a wheel picker for long lists of values."])
        #expect(try statements("list-labels", "ja").map(\.text) == ["長い値のリストにはホイールピッカーを使ってください。", "値はスクロールで選べます。"])
        #expect(try statements("list-labels", "ko").map(\.text) == ["긴 값 목록에는 휠 피커를 사용하세요.", "값은 스크롤로 고릅니다."])
        let extractor = StatementExtractor()
        #expect(!extractor.readsAsSentence("인셋 그룹."), "a period alone does not make two Korean words a sentence")
        #expect(extractor.readsAsSentence("그룹에 행이 놓입니다."))
        #expect(!extractor.readsAsSentenceInGuidelineList("インセットグループ。", language: "ja"))
        #expect(extractor.readsAsSentenceInGuidelineList("行は角丸のグループに置かれます。", language: "ja"))
        #expect(!extractor.readsAsSentenceInGuidelineList("Inset grouped.", language: .english))
        #expect(extractor.readsAsSentenceInGuidelineList("Dim unavailable items.", language: .english))
    }

    @Test func aBlogExportThatWritesItsGuidelinesAsHeadingsHasThemAsStatements() throws {
        let texts = try rules("headings").compactMap { $0.statements["ko"]?.text }
        #expect(texts == ["스테퍼가 바꾸는 값을 분명하게 보여 주세요", "큰 폭으로 바뀌는 값에는 스테퍼를 사용하지 마세요"])
        let show = try statement("headings", "스테퍼가 바꾸는 값을 분명하게 보여 주세요", "ko")
        // The paragraphs under it explain it, an imperative one too; its section is the heading above.
        #expect(show.explanation == "스테퍼 자체는 값을 표시하지 않습니다. 값 옆에 스테퍼를 두세요.")
        #expect(show.section == "모범 사례" && show.origin == .inferred && !show.marked)
        #expect(try statement("headings", "큰 폭으로 바뀌는 값에는 스테퍼를 사용하지 마세요", "ko").modality == .prohibition)
        #expect(HeadingNumbering.removing(from: "1. 제목") == "제목")
        #expect(HeadingNumbering.removing(from: "③ 제목") == "제목")
        #expect(HeadingNumbering.removing(from: "2024년 변경 사항") == "2024년 변경 사항")
        for numbered in ["1-3. 제목", "1.1 제목", "1.1. 제목", "(1) 제목", "#1 제목", "１．제목", "【1】제목", "（2）제목", "■ 제목", "▶ 1. 제목", "✔️ 제목", "⚠️ 제목", "💡 제목"] {
            #expect(HeadingNumbering.removing(from: numbered) == "제목", "\(numbered)")
        }
        for text in ["3D Touch", "1.5x 확대", "iOS 17 변경 사항", "2024년 1월", "❌ 제목"] {
            #expect(HeadingNumbering.removing(from: text) == text, "\(text)")
        }
    }

    @Test func footnotesMarkNoStatementAndExplainNothing() throws {
        let show = try statement("footnotes", "ステッパーで変わる値をはっきり表示しましょう。", "ja")
        #expect(show.explanation == "ステッパー自体は値を表示しません。")
        let avoid = try statement("footnotes", "大きく変わる値にはステッパーを使わないでください。", "ja")
        // A bracket that is not a defined footnote stays; definitions join no explanation.
        #expect(avoid.explanation == "スライダーのほうが速く、3回以上のタップを減らせます。配列の添字 a[^b] はそのまま残ります。")
        #expect(avoid.numbers == ["3"], "a footnote's label and a definition's numbers are not the rule's")
        #expect(show.numbers.isEmpty)
    }

    /// Definitions on adjacent lines are one paragraph to CommonMark, and a definition without
    /// spaces is a link reference definition to it: neither leaves a label, a number or a link behind.
    @Test func adjacentAndSpacelessFootnoteDefinitionsLeaveNothingBehind() {
        let page = """
        # Progress indicators

        **Keep an indicator moving.** A stationary indicator makes people think the process stalled.[^1]

        **Don't switch styles.** Switching styles mid-task[^2] is distracting.

        [^1]: Apple's guidance says so.
        [^2]: Determinate to indeterminate, for example.
        """
        let japanese = """
        # 進行状況インジケータ

        **インジケータを動かし続けてください。** 静止したインジケータは処理が止まったと思わせます。[^1]

        [^1]: 詳しくは[UIProgressView](https://developer.apple.com/documentation/uikit/uiprogressview)を参照してください。
        """
        let rules = CompileRun.compile(["progress/page.md": page, "progress/ja.md": japanese]).catalog.rules
        let statements = rules.flatMap { $0.statements.values }
        #expect(statements.allSatisfy { $0.numbers.isEmpty && !$0.explanation.contains("^") }, "\(statements.map(\.explanation))")
        #expect(statements.allSatisfy { $0.links.isEmpty }, "\(statements.map(\.links))")
    }

    /// A translation that bolds key phrases (Qiita style) and one sentence whole keeps its
    /// phrase-bold statements: most of its statements decide its style.
    @Test func oneWholeBoldSentenceDoesNotUndoAPhraseBoldStyle() {
        let english = """
        # Lists

        **Prefer displaying text in a list or table.** Rows make text easy to scan.

        **Let people edit a table when it makes sense.** People appreciate reordering.

        **Provide appropriate feedback when people select an item.** Feedback depends on the result.

        **Let people resize columns.** Data varies in width.
        """
        let japanese = """
        # リスト

        テキストは**リストやテーブルで表示する**ことをおすすめします。行はテキストを見渡しやすくします。

        意味がある場合は、**テーブルを編集できるようにしましょう**。並べ替えられると喜ばれます。

        項目が選択されたときは、**適切なフィードバックを返してください**。フィードバックは結果によって異なります。

        **列のサイズを変更できるようにしてください。**データの幅はさまざまです。
        """
        let compilation = CompileRun.compile(["lists/page.md": english, "lists/ja.md": japanese])
        #expect(compilation.catalog.rules.count == 4)
        #expect(compilation.catalog.rules.allSatisfy { $0.statements["ja"] != nil }, "\(compilation.report.findings.map(\.message))")
    }

    /// A disclosure's title (`<summary>`) labels what it folds away: neither an explanation nor a
    /// translation.
    @Test func aDisclosureTitleIsNoText() {
        let page = """
        # Menus

        **Show keyboard shortcuts for frequently used items.** Shortcuts help people work faster.

        > **자주 사용하는 항목에 키보드 단축키를 표시하세요.** 단축키는 더 빠르게 작업하도록 돕습니다.

        <details>
        <summary>Why titles matter</summary>

        **Give each menu item a short title.** Aim for no more than 3 words.

        </details>

        > <details>
        > <summary>제목이 중요한 이유</summary>
        >
        > **각 메뉴 항목에 짧은 제목을 붙이세요.** 3단어를 넘지 않도록 하세요.
        >
        > </details>
        """
        let compilation = CompileRun.compile(["menus/page.md": page])
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
        let statements = compilation.catalog.rules.flatMap { $0.statements.values }
        #expect(statements.allSatisfy { !$0.explanation.contains("Why titles") && !$0.text.contains("이유") })
        #expect(compilation.catalog.rules.count == 2)
    }

    /// A disclosure titled by a bold sentence states a guideline, which its body explains.
    @Test func aBoldDisclosureTitleIsAStatement() {
        let page = """
        # Sheets

        <details>
        <summary><strong>Use a sheet to present simple content or tasks.</strong></summary>

        A sheet lets people stay in the current context.

        </details>

        > <details>
        > <summary><strong>シンプルなコンテンツやタスクを表示するにはシートを使ってください。</strong></summary>
        >
        > シートを使うと、現在のコンテキストにとどまることができます。
        >
        > </details>
        """
        let compilation = CompileRun.compile(["sheets/page.md": page])
        let english = compilation.catalog.rules.first?.statements[.english]
        #expect(english?.text == "Use a sheet to present simple content or tasks.")
        #expect(english?.explanation == "A sheet lets people stay in the current context.")
        #expect(english?.source.line == 4)
        #expect(compilation.translations("ja")["Use a sheet to present simple content or tasks."]
                == "シンプルなコンテンツやタスクを表示するにはシートを使ってください。")
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }

    /// A bold sentence bolded line by line (two spans, a break between) is one lead, in English
    /// with a space and in Japanese without; a one-word bold over another stays a label.
    @Test func aBoldSentenceBoldedLineByLineIsOneLead() {
        let page = "# Menus\n\n**Keep menu item labels short and**\n**descriptive.** Long labels are truncated.\n\n"
            + "> **メニュー項目のラベルは短く、**\n> **わかりやすくしてください。** 長いラベルは切り詰められます。\n"
        let compilation = CompileRun.compile(["menus/page.md": page])
        #expect(compilation.translations("ja") == ["Keep menu item labels short and descriptive.": "メニュー項目のラベルは短く、わかりやすくしてください。"])
        #expect(compilation.catalog.rules.first?.statements[.english]?.explanation == "Long labels are truncated.")
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
        #expect(Array([MarkdownInline.strong([.text("Important")]), .softBreak, .strong([.text("Use a menu.")])]).leadingStrong?.strong
                == [.text("Important")])
    }

    /// A bold guideline after prose is a statement in English too, as under a term it explains.
    @Test func anEnglishBoldGuidelineAfterProseIsAStatement() throws {
        let page = "# Text fields\n\n**Use a secure field for passwords.** It hides each character.\n\n"
            + "Placeholder\n: Text shown in an empty field. **Use the placeholder for hints, never for labels.**\n\n"
            + "Decorative text isn't bold. **Not a guideline**, just emphasis.\n"
        let rules = CompileRun.compile(["text-fields/page.md": page]).catalog.rules
        let texts = rules.compactMap { $0.statements[.english]?.text }
        #expect(texts == ["Use a secure field for passwords.", "Use the placeholder for hints, never for labels."])
        #expect(rules.last?.statements[.english]?.explanation == "Placeholder : Text shown in an empty field. Decorative text isn't bold. Not a guideline, just emphasis.")
    }

    /// A blog that writes its guidelines as headings may put the platform first ("iOS: …"):
    /// the rule is what follows the label.
    @Test func aPlatformLabelBeforeAHeadingsRuleIsNoPartOfIt() {
        let korean = """
        # 사이드바

        ## 모범 사례

        ### 사이드바 항목에는 익숙한 심볼을 사용하세요

        사람들은 심볼을 빠르게 알아봅니다.

        ### iOS: 사이드바 사용은 피하세요

        화면이 좁습니다.
        """
        let texts = CompileRun.compile(["sidebars/ko.md": korean]).catalog.rules.compactMap { $0.statements["ko"]?.text }
        #expect(texts == ["사이드바 항목에는 익숙한 심볼을 사용하세요", "사이드바 사용은 피하세요"], "\(texts)")
    }

    /// A blog export that flattened its headings into plain lines: each such line is read as the
    /// heading it was, not as the last words of the explanation before it.
    @Test func headingsAnExportFlattenedAreHeadingsAgain() throws {
        let korean = """
        알림은 시의적절한 정보를 전달합니다.

        권장 사항

        같은 알림을 두 번 이상 보내지 마세요. 반복되는 알림은 사용자를 귀찮게 합니다.

        배지

        배지 숫자를 항상 최신 상태로 유지하세요. 오래된 숫자는 혼란을 줍니다.
        """
        let rules = CompileRun.compile(["notifications/ko.md": korean]).catalog.rules
        let statements = rules.compactMap { $0.statements["ko"] }
        #expect(statements.map(\.explanation) == ["반복되는 알림은 사용자를 귀찮게 합니다.", "오래된 숫자는 혼란을 줍니다."])
        #expect(rules.map(\.section) == ["권장 사항", "배지"])
    }

    /// DocC media directives describe a picture; their alt text is not the rule's explanation.
    @Test func docCDirectivesAreNoExplanation() throws {
        let page = """
        # Pickers

        **Use predictable and logically ordered values.** Many values can be hidden.

        @Image(source: "pickers-ordered-values", alt: "A picker with 12 rows visible.")

        @Video(source: "picker-demo.mp4", alt: "Scrolling through 3 wheels")

        @Image(source: "x", alt: "y") shows the wheel in use.
        """
        let rule = try #require(CompileRun.compile(["pickers/page.md": page]).catalog.rules.first)
        let english = try #require(rule.statements[.english])
        #expect(english.numbers.isEmpty, "\(english.numbers)")
        #expect(english.explanation.hasPrefix("Many values can be hidden."))
        #expect(!english.explanation.contains("12 rows"))
        #expect(english.explanation.contains("shows the wheel in use"), "a directive followed by prose is prose")
        #expect(ContentBlock.isDirectiveOnly([.text("@Metadata")]))
        #expect(!ContentBlock.isDirectiveOnly([.text("@username thanks")]))
    }

    /// A picture on the first line of a paragraph, its caption or prose on the next: the alt text
    /// and the caption explain nothing; prose after a picture still does, from its own line.
    @Test func aPictureLineOpeningAParagraphIsNoExplanation() throws {
        let page = """
        # Grids

        **Use a grid for visual content.** Grids show many items at once.

        ![A photo grid of 12 photos](grid.png)
        Figure 4. A grid of photos.

        **Keep items the same size.** Uneven items look messy.

        [![Sizes](sizes.png)](sizes.png)
        **Leave space between items.** Crowded items are hard to tell apart.
        """
        let rules = CompileRun.compile(["grids/page.md": page]).catalog.rules
        let statements = rules.compactMap { $0.statements[.english] }
        #expect(statements.map(\.text) == ["Use a grid for visual content.", "Keep items the same size.", "Leave space between items."])
        #expect(statements[0].explanation == "Grids show many items at once.")
        #expect(!statements[0].numbers.contains("4") && !statements[0].numbers.contains("12"))
        #expect(statements[2].source.line == 11)
        #expect(ContentBlock.withoutLeadingPictureLines([.image(source: "a.png", title: "", children: [.text("A")]), .text(" tail")]) == nil,
                "a picture inline in a line of prose stays")
    }

    /// A short bold lead after a platform setting is a statement when its verb is in the guideline
    /// voice, as it is without the setting.
    @Test func aShortLeadAfterAPlatformSettingIsAStatement() {
        let page = """
        # Steppers

        ## Platform considerations

        **In watchOS, avoid steppers.** The screen is small.

        **In iOS, use steppers.** They fit the layout.

        **In visionOS, prefer pickers.** Pickers are easier to reach.
        """
        let statements = CompileRun.compile(["steppers/page.md": page]).catalog.rules.compactMap { $0.statements[.english] }
        #expect(statements.map(\.text) == ["In watchOS, avoid steppers.", "In iOS, use steppers.", "In visionOS, prefer pickers."])
        #expect(statements.map(\.modality) == [.prohibition, .requirement, .recommendation])
    }

    /// Bold written in HTML (`<strong>`) ending after punctuation is read as bold, and there are
    /// no asterisks to warn about.
    @Test func htmlBoldAfterPunctuationNeedsNoWarning() {
        let japanese = "# シート\n\n<p><strong>シンプルなタスクにはシートを使用します。</strong>シートを使うと集中できます。</p>\n"
        let compilation = CompileRun.compile(["sheets/ja.md": japanese])
        #expect(compilation.catalog.rules.first?.statements["ja"]?.text == "シンプルなタスクにはシートを使用します。")
        #expect(compilation.catalog.rules.first?.statements["ja"]?.marked == true)
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics)")
    }

    /// A guideline in bold inside a GitHub alert is a rule as well as the alert's callout, so a
    /// translation that leaves it out is reported.
    @Test func aBoldGuidelineInAnAlertIsARuleAndACallout() {
        let english = "# Alerts\n\n**Use alerts sparingly.** People ignore frequent alerts.\n\n> [!IMPORTANT]\n"
            + "> **Don't use an alert to show informational content.** Use a banner instead.\n\n> [!NOTE]\n> Alerts interrupt people.\n"
        let japanese = "# アラート\n\n**アラートは控えめに使ってください。** 頻繁なアラートは無視されます。\n"
        let compilation = CompileRun.compile(["alerts/page.md": english, "alerts/ja.md": japanese])
        let texts = compilation.catalog.rules.compactMap { $0.statements[.english]?.text }
        #expect(texts == ["Use alerts sparingly.", "Don't use an alert to show informational content."])
        #expect(compilation.catalog.rules.last?.statements[.english]?.source.line == 6)
        #expect(compilation.catalog.callouts.map(\.label) == ["IMPORTANT", "NOTE"])
        #expect(compilation.findings(.missing).map(\.rule) == [compilation.catalog.rules.last?.id])
    }

    /// A callout ends before a list outside its quote: "**Note:** …" does not hold the term list
    /// after it, while `> [!NOTE]` holds the list inside its quote.
    @Test func aCalloutEndsBeforeAListOutsideItsQuote() {
        let page = """
        # Labels

        **Note:** This is an aside that must not be a rule.

        - **Title.** The name of the label.
        - **Use sentence case for labels.** Sentence case feels friendlier.

        > [!TIP]
        > Keep these in mind:
        > - Labels are read-only.
        """
        let compilation = CompileRun.compile(["labels/page.md": page])
        #expect(compilation.catalog.callouts.map(\.text) == ["This is an aside that must not be a rule.", "Keep these in mind: Labels are read-only."])
        #expect(compilation.catalog.rules.compactMap { $0.statements[.english]?.text } == ["Use sentence case for labels."])
    }

    @Test func imagesAndCaptionsAreNotExplanations() throws {
        let refresh = try statement("captions", "Let people refresh content with a pull-down gesture.")
        #expect(refresh.explanation == "A refresh control appears above the content. People expect the content to update at once.")
        #expect(!refresh.numbers.contains("2"), "a caption's number is not the rule's")
        let lexicons = LexiconSet.bundled
        #expect(lexicons.lexicon("ko").isCaption(normalised: "표 1: 기본 색상"))
        #expect(!lexicons.lexicon("ko").isCaption(normalised: "표시할 값을 고르세요"))
        #expect(lexicons.lexicon("ja").isCaption(normalised: "図3 設定画面"))
        #expect(!lexicons.lexicon(.english).isCaption(normalised: "image 2x assets need more pixels"))
    }

    @Test func aFooterWhoseFirstLineRunsOnStillEndsTheContent() throws {
        let compilation = CompileRun.compile(["steppers/ko.md": """
            # 스테퍼

            스테퍼가 바꾸는 값을 분명하게 보여 주세요. 스테퍼는 값을 표시하지 않습니다.

            이 글이 도움이 되셨다면 공감과 구독 부탁드립니다! 다음 글에서는 슬라이더를 번역해 보겠습니다. 궁금한 점은 언제든 남겨 주세요.
            """])
        let statement = try #require(compilation.catalog.rules.first?.statements["ko"])
        #expect(statement.explanation == "스테퍼는 값을 표시하지 않습니다.")
        #expect(compilation.catalog.rules.count == 1)
    }

    /// A blog's sign-off ("thanks for reading") ends its content like any footer; a sentence of
    /// an explanation that thanks someone is still explanation.
    @Test func aBlogSignOffEndsTheContent() throws {
        let compilation = CompileRun.compile([
            "widgets/ko.md": """
                # 위젯

                **위젯을 최신 상태로 유지하세요.** 위젯은 주기적으로 정보를 새로 고쳐야 합니다.

                피드백을 주시면 감사합니다. 위젯 개선에 반영합니다.

                읽어 주셔서 감사합니다 😊
                """,
            "alerts/ko.md": """
                # 알림

                **알림은 짧게 쓰세요.** 긴 알림은 읽히지 않습니다.

                감사합니다 😊
                """,
            "menus/ja.md": """
                # メニュー

                **メニューは短くしてください。** 長いメニューは見づらくなります。

                最後までお読みいただきありがとうございました。
                """,
        ])
        let explanations = compilation.catalog.rules.flatMap { $0.statements.values.map(\.explanation) }.sorted()
        #expect(explanations == ["長いメニューは見づらくなります。", "긴 알림은 읽히지 않습니다.",
                                 "위젯은 주기적으로 정보를 새로 고쳐야 합니다. 피드백을 주시면 감사합니다. 위젯 개선에 반영합니다."])
    }

    @Test func aGuidelineAboutSharingIsNotAFooter() throws {
        // "공유하기" (share) ends a blog's content; a long paragraph opening with a guideline about
        // the share button does not.
        let compilation = CompileRun.compile(["sharing/ko.md": """
            # 공유

            공유하기 버튼은 콘텐츠 바로 아래에 두세요. 사람들은 글을 다 읽은 뒤 공유할지 정하고, 버튼이 가까이 있으면 흐름이 끊기지 않습니다.

            공유할 내용을 미리 보여 주세요. 미리 보기는 짧게 보여 주세요.
            """])
        let texts = compilation.catalog.rules.compactMap { $0.statements["ko"]?.text }
        #expect(texts == ["공유하기 버튼은 콘텐츠 바로 아래에 두세요.", "공유할 내용을 미리 보여 주세요."])
    }
}
