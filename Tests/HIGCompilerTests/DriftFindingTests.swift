import Foundation
@testable import HIGCompiler
import Testing

/// Each kind of drift fires where it should and stays quiet where it should not, on the small
/// guideline roots in `Fixtures/Findings/KIND`: pages named `fires…` hold the drift, pages named
/// `quiet…` hold near misses.
@Suite struct DriftFindingTests {
    static func compile(_ kind: String) throws -> Compilation {
        try GuidelineCompiler().compile(guidelines: TestPaths.fixtures.appendingPathComponent("Findings/\(kind)"), previous: nil)
    }

    /// Findings of `kind` as "page [language] English statement" (or "page [language] (page)").
    static func described(_ kind: FindingKind, in compilation: Compilation) -> [String] {
        let rules = Dictionary(uniqueKeysWithValues: compilation.catalog.rules.map { ($0.id, $0) })
        return compilation.report.findings.filter { $0.kind == kind }.map { finding in
            let rule = finding.rule.flatMap { rules[$0] }
            let subject = rule.map { $0.statements[.english]?.text ?? $0.statements[finding.language]!.text } ?? "(page)"
            return "\(finding.page) [\(finding.language)] \(subject)"
        }.sorted()
    }

    @Test func missingFiresForTheRuleWithoutATranslationOnly() throws {
        let compilation = try Self.compile("missing")
        #expect(Self.described(.missing, in: compilation) == ["fires [ja] Show the minimum and maximum values at the ends."])
        let finding = try #require(compilation.report.findings.first { $0.kind == .missing })
        #expect(finding.source == HIGCompiler.SourceLocation(file: "fires/page.md", line: 5))
        // The reordered translation on the quiet page pairs in full.
        let quiet = compilation.catalog.rules.filter { $0.page == "quiet" }
        #expect(quiet.count == 2 && quiet.allSatisfy { $0.statements["ja"] != nil })
    }

    /// A translation file that holds nothing to read yet (empty, front matter only, a comment)
    /// still says its page is to be translated: every English rule is missing there.
    @Test func missingFiresForEveryRuleOfAnEmptyTranslationFile() throws {
        let english = "# Menus\n\n**Keep menu titles short.** Long titles wrap.\n\n**Group related items.** Separators help.\n"
        for stub in ["", "---\ntitle: メニュー\n---\n", "<!-- 翻訳予定 -->\n"] {
            let compilation = CompileRun.compile(["menus/page.md": english, "menus/ja.md": stub])
            #expect(Self.described(.missing, in: compilation) == ["menus [ja] Group related items.", "menus [ja] Keep menu titles short."],
                    "\(stub.debugDescription)")
        }
    }

    /// Once a digit differs, the English number written as a word is named as what it replaced.
    @Test func aChangedNumberNamesTheEnglishNumberWrittenAsAWord() throws {
        let compilation = CompileRun.compile([
            "tabs/page.md": "# Tabs\n\n**Use no more than five tabs.** More tabs crowd the bar.\n",
            "tabs/ja.md": "# タブ\n\n**タブは３つまでにしてください。** タブが多いとバーが混み合います。\n",
        ])
        let messages = compilation.report.findings.filter { $0.kind == .anchorMismatch }.map(\.message)
        #expect(messages == ["numbers missing: 5; numbers added: 3"])
    }

    @Test func extraFiresForATranslatedRuleTheEnglishDoesNotHave() throws {
        let compilation = try Self.compile("extra")
        #expect(Self.described(.extra, in: compilation) == ["fires [ko] 스위치 옆에는 항상 레이블을 두세요."])
        // A page with no English at all has nothing to be extra to.
        #expect(compilation.catalog.rules.contains { $0.page == "quiet-alone" })
        #expect(compilation.report.findings.filter { $0.page.hasPrefix("quiet") }.isEmpty)
    }

    /// A translation file that still holds the English (a placeholder pasted in to translate
    /// later) has no translation there: `missing` at the placeholder, and no coverage for it.
    @Test func anUntranslatedPlaceholderIsMissing() {
        let english = "# Sheets\n\n**Use a sheet for a short task.** It keeps context.\n\n**Don't display more than one sheet at a time.** One is enough.\n"
        let korean = "# 시트\n\n**짧은 작업에는 시트를 사용하세요.** 맥락을 유지합니다.\n\n**Don't display more than one sheet at a time.** One is enough.\n"
        let compilation = CompileRun.compile(["sheets/page.md": english, "sheets/ko.md": korean])
        let missing = compilation.report.findings.filter { $0.kind == .missing }
        #expect(missing.count == 1)
        #expect(missing.first?.message.hasPrefix("the ko statement is still the English, untranslated") == true)
        #expect(missing.first?.source == HIGCompiler.SourceLocation(file: "sheets/ko.md", line: 5))
        #expect(compilation.report.summary.first { $0.language == "ko" }?.coverage == 50)

        // A short one between translations is a statement still in English too, not a label that
        // joins the explanation before it (and shifts the pairs after it).
        let short = "# Widgets\n\n**Keep a widget focused.** Too much is hard to scan.\n\n**Don't update a widget too often.** The system limits reloads.\n\n**Avoid mirroring your app.** A widget isn't an app.\n"
        let placeholder = "# 위젯\n\n**위젯은 하나에 집중하도록 하세요.** 너무 많으면 훑어보기 어렵습니다.\n\n**Don't update a widget too often.** The system limits reloads.\n\n**앱을 그대로 옮기지 마세요.** 위젯은 앱이 아닙니다.\n"
        let shortFindings = CompileRun.compile(["widgets/page.md": short, "widgets/ko.md": placeholder]).report.findings
        #expect(shortFindings.map(\.kind) == [.missing], "\(shortFindings.map(\.message))")
        #expect(shortFindings.first?.source == HIGCompiler.SourceLocation(file: "widgets/ko.md", line: 5))
    }

    /// The same placeholder pasted into a `>` quote takes the language of the page's other quotes:
    /// one rule, `missing` at the quote, while an English note in a quote stays the English's.
    @Test func anUntranslatedPlaceholderInAQuoteIsMissingNotASecondRule() {
        let page = """
        # Buttons

        **Make buttons easy to tap.** A button needs a hit region of at least 44x44 pt.

        > **버튼을 탭하기 쉽게 만드세요.** 버튼의 히트 영역은 최소 44x44pt여야 합니다.

        **Use a verb in the title.** People understand a button whose title starts with a verb.

        > **Use a verb in the title.** People understand a button whose title starts with a verb.

        **Don't crowd buttons together.** Leave space between buttons.

        > **버튼을 너무 붙여 두지 마세요.** 버튼 사이에 간격을 두세요.
        >
        > **Note:** Spacing also helps people who use a pointer.

        """
        let compilation = CompileRun.compile(["buttons/page.md": page])
        #expect(compilation.catalog.rules.map { $0.statements[.english]?.text } == [
            "Make buttons easy to tap.", "Use a verb in the title.", "Don't crowd buttons together.",
        ])
        let missing = compilation.report.findings.filter { $0.kind == .missing }
        #expect(missing.map(\.source) == [HIGCompiler.SourceLocation(file: "buttons/page.md", line: 9)])
        #expect(missing.first?.message.hasPrefix("the ko statement is still the English, untranslated") == true)
        // A placeholder of a prohibition, bold or not, is no translation to compare: only `missing`.
        for placeholder in ["> Don't crowd buttons together. Leave space between buttons.",
                            "> **Don't crowd buttons together.** Leave space between buttons."] {
            let dont = page.replacingOccurrences(of: "> **버튼을 너무 붙여 두지 마세요.** 버튼 사이에 간격을 두세요.", with: placeholder)
            let findings = CompileRun.compile(["buttons/page.md": dont]).report.findings
            #expect(findings.map(\.kind) == [.missing, .missing], "\(findings.map(\.message))")
        }
        // Pasted in part: the lead and the first sentence of a longer explanation.
        let longer = page.replacingOccurrences(of: "**Use a verb in the title.** People understand a button whose title starts with a verb.\n\n>",
                                               with: "**Use a verb in the title.** People understand a button whose title starts with a verb. A noun leaves them guessing.\n\n>")
        let partial = CompileRun.compile(["buttons/page.md": longer])
        #expect(partial.catalog.rules.count == 3, "\(partial.catalog.rules.map(\.id))")
        #expect(partial.report.findings.map(\.kind) == [.missing], "\(partial.report.findings.map(\.message))")
        // The English lead kept over an explanation translated in part: the lead is still to do.
        let leadKept = page.replacingOccurrences(of: "> **Use a verb in the title.** People understand a button whose title starts with a verb.",
                                                 with: "> **Use a verb in the title.** People understand a button whose title starts with a verb. 명사로 시작하면 헷갈립니다.")
        let kept = CompileRun.compile(["buttons/page.md": leadKept])
        #expect(kept.catalog.rules.count == 3, "\(kept.catalog.rules.map(\.id))")
        #expect(kept.report.findings.map(\.kind) == [.missing], "\(kept.report.findings.map(\.message))")
    }

    /// A settings page and its Korean file, each a best-practices section of these rules.
    static func compileSettings(_ english: [String], _ korean: [String]) -> Compilation {
        CompileRun.compile([
            "settings/page.md": "# Settings\n\n## Best practices\n\n" + english.joined(separator: "\n\n") + "\n",
            "settings/ko.md": "# 설정\n\n## 모범 사례\n\n" + korean.joined(separator: "\n\n") + "\n",
        ])
    }

    /// Advice rendered as a plain request ("Aim to provide …" / "…제공하세요"), with no word or
    /// anchor in common, still pairs in its place: nothing to report on a faithful translation.
    @Test func adviceRenderedAsARequestPairsInItsPlace() {
        let compilation = Self.compileSettings([
            "**Aim to provide default settings that work for most people.** Asking people to change settings first makes a poor impression.",
            "**Minimize the number of settings you offer.** Too many settings make an app feel complicated.",
            "**Put general settings first.** People look at the top of the list first.",
        ], [
            "**대부분의 사용자에게 맞는 기본값을 제공하세요.** 앱을 쓰기 전에 설정부터 바꾸라고 요구하면 첫인상이 나빠집니다.",
            "**제공하는 설정의 수를 최소화하세요.** 설정이 너무 많으면 앱이 복잡하게 느껴집니다.",
            "**일반 설정을 맨 앞에 두세요.** 사용자는 목록의 맨 위를 먼저 봅니다.",
        ])
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
        #expect(compilation.catalog.rules.count == 3)
    }

    /// A limit said as a prohibition ("Include no more than about 12 items." / "…15개를 넘지 않도록
    /// 하세요") is its rule's translation: the changed number is the drift, not a missing rule.
    @Test func aLimitRenderedAsAProhibitionPairsAndReportsItsNumber() {
        let compilation = CompileRun.compile([
            "menus/page.md": """
                # Menus

                ## Items

                **Group related items.** Separators help people scan.

                **Include no more than about 12 items.** Long menus are hard to scan.

                **Use an ellipsis when an item needs more input.** It says more is to come.
                """,
            "menus/ko.md": """
                # 메뉴

                ## 항목

                **관련 항목을 묶으세요.** 구분선은 훑어보기를 돕습니다.

                **항목은 약 15개를 넘지 않도록 하세요.** 긴 메뉴는 훑어보기 어렵습니다.

                **항목에 추가 입력이 필요하면 말줄임표를 쓰세요.** 더 있다는 뜻입니다.
                """,
        ])
        #expect(compilation.report.findings.map(\.kind) == [.anchorMismatch], "\(compilation.report.findings.map(\.message))")
        #expect(compilation.report.findings.first?.message == "numbers missing: 12; numbers added: 15")
    }

    /// A translation whose link points elsewhere is still its rule's translation: the changed
    /// link is the drift (`anchor-mismatch`), not a missing rule and an extra one.
    /// Beside a changed number, a limit said the other way ("more than one" / "두 개 이상") is not
    /// listed as a number of its own: the message names what changed.
    @Test func aRestatedLimitBesideAChangedNumberIsNotListed() throws {
        let compilation = Self.compileSettings([
            "**Keep toolbar items few.** Use more than one item only when needed, and keep labels under 10 points.",
        ], [
            "**툴바 항목을 적게 유지하세요.** 필요할 때만 두 개 이상의 항목을 사용하고, 레이블은 12포인트 미만으로 유지하세요.",
        ])
        let finding = try #require(compilation.report.findings.first)
        #expect(compilation.report.findings.count == 1)
        #expect(finding.message == "numbers missing: 10; numbers added: 12", "\(finding.message)")
    }

    @Test func aChangedLinkIsReportedOnItsPair() {
        let compilation = Self.compileSettings([
            "**Minimize the number of settings you offer.** Too many settings make an app feel complicated.",
            "**Make settings available within your app.** People shouldn't have to leave your app. See [Accessing settings](https://developer.apple.com/design/human-interface-guidelines/settings#accessing-settings).",
        ], [
            "**제공하는 설정의 수를 최소화하세요.** 설정이 너무 많으면 앱이 복잡하게 느껴집니다.",
            "**앱 안에서 설정을 사용할 수 있게 하세요.** 사용자가 앱을 떠날 필요가 없어야 합니다. [설정 열기](https://developer.apple.com/design/human-interface-guidelines/privacy)를 참고하세요.",
        ])
        #expect(compilation.report.findings.map(\.kind) == [.anchorMismatch], "\(compilation.report.findings.map(\.message))")
    }

    @Test func unmarkedFiresWhenOnlyTheEnglishIsBold() throws {
        let compilation = try Self.compile("unmarked")
        #expect(Self.described(.unmarked, in: compilation) == [
            "fires [ko] Keep labels short.",
            "fires-plain-translation [ko] Use haptics consistently.",
            "fires-separate [ko] In general, use a stepper for small changes in a value.",
        ])
        // In a separate translation file, the statement that lost its bold is found where the
        // English rule's neighbours put it; on the quiet page, the unbolded paragraph that opens
        // a section renders no rule, so it is neither paired nor reported as extra.
        let separate = try #require(compilation.catalog.rules.first { $0.statements[.english]?.text.hasPrefix("In general, use a stepper") == true })
        #expect(separate.statements["ko"]?.source == HIGCompiler.SourceLocation(file: "fires-separate/ko.md", line: 7))
        #expect(separate.statements["ko"]?.origin == .inferred)
        #expect(compilation.catalog.rules.filter { $0.page == "quiet-separate" }.count == 2)
        // A page that lost its bold in every language has nothing unmarked.
        let export = try #require(compilation.catalog.rules.first { $0.page == "quiet-export" })
        #expect(export.statements[.english]?.origin == .inferred && export.statements["ko"] != nil)
        // A translation file that bolds nothing (a blog export) lost its bold for one reason: its
        // statements pair with their English, and one finding on the first counts them.
        let plain = compilation.catalog.rules.filter { $0.page == "fires-plain-translation" }
        #expect(plain.count == 2 && plain.allSatisfy { $0.statements["ko"]?.marked == false })
        let plainFindings = compilation.findings(.unmarked).filter { $0.page == "fires-plain-translation" }
        #expect(plainFindings.map(\.source.line) == [3])
        #expect(plainFindings.first?.message.hasSuffix("(2 translations of bold English statements)") == true)
    }

    @Test func anchorMismatchFiresOnChangedNumbersCodeSymbolsAndLinks() throws {
        let compilation = try Self.compile("anchor-mismatch")
        #expect(Self.described(.anchorMismatch, in: compilation) == [
            "fires [ko] Describe the button's action in its accessibility label.",
            "fires [ko] Give every button a hit target of at least 44 pt.",
            "fires-words [ko] Avoid showing more than two panes at once.",
        ])
        let messages = compilation.report.findings.filter { $0.kind == .anchorMismatch }.map(\.message)
        #expect(messages.contains { $0.contains("numbers missing: 44") && $0.contains("numbers added: 40") })
        #expect(messages.contains {
            $0.contains("code missing: accessibilityLabel") && $0.contains("code added: accessibilityHint")
                && $0.contains("links missing: https://example.com/accessibility")
        })
        #expect(messages.contains { $0 == "numbers missing: 2; numbers added: 3" }, "number words on both sides are compared")
        // Number words count as digits, and URLs compare without fragment, slash or host case.
    }

    @Test func inconsistentFiresWhenOneSentenceHasTwoTranslations() throws {
        let compilation = try Self.compile("inconsistent")
        #expect(Self.described(.inconsistent, in: compilation) == [
            "fires-a [ko] Label every toggle clearly.",
            "fires-b [ko] Label every toggle clearly.",
        ])
        let findings = compilation.report.findings.filter { $0.kind == .inconsistent }
        // Each points at the other rendering.
        #expect(findings.allSatisfy { $0.related.count == 1 && $0.related[0] != $0.source })
    }

    /// An off-glossary rendering is reported where it stands; the page renders the term two ways
    /// only because of it, which that finding already says.
    @Test func terminologyFiresOnOffGlossaryTermsOnce() throws {
        let compilation = try Self.compile("terminology")
        #expect(Self.described(.terminology, in: compilation) == [
            "fires [ko] Use a switch for a single on-off setting.",
        ])
        let offGlossary = try #require(compilation.report.findings.first { $0.kind == .terminology && $0.rule != nil })
        #expect(offGlossary.message.contains("“토글”") && offGlossary.message.contains("“스위치”"))
        #expect(offGlossary.related == [HIGCompiler.SourceLocation(file: "glossary.yml", line: 2)])
    }

    @Test func modalityFiresWhenARequestBecomesWeaker() throws {
        let compilation = try Self.compile("modality")
        #expect(Self.described(.modality, in: compilation) == [
            "fires [ko] Don't nest pickers.",
            "fires [ko] Use a picker for a medium-length list of values.",
            // A requirement rendered as a thing to consider (고려해 보세요, 検討してください).
            "fires-consider [ja] Use a stepper for small changes.",
            "fires-consider [ko] Show the current value next to a stepper.",
            // "Don't …" rendered as "…なるべく控えてください" (as far as possible).
            "fires-hedge [ja] Don't show a popover on top of another popover.",
            // "Never …" rendered as advice against (피하세요, なるべく控えてください).
            "fires-never [ja] Never show ads in a Live Activity.",
            "fires-never [ko] Never show ads in a Live Activity.",
        ])
        let weighed = compilation.report.findings.filter { $0.kind == .modality && $0.page == "fires-consider" }
        #expect(weighed.allSatisfy { $0.message.contains("asks only to consider it") })
        let softened = compilation.report.findings.filter { $0.kind == .modality && $0.page == "fires-never" }
        #expect(softened.allSatisfy { $0.message.hasPrefix("English forbids it outright, the translation only advises against it") })
        // "Consider …" and "Account for …" rendered as 고려해 보세요, and "Use …" as plain advice
        // (…것이 좋습니다): `quiet-consider`. "Never" kept (절대, 決して), and "Don't" or "Avoid"
        // rendered as 피하세요 / 避けてください: `quiet-never`. "Avoid …" and "Generally, don't …"
        // rendered with なるべく and 一般的に: `quiet-hedge`.
    }

    @Test func polarityFiresWhenNegationIsLostOrAdded() throws {
        let compilation = try Self.compile("polarity")
        #expect(Self.described(.polarity, in: compilation) == [
            "fires [ko] Don't hide the label of a control.",
            "fires [ko] Show the current value next to the control.",
            "fires-permission [ja] Don't use a slider to adjust audio volume.",
            // Two bold requests across a line break: the second, flipped, is compared on its own.
            "fires-second-request [ko] Design a launch screen that looks like the first screen of your app. Avoid text in it.",
            // A setting's name ("Reduce Motion") is no phrase that lessens.
            "fires-setting-name [ja] Don't ignore the Reduce Motion setting.",
        ])
        // "Don't … unless …" and "only when" are said either way ("…경우에만 …하세요"):
        // `quiet-exception` reports nothing; nor does a request joined to its opposite by a dash
        // or a semicolon ("Keep icons simple — avoid fine detail.", `quiet-joined-opposites`); nor
        // "help people avoid …" and "Prevent …" rendered as "…ないようにしてください" (`quiet-prevention`).
        let messages = compilation.report.findings.filter { $0.kind == .polarity }.map(\.message).sorted()
        #expect(messages.first?.hasPrefix("English is negative") == true)
        #expect(messages.last?.hasPrefix("the translation is negative") == true)
    }

    @Test func meaningFiresWhenAnExplanationSentenceSaysTheOpposite() throws {
        let compilation = try Self.compile("meaning")
        // `fires-split`: one English sentence rendered as two ("…, because …" / "…하세요. …때문입니다.").
        // `fires-separate`: a translation file that follows its English sentence by sentence;
        // `quiet-separate`: one that merges two sentences into one, an adaptation not read.
        #expect(Self.described(.meaning, in: compilation)
                == ["fires [ko] Give every sheet a clear title.", "fires-separate [ja] Give every sheet a clear title.",
                    "fires-split [ko] Make the state of a toggle obvious."])
        let finding = try #require(compilation.report.findings.first { $0.kind == .meaning && $0.page == "fires" })
        #expect(finding.message.contains("“A sheet's title stays visible as people scroll its content.”"))
        #expect(finding.message.contains("보이지 않습니다"))
        // A negation moved into another clause, a limit ("no more than"), a negative word
        // ("don't like" / 싫어합니다, `quiet-lexical`; "irreversible" / 되돌릴 수 없습니다,
        // `quiet-negative-adjective`), and a translation in a file of its own
        // (often adapted, its sentences not paired) stay quiet.
    }

    @Test(arguments: ["missing", "extra", "unmarked", "anchor-mismatch", "inconsistent", "terminology", "modality", "polarity", "meaning"])
    func quietPagesHaveNoFindings(_ kind: String) throws {
        let compilation = try Self.compile(kind)
        let quiet = compilation.report.findings.filter { $0.page.hasPrefix("quiet") }
        #expect(quiet.isEmpty, "\(quiet.map { "\($0.kind.rawValue) \($0.source): \($0.message)" })")
        // And the drifting pages hold only the kind they are about.
        let others = compilation.report.findings.filter { $0.page.hasPrefix("fires") && $0.kind.rawValue != kind }
        #expect(others.isEmpty, "\(others.map { "\($0.kind.rawValue) \($0.source): \($0.message)" })")
    }

    /// A Japanese file that drops one statement (`Fixtures/DroppedStatement`): where the pairing
    /// around the gap rests on position alone, a glossary term the paired translation lacks is no
    /// terminology finding: it says the pairing is doubtful, not that the wording is off.
    @Test func aTranslationPairedByPlaceAloneGetsNoMissingTermNote() throws {
        let compilation = try GuidelineCompiler().compile(guidelines: TestPaths.fixtures.appendingPathComponent("DroppedStatement"), previous: nil)
        let japanese = compilation.report.findings.filter { $0.language == "ja" }
        #expect(japanese.filter { $0.kind == .missing }.count == 1, "\(japanese.map(\.message))")
        #expect(!japanese.contains { $0.kind == .terminology && $0.message.contains("has no approved rendering") },
                "\(japanese.map(\.message))")
        // A term rendered off-glossary is still reported, whatever the pairing rests on.
        #expect(japanese.contains { $0.kind == .terminology && $0.message.contains("rendered as") })
    }

    /// A translation in a file of its own that follows its English sentence by sentence is read
    /// for a flipped meaning too; a deprecation said as "no longer used" is no flip.
    @Test func aFlippedExplanationInATranslationFileIsReported() {
        let compilation = CompileRun.compile([
            "toolbars/page.md": """
                # Toolbars

                **Provide relevant toolbar buttons.** A toolbar should contain frequently used commands. This method is deprecated in iOS 15.

                **Use the toolbar for actions, not navigation.** Navigation belongs in the navigation bar.
                """,
            "toolbars/ja.md": """
                # ツールバー

                **関連性の高いツールバーボタンを配置してください。** ツールバーには、頻繁に使われるコマンドを含めるべきではありません。このメソッドはiOS 15で使用されなくなりました。

                **ツールバーはナビゲーションではなくアクションに使ってください。** ナビゲーションはナビゲーションバーに置きます。
                """,
        ])
        #expect(compilation.report.findings.map(\.kind) == [.meaning], "\(compilation.report.findings.map(\.message))")
        #expect(compilation.report.findings.first?.message.contains("頻繁に使われるコマンドを含めるべきではありません") == true)
    }

    /// A limit turned around in a conditional ("넘을 때는 …사용하세요" for "Don't use … for more
    /// than four"): the statement now asks for what the English forbids.
    @Test func aLimitTurnedAroundInAConditionalIsReported() {
        let compilation = Self.compileSettings([
            "**Don't use a pie chart for more than four categories.** Bar charts compare many values better.",
        ], [
            "**범주가 네 개를 넘을 때는 파이 차트를 사용하세요.** 막대 차트가 많은 값을 더 잘 비교합니다.",
        ])
        #expect(compilation.report.findings.map(\.kind) == [.anchorMismatch], "\(compilation.report.findings.map(\.message))")
        #expect(compilation.report.findings.first?.message.hasPrefix("limit changed") == true)
    }

    /// "within 0.1 seconds" is a ceiling: 「0.1秒以上経ってから」 asks for the opposite, 「0.1秒以内」
    /// for the same.
    @Test func aCeilingSaidWithWithinIsALimit() {
        func compile(_ japanese: String) -> Compilation {
            CompileRun.compile([
                "focus/page.md": "# Focus\n\n**Show focus within 0.1 seconds of a swipe.** A delayed response makes the remote feel broken.\n",
                "focus/ja.md": "# フォーカス\n\n**\(japanese)** 反応が遅れると、リモコンが壊れているように感じられます。\n",
            ])
        }
        let flipped = compile("スワイプしてから0.1秒以上経ってからフォーカスを表示してください。")
        #expect(flipped.report.findings.map(\.message) == ["limit changed: English asks for 0.1 or fewer, the translation for 0.1 or more"],
                "\(flipped.report.findings.map(\.message))")
        let faithful = compile("スワイプしてから0.1秒以内にフォーカスを表示してください。")
        #expect(faithful.report.findings.isEmpty, "\(faithful.report.findings.map(\.message))")
    }
}

