@testable import HIGCompiler
import Testing

/// A short bold English sentence whose verb no list knows is a statement when its translation,
/// right after it, is one (`Fixtures/Extraction/vouched-leads.md`).
@Suite struct TranslatedLeadTests {
    func rules() throws -> [GuidelineRule] {
        try StatementExtractionTests.compilation.get().catalog.rules.filter { $0.page == "vouched-leads" }
    }

    @Test func aTranslatedStatementVouchesForItsEnglishLead() throws {
        let rule = try #require(try rules().first { $0.statements[.english]?.text == "Trust people's judgment." })
        #expect(rule.statements["ko"]?.text == "사용자의 판단을 믿으세요.")
        #expect(rule.statements["ja"]?.text == "ユーザーの判断を信頼してください。")
    }

    @Test func everyTranslationStaysWithItsOwnRule() throws {
        let pairs = try rules().compactMap { rule in rule.statements[.english].map { ($0.text, rule.statements["ko"]?.text) } }
        #expect(pairs.map(\.0) == ["Trust people's judgment.", "Skip the splash screen.", "Label every control."])
        #expect(pairs.map(\.1) == ["사용자의 판단을 믿으세요.", "스플래시 화면을 넣지 마세요.", "모든 컨트롤에 레이블을 지정하세요."])
        let findings = try StatementExtractionTests.compilation.get().report.findings.filter { $0.page == "vouched-leads" }
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    /// A label followed by a translation of its description, with no bold statement, stays a label.
    @Test func aLabelWithoutATranslatedStatementStaysALabel() throws {
        #expect(try rules().allSatisfy { $0.statements[.english]?.text != "Inset grouped." })
    }

    /// A page without English whose statements are whole bold sentences keeps one that a bold
    /// phrase marks: nothing can show it to be prose (`Fixtures/Extraction/emphasis-only.ko.md`).
    @Test func aPhraseBoldStatementStandsOnAPageWithoutEnglish() throws {
        let statements = try StatementExtractionTests.compilation.get().catalog.rules
            .filter { $0.page == "emphasis-only" }.compactMap { $0.statements["ko"] }
        #expect(statements.map(\.text) == ["실행 화면은 앱의 첫 화면과 거의 같게 디자인하세요.", "실행 화면을 광고 기회로 사용하지 마세요."])
        #expect(statements.allSatisfy { $0.marked })
        #expect(statements.first?.explanation == "실행 화면은 빠르게 사라집니다.")
    }

    /// Bold that names a term, glued to a sentence describing it (`**날짜**는 …표시합니다.`), or a
    /// short translated label (`**インセットグループ。**`), is no statement, and no translation of the
    /// rule after it (`Fixtures/Extraction/term-labels.md`).
    @Test func translatedTermsAndLabelsAreNoStatements() throws {
        let compilation = try StatementExtractionTests.compilation.get()
        let rules = compilation.catalog.rules.filter { $0.page == "term-labels" }
        #expect(rules.count == 1)
        #expect(rules.first?.statements["ko"]?.text == "짧은 행 제목을 사용하세요.")
        #expect(rules.first?.statements["ja"]?.text == "短い行タイトルを使ってください。")
        #expect(compilation.report.findings.filter { $0.page == "term-labels" }.isEmpty)
    }

    /// A short bold translation right after its English is that English's translation, and a
    /// verbless request ("…단순하게.", "…単純に。") asks as the English does
    /// (`Fixtures/Extraction/short-translations.md`).
    @Test func aShortBoldTranslationAfterItsEnglishIsItsTranslation() throws {
        let compilation = try StatementExtractionTests.compilation.get()
        let rule = try #require(compilation.catalog.rules.first { $0.page == "short-translations" })
        #expect(rule.statements["ko"]?.text == "아이콘은 단순하게.")
        #expect(rule.statements["ja"]?.text == "アイコンは単純に。")
        #expect(rule.statements["ko"]?.modality == .requirement && rule.statements["ja"]?.modality == .requirement)
        #expect(compilation.report.findings.filter { $0.page == "short-translations" }.isEmpty)
    }

    /// A translation that gives the reason first and ends with the guideline in bold: the bold
    /// sentence is the statement, the reason its explanation.
    @Test func aClosingBoldGuidelineIsTheStatement() throws {
        let page = "# Icons\n\n**Use system icons for standard actions.** People already know what they mean.\n\n"
            + "> 사람들은 시스템 아이콘의 의미를 이미 알고 있어요. **표준 동작에는 시스템 아이콘을 사용하세요.**\n"
        let compilation = CompileRun.compile(["icons/page.md": page])
        let korean = try #require(compilation.catalog.rules.first?.statements["ko"])
        #expect(korean.text == "표준 동작에는 시스템 아이콘을 사용하세요.")
        #expect(korean.explanation == "사람들은 시스템 아이콘의 의미를 이미 알고 있어요.")
        #expect(korean.marked && korean.modality == .requirement)
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }

    /// The bold guideline may sit amid the explanation, with more of it after.
    @Test func aBoldGuidelineAmidTheExplanationIsTheStatement() throws {
        let page = "# Icons\n\n**Use system icons for standard actions.** People already know what they mean.\n\n"
            + "> 사람들은 시스템 아이콘을 이미 알아요. **표준 동작에는 시스템 아이콘을 사용하세요.** 사용자 지정 아이콘은 배워야 해요.\n"
        let compilation = CompileRun.compile(["icons/page.md": page])
        let korean = try #require(compilation.catalog.rules.first?.statements["ko"])
        #expect(korean.text == "표준 동작에는 시스템 아이콘을 사용하세요.")
        #expect(korean.explanation == "사람들은 시스템 아이콘을 이미 알아요. 사용자 지정 아이콘은 배워야 해요.")
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }

    /// A translation file of its own reads the reason-first paragraph the same way: its bold
    /// sentence is a statement, not part of the explanation before it, and every later rule
    /// keeps its own translation.
    @Test func aReasonFirstParagraphInATranslationFileHoldsItsStatement() throws {
        let english = """
        # Launching

        **Launch in the appropriate orientation.** People expect the device's current orientation.

        **Restore the previous state when your app restarts.** Don't make people retrace steps to reach their previous location.

        **Avoid asking people to restart.** Restarting takes time.
        """
        let japanese = """
        # 起動

        **適切な向きで起動してください。** ユーザーはデバイスの現在の向きを期待しています。

        以前の場所まで戻るのは、ユーザーにとって面倒です。**アプリの再起動時には、以前の状態を復元してください。**

        **再起動を促さないでください。** 再起動には時間がかかります。
        """
        let compilation = CompileRun.compile(["launching/page.md": english, "launching/ja.md": japanese])
        let restore = try #require(compilation.rule("launching/restore-previous-state-restarts")?.statements["ja"])
        #expect(restore.text == "アプリの再起動時には、以前の状態を復元してください。")
        #expect(restore.explanation == "以前の場所まで戻るのは、ユーザーにとって面倒です。")
        #expect(restore.source.line == 5 && restore.marked)
        #expect(compilation.rule("launching/launch-appropriate-orientation")?.statements["ja"]?.explanation
                == "ユーザーはデバイスの現在の向きを期待しています。")
        #expect(compilation.translations("ja")["Avoid asking people to restart."] == "再起動を促さないでください。")
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }

    /// A word that links the bold guideline to the reason before it (따라서, そのため) is no part of
    /// either: the bold is the statement, the reason its explanation.
    @Test(arguments: [
        ("> 독특한 사운드는 방해가 됩니다. 따라서 **의미를 더할 때만 사용자 지정 사운드를 제공하세요.**\n", "ko",
         "의미를 더할 때만 사용자 지정 사운드를 제공하세요.", "독특한 사운드는 방해가 됩니다."),
        ("> 独自のサウンドは気が散る原因になります。そのため、**意味を持たせられる場合にのみカスタムサウンドを用意してください。**\n", "ja",
         "意味を持たせられる場合にのみカスタムサウンドを用意してください。", "独自のサウンドは気が散る原因になります。"),
    ])
    func aLinkingWordBeforeTheBoldGuidelineIsDropped(_ quote: String, _ language: String, _ text: String, _ explanation: String) throws {
        let page = "# Notifications\n\n**Provide a custom sound only when it adds meaning.** Distinctive sounds distract.\n\n" + quote
        let compilation = CompileRun.compile(["notifications/page.md": page])
        let translation = try #require(compilation.catalog.rules.first?.statements[LanguageCode(language)])
        #expect(translation.text == text)
        #expect(translation.explanation == explanation)
        #expect(translation.marked)
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }
}
