import Foundation
@testable import HIGCompiler
import Testing

/// A translation made from an older English text is `stale` until a translator touches it.
@Suite struct StaleTranslationTests {
    /// A rule with English and Korean in one file and Japanese in another.
    func ruleTranslatedInTwoFiles(_ compilation: Compilation) throws -> GuidelineRule {
        try #require(compilation.catalog.rules.first { rule in
            guard let english = rule.statements[.english], let korean = rule.statements["ko"], let japanese = rule.statements["ja"] else { return false }
            return korean.source.file == english.source.file && japanese.source.file != english.source.file
                && english.marked && korean.marked
        })
    }

    /// A section's cross-reference paragraph joins whichever translation comes last: dropping the
    /// rule after a stale translation hands it the paragraph, which is no edit of that translation.
    @Test func aCrossReferenceJoiningAStaleTranslationKeepsItStale() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (guidelines, output, page) = try CompileRun.scratchPage("action-sheets", in: scratch)
        let english = page.appendingPathComponent("page.md"), japanese = page.appendingPathComponent("ja.md")
        try Data("""
        # Action sheets

        **Make destructive choices prominent.** Use the destructive style.

        **Avoid enabling scrolling in an action sheet.** Scrolling takes time.

        For developer guidance, see [UIAlertController](https://developer.apple.com/documentation/uikit/uialertcontroller).
        """.utf8).write(to: english)
        try Data("""
        # アクションシート

        **破壊的な選択肢を目立たせてください。** 破壊的スタイルを使います。

        **アクションシートでスクロールを有効にしないでください。** スクロールには時間がかかります。

        開発者向けのガイダンスについては、[UIAlertController](https://developer.apple.com/documentation/uikit/uialertcontroller)を参照してください。
        """.utf8).write(to: japanese)
        try CompileRun.compile(guidelines, into: output)
        try CompileRun.edit(english, replacing: "**Make destructive choices prominent.**", with: "**Make destructive choices stand out.**")
        #expect(try CompileRun.compile(guidelines, into: output).findings(.stale).map(\.language) == ["ja"])
        try CompileRun.edit(japanese, replacing: "**アクションシートでスクロールを有効にしないでください。** スクロールには時間がかかります。\n\n", with: "")
        let dropped = try CompileRun.compile(guidelines, into: output)
        #expect(dropped.findings(.stale).map(\.rule) == ["action-sheets/make-destructive-choices-prominent"])
        #expect(!dropped.changelog.entries.contains { $0.kind == .explanationChanged && $0.language == "ja" })
    }

    /// A translation whose English was deleted does not go to a rule the page already had, word for
    /// word, however much they share (the Cancel button): that rule is no rewrite of the deleted one.
    @Test func aDeletedRulesTranslationDoesNotGoToARuleThePageAlreadyHad() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (guidelines, output, page) = try CompileRun.scratchPage("alerts", in: scratch)
        let english = page.appendingPathComponent("page.md")
        try Data("""
        # Alerts

        **Place buttons where people expect them.** People expect the default button on the right.

        **Always put the Cancel button on the left.** People look for it there.

        **Label cancellation buttons appropriately.** A Cancel button title should say what it cancels.
        """.utf8).write(to: english)
        try Data("""
        # アラート

        **ボタンはユーザが期待する場所に配置してください。** ユーザはデフォルトのボタンが右側にあると考えます。

        **キャンセルボタンには適切なラベルを付けてください。** キャンセルボタンのタイトルは何を取り消すかを示すべきです。
        """.utf8).write(to: page.appendingPathComponent("ja.md"))
        try CompileRun.compile(guidelines, into: output)
        try CompileRun.edit(english, replacing: "\n\n**Label cancellation buttons appropriately.** A Cancel button title should say what it cancels.", with: "")
        let deleted = try CompileRun.compile(guidelines, into: output)
        #expect(deleted.translations("ja")["Always put the Cancel button on the left."] == "")
        #expect(deleted.findings(.extra).map(\.language) == ["ja"])
        #expect(deleted.findings(.stale).isEmpty)
    }

    /// A cross-reference sentence the English adds inside its explanation's paragraph ("… See
    /// Modality.") makes the translations stale, and the changelog says what changed.
    @Test func aSeeSentenceAddedToTheEnglishExplanationIsLogged() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (guidelines, output, page) = try CompileRun.scratchPage("popovers", in: scratch)
        try "# Popovers\n\n**Show one popover at a time.** Several popovers clutter the screen.\n"
            .write(to: page.appendingPathComponent("en.md"), atomically: true, encoding: .utf8)
        try "# 팝오버\n\n**한 번에 하나의 팝오버만 보여 주세요.** 여러 팝오버는 화면을 어지럽힙니다.\n"
            .write(to: page.appendingPathComponent("ko.md"), atomically: true, encoding: .utf8)
        _ = try CompileRun.compile(guidelines, into: output)
        try CompileRun.edit(page.appendingPathComponent("en.md"), replacing: "clutter the screen.",
                            with: "clutter the screen. See [Modality](https://developer.apple.com/design/human-interface-guidelines/modality).")
        let edited = try CompileRun.compile(guidelines, into: output)
        #expect(edited.findings(.stale).map(\.language) == ["ko"])
        #expect(edited.changelog.entries.map(\.kind) == [.explanationChanged], "\(edited.changelog.entries)")
    }

    @Test func editingOnlyTheEnglishMakesBothTranslationsStaleUntilTheyChange() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = try CompileRun.copyOfGuidelines(in: scratch)
        let output = scratch.appendingPathComponent("Generated")
        let original = try CompileRun.compile(guidelines, into: output)
        #expect(original.findings(.stale).isEmpty)
        let rule = try ruleTranslatedInTwoFiles(original)
        let english = rule.statements[.english]!

        try CompileRun.edit(guidelines.appendingPathComponent(english.source.file),
                            replacing: "**\(english.text)**", with: "**\(english.text.dropLast()) in every app.**")
        let edited = try CompileRun.compile(guidelines, into: output)
        let stale = edited.findings(.stale).filter { $0.rule == rule.id }
        #expect(Set(stale.map(\.language)) == ["ko", "ja"])
        #expect(edited.findings(.stale).count == 2, "only the edited rule is stale")

        // Recompiling without touching the translations keeps them stale.
        let again = try CompileRun.compile(guidelines, into: output)
        #expect(again.findings(.stale).count == 2)

        // Translators update both: the finding clears.
        let korean = rule.statements["ko"]!, japanese = rule.statements["ja"]!
        try CompileRun.edit(guidelines.appendingPathComponent(korean.source.file),
                            replacing: "**\(korean.text)**", with: "**\(korean.text) (모든 앱)**")
        try CompileRun.edit(guidelines.appendingPathComponent(japanese.source.file),
                            replacing: "**\(japanese.text)**", with: "**\(japanese.text)（すべてのアプリ）**")
        let updated = try CompileRun.compile(guidelines, into: output)
        #expect(updated.findings(.stale).isEmpty)
        #expect(updated.rule(rule.id) != nil)
    }

    /// A smart-quote pass over the English changes no guideline: the translations stay current,
    /// and the changelog records no changed explanation.
    /// The English merges two rules into one and moves their section to the top; the Japanese file
    /// is untouched. The translation of the rule the merge kept is `stale` under it, and the other's
    /// translation is `extra`: position alone would leave both adrift.
    @Test func mergingTwoRulesAndMovingTheirSectionKeepsTheKeptRulesTranslationStale() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines")
        let output = scratch.appendingPathComponent("Generated")
        let practices = "## Best practices\n\n**Teach through interaction.** People learn more by doing.\n\n"
            + "**Keep onboarding short.** Use at most 3 screens and let people finish in 60 seconds.\n\n"
        let launch = "## Launch screens\n\n**Design a launch screen that looks like your first screen.** A different look causes a flash.\n\n"
        let before = "**Don't include text in your launch screen.** Launch screens are static, so any text you display won't be localized.\n\n"
            + "**Don't advertise.** The launch screen isn't a branding opportunity.\n"
        let merged = "**Don't include text or advertising in your launch screen.** Launch screens are static, so any text you display "
            + "won't be localized, and the launch screen isn't a branding opportunity.\n\n"
        let japanese = "# オンボーディング\n\n## ベストプラクティス\n\n**インタラクティブに教えましょう。** 人は実際にやってみることで多くを覚えます。\n\n"
            + "**オンボーディングは短くしてください。** 画面は3つまでにし、60秒以内に終えられるようにしましょう。\n\n"
            + "## 起動画面\n\n**最初の画面に似た起動画面をデザインしてください。** 見た目が違うとちらつきが生じます。\n\n"
            + "**起動画面にテキストを入れないでください。** 起動画面は静的なので、テキストはローカライズされません。\n\n"
            + "**広告しないでください。** 起動画面はブランディングの場ではありません。\n"
        try TestPaths.write(["onboarding/page.md": "# Onboarding\n\n" + practices + launch + before, "onboarding/ja.md": japanese], under: guidelines)
        let first = try CompileRun.compile(guidelines, into: output)
        #expect(first.report.findings.isEmpty, "\(first.report.findings.map(\.message))")

        try TestPaths.write(["onboarding/page.md": "# Onboarding\n\n" + launch + merged + practices], under: guidelines)
        let second = try CompileRun.compile(guidelines, into: output)
        let rule = try #require(second.catalog.rules.first { $0.statements[.english]?.text.hasPrefix("Don't include text or advertising") == true })
        #expect(rule.statements["ja"]?.text == "起動画面にテキストを入れないでください。")
        #expect(second.report.findings.map { "\($0.kind.rawValue) \($0.language)" }.sorted() == ["extra ja", "stale ja"])
        #expect(second.report.findings.first { $0.kind == .stale }?.rule == rule.id)
    }

    @Test func curlingTheEnglishApostrophesKeepsTranslationsCurrent() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines"), output = scratch.appendingPathComponent("Generated")
        try TestPaths.write([
            "sidebars/page.md": "# Sidebars\n\n**Don't nest \"sidebars\".** People can't tell -- at a glance -- which one is \"active\"...\n",
            "sidebars/ko.md": "# 사이드바\n\n**사이드바를 중첩하지 마세요.** 어느 쪽이 활성 상태인지 한눈에 알 수 없습니다.\n",
        ], under: guidelines)
        let original = try CompileRun.compile(guidelines, into: output)
        #expect(original.findings(.stale).isEmpty)
        try TestPaths.write([
            "sidebars/page.md": "# Sidebars\n\n**Don’t nest “sidebars”.** People can’t tell -- at a glance -- which one is “active”…\n",
        ], under: guidelines)
        let curled = try CompileRun.compile(guidelines, into: output)
        #expect(curled.findings(.stale).isEmpty)
        #expect(!curled.changelog.entries.contains { $0.kind == .explanationChanged || $0.kind == .reworded })
        // A change of wording is still one.
        try TestPaths.write([
            "sidebars/page.md": "# Sidebars\n\n**Don’t nest “sidebars”.** People can’t tell which one is “active”…\n",
        ], under: guidelines)
        let reworded = try CompileRun.compile(guidelines, into: output)
        #expect(reworded.findings(.stale).map(\.language) == ["ko"])
    }

    /// Two rules of a search page and their Korean quotes, as blocks of Markdown.
    static let searchRules = (
        keep: "**Keep the search text visible.** People check what they typed.\n\n",
        suggest: "**Suggest alternatives when a search returns no results.** A dead end stops people.\n\n",
        koreanKeep: "> **검색어를 계속 보이게 하세요.** 사람들은 입력한 내용을 확인합니다.\n\n",
        koreanSuggest: "> **검색 결과가 없으면 대안을 제안하세요.** 막다른 길은 사람들을 멈추게 합니다.\n\n")

    /// Two English paragraphs swapped above translations left where they were: each translation
    /// now sits under the other rule and still renders its own, unchanged English: `misplaced`,
    /// naming the rule it was made for, not `stale`.
    @Test func translationsLeftInPlaceUnderSwappedEnglishAreMisplaced() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines"), output = scratch.appendingPathComponent("Generated")
        let (keep, suggest, koreanKeep, koreanSuggest) = Self.searchRules
        try TestPaths.write(["search/page.md": "# Search\n\n" + keep + koreanKeep + suggest + koreanSuggest], under: guidelines)
        #expect(try CompileRun.compile(guidelines, into: output).findings(.stale).isEmpty)
        try TestPaths.write(["search/page.md": "# Search\n\n" + suggest + koreanKeep + keep + koreanSuggest], under: guidelines)
        let swapped = try CompileRun.compile(guidelines, into: output)
        #expect(swapped.findings(.stale).isEmpty)
        #expect(swapped.findings(.misplaced).compactMap(\.rule).sorted()
            == ["search/keep-search-text-visible", "search/suggest-alternatives-search-returns-no-results"])
        // Nobody reworded a translation: the changelog says nothing of Korean.
        #expect(!swapped.changelog.entries.contains { $0.language == "ko" }, "\(swapped.changelog.entries)")
    }

    /// A section's cross-reference paragraph joins whichever rule comes last: a rule added after
    /// the last one takes it from that rule's English, which changed nothing it says, and a
    /// translation swapped onto the last rule takes the translated paragraph, and is still the
    /// translation it was: no `stale`, no `explanation-changed`, and the swap is `misplaced`.
    @Test func aSectionsCrossReferenceMovingToAnotherRuleChangesNoRule() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines"), output = scratch.appendingPathComponent("Generated")
        let predict = "**Help people predict the results of undo.** Describe what will happen.\n\n> **실행 취소의 결과를 예측할 수 있게 하세요.** 무슨 일이 일어날지 설명하세요.\n\n"
        let show = "**Show the results of an undo operation.** People need to see what changed.\n\n> **실행 취소 작업의 결과를 보여주세요.** 사람들은 무엇이 바뀌었는지 봐야 합니다.\n\n"
        let added = "**Let people undo multiple times.** One step is rarely enough.\n\n> **여러 번 실행 취소할 수 있게 하세요.** 한 단계로는 부족합니다.\n\n"
        let reference = "For developer guidance, see [UndoManager](https://developer.apple.com/documentation/foundation/undomanager).\n\n"
            + "> 개발자 가이드는 [UndoManager](https://developer.apple.com/documentation/foundation/undomanager)를 참고하세요.\n"
        func write(_ body: String) throws { try TestPaths.write(["undo/page.md": "# Undo\n\n## Best practices\n\n" + body + reference], under: guidelines) }
        try write(predict + show)
        #expect(try CompileRun.compile(guidelines, into: output).report.findings.isEmpty)
        try write(predict + show + added)
        let grown = try CompileRun.compile(guidelines, into: output)
        #expect(grown.report.findings.isEmpty, "\(grown.report.findings.map(\.message))")
        #expect(grown.changelog.entries.map(\.kind) == [.added])
        try write(predict + show)
        _ = try CompileRun.compile(guidelines, into: output)
        let swappedQuotes = predict.components(separatedBy: "\n\n")[0] + "\n\n" + show.components(separatedBy: "\n\n")[1] + "\n\n"
            + show.components(separatedBy: "\n\n")[0] + "\n\n" + predict.components(separatedBy: "\n\n")[1] + "\n\n"
        try write(swappedQuotes)
        let swapped = try CompileRun.compile(guidelines, into: output)
        #expect(swapped.findings(.misplaced).count == 2 && swapped.findings(.stale).isEmpty)
    }

    /// Translators swap two quotes, or paste one rule's translation under another: the English
    /// did not change, so the translation is `misplaced`, naming the rule it was made for; once
    /// put back, nothing is reported. A reworded English is still `stale`.
    @Test func aSwappedOrPastedTranslationIsMisplacedNotStale() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines"), output = scratch.appendingPathComponent("Generated")
        let (keep, suggest, koreanKeep, koreanSuggest) = Self.searchRules
        func write(_ body: String) throws { try TestPaths.write(["search/page.md": "# Search\n\n" + body], under: guidelines) }
        try write(keep + koreanKeep + suggest + koreanSuggest)
        #expect(try CompileRun.compile(guidelines, into: output).report.findings.isEmpty)
        try write(keep + koreanSuggest + suggest + koreanKeep)
        let swapped = try CompileRun.compile(guidelines, into: output)
        #expect(swapped.findings(.stale).isEmpty)
        let misplaced = swapped.findings(.misplaced)
        #expect(misplaced.compactMap(\.rule).sorted() == ["search/keep-search-text-visible", "search/suggest-alternatives-search-returns-no-results"])
        #expect(misplaced.first { $0.rule == "search/keep-search-text-visible" }?.message
                == "this translation was made for another rule, search/suggest-alternatives-search-returns-no-results: “Suggest alternatives when a search returns no results.”")
        try write(keep + koreanKeep + suggest + koreanSuggest)
        #expect(try CompileRun.compile(guidelines, into: output).report.findings.isEmpty)
        try write(keep + koreanKeep + suggest + koreanKeep)
        let pasted = try CompileRun.compile(guidelines, into: output)
        #expect(pasted.findings(.misplaced).compactMap(\.rule) == ["search/suggest-alternatives-search-returns-no-results"])
        try write(keep + koreanKeep + suggest + koreanSuggest)
        _ = try CompileRun.compile(guidelines, into: output)
        try write(keep + koreanKeep + suggest.replacingOccurrences(of: "Suggest alternatives", with: "Offer alternatives") + koreanSuggest)
        let reworded = try CompileRun.compile(guidelines, into: output)
        #expect(reworded.findings(.misplaced).isEmpty && reworded.findings(.stale).count == 1)
    }

    /// Catalogs written before hashes read typography as ASCII recorded the unfolded hash: a
    /// translation aligned with that hash of the current English is current.
    @Test func aHashFromBeforeTypographicFoldingStillMarksTheTranslationCurrent() throws {
        let english = GuidelineStatement(language: .english, text: "Don’t nest sidebars.", marked: true, origin: .bold,
                                         explanation: "People can’t tell which one is active.",
                                         source: SourceLocation(file: "sidebars/page.md", line: 3))
        #expect(ContentHash.of(english) != ContentHash.unfolded(english))
        var korean = GuidelineStatement(language: "ko", text: "사이드바를 중첩하지 마세요.", marked: true, origin: .bold,
                                        explanation: "", source: SourceLocation(file: "sidebars/ko.md", line: 3))
        korean.alignedWith = ContentHash.unfolded(english)
        var rule = GuidelineRule(id: "sidebars/dont-nest-sidebars", page: "sidebars", section: "", headingPath: [],
                                 statements: [.english: english, "ko": korean])
        let previous = RuleCatalog(rules: [rule], callouts: [])
        rule.statements["ko"]!.alignedWith = nil
        var rules = [rule]
        TranslationFreshness.apply(to: &rules, previous: previous)
        #expect(rules[0].statements["ko"]?.alignedWith == ContentHash.of(english))
        // Any other hash is an earlier English, and stays.
        korean.alignedWith = "0123456789abcdef"
        let earlier = GuidelineRule(id: rule.id, page: "sidebars", section: "", headingPath: [],
                                    statements: [.english: english, "ko": korean])
        TranslationFreshness.apply(to: &rules, previous: RuleCatalog(rules: [earlier], callouts: []))
        #expect(rules[0].statements["ko"]?.alignedWith == "0123456789abcdef")
    }

    /// The translation still says what the English used to say: it is stale, not a polarity flip.
    @Test func aStaleTranslationIsNotComparedWithTheNewEnglishsPolarity() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines"), output = scratch.appendingPathComponent("Generated")
        let explanation = " People learn what a color means and expect it everywhere.\n"
        try TestPaths.write([
            "color/page.md": "# Color\n\n**Avoid using the same color to mean different things.**" + explanation,
            "color/ja.md": "# カラー\n\n**同じ色を異なる意味で使わないでください。** 人は色の意味を覚え、どこでも同じ意味を期待します。\n",
        ], under: guidelines)
        let original = try CompileRun.compile(guidelines, into: output)
        #expect(original.findings(.polarity).isEmpty && original.findings(.stale).isEmpty)
        try TestPaths.write(["color/page.md": "# Color\n\n**Use each color to mean only one thing.**" + explanation], under: guidelines)
        let reworded = try CompileRun.compile(guidelines, into: output)
        #expect(reworded.findings(.stale).map(\.language) == ["ja"])
        #expect(reworded.findings(.polarity).isEmpty)
    }

    @Test func updatingOnlyOneTranslationClearsOnlyThatLanguage() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = try CompileRun.copyOfGuidelines(in: scratch)
        let output = scratch.appendingPathComponent("Generated")
        let rule = try ruleTranslatedInTwoFiles(CompileRun.compile(guidelines, into: output))
        let english = rule.statements[.english]!, korean = rule.statements["ko"]!
        try CompileRun.edit(guidelines.appendingPathComponent(english.source.file),
                            replacing: "**\(english.text)**", with: "**\(english.text.dropLast()) in every app.**")
        try CompileRun.compile(guidelines, into: output)
        try CompileRun.edit(guidelines.appendingPathComponent(korean.source.file),
                            replacing: "**\(korean.text)**", with: "**\(korean.text) (모든 앱)**")
        let partly = try CompileRun.compile(guidelines, into: output)
        #expect(partly.findings(.stale).map(\.language) == ["ja"])
    }

    /// A sentence added to the English explanation shifts the sentence pairs of a stale
    /// translation: it is `stale`, and no sentence pair of it is read for a flipped meaning.
    @Test func aStaleTranslationIsNotReadForMeaning() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines")
        let output = scratch.appendingPathComponent("Generated")
        let explanation = "In general, buttons people are most likely to tap should be on the right. Cancel buttons should always be on the left."
        func page(_ explanation: String) -> String {
            "# Alerts\n\n**Place buttons where people expect them.** \(explanation)\n\n"
                + "> **사용자들이 예측하는 곳에 버튼을 구성하세요.** 일반적으로, 대부분의 사용자들이 탭하는 버튼은 오른쪽에 위치해야 합니다. "
                + "취소하기 버튼은 항상 왼쪽에 있어야 합니다.\n"
        }
        try TestPaths.write(["alerts/page.md": page(explanation)], under: guidelines)
        #expect(try CompileRun.compile(guidelines, into: output).report.findings.isEmpty)
        try TestPaths.write(["alerts/page.md": page(explanation + " In visionOS, buttons are not arranged horizontally.")], under: guidelines)
        let edited = try CompileRun.compile(guidelines, into: output)
        #expect(edited.report.findings.map(\.kind) == [.stale], "\(edited.report.findings.map(\.message))")
    }

    /// A translation file renamed to a regional form of its language (`ko.md` → `ko-KR.md`) is the
    /// same translation: a stale one stays stale under its new tag.
    @Test func aTranslationRenamedToARegionalTagStaysStale() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines")
        let output = scratch.appendingPathComponent("Generated")
        let korean = "# 메뉴\n\n**메뉴 항목 제목을 짧게 유지하세요.** 긴 제목은 훑어보기 어렵습니다.\n\n**하위 메뉴는 한 단계만 두세요.** 깊은 메뉴는 길을 잃게 합니다.\n"
        func english(_ first: String) -> String {
            "# Menus\n\n**\(first)** Long titles are hard to scan.\n\n**Keep submenus one level deep.** Deep menus get people lost.\n"
        }
        try TestPaths.write(["menus/page.md": english("Keep menu item titles short."), "menus/ko.md": korean], under: guidelines)
        try CompileRun.compile(guidelines, into: output)
        try TestPaths.write(["menus/page.md": english("Keep menu item titles brief and clear.")], under: guidelines)
        let edited = try CompileRun.compile(guidelines, into: output)
        #expect(edited.findings(.stale).map(\.language) == ["ko"])

        try FileManager.default.moveItem(at: guidelines.appendingPathComponent("menus/ko.md"),
                                         to: guidelines.appendingPathComponent("menus/ko-KR.md"))
        let renamed = try CompileRun.compile(guidelines, into: output)
        #expect(renamed.findings(.stale).map(\.language) == ["ko-KR"])
        #expect(renamed.findings(.stale).first?.rule == edited.findings(.stale).first?.rule)
    }
}

/// A translation alignment moves to another rule whose English is unchanged (a better pairing)
/// renders that rule as it is: not stale. Under a quote that now stands below other English, it
/// stays stale (`translationsLeftInPlaceUnderSwappedEnglishAreStale`).
@Suite struct RepairedPairingFreshnessTests {
    @Test func aTranslationRepairedOntoAnUnchangedRuleIsCurrent() throws {
        let compilation = CompileRun.compile([
            "badges/page.md": "# Badges\n\n**Use a badge for critical information.** Reserve badges for what matters.\n\n**Keep badges short.** No more than 3 characters.\n",
            "badges/ja.md": "# バッジ\n\n**重要な情報にはバッジを使用してください。** バッジは重要な情報のために取っておいてください。\n",
        ])
        var rules = compilation.catalog.rules
        let useIndex = try #require(rules.firstIndex { $0.statements[.english]?.text.hasPrefix("Use a badge") == true })
        let keepIndex = try #require(rules.firstIndex { $0.statements[.english]?.text == "Keep badges short." })
        #expect(rules[useIndex].statements["ja"]?.alignment?.method == .sequence)
        // The previous catalog had the translation with the other rule, made for that rule's English.
        var previous = rules
        previous[keepIndex].statements["ja"] = previous[useIndex].statements["ja"]
        previous[keepIndex].statements["ja"]?.alignedWith = ContentHash.of(rules[keepIndex].statements[.english]!)
        previous[useIndex].statements["ja"] = nil
        TranslationFreshness.apply(to: &rules, previous: RuleCatalog(rules: previous, callouts: []))
        #expect(rules[useIndex].statements["ja"]?.alignedWith == ContentHash.of(rules[useIndex].statements[.english]!))
    }

    /// A stale finding says what changed in the English, as the changelog recorded it: the
    /// statement's new and old wording, or the explanation's sentence that changed.
    @Test func aStaleFindingSaysWhatChangedInTheEnglish() {
        let english = "# Menus\n\n**Keep menu titles short.** Long titles wrap. Short ones scan.\n\n**Group related items.** Separators help.\n"
        let japanese = "# メニュー\n\n**メニューのタイトルは短くしてください。** 長いタイトルは折り返されます。短いタイトルは見やすくなります。\n\n**関連する項目をまとめてください。** 区切り線が役立ちます。\n"
        let first = CompileRun.compile(["menus/page.md": english, "menus/ja.md": japanese])
        let revised = english.replacingOccurrences(of: "Long titles wrap.", with: "Long titles truncate.")
            .replacingOccurrences(of: "**Group related items.**", with: "**Group related menu items.**")
        let sources = [("menus/page.md", revised), ("menus/ja.md", japanese)].map { (file: GuidelineSourceFile(relativePath: $0.0), text: $0.1) }
        let second = GuidelineCompiler().compile(sources: sources, previous: first.catalog, previousChangelog: first.changelog)
        let messages = second.report.findings.filter { $0.kind == .stale }.map(\.message)
        #expect(messages == [
            "the English explanation changed since this translation was made: now “Long titles truncate.”, before “Long titles wrap.”",
            "the English changed since this translation was made: now “Group related menu items.”, before “Group related items.”",
        ], "\(messages)")
    }

    /// A translator who touches only punctuation or spacing of a stale translation has not
    /// translated the new English: it stays stale.
    @Test func aPunctuationOnlyEditKeepsATranslationStale() {
        let english = "# Alerts\n\n**Place buttons where people expect them.** Cancel buttons go on the left.\n"
        func korean(_ ending: String) -> String {
            "# 알림\n\n**사용자가 예상하는 곳에 버튼을 두세요.** 취소 버튼은 왼쪽에 둡니다\(ending)\n"
        }
        let first = CompileRun.compile(["alerts/page.md": english, "alerts/ko.md": korean(".")])
        let revised = english.replacingOccurrences(of: "on the left", with: "on the right")
        func compile(_ translation: String, previous: Compilation) -> Compilation {
            let sources = [("alerts/page.md", revised), ("alerts/ko.md", translation)].map { (file: GuidelineSourceFile(relativePath: $0.0), text: $0.1) }
            return GuidelineCompiler().compile(sources: sources, previous: previous.catalog, previousChangelog: previous.changelog)
        }
        let stale = compile(korean("."), previous: first)
        #expect(stale.report.findings.map(\.kind) == [.stale])
        let punctuated = compile(korean("!"), previous: stale)
        #expect(punctuated.report.findings.map(\.kind) == [.stale], "\(punctuated.report.findings.map(\.message))")
        let translated = compile(korean(".").replacingOccurrences(of: "왼쪽", with: "오른쪽"), previous: punctuated)
        #expect(translated.report.findings.isEmpty, "\(translated.report.findings.map(\.message))")
    }

    /// An English explanation edited twice before the translator caught up: the finding quotes the
    /// latest change and says so, since its "before" is not what the translation renders.
    @Test func aStaleFindingAfterTwoChangesCallsItsChangeTheLatest() {
        let english = "# Alerts\n\n**Avoid jargon.** Describe the problem without error codes or internal component names.\n"
        let korean = "# 알림\n\n**전문 용어를 피하세요.** 오류 코드나 내부 구성 요소 이름 없이 문제를 설명하세요.\n"
        func compile(_ text: String, previous: Compilation?) -> Compilation {
            let sources = [("alerts/page.md", text), ("alerts/ko.md", korean)].map { (file: GuidelineSourceFile(relativePath: $0.0), text: $0.1) }
            return GuidelineCompiler().compile(sources: sources, previous: previous?.catalog, previousChangelog: previous?.changelog)
        }
        let first = compile(english, previous: nil)
        let once = compile(english.replacingOccurrences(of: " or internal component names", with: ""), previous: first)
        #expect(once.findings(.stale).map(\.message) == [
            "the English explanation changed since this translation was made: now “Describe the problem without error codes.”, "
                + "before “Describe the problem without error codes or internal component names.”",
        ])
        let twice = compile(english.replacingOccurrences(of: "component names", with: "names or stack traces"), previous: once)
        #expect(twice.findings(.stale).map(\.message) == [
            "the English explanation changed since this translation was made; its latest change: "
                + "now “Describe the problem without error codes or internal names or stack traces.”, before “Describe the problem without error codes.”",
        ])
    }
}

