import Foundation
@testable import HIGCompiler
import Testing

/// Translations in separate files find their English rules from content and position: whole
/// sections may move, the file may stop early, and what matches nothing stays alone.
@Suite struct PageAlignerTests {
    static let root = TestPaths.fixtures.appendingPathComponent("Alignment")
    static let compilation = Result { try GuidelineCompiler().compile(guidelines: root, previous: nil) }

    func pairs(_ page: String, _ language: LanguageCode) throws -> [String: String] {
        var result: [String: String] = [:]
        for rule in try Self.compilation.get().catalog.rules where rule.page == page {
            if let english = rule.statements[.english], let translation = rule.statements[language] { result[english.text] = translation.text }
        }
        return result
    }

    @Test func aTranslationThatMovesASectionStillPairsEveryRule() throws {
        let pairs = try pairs("shuffled", "ja")
        #expect(pairs == [
            "Use the standard grid layout for most collections.": "ほとんどのコレクションには標準のグリッドレイアウトを使ってください。",
            "Provide enough padding around each cell.": "各セルの周りに十分なパディングを取ってください。",
            "Animate insertions and deletions.": "挿入と削除をアニメーションで表示してください。",
            "Avoid animating during scrolling.": "スクロール中のアニメーションは避けてください。",
            "Show the selected state of a cell clearly.": "セルの選択状態をはっきり表示してください。",
            "Let people select more than one item with a two-finger gesture.": "2本指のジェスチャで複数の項目を選択できるようにしてください。",
        ])
        let compilation = try Self.compilation.get()
        #expect(compilation.report.findings.filter { $0.page == "shuffled" && [.missing, .extra].contains($0.kind) }.isEmpty)
        let japanese = compilation.catalog.rules.compactMap { $0.statements["ja"] }.filter { $0.source.file == "shuffled/ja.md" }
        #expect(japanese.allSatisfy { $0.alignment?.method == .sequence && !$0.alignment!.evidence.isEmpty })
    }

    /// A translation file that puts the page's second section first: the anchors sit in the moved
    /// section, and the other section's rules, whose evidence is a small number each, still find
    /// their translations after it.
    @Test func theSectionLeftBehindByAMovedSectionStillPairs() throws {
        let pairs = try pairs("moved-first-section", "ko")
        #expect(pairs["Persistently highlight the current selection in each pane."] == "각 패널에서 현재 선택 항목을 계속 강조 표시하세요.")
        #expect(pairs["Consider letting people drag and drop content between panes."] == "패널 간에 콘텐츠를 끌어서 놓을 수 있게 하는 것을 고려하세요.")
        #expect(pairs.count == 4)
        #expect(try Self.compilation.get().report.findings.filter { $0.page == "moved-first-section" }.isEmpty)
    }

    /// Pairing what a moved section leaves behind never joins a rule the translation dropped to a
    /// statement it added.
    @Test func aDroppedRuleAndAnAddedStatementInAMovedSectionStayApart() throws {
        let pairs = try pairs("moved-section-drop", "ko")
        #expect(pairs["Keep the list of choices short."] == nil)
        #expect(!pairs.values.contains("접근성 설정을 존중하세요."))
        let findings = try Self.compilation.get().report.findings.filter { $0.page == "moved-section-drop" }
        #expect(findings.contains { $0.kind == .missing && $0.message.contains("Keep the list of choices short.") })
        #expect(findings.contains { $0.kind == .extra && $0.message.contains("접근성 설정을 존중하세요.") })
    }

    /// A translation that lost the bold of one rule and changed the link of the next: the order
    /// expects either rule at that translation, and the one it shares content with keeps it, so
    /// the unbolded paragraph is `unmarked` and the link change is reported on its own rule.
    @Test func aPairOnPositionAloneYieldsToAPairWithContent() throws {
        let pairs = try pairs("unbolded-then-changed-link", "ja")
        #expect(pairs["Start searching as soon as people begin typing."] == "ユーザーが入力を始めたら、すぐに検索を開始してください。")
        #expect(pairs["Use placeholder text to indicate what people can search."] == "検索できるものを示すには、プレースホルダテキストを使ってください。")
        let findings = try Self.compilation.get().report.findings.filter { $0.page == "unbolded-then-changed-link" }
        #expect(findings.map(\.kind).sorted { $0.rawValue < $1.rawValue } == [.anchorMismatch, .unmarked])
        #expect(findings.first { $0.kind == .anchorMismatch }?.rule == "unbolded-then-changed-link/start-searching-soon-begin-typing")
    }

    /// A translation file that leaves out the last rule of a section: the next section's
    /// translations stay in their section, so only the dropped rule is missing, not its
    /// neighbour across the heading.
    @Test func aDroppedLastRuleOfASectionLeavesTheNextSectionInPlace() throws {
        let pairs = try pairs("dropped-section-end", "ko")
        #expect(pairs["Use a symbol that people recognize."] == nil)
        #expect(pairs["Open the screen the action names."] == "동작이 가리키는 화면을 여세요.")
        #expect(pairs["Avoid asking people to sign in first."] == "먼저 로그인하라고 요구하지 마세요.")
        let findings = try Self.compilation.get().report.findings.filter { $0.page == "dropped-section-end" }
        #expect(findings.map(\.kind) == [.missing])
        #expect(findings.first?.rule == "dropped-section-end/use-symbol-recognize")
    }

    /// A prohibition rendered as a request that negates ("…벗어나지 않게 하세요") pairs where its
    /// neighbours leave it, as a prohibition would.
    @Test func aNegatedRequestRendersAProhibition() throws {
        let english = """
            # Windows

            ## Best practices

            **Restore each window's size and position.** People expect windows where they left them.

            **Don't let windows grow beyond the visible screen area.** Part of the window would be out of reach.

            **Save the state of each window automatically.** People should not lose their work.
            """
        let korean = """
            # 윈도우

            ## 모범 사례

            **각 윈도우의 크기와 위치를 복원하세요.** 사람들은 윈도우가 두었던 곳에 있기를 기대합니다.

            **윈도우가 보이는 화면 영역을 벗어나지 않게 하세요.** 윈도우 일부에 손이 닿지 않게 됩니다.

            **각 윈도우의 상태를 자동으로 저장하세요.** 사람들이 작업을 잃어서는 안 됩니다.
            """
        let compilation = CompileRun.compile(["windows/page.md": english, "windows/ko.md": korean])
        let rule = try #require(compilation.catalog.rules.first { $0.statements[.english]?.text.hasPrefix("Don't let windows") == true })
        #expect(rule.statements["ko"]?.text == "윈도우가 보이는 화면 영역을 벗어나지 않게 하세요.")
        #expect(compilation.report.findings.filter { [.missing, .extra].contains($0.kind) }.isEmpty)
    }

    /// A rule whose only evidence is a loanword (ポップオーバー, "popovers") pairs in place between its
    /// neighbours' pairs.
    @Test func aTranslationInTheEnglishOrderPairsEveryRule() throws {
        let pairs = try pairs("same-order", "ja")
        #expect(pairs.count == 3)
        #expect(pairs["Position popovers appropriately."] == "ポップオーバーを適切な位置に配置しましょう。")
        #expect(try Self.compilation.get().report.findings.filter { $0.page == "same-order" && [.missing, .extra].contains($0.kind) }.isEmpty)
    }

    /// In a translation whose statements are whole bold sentences, bold inside a sentence of an
    /// explanation is emphasis: the sentence stays in the explanation and every rule keeps its pair.
    @Test func boldEmphasisInAnExplanationIsNoStatement() throws {
        let pairs = try pairs("bold-emphasis", "ja")
        #expect(pairs.count == 3)
        #expect(pairs["Use the built-in text styles."] == "組み込みのテキストスタイルを使ってください。")
        let compilation = try Self.compilation.get()
        #expect(compilation.report.findings.filter { $0.page == "bold-emphasis" }.isEmpty)
        let first = try #require(compilation.catalog.rules.first { $0.page == "bold-emphasis" }?.statements["ja"])
        #expect(first.explanation.hasSuffix("最小サイズでもテキストが11ポイント以上になるようにしてください。"))
    }

    @Test func aTruncatedTranslationPairsWhatItHasAndLeavesTheRestMissing() throws {
        let pairs = try pairs("truncated", "ko")
        #expect(pairs.count == 3)
        #expect(pairs["Animate insertions and deletions."] == "삽입과 삭제를 애니메이션으로 보여 주세요.")
        let missing = try Self.compilation.get().report.findings.filter { $0.page == "truncated" && $0.kind == .missing }
        #expect(missing.count == 3)
        #expect(missing.allSatisfy { $0.language == "ko" })
        #expect(missing.map(\.source.line).sorted() == [15, 19, 21])
    }

    @Test func aTranslationThatDropsAStatementLeavesItsNeighboursInPlace() throws {
        // The dropped statement is the fourth; the only unambiguous pair comes after it.
        let pairs = try pairs("dropped", "ko")
        #expect(pairs.count == 5)
        #expect(pairs["When possible, customize a slider's appearance to match your app."] == "가능하면 앱에 맞게 슬라이더의 모양을 사용자화하세요.")
        #expect(pairs["Keep the slider thumb responsive so people feel in control of the value."]
            == "사람들이 값을 제어하고 있다고 느낄 수 있도록 슬라이더 썸이 즉시 반응하게 하세요.")
        let missing = try Self.compilation.get().report.findings.filter { $0.page == "dropped" && $0.kind == .missing }
        #expect(missing.map(\.source.line) == [13])
    }

    /// The first rule dropped: the translation that follows carries "title", which both first
    /// rules hold, and "context" (コンテキスト), which only the second does. It is the second's,
    /// whatever its place says; the first is the one missing.
    @Test func aTranslationCarryingAWordOnlyOneRuleHoldsIsThatRulesAfterADroppedFirstRule() throws {
        let pairs = try pairs("dropped-first", "ja")
        #expect(pairs == [
            "Consider using a large title when you need to emphasize context.": "大きなタイトルは、コンテキストを強調する必要がある場合に使用することを検討してください。",
            "Don't hide the back button.": "戻るボタンを非表示にしないでください。",
        ])
        let findings = try Self.compilation.get().report.findings.filter { $0.page == "dropped-first" }
        #expect(findings.map(\.kind) == [.missing])
        #expect(findings.first?.source.line == 5)
    }

    /// 햅틱 ("haptic", BTK) is one consonant away from "feedback" (BTBK): too close to be chance
    /// for long words, not for short ones. The Korean drops "Complement other feedback…", and
    /// "햅틱을 일관되게 사용하십시오." renders "Use haptics consistently.", which is not reported missing.
    @Test func aShortLoanwordOneConsonantFromAnotherWordIsNoEvidence() throws {
        let pairs = try pairs("dropped-lookalike", "ko")
        #expect(pairs["Use haptics consistently."] == "햅틱을 일관되게 사용하십시오.")
        #expect(pairs["Complement other feedback in your app."] == nil)
        let missing = try Self.compilation.get().report.findings.filter { $0.page == "dropped-lookalike" && $0.kind == .missing }
        #expect(missing.map(\.message) == ["no ko statement for “Complement other feedback in your app.”"])
    }

    /// "Declutter toolbars." could be a label ("Inset grouped."): its verb is in no list. A
    /// translation in another file that asks for it and renders it makes it a statement, and the
    /// statement before it ends where it begins; a translated label, or none, leaves it prose.
    @Test func aShortLeadWithAnUnlistedVerbIsAStatementWhenATranslationFileAsksForIt() throws {
        let english = """
            # Layout

            **Use standard margins.** Keep content readable.

            **Declutter toolbars.** Too many items make a toolbar hard to scan.

            **Inset full-width buttons.** A button that reaches the edges of the display might not look like a button.
            """
        let japanese = """
            # レイアウト

            **標準のマージンを使用してください。** コンテンツを読みやすく保ちます。

            **ツールバーはすっきりさせましょう。** 項目が多すぎるとツールバーが見づらくなります。

            **全幅のボタンは両端に余白を設けましょう。** ディスプレイの端まで広がるボタンは、ボタンに見えないことがあります。
            """
        let compilation = CompileRun.compile(["layout/page.md": english, "layout/ja.md": japanese])
        let rules = compilation.catalog.rules
        #expect(rules.map { $0.statements[.english]?.text } == ["Use standard margins.", "Declutter toolbars.", "Inset full-width buttons."])
        #expect(rules.allSatisfy { $0.statements["ja"] != nil })
        #expect(rules.first?.statements[.english]?.explanation == "Keep content readable.")
        #expect(compilation.report.findings.filter { [.extra, .missing].contains($0.kind) }.isEmpty)
        // Compiled again against itself, the vouched leads leave the English as it was.
        let sources = ["layout/ja.md": japanese, "layout/page.md": english].sorted { $0.key < $1.key }
            .map { (file: GuidelineSourceFile(relativePath: $0.key), text: $0.value) }
        let again = GuidelineCompiler().compile(sources: sources, previous: compilation.catalog, previousChangelog: compilation.changelog)
        #expect(again.catalog == compilation.catalog)

        // Without a translation that asks, the short leads stay what they may be: labels.
        let labels = japanese.replacingOccurrences(of: "ツールバーはすっきりさせましょう。", with: "ツールバー。")
        let alone = CompileRun.compile(["layout/page.md": english, "layout/ja.md": labels]).catalog.rules
        #expect(!alone.contains { $0.statements[.english]?.text == "Declutter toolbars." })
        let margins = try #require(alone.first { $0.statements[.english]?.text == "Use standard margins." })
        #expect(margins.statements[.english]?.explanation.contains("Declutter toolbars.") == true)
        let untranslated = CompileRun.compile(["layout/page.md": english]).catalog.rules
        #expect(untranslated.map { $0.statements[.english]?.text } == ["Use standard margins."])
    }

    /// A translation that lost the bold of one statement after another's explanation: that
    /// statement holds its place in the page's order (the file has a statement fewer than the
    /// English otherwise), so the bold one after it still pairs with its own rule, and alone in
    /// its gap the unbolded one renders the rule between (`unmarked`), content or not.
    @Test(arguments: ["ko", "ja"])
    func aStatementThatLostItsBoldKeepsItsPlaceInTheOrder(_ language: String) throws {
        let english = """
            # Launching

            **Launch instantly.** People want to start using your app right away.

            **Restore the previous state when your app restarts.** Don't make people retrace steps.

            **Don't ask people to rate your app during launch.** Wait until they have used it a few times.
            """
        let translation = language == "ko" ? """
            # 실행

            **즉시 실행되도록 하세요.** 사람들은 앱을 바로 사용하고 싶어 합니다.

            앱이 다시 시작되면 이전 상태를 복원하세요.

            **실행 중에 앱 평가를 요청하지 마세요.** 앱을 몇 번 사용할 때까지 기다리세요.
            """ : """
            # 起動

            **すぐに起動するようにしてください。** 人々はアプリをすぐに使い始めたいと思っています。

            アプリが再起動したら、以前の状態を復元してください。

            **起動中にアプリの評価を求めないでください。** 何度か使ってもらうまで待ちましょう。
            """
        let compilation = CompileRun.compile(["launching/page.md": english, "launching/\(language).md": translation])
        let rules = compilation.catalog.rules
        #expect(rules.count == 3)
        #expect(rules.allSatisfy { $0.statements[.english] != nil && $0.statements[language] != nil })
        #expect(compilation.report.findings.map(\.kind) == [.unmarked])
        let restore = try #require(rules.first { $0.statements[.english]?.text.hasPrefix("Restore") == true })
        #expect(restore.statements[language]?.marked == false)
    }

    @Test(arguments: ["500ms", "300ms"])
    func aNumberDecidesWhichOfTwoNeighboursATranslationRendersWhenOneWasDropped(_ written: String) throws {
        // The Japanese drops “Keep a progress indicator moving…”, keeps “Wait before showing…”
        // (500 ms) in its place and loses the bold of the statement after it, so the order alone
        // fits the kept translation to either rule. Its number decides: the same one (500ms), or
        // a changed one in the same unit (300ms, which the drift report then names).
        let directory = Self.root.appendingPathComponent("dropped-before-number")
        let english = try String(contentsOf: directory.appendingPathComponent("page.md"), encoding: .utf8)
        let japanese = try String(contentsOf: directory.appendingPathComponent("ja.md"), encoding: .utf8)
        #expect(japanese.contains("500ms"))
        let compilation = CompileRun.compile([
            "progress/page.md": english,
            "progress/ja.md": japanese.replacingOccurrences(of: "500ms", with: written),
        ])
        let rules = Dictionary(uniqueKeysWithValues: compilation.catalog.rules.compactMap { rule in
            rule.statements[.english].map { ($0.text, rule) }
        })
        let wait = try #require(rules["Wait before showing an indicator for a short task."])
        let moving = try #require(rules["Keep a progress indicator moving so people know work continues."])
        #expect(wait.statements["ja"]?.text == "処理が短いうちは、進行状況の表示を少し待ちましょう。")
        #expect(moving.statements["ja"] == nil)
        let findings = compilation.report.findings.filter { $0.kind != .unmarked }
        #expect(findings.filter { $0.kind == .missing }.map(\.rule) == [moving.id])
        let mismatches = findings.filter { $0.kind == .anchorMismatch }
        if written == "500ms" {
            #expect(mismatches.isEmpty)
        } else {
            #expect(mismatches.map(\.rule) == [wait.id])
            #expect(mismatches.first?.message.contains("numbers missing: 500; numbers added: 300") == true)
        }
        // Every other statement stays with its rule, the unbolded one included.
        #expect(compilation.catalog.rules.filter { $0.statements[.english] != nil && $0.statements["ja"] != nil }.count == 5)
    }

    @Test func betweenTwoAnchorsTheOrderLeavesEveryColumnOfTheSpanOpen() {
        // Anchors (0, 0) and (4, 2): three rows for one column, so two rows have no translation
        // and the order cannot say which. The middle row is as likely as its neighbours.
        var content = [[Double]](repeating: [0.2, 0.2, 0.2], count: 5)
        content[0][0] = 0.9
        content[4][2] = 0.9
        let prior = PositionPrior(content: content, rowPositions: [0, 0.25, 0.5, 0.75, 1], columnPositions: [0, 0.5, 1])
        #expect(prior.anchors.map { [$0.row, $0.column] } == [[0, 0], [4, 2]])
        #expect((1...3).map { prior.value(row: $0, column: 1) } == [1, 1, 1])
        // The anchors' own translations stay outside the span.
        #expect(prior.value(row: 1, column: 0) < 1 && prior.value(row: 3, column: 2) < 1)
    }

    @Test func aChangedNumberInTheSameUnitIsWeakerEvidenceThanTheSameNumber() {
        let numbers = NumberExtractor(lexicons: .bundled)
        func anchors(_ text: String, _ explanation: String, _ language: LanguageCode) -> AnchorSet {
            let statement = GuidelineStatement(language: language, text: text, marked: true, origin: .bold, explanation: explanation,
                                               numbers: numbers.numbers(in: text + " " + explanation, language: language),
                                               source: SourceLocation(file: "page.md", line: 1))
            return AnchorSet(statement: statement, numberExtractor: numbers)
        }
        #expect(AnchorSet.units(in: "a hit region of at least 44x44 pt, even") == ["pt"])
        #expect(AnchorSet.units(in: "最低40×40ptにしてください") == ["pt"])
        #expect(AnchorSet.units(in: "wait 200ms; 50 % of the time") == ["ms", "%"])
        let scorer = PairScorer(vocabulary: VocabularyMatcher(lexicons: .bundled, glossary: .empty))
        let english = anchors("Make the thumb easy to grab.", "Give it a hit region of at least 44x44 pt.", .english)
        let same = scorer.numberAgreement(english, anchors("つまみを掴みやすくしてください。", "最低44×44ptにしてください。", "ja"))
        let changed = scorer.numberAgreement(english, anchors("つまみを掴みやすくしてください。", "最低40×40ptにしてください。", "ja"))
        let otherUnit = scorer.numberAgreement(english, anchors("つまみを掴みやすくしてください。", "最低40回にしてください。", "ja"))
        let none = scorer.numberAgreement(anchors("Use familiar slider directions.", "People expect it.", .english),
                                          anchors("つまみを掴みやすくしてください。", "最低40×40ptにしてください。", "ja"))
        #expect(same == 1 && changed == 0.5 && otherUnit == 0.25 && none == 0)
    }

    @Test func theSameCountInWordsIsEvidenceButADifferentOneIsNoDisagreement() {
        let numbers = NumberExtractor(lexicons: .bundled)
        func anchors(_ text: String, _ language: LanguageCode) -> AnchorSet {
            let statement = GuidelineStatement(language: language, text: text, marked: true, origin: .bold, explanation: "",
                                               numbers: numbers.numbers(in: text, language: language),
                                               source: SourceLocation(file: "page.md", line: 1))
            return AnchorSet(statement: statement, numberExtractor: numbers)
        }
        let scorer = PairScorer(vocabulary: VocabularyMatcher(lexicons: .bundled, glossary: .empty))
        let english = anchors("Limit the sidebar to two levels of hierarchy.", .english)
        #expect(scorer.wordNumberAgreement(english, anchors("사이드바의 계층은 두 단계로 제한하세요.", "ko")) == 1)
        #expect(scorer.wordNumberAgreement(english, anchors("サイドバーの階層は三段階までにしましょう。", "ja")) == nil)
        #expect(scorer.wordNumberAgreement(english, anchors("사이드바의 계층을 제한하세요.", "ko")) == nil)
        // Digits are anchors (`numberAgreement`), not words.
        #expect(scorer.wordNumberAgreement(anchors("Show 2 levels.", .english), anchors("2단계를 표시하세요.", "ko")) == nil)
    }

    /// The translation after an anchored pair renders the rule after that pair's English, when it
    /// states that rule's count in words, although an earlier, shorter rule shares its one loanword
    /// (spelled as a glossary variant) with it.
    @Test func aCountInWordsKeepsATranslationAfterItsAnchoredNeighbour() throws {
        let glossary = try Glossary.parse("""
            terms:
              - en: sidebar
                ko: [사이드바]
                variants:
                  ko: [사이드 바]
            """, file: "glossary.yml")
        let compilation = CompileRun.compile([
            "split-views/page.md": """
                # Split views

                **Keep sidebar titles short.** Long titles get truncated when the sidebar is narrow.

                **Use familiar symbols for sidebar items.** Use the `sidebar.left` symbol for the button that shows and hides the sidebar.

                **Limit the sidebar to two levels of hierarchy.** When your data has deeper levels, use a supplementary column instead.
                """,
            "split-views/ko.md": """
                # 분할 뷰

                **사이드바 항목에는 익숙한 심볼을 사용하세요.** 사이드바를 보이고 숨기는 버튼에는 `sidebar.left` 심볼을 사용하세요.

                **사이드 바의 계층은 두 단계로 제한하세요.** 데이터의 계층이 더 깊다면 보조 열을 사용하세요.
                """,
        ], glossary: glossary)
        let limit = try #require(compilation.catalog.rules.first { $0.statements[.english]?.text.hasPrefix("Limit") == true })
        #expect(limit.statements["ko"]?.text == "사이드 바의 계층은 두 단계로 제한하세요.")
        #expect(limit.statements["ko"]?.alignment?.evidence.contains("number-word") == true)
        let missing = compilation.report.findings.filter { $0.kind == .missing }
        #expect(missing.count == 1)
        #expect(missing.first?.message.contains("Keep sidebar titles short.") == true)
    }

    @Test func aStatementThatLostItsBoldMidSectionIsPairedAndReportedUnmarked() throws {
        let compilation = try Self.compilation.get()
        let rules = compilation.catalog.rules.filter { $0.page == "unbolded" }
        let thumb = try #require(rules.first { $0.statements[.english]?.text.hasPrefix("Keep the slider thumb") == true })
        let korean = try #require(thumb.statements["ko"])
        #expect(korean.text == "사람들이 값을 제어하고 있다고 느낄 수 있도록 슬라이더 썸이 즉시 반응하게 하세요.")
        #expect(!korean.marked && korean.origin == .inferred)
        // The bold statement before it keeps only its own explanation.
        let range = try #require(rules.first { $0.statements[.english]?.text.hasPrefix("Be precise") == true }?.statements["ko"])
        #expect(range.explanation == "썸을 끌기 전에 얼마나 움직일 수 있는지 알 수 있도록 최솟값과 최댓값을 표시하세요.")
        let findings = compilation.report.findings.filter { $0.page == "unbolded" }
        #expect(findings.map(\.kind) == [.unmarked])
        #expect(findings.first?.rule == thumb.id)
    }

    /// The last statement of a translation file lost its bold and names the page's subject
    /// (탭 바). Read as prose it lengthens the statement before it, which then agrees with the last
    /// English rule in section, modality and length alone: no anchor, so that statement stays with
    /// the rule its words render, and the unbolded one is that last rule's (`unmarked`).
    @Test(arguments: [false, true])
    func aLostBoldNamingThePageSubjectDoesNotPullItsPredecessorAlong(asList: Bool) throws {
        let item = asList ? "- " : ""
        let gap = asList ? "\n" : "\n\n"
        let compilation = CompileRun.compile([
            "tab-bars/page.md": """
                # Tab bars

                ## Icons

                **Use SF Symbols for tab icons.** They adapt to every size.

                **Don't use the same icon for two tabs.** People can't tell them apart.

                **Avoid filled and outlined icons in the same tab bar.** Mixed styles look inconsistent.
                """,
            "tab-bars/ko.md": "# 탭 바\n\n## 아이콘\n\n" + [
                "**탭 아이콘에는 SF Symbols를 사용하세요.** 모든 크기에 맞게 조정됩니다.",
                "**두 탭에 같은 아이콘을 사용하지 마세요.** 사용자가 구별할 수 없습니다.",
                "같은 탭 바에 채워진 아이콘과 윤곽선 아이콘을 섞지 마세요. 스타일이 섞이면 일관성이 없어 보입니다.",
            ].map { item + $0 }.joined(separator: gap) + "\n",
        ])
        var pairs: [String: String] = [:]
        for rule in compilation.catalog.rules {
            if let english = rule.statements[.english], let korean = rule.statements["ko"] { pairs[english.text] = korean.text }
        }
        #expect(pairs == [
            "Use SF Symbols for tab icons.": "탭 아이콘에는 SF Symbols를 사용하세요.",
            "Don't use the same icon for two tabs.": "두 탭에 같은 아이콘을 사용하지 마세요.",
            "Avoid filled and outlined icons in the same tab bar.": "같은 탭 바에 채워진 아이콘과 윤곽선 아이콘을 섞지 마세요.",
        ])
        let same = try #require(compilation.catalog.rules.first { $0.statements[.english]?.text.hasPrefix("Don't use") == true })
        #expect(same.statements["ko"]?.explanation == "사용자가 구별할 수 없습니다.")
        #expect(compilation.report.findings.map(\.kind) == [.unmarked])
    }

    /// Two statements in a row lost their bold in a translation file: each is its rule's
    /// (`unmarked`), the order pairing them as it pairs one, and the bold statement before them
    /// keeps only its own explanation. When one of them renders nothing it stays prose in the
    /// statement before it.
    @Test(arguments: [false, true])
    func twoStatementsInARowThatLostTheirBoldAreEachTheirRules(secondIsProse: Bool) throws {
        let english = ["# Images",
                       "**Use an image view for content that doesn't need interaction.** An image view is not a button.",
                       "**Make sure every image looks good at each scale factor.** Provide @2x and @3x versions of bitmap images."]
            + (secondIsProse ? [] : ["**Don't stretch an image beyond its original aspect ratio.** Set `contentMode` to `.scaleAspectFit` instead of `.scaleToFill`."])
            + ["**Match the symbol weight to the adjacent text.** Use [UIImage.SymbolConfiguration](https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration) to set the weight."]
        let compilation = CompileRun.compile([
            "images/page.md": english.joined(separator: "\n\n") + "\n",
            "images/ja.md": """
                # 画像

                **操作の必要ないコンテンツにはImage Viewを使いましょう。** Image Viewはボタンではありません。

                どのスケールでも画像がきれいに見えるようにしましょう。ビットマップ画像は@2xと@3xを用意します。

                画像を元のアスペクト比を超えて引き伸ばさないでください。`contentMode`には`.scaleToFill`ではなく`.scaleAspectFit`を設定しましょう。

                **シンボルのウェイトは隣のテキストに合わせてください。** ウェイトは[UIImage.SymbolConfiguration](https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration)で設定します。
                """,
        ])
        func japanese(_ lead: String) throws -> GuidelineStatement? {
            try #require(compilation.catalog.rules.first { $0.statements[.english]?.text.hasPrefix(lead) == true }).statements["ja"]
        }
        #expect(try japanese("Use an image view")?.explanation == "Image Viewはボタンではありません。")
        let scale = try #require(try japanese("Make sure every image"))
        #expect(scale.text == "どのスケールでも画像がきれいに見えるようにしましょう。" && !scale.marked)
        if secondIsProse {
            #expect(scale.explanation.hasSuffix(".scaleAspectFitを設定しましょう。"))
            #expect(compilation.report.findings.map(\.kind).contains(.anchorMismatch))
        } else {
            #expect(scale.explanation == "ビットマップ画像は@2xと@3xを用意します。")
            #expect(try japanese("Don't stretch")?.text == "画像を元のアスペクト比を超えて引き伸ばさないでください。")
            #expect(compilation.report.findings.map(\.kind) == [.unmarked, .unmarked])
        }
    }

    @Test func anExplanationParagraphInTheGuidelineVoiceStaysExplanation() throws {
        // Every statement has its bold translation: the imperative paragraph renders no rule.
        let compilation = try Self.compilation.get()
        let rules = compilation.catalog.rules.filter { $0.page == "imperative-explanation" }
        #expect(rules.count == 6)
        #expect(rules.allSatisfy { $0.statements["ko"]?.marked == true })
        let range = try #require(rules.first { $0.statements[.english]?.text.hasPrefix("Be precise") == true }?.statements["ko"])
        #expect(range.explanation.hasSuffix("범위의 양 끝 값을 트랙 옆에 함께 표시하세요. 사람들은 값을 보고 슬라이더를 얼마나 움직일지 판단합니다."))
        #expect(compilation.report.findings.filter { $0.page == "imperative-explanation" }.isEmpty)
    }

    @Test func aTranslationThatMergesTwoStatementsLeavesOneMissingInsteadOfShiftingTheRest() throws {
        // The Japanese merges the label-length and capitalization rules into one sentence and
        // splits a sentence of the picker rule's explanation off as a bold prohibition. The
        // picker rule's translation shares only a katakana compound with it (カラーピッカー), and
        // position alone would give it to the capitalization rule and the split-off half to the
        // picker rule.
        let pairs = try pairs("merged", "ja")
        #expect(pairs["Offer a color picker for custom colors."] == "独自の色を選ぶためのカラーピッカーを用意してください。")
        #expect(pairs["Group related swatches."] == "関連するスウォッチはまとめてください。")
        let merged = "スウォッチのラベルは短くし、文の先頭だけを大文字にしてください。"
        let pairedWithMerged = pairs.filter { $0.value == merged }.keys
        #expect(pairedWithMerged.count == 1)
        #expect(Set(pairedWithMerged).isSubset(of: ["Keep swatch labels short.", "Use sentence-style capitalization for swatch labels."]))
        let findings = try Self.compilation.get().report.findings.filter { $0.page == "merged" }
        // One of the merged rules is missing, the split-off half stands alone, and nothing is
        // reported against a wrong pair.
        #expect(findings.filter { $0.kind == .missing }.count == 1)
        #expect(findings.filter { $0.kind == .extra }.map(\.source.line) == [13])
        #expect(findings.filter { [.polarity, .modality].contains($0.kind) }.isEmpty)
    }

    @Test func aTranslationFileWithoutReadableStatementsLeavesEveryRuleMissing() {
        let compilation = CompileRun.compile([
            "steppers/page.md": "# Steppers\n\n**Make the value a stepper affects obvious.** A stepper shows no value.\n\n**Don't use a stepper for large ranges.** A slider is faster.\n",
            "steppers/ko.md": "# 스테퍼\n\n스테퍼는 값을 조금씩 바꿉니다. 자세한 내용은 원문을 참고하십시오.\n",
        ])
        let missing = compilation.report.findings.filter { $0.kind == .missing }
        #expect(missing.count == 2 && missing.allSatisfy { $0.language == "ko" })
    }

    @Test func withoutAnchorsBeforeARowThePageStartPredictsItsPlace() {
        // One anchor, (3, 2): row 1 may sit at column 1 (from the start) or 0 (from the anchor).
        let content: [[Double]] = [
            [0.4, 0.3, 0.1],
            [0.3, 0.4, 0.1],
            [0.3, 0.3, 0.2],
            [0.1, 0.1, 0.9],
        ]
        let prior = PositionPrior(content: content, rowPositions: [0, 0.33, 0.67, 1], columnPositions: [0, 0.5, 1])
        #expect(prior.anchors.map { [$0.row, $0.column] } == [[3, 2]])
        #expect(prior.value(row: 1, column: 1) == 1)
        #expect(prior.value(row: 1, column: 0) == 1)
        #expect(prior.value(row: 0, column: 0) == 1)
        #expect(prior.value(row: 0, column: 2) < 1)
    }

    @Test func matchingMaximisesGainAndLeavesNonPositivePairsOut() {
        // Crossing pairs win when they carry more evidence; a non-positive gain is never paired.
        let pairs = WeightedMatching.maximumGainPairs([
            [0.1, 0.6, -0.2],
            [0.5, 0.2, -0.1],
            [-0.3, -0.1, -0.2],
        ])
        #expect(pairs.map { [$0.0, $0.1] } == [[0, 1], [1, 0]])
        // Wider than tall and taller than wide give the same pairs as their transposes.
        #expect(WeightedMatching.maximumGainPairs([[0.2], [0.9], [0.4]]).map { [$0.0, $0.1] } == [[1, 0]])
        #expect(WeightedMatching.maximumGainPairs([[0.2, 0.9, 0.4]]).map { [$0.0, $0.1] } == [[0, 1]])
        #expect(WeightedMatching.maximumGainPairs([]).isEmpty)
    }

    @Test func orderPreservingAlignmentNeverCrossesAndCountsDisorder() {
        // Of two crossing pairs only the stronger can stay.
        #expect(SequenceAligner.align([[0.1, 0.6], [0.5, 0.2]]).map { [$0.0, $0.1] } == [[0, 1]])
        #expect(SequenceAligner.align([[0.4, -1], [-1, 0.4]]).map { [$0.0, $0.1] } == [[0, 0], [1, 1]])
        #expect(SequenceAligner.disorder([(0, 0), (1, 1), (2, 2)]) == 0)
        #expect(SequenceAligner.disorder([(0, 3), (1, 4), (2, 0), (3, 1)]) == 2)
    }

    @Test func anchorsPredictTheNeighboursOfAMovedBlock() {
        // Rows 0–1 moved after rows 2–3 in the translation: the strong pairs anchor each block.
        let content: [[Double]] = [
            [0.1, 0.1, 0.8, 0.3],
            [0.1, 0.1, 0.3, 0.3],
            [0.7, 0.2, 0.1, 0.1],
            [0.3, 0.3, 0.1, 0.1],
        ]
        let prior = PositionPrior(content: content, rowPositions: [0, 0.33, 0.67, 1], columnPositions: [0, 0.33, 0.67, 1])
        #expect(prior.anchors.map { [$0.row, $0.column] } == [[0, 2], [2, 0]])
        #expect(prior.value(row: 1, column: 3) == 1)
        #expect(prior.value(row: 3, column: 1) == 1)
        #expect(prior.value(row: 1, column: 1) < 1)
        // Without anchors, relative positions stand in.
        let flat = PositionPrior(content: [[0.2, 0.2], [0.2, 0.2]], rowPositions: [0, 1], columnPositions: [0, 1])
        #expect(flat.anchors.isEmpty && flat.value(row: 0, column: 0) == 1 && flat.value(row: 0, column: 1) == 0)
    }

    @Test func vocabularyCountsTermsGlossaryAndLoanwordsButNotNativeLookalikes() throws {
        let glossary = Glossary(terms: [Glossary.Term(en: "alert", translations: ["ja": ["アラート"], "ko": ["알림"]])])
        let matcher = VocabularyMatcher(lexicons: .bundled, glossary: glossary)
        // A glossary term carries its plural.
        let glossed = try #require(matcher.coverage(english: "Minimize alerts.", translation: "알림을 최소화하세요.", language: "ko"))
        #expect(glossed.evidence == ["glossary"])
        // An English word left in the translation, inflected.
        #expect(matcher.coverage(english: "Use popovers.", translation: "popover를 사용하세요.", language: "ko")?.evidence == ["term"])
        // Loanwords: katakana, and Hangul spelled as borrowed words are.
        #expect(matcher.coverage(english: "Use a toolbar.", translation: "ツールバーを使ってください。", language: "ja")?.evidence == ["transliteration"])
        #expect(matcher.coverage(english: "Keep text short.", translation: "텍스트를 짧게 유지하세요.", language: "ko")?.evidence == ["transliteration"])
        // 적절한 ("appropriate") is native Korean whose consonants resemble "screen": no evidence.
        #expect(matcher.coverage(english: "Provide a launch screen.", translation: "적절한 방향에서 시작하세요.", language: "ko")?.score == 0)
        // Hyphenated words count by their parts: タイトルケース carries "title-case".
        let hyphenated = try #require(matcher.coverage(english: "Prefer title-case.", translation: "タイトルケースがおすすめです。", language: "ja"))
        #expect(hyphenated.evidence == ["transliteration"] && hyphenated.score > 0.8)
    }

    @Test func koreanLoanwordShapeComesFromTheLexicon() {
        let shape = LexiconSet.bundled.lexicon("ko").loanwordShape
        for word in ["텍스트", "버튼", "아이콘", "내비게이션", "스크롤"] { #expect(shape.looksBorrowed(word), "\(word)") }
        for word in ["적절한", "방향", "켜는지", "화면"] { #expect(!shape.looksBorrowed(word), "\(word)") }
        #expect(!LexiconSet.bundled.lexicon("en").loanwordShape.looksBorrowed("text"))
    }

    /// A bold-less translation whose introduction, above the page's first section, reads as a
    /// guideline and shares the page's vocabulary with a rule inside the section.
    static let sectionIntroPage = [
        "widgets/page.md": """
            # Widgets

            If a widget is necessary, design a widget that's glanceable, relevant, and personal.

            ## Best practices

            **Show only what matters now.** People glance at a widget for a second.

            **Let people tap through to the widget's content.** A tap should open the matching place in the app.

            """,
        "widgets/ko.md": """
            # 위젯

            위젯이 꼭 필요하다면 한눈에 보이고 관련 있고 개인적인 위젯을 디자인하세요.

            ## 모범 사례

            지금 중요한 것만 보여 주세요. 사람들은 위젯을 잠깐 봅니다.

            사람들이 탭해서 위젯의 콘텐츠로 이동할 수 있게 하세요. 탭하면 앱의 해당 위치가 열려야 합니다.

            """,
    ]

    /// The introduction shares no word with the rules (and no rule is an anchor): it must not
    /// push their translations one place down the page's order.
    static let wordlessIntroPage = [
        "widgets/page.md": """
            # Widgets

            If a widget is necessary, design one that's glanceable, relevant, and personal.

            ## Best practices

            **Show only what matters now.** People glance at a widget for a second.

            **Let people turn off the widget.** Some people prefer a quiet Home Screen.

            """,
        "widgets/ko.md": """
            # 위젯

            꼭 필요하다면 한눈에 보이고 관련 있고 개인적인 화면을 디자인하세요.

            ## 모범 사례

            지금 중요한 것만 보여 주세요. 사람들은 잠깐 봅니다.

            사람들이 위젯을 끌 수 있게 하세요. 어떤 사람들은 조용한 홈 화면을 선호합니다.

            """,
    ]

    @Test(arguments: [false, true])
    func anIntroductionAboveTheSectionsPairsWithNoRuleInsideThemOnWordsAlone(sharesNoWord: Bool) throws {
        let files = sharesNoWord ? Self.wordlessIntroPage : Self.sectionIntroPage
        let compilation = GuidelineCompiler().compile(sources: files.keys.sorted().map { (file: GuidelineSourceFile(relativePath: $0), text: files[$0]!) })
        var pairs: [String: String] = [:]
        for rule in compilation.catalog.rules {
            if let english = rule.statements[.english] { pairs[english.text] = rule.statements["ko"]?.text ?? "" }
        }
        #expect(pairs["Show only what matters now."] == "지금 중요한 것만 보여 주세요.")
        #expect(pairs.count == 2 && !pairs.values.contains(""), "\(pairs)")
        let extras = compilation.report.findings.filter { $0.kind == .extra }
        #expect(extras.count == 1 && compilation.report.findings.filter { $0.kind == .missing }.isEmpty,
                "\(compilation.report.findings.map(\.message))")
    }

    @Test func onlyAStatementAboveItsFilesSectionsCrossesIntoOne() {
        func statement(_ file: String, _ line: Int, _ path: [String]) -> GuidelineStatement {
            GuidelineStatement(language: file == "en.md" ? .english : "ko", text: "…", marked: false, origin: .inferred,
                               headingPath: path, source: SourceLocation(file: file, line: line))
        }
        let intro = statement("ko.md", 3, ["T"]), inSection = statement("ko.md", 7, ["T", "S"])
        let english = statement("en.md", 7, ["T", "S"]), englishTop = statement("en.md", 3, ["T"])
        let structure = SectionStructure(statements: [intro, inSection, english, englishTop])
        #expect(structure.crosses(english, intro))
        #expect(!structure.crosses(english, inSection))
        #expect(!structure.crosses(englishTop, intro))
        // A file without sections below its top level crosses nothing.
        let flat = SectionStructure(statements: [intro, english])
        #expect(!flat.crosses(english, intro))
    }
}

/// A link or a number only one rule and one translation of the page share ties them, wherever
/// the translator put the guideline: two neighbours swapped keep their own translations.
@Suite struct UniqueAnchorTests {
    static let english = "# Buttons\n\n**Use verbs in titles.** A verb shows what happens.\n\n"
        + "**Use title-case for titles.** Capitalize every word except articles. See [Capitalization](https://developer.apple.com/design/capitalization/).\n\n"
        + "**Keep titles short.** Long text gets truncated on smaller screens.\n"

    @Test func aSwappedGuidelineWithTheOnlyLinkKeepsItsTranslation() throws {
        let japanese = "# ボタン\n\n**タイトルには動詞を使用してください。** 動詞を使うと何が起こるかがわかります。\n\n"
            + "**タイトルは短くしてください。** 長いテキストは小さな画面で切れてしまいます。\n\n"
            + "**タイトルはタイトルケースにしてください。** 冠詞を除き、すべての単語の先頭を大文字にします。[大文字表記](https://developer.apple.com/design/capitalization/)を参照してください。\n"
        let compilation = CompileRun.compile(["buttons/page.md": Self.english, "buttons/ja.md": japanese])
        let pairs = compilation.translations("ja")
        #expect(pairs["Use title-case for titles."] == "タイトルはタイトルケースにしてください。")
        #expect(pairs["Keep titles short."] == "タイトルは短くしてください。")
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }

    @Test func aSwappedGuidelineWithTheOnlyNumberKeepsItsTranslation() throws {
        let english = "# Buttons\n\n**Use verbs in titles.** A verb shows what happens.\n\n"
            + "**Use title-case for titles.** Capitalize every word except articles.\n\n"
            + "**Keep titles short.** Use four or fewer words.\n"
        let japanese = "# ボタン\n\n**タイトルには動詞を使用してください。** 動詞を使うと何が起こるかがわかります。\n\n"
            + "**タイトルは短くしてください。** ４語以下にしてください。\n\n"
            + "**タイトルはタイトルケースにしてください。** 冠詞を除き、すべての単語の先頭を大文字にします。\n"
        let compilation = CompileRun.compile(["buttons/page.md": english, "buttons/ja.md": japanese])
        let pairs = compilation.translations("ja")
        #expect(pairs["Keep titles short."] == "タイトルは短くしてください。")
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }
}
