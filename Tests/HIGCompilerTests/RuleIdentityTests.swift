import Foundation
@testable import HIGCompiler
import Testing

/// Rule ids are the contract with linter authors: they must survive rewording and never be reused.
@Suite struct RuleIdentityTests {
    static let revision = TestPaths.fixtures.appendingPathComponent("revision2022/navigation-bars/page.md")

    @Test func productNamesStayOneWordInSlugs() {
        let stopWords = Set(LexiconSet.bundled.lexicon(.english).stopWords)
        #expect(RuleSlug.make(from: "Let people drag content between iPad apps.", stopWords: stopWords) == "let-drag-content-between-ipad")
        #expect(RuleSlug.make(from: "Support iOS and iCloud sync.", stopWords: stopWords) == "support-ios-icloud-sync")
        #expect(RuleSlug.make(from: "Use isNavigationBarHidden sparingly.", stopWords: stopWords) == "use-navigation-bar-hidden-sparingly")
        // An acronym's plural stays one word: "APIs" is not "AP Is".
        #expect(RuleSlug.make(from: "Adopt the new motion APIs in iOS 17.", stopWords: stopWords) == "adopt-new-motion-apis-ios-17")
        #expect(RuleSlug.make(from: "Validate URLs before opening them.", stopWords: stopWords) == "validate-urls-before-opening")
    }

    @Test func abbreviationsLeaveNoLettersInSlugs() {
        let stopWords = Set(LexiconSet.bundled.lexicon(.english).stopWords)
        #expect(RuleSlug.make(from: "Prefer short labels, e.g. Edit or Done.", stopWords: stopWords) == "prefer-short-labels-edit-done")
        #expect(RuleSlug.make(from: "Don't use three tabs, i.e. a compact toolbar.", stopWords: stopWords) == "dont-use-three-tabs-compact-toolbar")
    }

    /// An id reads like its rule: the negation stays, though "not" is a function word elsewhere.
    /// Japanese romanises to one word as long as its sentence: the slug stops at 80 characters,
    /// at a hyphen when there is one.
    @Test func slugsHaveABoundedLength() {
        let japanese = RuleSlug.make(from: String(repeating: "ナビゲーションバー", count: 20) + "を使ってください。", stopWords: [])
        #expect(japanese.utf8.count == RuleSlug.maximumLength)
        #expect(RuleSlug.capped(String(repeating: "abcdefghi-", count: 10)) == String(repeating: "abcdefghi-", count: 8).dropLast() + "")
        #expect(RuleSlug.capped("keep-bar-titles-short") == "keep-bar-titles-short")
    }

    /// A limit's comparative stays in the id: "more than 6 tabs" is not "6 tabs".
    @Test func aLimitStaysInTheId() {
        let compilation = CompileRun.compile(["tab-bars/page.md": "# Tab bars\n\n**Avoid using more than 6 tabs in visionOS.** Too many tabs crowd the bar.\n"])
        #expect(compilation.catalog.rules.first?.id == "tab-bars/avoid-using-more-than-6-tabs-vision")
    }

    @Test func aNegationStaysInTheId() {
        let compilation = CompileRun.compile([
            "sliders/page.md": """
                # Sliders

                **Do not use a slider for precise values.** People can't set an exact value by dragging.

                **Use switches in lists, not in other places.** Elsewhere a checkbox reads better.
                """,
        ])
        #expect(compilation.catalog.rules.map(\.id) == ["sliders/not-use-slider-precise-values", "sliders/use-switches-lists-not-places"])
    }

    /// A translation in the quote layout stays where it was when the English above it is replaced:
    /// it is unchanged by position, not because it renders the new rule, so the new rule gets a
    /// new id. A rewording in place keeps its id.
    @Test func aRuleReplacedAboveAnUnchangedQuotedTranslationGetsANewId() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (guidelines, output, page) = try CompileRun.scratchPage("lists", in: scratch)
        func write(_ first: String, _ second: String) throws {
            try ("# Lists\n\n## Best practices\n\n\(first)\n\n> **텍스트가 많은 정보는 테이블로 표시하세요.** 테이블은 스크롤 콘텐츠에 적합합니다.\n\n"
                 + "\(second)\n\n> **너무 많은 열을 표시하지 마세요.** 폭이 좁으면 행을 훑어보기 어렵습니다.\n")
                .write(to: page.appendingPathComponent("page.md"), atomically: true, encoding: .utf8)
        }
        try write("**Use a table to display text-heavy information.** Tables work best for scrolling content.",
                  "**Don't show too many columns.** Narrow widths make rows hard to scan.")
        try CompileRun.compile(guidelines, into: output)
        try write("**Use a table to present text-heavy information.** Tables work best for scrolling content.",
                  "**Support pull-to-refresh in feeds that update often.** Add a refresh control at the top of the list.")
        let revised = try CompileRun.compile(guidelines, into: output)
        let ids = revised.catalog.rules.map(\.id)
        #expect(ids.contains("lists/use-table-display-text-heavy-information"), "a rewording keeps its id: \(ids)")
        #expect(!ids.contains("lists/dont-show-too-many-columns"), "\(ids)")
        #expect(revised.changelog.entries.contains { $0.kind == .removed && $0.id == "lists/dont-show-too-many-columns" })
        // The translation left below the new English was made for the old one: it is stale.
        let replaced = try #require(revised.catalog.rules.first { $0.statements[.english]?.text.hasPrefix("Support pull-to-refresh") == true })
        #expect(revised.report.findings.contains { $0.kind == .stale && $0.rule == replaced.id })
    }

    /// Splitting a rule in the quote layout leaves its translation under the second half; the
    /// half that kept the wording keeps the id, not the one the translation now sits beside.
    @Test func aRuleSplitAboveItsQuotedTranslationLeavesTheIdWithTheHalfThatKeptTheWording() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (guidelines, output, page) = try CompileRun.scratchPage("going-full-screen", in: scratch)
        let quote = "> **전체 화면 모드로 들어가고 나오는 시점은 사람들이 선택하게 하세요.** 사람들은 화면을 스스로 제어하기를 기대합니다.\n"
        try ("# Going full screen\n\n**Let people choose when to enter and exit full-screen mode.** People expect to stay in control "
             + "of their screen, so avoid entering full-screen mode automatically, and always provide an obvious way to exit.\n\n" + quote)
            .write(to: page.appendingPathComponent("page.md"), atomically: true, encoding: .utf8)
        try CompileRun.compile(guidelines, into: output)
        try ("# Going full screen\n\n**Let people choose when to enter full-screen mode.** People expect to stay in control "
             + "of their screen, so avoid entering full-screen mode automatically.\n\n"
             + "**Make it easy to exit full-screen mode.** Provide an obvious way to exit, such as a Done button.\n\n" + quote)
            .write(to: page.appendingPathComponent("page.md"), atomically: true, encoding: .utf8)
        let revised = try CompileRun.compile(guidelines, into: output)
        let kept = try #require(revised.catalog.rules.first { $0.id == "going-full-screen/let-choose-enter-exit-full-screen-mode" })
        #expect(kept.statements[.english]?.text == "Let people choose when to enter full-screen mode.")
    }

    @Test func aRevisedPageKeepsTheIdsOfAllItsRules() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = try CompileRun.copyOfGuidelines(in: scratch)
        let output = scratch.appendingPathComponent("Generated")
        let before = try CompileRun.compile(guidelines, into: output)

        // The same page two years later, exported from a blog: reworded, and without any bold.
        let page = guidelines.appendingPathComponent("navigation-bars/page.md")
        try FileManager.default.removeItem(at: page)
        try FileManager.default.copyItem(at: Self.revision, to: page)
        let after = try CompileRun.compile(guidelines, into: output)

        let englishBefore = before.catalog.rules.filter { $0.page == "navigation-bars" && $0.statements[.english] != nil }
        let englishAfter = after.catalog.rules.filter { $0.page == "navigation-bars" && $0.statements[.english] != nil }
        #expect(englishBefore.count == 9)
        #expect(Set(englishAfter.map(\.id)) == Set(englishBefore.map(\.id)))

        // Every rule whose English wording changed is reported as reworded, under its old id.
        let reworded = Set(after.changelog.entries.filter { $0.kind == .reworded && $0.language == .english }.map(\.id))
        let changed = englishBefore.filter { old in
            LexiconText.normalise(after.rule(old.id)!.statements[.english]!.text) != LexiconText.normalise(old.statements[.english]!.text)
        }
        #expect(!changed.isEmpty)
        #expect(reworded == Set(changed.map(\.id)))
        #expect(after.changelog.entries.filter { $0.kind == .added && $0.page == "navigation-bars" }.allSatisfy {
            after.rule($0.id)?.statements[.english] == nil
        }, "no English rule of the revised page may be new")
    }

    @Test func rewordingBoldStatementsKeepsIds() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = try CompileRun.copyOfGuidelines(in: scratch)
        let output = scratch.appendingPathComponent("Generated")
        let before = try CompileRun.compile(guidelines, into: output)
        let page = guidelines.appendingPathComponent("toolbars/page.md")
        let targets = before.catalog.rules.filter { $0.page == "toolbars" && $0.statements[.english] != nil }.prefix(2)
        #expect(targets.count == 2)
        for rule in targets {
            let text = rule.statements[.english]!.text
            // Reword inside the bold span: a change of emphasis, same guideline.
            let reworded = String(text.dropLast()) + " whenever you can."
            try CompileRun.edit(page, replacing: "**\(text)**", with: "**\(reworded)**")
        }
        let after = try CompileRun.compile(guidelines, into: output)
        for rule in targets {
            let now = try #require(after.rule(rule.id), "\(rule.id) lost its id")
            #expect(now.statements[.english]!.text.hasSuffix("whenever you can."))
            #expect(after.changelog.entries.contains { $0.kind == .reworded && $0.id == rule.id && $0.language == .english })
        }
        #expect(after.catalog.rules.count == before.catalog.rules.count)
    }

    @Test func newRulesGetNewIdsAndRemovedIdsAreNeverReused() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines")
        let output = scratch.appendingPathComponent("Generated")
        try TestPaths.write(["bars/page.md": "# Bars\n\n**Keep bars short and clear.** Long bars wrap.\n\n**Avoid stacking several bars.** Stacks crowd the screen.\n"], under: guidelines)
        let first = try CompileRun.compile(guidelines, into: output)
        let removedID = try #require(first.catalog.rules.first { $0.statements[.english]!.text.hasPrefix("Avoid") }?.id)

        try TestPaths.write(["bars/page.md": "# Bars\n\n**Keep bars short and clear.** Long bars wrap.\n"], under: guidelines)
        let second = try CompileRun.compile(guidelines, into: output)
        #expect(second.changelog.entries.contains { $0.kind == .removed && $0.id == removedID })

        // A different rule with a similar slug must not inherit the removed id.
        try TestPaths.write(["bars/page.md": "# Bars\n\n**Keep bars short and clear.** Long bars wrap.\n\n**Avoid stacking several bars vertically.** Use one bar with sections instead.\n"], under: guidelines)
        let third = try CompileRun.compile(guidelines, into: output)
        let added = try #require(third.changelog.entries.first { $0.kind == .added })
        #expect(added.id != removedID)
        #expect(third.catalog.rules.map(\.id).contains(added.id))
    }

    /// An English rule deleted and written back while its translation stayed gets its own id
    /// back, not the id made from the translation that stood alone in between.
    @Test func aRuleDeletedAndRestoredUnderItsTranslationGetsItsIdBack() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines")
        let output = scratch.appendingPathComponent("Generated")
        let keep = "**Position popovers near their source.** An arrow points at the control that opened it.\n\n"
        let restore = "**Show one popover at a time.** Several popovers at once crowd the screen.\n"
        let japanese = "# ポップオーバー\n\n**ポップオーバーは開いたコントロールの近くに表示してください。** 矢印がコントロールを指します。\n\n"
            + "**ポップオーバーは一度に１つだけ表示してください。** 複数あると画面が混み合います。\n"
        try TestPaths.write(["popovers/page.md": "# Popovers\n\n" + keep + restore, "popovers/ja.md": japanese], under: guidelines)
        let first = try CompileRun.compile(guidelines, into: output)
        let id = try #require(first.catalog.rules.first { $0.statements[.english]?.text == "Show one popover at a time." }?.id)

        try TestPaths.write(["popovers/page.md": "# Popovers\n\n" + keep], under: guidelines)
        let second = try CompileRun.compile(guidelines, into: output)
        #expect(!second.catalog.rules.map(\.id).contains(id))

        try TestPaths.write(["popovers/page.md": "# Popovers\n\n" + keep + restore], under: guidelines)
        let third = try CompileRun.compile(guidelines, into: output)
        let restored = try #require(third.catalog.rules.first { $0.statements[.english]?.text == "Show one popover at a time." })
        #expect(restored.id == id)
        #expect(restored.statements["ja"]?.text == "ポップオーバーは一度に１つだけ表示してください。")
    }

    /// A rule deleted together with its translation and written back (a revert) gets its id back:
    /// the id it kept through an earlier rewording, not one made from the restored words.
    @Test func aRewordedRuleDeletedAndRestoredWholeGetsItsIdBack() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines")
        let output = scratch.appendingPathComponent("Generated")
        let keep = "**Keep cards simple.** A card holds one idea.\n\n> **카드는 단순하게 유지하세요.** 카드에는 하나의 아이디어만 담습니다.\n\n"
        func card(_ statement: String) -> String {
            "**\(statement)** Related items read as one.\n\n> **관련 콘텐츠는 카드로 묶으세요.** 관련 항목이 하나로 읽힙니다.\n"
        }
        try TestPaths.write(["cards/page.md": "# Cards\n\n" + keep + card("Use a card for grouped content.")], under: guidelines)
        let first = try CompileRun.compile(guidelines, into: output)
        let id = try #require(first.catalog.rules.first { $0.statements[.english]?.text == "Use a card for grouped content." }?.id)

        try TestPaths.write(["cards/page.md": "# Cards\n\n" + keep + card("Use a card to group related content.")], under: guidelines)
        let reworded = try CompileRun.compile(guidelines, into: output)
        #expect(reworded.catalog.rules.map(\.id).contains(id))

        try TestPaths.write(["cards/page.md": "# Cards\n\n" + keep], under: guidelines)
        let removed = try CompileRun.compile(guidelines, into: output)
        #expect(removed.changelog.entries.contains { $0.kind == .removed && $0.id == id })

        try TestPaths.write(["cards/page.md": "# Cards\n\n" + keep + card("Use a card to group related content.")], under: guidelines)
        let restored = try CompileRun.compile(guidelines, into: output)
        #expect(restored.catalog.rules.first { $0.statements[.english]?.text == "Use a card to group related content." }?.id == id)
        #expect(restored.changelog.entries.map(\.kind) == [.added])
    }

    /// The catalog keeps removed rules: a revert several compiles later still gets the id back,
    /// and a different rule never gets a removed id, however long ago it was removed.
    @Test func retiredIdsOutliveTheChangelog() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines")
        let output = scratch.appendingPathComponent("Generated")
        let keep = "**Keep menus short.** Long menus are hard to scan.\n\n"
        let ellipsis = "**Use an ellipsis when an item needs more input.** People expect another step.\n\n"
        try TestPaths.write(["menus/page.md": "# Menus\n\n" + keep + ellipsis], under: guidelines)
        let first = try CompileRun.compile(guidelines, into: output)
        let id = try #require(first.catalog.rules.first { $0.statements[.english]?.text.hasPrefix("Use an ellipsis") == true }?.id)

        try TestPaths.write(["menus/page.md": "# Menus\n\n" + keep], under: guidelines)
        let removed = try CompileRun.compile(guidelines, into: output)
        #expect(removed.catalog.retired == [RetiredRule(id: id, page: "menus", language: "en",
                                                        statement: "Use an ellipsis when an item needs more input.")])
        // Another change: the changelog no longer mentions the removal.
        try TestPaths.write(["menus/page.md": "# Menus\n\n" + keep + "**Title menu items in title case.** It reads as a label.\n"], under: guidelines)
        let later = try CompileRun.compile(guidelines, into: output)
        #expect(!later.changelog.entries.contains { $0.id == id })
        #expect(later.catalog.retired.map(\.id) == [id])

        // A different rule whose words make the same slug gets another id.
        try TestPaths.write(["menus/page.md": "# Menus\n\n" + keep + "**Use an ellipsis when items need more input!** Another step follows.\n"], under: guidelines)
        let lookAlike = try CompileRun.compile(guidelines, into: output)
        let other = try #require(lookAlike.catalog.rules.first { $0.statements[.english]?.text.hasPrefix("Use an ellipsis") == true })
        #expect(other.id != id)
        try TestPaths.write(["menus/page.md": "# Menus\n\n" + keep], under: guidelines)
        try CompileRun.compile(guidelines, into: output)

        try TestPaths.write(["menus/page.md": "# Menus\n\n" + keep + ellipsis], under: guidelines)
        let reverted = try CompileRun.compile(guidelines, into: output)
        #expect(reverted.catalog.rules.first { $0.statements[.english]?.text.hasPrefix("Use an ellipsis") == true }?.id == id)
        #expect(!reverted.catalog.retired.map(\.id).contains(id))
        #expect(reverted.catalog.retired.map(\.id).contains(other.id))
    }

    /// Two rules merged into one (the merged rule keeps one of their ids), the translation merged too,
    /// then the merge undone: each rule gets its own id back. The merged rule resembles both
    /// halves, so without the removed rule's words taking precedence the removed half would be
    /// read as its rewording and take the other rule's id.
    @Test func undoingAMergeGivesBothRulesTheirIdsBack() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines")
        let output = scratch.appendingPathComponent("Generated")
        let mediumKorean = "> **사람들이 부모 뷰를 보는 것이 도움이 될 때 중간 디텐트를 지원하세요.** 중간 디텐트는 시트를 화면 높이의 약 절반으로 보여 줍니다.\n\n"
        let grabberKorean = "> **크기를 조절할 수 있는 시트에는 그래버를 표시하세요.** 그래버는 시트를 끌어서 크기를 조절할 수 있다는 것을 알려 줍니다.\n\n"
        let original = "**Support the medium detent when people benefit from seeing the parent view.** "
            + "A medium detent shows a sheet at about half of the screen height.\n\n" + mediumKorean
            + "**Display a grabber in a resizable sheet.** A grabber shows people that they can drag the sheet to resize it.\n\n"
            + grabberKorean
        let mergedEnglish = "**Support the medium detent and display a grabber in resizable sheets.** A medium detent shows a sheet "
            + "at about half of the screen height. A grabber shows people that they can drag the sheet to resize it.\n\n"
        let mergedKorean = "> **중간 디텐트를 지원하고 크기를 조절할 수 있는 시트에는 그래버를 표시하세요.** 중간 디텐트는 시트를 화면 높이의 "
            + "약 절반으로 보여 줍니다. 그래버는 시트를 끌어서 크기를 조절할 수 있다는 것을 알려 줍니다.\n"
        func compile(_ body: String) throws -> Compilation {
            try TestPaths.write(["sheets/page.md": "# Sheets\n\n## Detents\n\n" + body], under: guidelines)
            return try CompileRun.compile(guidelines, into: output)
        }
        func englishIds(_ compilation: Compilation) -> [String: String] {
            Dictionary(uniqueKeysWithValues: compilation.catalog.rules.compactMap { rule in rule.statements[.english].map { ($0.text, rule.id) } })
        }
        let ids = englishIds(try compile(original))
        #expect(ids.count == 2)
        // The English merged first, its translations a compile later.
        let merging = try compile(mergedEnglish + mediumKorean + grabberKorean)
        let mergedId = try #require(merging.catalog.rules.first { $0.statements[.english] != nil }?.id)
        #expect(ids.values.contains(mergedId))
        #expect(try compile(mergedEnglish + mergedKorean).catalog.rules.map(\.id) == [mergedId])

        let undone = try compile(original)
        #expect(englishIds(undone) == ids)
        #expect(undone.catalog.retired.map(\.id).allSatisfy { !ids.values.contains($0) })
    }

    /// A rule removed, its page renamed, then the rule written back: the words are the rule's, and
    /// no other removed rule had them, so it takes its id back on the renamed page.
    @Test func aRevertOnARenamedPageGetsItsIdBack() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines")
        let output = scratch.appendingPathComponent("Generated")
        let keep = "**Keep menus short.** Long menus are hard to scan.\n\n"
        let disabling = "**Avoid disabling a menu.** People expect to open it.\n"
        try TestPaths.write(["menus/page.md": "# Menus\n\n" + keep + disabling], under: guidelines)
        let first = try CompileRun.compile(guidelines, into: output)
        let id = try #require(first.catalog.rules.first { $0.statements[.english]?.text == "Avoid disabling a menu." }?.id)
        try TestPaths.write(["menus/page.md": "# Menus\n\n" + keep], under: guidelines)
        try CompileRun.compile(guidelines, into: output)
        try FileManager.default.moveItem(at: guidelines.appendingPathComponent("menus"), to: guidelines.appendingPathComponent("menu-bar"))
        try CompileRun.compile(guidelines, into: output)
        try TestPaths.write(["menu-bar/page.md": "# Menus\n\n" + keep + disabling], under: guidelines)
        let restored = try CompileRun.compile(guidelines, into: output)
        #expect(restored.catalog.rules.first { $0.statements[.english]?.text == "Avoid disabling a menu." }?.id == id)
    }

    /// A page folder renamed and one of its rules reworded in the same revision: the unchanged
    /// rules show where the page came from, and the reworded one keeps its id there as it would
    /// on a page that kept its name. A page that merely shares rules with a page still present
    /// is no rename.
    @Test func aRuleRewordedOnARenamedPageKeepsItsId() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines")
        let output = scratch.appendingPathComponent("Generated")
        let start = "**Start the search immediately when people type.** Results that update as people type feel fast.\n\n"
        let page = "# Search fields\n\n## Best practices\n\n" + start
        try TestPaths.write(["search-fields/page.md": page + "**Provide a Clear button.** It lets people erase the field at once.\n"], under: guidelines)
        let first = try CompileRun.compile(guidelines, into: output)
        let id = try #require(first.catalog.rules.first { $0.statements[.english]?.text == "Provide a Clear button." }?.id)

        try FileManager.default.removeItem(at: guidelines.appendingPathComponent("search-fields"))
        try TestPaths.write(["search/page.md": page + "**Always provide a Clear button.** It lets people erase the field at once.\n"], under: guidelines)
        let renamed = try CompileRun.compile(guidelines, into: output)
        #expect(renamed.catalog.rules.first { $0.statements[.english]?.text == "Always provide a Clear button." }?.id == id)
        #expect(renamed.changelog.entries.filter { $0.kind == .added || $0.kind == .removed }.isEmpty,
                "\(renamed.changelog.entries.map { "\($0.kind) \($0.id)" })")
    }

    /// A page's first and last rules both rewritten with their translations, sharing words with
    /// each other's old wording: neither takes the other's id across the unchanged rule between
    /// them, and the edge of the page stands for the neighbour each lacks, so each keeps its own.
    @Test func rewrittenRulesAtTheEdgesOfAPageKeepTheirOwnIds() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines")
        let output = scratch.appendingPathComponent("Generated")
        let middle = "**Consider pairing a stepper with a text field.** A field lets people enter large values.\n\n"
        let middleJapanese = "**ステッパとテキストフィールドの組み合わせを検討してください。** フィールドなら大きな値を入力できます。\n\n"
        func write(_ first: String, _ last: String, _ firstJapanese: String, _ lastJapanese: String) throws {
            try TestPaths.write([
                "steppers/page.md": "# Steppers\n\n## Best practices\n\n" + first + "\n\n" + middle + last + "\n",
                "steppers/ja.md": "# ステッパ\n\n## ベストプラクティス\n\n" + firstJapanese + "\n\n" + middleJapanese + lastJapanese + "\n",
            ], under: guidelines)
        }
        try write("**Make the value that a stepper changes obvious.** People need to see the result of each tap.",
                  "**Keep the stepper next to its value.** People look at the value as they tap.",
                  "**ステッパが変更する値を明確にしてください。** ユーザはタップごとの結果を確認する必要があります。",
                  "**ステッパは値の隣に置いてください。** ユーザはタップしながら値を見ます。")
        let first = try CompileRun.compile(guidelines, into: output)
        let ids = first.catalog.rules.map(\.id)
        try write("**Clearly show which value a stepper adjusts.** A stepper displays no value itself, so show the result of a tap near it.",
                  "**Place a stepper beside the value it adjusts.** Each tap's result should be visible where people look.",
                  "**ステッパがどの値を調整するかをはっきり示してください。** ステッパ自体は値を表示しないため、タップの結果を近くに示してください。",
                  "**ステッパは調整する値の横に配置してください。** タップの結果はユーザが見る場所に表示されるべきです。")
        let rewritten = try CompileRun.compile(guidelines, into: output)
        #expect(rewritten.catalog.rules.map(\.id) == ids)
        #expect(!rewritten.changelog.entries.contains { $0.kind == .added || $0.kind == .removed },
                "\(rewritten.changelog.entries.map { "\($0.kind) \($0.id)" })")
    }

    /// Two neighbouring rules rewritten with their translations in one revision keep their ids
    /// by their place, as one rule between matched neighbours does.
    @Test func neighboursRewrittenTogetherKeepTheirIds() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines")
        let output = scratch.appendingPathComponent("Generated")
        let intro = "**Use an alert for essential information.** Alerts interrupt people, so keep them rare.\n\n"
            + "> **필수 정보에는 알림을 사용하세요.** 알림은 사람들을 방해하므로 드물게 사용하세요.\n\n"
        let outro = "**Give alert buttons short titles.** One or two words read best.\n\n"
            + "> **알림 버튼에는 짧은 제목을 붙이세요.** 한두 단어가 가장 읽기 좋습니다.\n"
        func write(_ middle: String) throws {
            try TestPaths.write(["alerts/page.md": "# Alerts\n\n## Best practices\n\n" + intro + middle + outro], under: guidelines)
        }
        try write("**Write short, descriptive alert titles.** A title should describe the situation in a few words.\n\n"
                  + "> **짧고 설명적인 알림 제목을 쓰세요.** 제목은 몇 단어로 상황을 설명해야 합니다.\n\n"
                  + "**If you must provide a message, keep it short.** A message adds detail the title leaves out.\n\n"
                  + "> **메시지를 제공해야 한다면 짧게 유지하세요.** 메시지는 제목이 빠뜨린 세부 사항을 더합니다.\n\n")
        let first = try CompileRun.compile(guidelines, into: output)
        let ids = first.catalog.rules.map(\.id)
        try write("**Name the situation clearly and succinctly.** People read the title first, so it matters most.\n\n"
                  + "> **상황을 분명하고 간결하게 알리세요.** 사람들은 제목을 먼저 읽으므로 가장 중요합니다.\n\n"
                  + "**Include a message only when it adds value.** Most alerts need no more than the title.\n\n"
                  + "> **가치를 더할 때만 메시지를 넣으세요.** 대부분의 알림에는 제목 이상이 필요하지 않습니다.\n\n")
        let rewritten = try CompileRun.compile(guidelines, into: output)
        #expect(rewritten.catalog.rules.map(\.id) == ids)
        #expect(!rewritten.changelog.entries.contains { $0.kind == .added || $0.kind == .removed },
                "\(rewritten.changelog.entries.map { "\($0.kind) \($0.id)" })")
    }

    /// A translation added to a rule, and a leftover translation deleted, are logged under their
    /// language: a reviewer tells them from guidelines added or removed.
    @Test func translationsAddedAndRemovedAreLoggedUnderTheirLanguage() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines")
        let output = scratch.appendingPathComponent("Generated")
        let keep = "**Keep menus short.** Long menus are hard to scan.\n\n"
        let keepKorean = "> **메뉴를 짧게 유지하세요.** 긴 메뉴는 훑어보기 어렵습니다.\n\n"
        let icons = "**Avoid icons in menu items.** Icons crowd a menu.\n\n"
        let iconsKorean = "> **메뉴 항목에 아이콘을 넣지 마세요.** 아이콘은 메뉴를 복잡하게 만듭니다.\n\n"
        func compile(_ body: String) throws -> Compilation {
            try TestPaths.write(["menus/page.md": "# Menus\n\n" + body], under: guidelines)
            return try CompileRun.compile(guidelines, into: output)
        }
        _ = try compile(keep + icons + iconsKorean)
        let translated = try compile(keep + keepKorean + icons + iconsKorean)
        #expect(translated.changelog.entries.map { "\($0.kind) \($0.language ?? "-")" } == ["added ko"])
        let leftover = try compile(keep + keepKorean + iconsKorean)
        let leftoverId = try #require(leftover.catalog.rules.first { $0.statements[.english] == nil }?.id)
        let cleaned = try compile(keep + keepKorean)
        let removal = try #require(cleaned.changelog.entries.first { $0.id == leftoverId })
        #expect(removal.kind == .removed && removal.language == "ko")
    }

    /// A rule reworded beyond its words keeps its id by its unchanged explanation, even when a new
    /// rule beside it now reads like its old statement: ids stay with what the rule says.
    @Test func aRewordedRuleWithItsExplanationKeepsItsIdOverANewLookAlike() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines")
        let output = scratch.appendingPathComponent("Generated")
        let explanation = " People who use VoiceOver navigate quickly, and long labels slow them down.\n\n"
        try TestPaths.write(["labels/page.md": "# Labels\n\n**Keep labels brief.**" + explanation
                             + "**Localize every label.** People expect their own language.\n"], under: guidelines)
        let first = try CompileRun.compile(guidelines, into: output)
        let id = try #require(first.catalog.rules.first?.id)
        try TestPaths.write(["labels/page.md": "# Labels\n\n**Limit each label to one to three words.**" + explanation
                             + "**Keep hints brief.** A hint follows the label, so a long hint delays people even more.\n\n"
                             + "**Localize every label.** People expect their own language.\n"], under: guidelines)
        let second = try CompileRun.compile(guidelines, into: output)
        #expect(second.catalog.rules.first { $0.id == id }?.statements[.english]?.text == "Limit each label to one to three words.")
        #expect(second.changelog.entries.contains { $0.kind == .added && $0.new == "Keep hints brief." })
    }

    /// Pages repeat short leads across sections. Deleting the first copy removes that rule: the
    /// copies in other sections keep their ids, and nothing is logged as moved.
    @Test func deletingOneOfTwoIdenticalLeadsKeepsTheOtherId() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines")
        let output = scratch.appendingPathComponent("Generated")
        let titles = "## Titles\n\n**Keep it short.** A title that fits on one line is easy to read.\n\n"
        let messages = "## Messages\n\n**Keep it short.** A message of two lines needs no scrolling.\n\n"
        let details = "## Details\n\n**Keep it short.** Details belong in the app.\n"
        try TestPaths.write(["alerts/page.md": "# Alerts\n\n" + titles + messages + details], under: guidelines)
        let first = try CompileRun.compile(guidelines, into: output)
        let ids = Dictionary(uniqueKeysWithValues: first.catalog.rules.map { ($0.section, $0.id) })
        #expect(Set(ids.values).count == 3)

        try TestPaths.write(["alerts/page.md": "# Alerts\n\n" + messages + details], under: guidelines)
        let second = try CompileRun.compile(guidelines, into: output)
        #expect(second.catalog.rules.map { "\($0.section) \($0.id)" }.sorted()
                == ["Details \(ids["Details"]!)", "Messages \(ids["Messages"]!)"])
        #expect(second.changelog.entries.map(\.kind) == [.removed])
        #expect(second.changelog.entries.first?.id == ids["Titles"])
    }

    @Test func recompilingAnUnchangedCorpusChangesNoId() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("Generated")
        let first = try CompileRun.compile(TestPaths.guidelines, into: output)
        let second = try CompileRun.compile(TestPaths.guidelines, into: output)
        #expect(first.catalog.rules.map(\.id) == second.catalog.rules.map(\.id))
        #expect(second.changelog == first.changelog, "an unchanged corpus keeps the last changelog")
    }

    /// A rule put in place of another between two unchanged neighbours is not the old one
    /// rewritten because the two share the page's title word, a modality verb and function
    /// words; a rewrite that keeps what the rule is about keeps its id.
    @Test func aRuleBetweenMatchedNeighboursKeepsTheIdOnlyWhenItIsARewrite() throws {
        func page(_ middle: String) -> [String: String] {
            ["color/page.md": """
                # Color

                **Use system colors for text and backgrounds.** They adapt to dark mode without extra work.

                \(middle)

                **Test your palette in bright sunlight.** Outdoors, low-contrast pairs wash out.
                """]
        }
        let old = "**Avoid relying on color alone to show the state of a control.** People who perceive color differently can miss the change, so add a symbol or a label as well."
        let before = CompileRun.compile(page(old))
        let id = try #require(before.catalog.rules.first { $0.statements[.english]!.text.hasPrefix("Avoid relying") }?.id)
        let compiler = GuidelineCompiler()
        func recompiled(_ middle: String) -> Compilation {
            let sources = page(middle).map { (file: GuidelineSourceFile(relativePath: $0.key), text: $0.value) }
            return compiler.compile(sources: sources, previous: before.catalog, previousChangelog: before.changelog)
        }
        let replaced = recompiled("**Avoid using a color that clashes with the rest of the app.** A color that fights the app’s palette draws the eye away from the content.")
        #expect(replaced.rule(id) == nil)
        #expect(replaced.changelog.entries.contains { $0.kind == .removed && $0.id == id })
        let rewritten = recompiled("**Don’t rely only on color to show a control’s state.** Someone who can’t tell hues apart misses the change; pair color with a symbol.")
        #expect(rewritten.rule(id)?.statements[.english]?.text.hasPrefix("Don’t rely") == true)
        #expect(rewritten.changelog.entries.contains { $0.kind == .reworded && $0.id == id })
    }

    @Test func resemblanceLeavesOutFunctionWordsAndHeadings() {
        let resemblance = RewriteResemblance(lexicons: .bundled)
        let headings = [["Color", "Best practices"]]
        let old = (statement: "Avoid relying on color alone to show the state of a control.",
                   explanation: "People who perceive color differently can miss the change.")
        // Shares "avoid", "color" (the page's title), "a", "the", "of", "to": no rewrite.
        #expect(!resemblance.resembles(old, (statement: "Avoid using a color that clashes with the rest of the app.",
                                             explanation: "A color that fights the palette draws the eye away from the content."),
                                       headings: headings))
        // The statement reworded, the explanation kept: a rewrite.
        #expect(resemblance.resembles(old, (statement: "Never show a control’s state by color alone.", explanation: old.explanation),
                                      headings: headings))
        // The title's plural is the statement's singular: only "keep" is shared, of two words each.
        #expect(resemblance.share((statement: "Keep sliders short.", explanation: ""), (statement: "Keep a slider narrow.", explanation: ""),
                                  headings: [["Sliders"]]) == 0.5)
    }
}
