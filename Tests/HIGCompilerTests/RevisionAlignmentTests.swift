import Foundation
@testable import HIGCompiler
import Testing

/// A revision of the English that moves one rule to another section and removes another, with
/// the Korean translation left as it was: the previous catalog's pairings still hold.
@Suite struct RevisionAlignmentTests {
    static let root = TestPaths.fixtures.appendingPathComponent("Revision")

    static func sources(_ revision: String) throws -> [(file: GuidelineSourceFile, text: String)] {
        try ["alerts/page.md", "alerts/ko.md"].map { path in
            (file: GuidelineSourceFile(relativePath: path),
             text: try String(contentsOf: root.appendingPathComponent(revision).appendingPathComponent(path), encoding: .utf8))
        }
    }

    static func revised() throws -> (before: Compilation, after: Compilation) {
        let compiler = GuidelineCompiler()
        let before = compiler.compile(sources: try sources("before"))
        let after = compiler.compile(sources: try sources("after"), previous: before.catalog, previousChangelog: before.changelog)
        return (before, after)
    }

    static func pairs(_ compilation: Compilation) -> [String: String] {
        var result: [String: String] = [:]
        for rule in compilation.catalog.rules {
            if let english = rule.statements[.english], let korean = rule.statements["ko"] { result[english.text] = korean.text }
        }
        return result
    }

    @Test func anUnchangedTranslationStaysWithTheRuleTheEnglishMoved() throws {
        let (before, after) = try Self.revised()
        let expected = [
            "Keep alert titles short.": "알림 제목은 짧게 유지하세요.",
            "Describe the problem in plain words.": "문제를 쉬운 말로 설명하세요.",
            "Put the preferred choice on the trailing side.": "선호하는 선택지를 뒤쪽에 두세요.",
            "Don't use an alert to share good news.": "좋은 소식을 전하려고 알림을 사용하지 마세요.",
            "Avoid repeating the title in the message.": "본문에서 제목을 되풀이하지 마세요.",
            "Limit an alert to two buttons.": "알림의 버튼은 두 개로 제한하세요.",
        ]
        #expect(Self.pairs(after) == expected)
        // The moved rule keeps its id and is logged as moved; no Korean text changed, so nothing
        // is logged as reworded in Korean and nothing is stale or missing.
        let moved = try #require(before.catalog.rules.first { $0.statements[.english]?.text == "Avoid repeating the title in the message." })
        #expect(after.rule(moved.id)?.statements["ko"]?.text == "본문에서 제목을 되풀이하지 마세요.")
        #expect(after.changelog.entries.contains { $0.kind == .moved && $0.id == moved.id })
        #expect(!after.changelog.entries.contains { $0.language == "ko" && $0.kind != .added })
        // The leftover Korean of the removed rule is logged as a translation, not a new guideline.
        #expect(after.changelog.entries.filter { $0.kind == .added }.map(\.language) == ["ko"])
        #expect(after.findings(.missing).isEmpty)
        #expect(after.findings(.stale).isEmpty)
    }

    @Test func aRemovedRuleIsLoggedRemovedAndItsLeftoverTranslationIsExtra() throws {
        let (before, after) = try Self.revised()
        let removed = try #require(before.catalog.rules.first { $0.statements[.english]?.text == "Offer a way to undo a destructive action." })
        #expect(after.rule(removed.id) == nil, "the leftover translation must not carry the removed rule's id")
        #expect(after.changelog.entries.contains { $0.kind == .removed && $0.id == removed.id })
        let leftover = try #require(after.catalog.rules.first { $0.statements["ko"]?.text == "되돌릴 수 없는 작업에는 실행 취소 방법을 제공하세요." })
        #expect(leftover.statements[.english] == nil)
        #expect(after.findings(.extra).map(\.rule) == [leftover.id])
    }

    @Test func thePreviousPairingsAreWhatKeepTheMovedRulesTranslation() throws {
        // Without the previous catalog the Korean (native words, no loanwords) has only its order
        // to go by, and the moved rule's place in it is taken: its translation is reported extra.
        let after = GuidelineCompiler().compile(sources: try Self.sources("after"))
        #expect(Self.pairs(after)["Avoid repeating the title in the message."] != "본문에서 제목을 되풀이하지 마세요.")
        // The pairings read off a catalog name the English each translation was paired with.
        let before = GuidelineCompiler().compile(sources: try Self.sources("before"))
        let pairings = PreviousPairings(catalog: before.catalog)
        let korean = before.catalog.rules.filter { $0.page == "alerts" }.compactMap { $0.statements["ko"] }
        let translation = try #require(korean.first { $0.text == "본문에서 제목을 되풀이하지 마세요." })
        let english = try #require(pairings.english(page: "alerts", language: "ko", translation: translation, among: korean))
        #expect(english.statement == PreviousPairings.key("Avoid repeating the title in the message."))
        var unknown = translation
        unknown.text = "새 문장입니다."
        #expect(pairings.english(page: "alerts", language: "ko", translation: unknown, among: korean + [unknown]) == nil)
    }
    /// A rule put in another's place, translation untouched: the old translation renders the
    /// removed rule, not the new one, so the new rule is missing, the translation extra, and the
    /// changelog says removed and added rather than reworded.
    @Test func aRuleReplacedInPlaceIsNotItsPredecessorReworded() throws {
        func sources(_ middle: String) -> [(file: GuidelineSourceFile, text: String)] {
            [(GuidelineSourceFile(relativePath: "color/page.md"), """
                # Color

                **Test your color scheme under several lighting conditions.** Colors look different outside.

                \(middle)

                **Use background colors in a hierarchy.** Apply the primary background to the whole view.
                """),
             (GuidelineSourceFile(relativePath: "color/ko.md"), """
                # 색상

                **여러 조명 조건에서 색 구성을 테스트하세요.** 야외에서는 색이 다르게 보입니다.

                **아트워크와 반투명 효과가 주변 색에 주는 영향을 고려하세요.** 아트워크에 따라 주변 색을 바꿔야 할 때가 있습니다.

                **배경색은 계층적으로 사용하세요.** 전체 뷰에는 기본 배경을 적용하세요.
                """)]
        }
        let compiler = GuidelineCompiler()
        let before = compiler.compile(sources: sources(
            "**Consider how artwork and translucency affect nearby colors.** Artwork sometimes warrants changes to nearby colors."))
        let replaced = try #require(before.catalog.rules.first { $0.statements[.english]?.text.hasPrefix("Consider") == true })
        #expect(replaced.statements["ko"] != nil)
        let after = compiler.compile(sources: sources(
            "**Let people choose an accent color when it makes sense.** In macOS, people pick one in System Settings."),
            previous: before.catalog, previousChangelog: before.changelog)
        let added = try #require(after.catalog.rules.first { $0.statements[.english]?.text.hasPrefix("Let people") == true })
        #expect(added.statements["ko"] == nil && added.id != replaced.id)
        #expect(after.findings(.missing).map(\.rule) == [added.id])
        #expect(after.findings(.extra).count == 1)
        #expect(after.changelog.entries.contains { $0.kind == .removed && $0.id == replaced.id })
        #expect(!after.changelog.entries.contains { $0.kind == .reworded })
    }

    /// A rule removed from the English of the navigation bars page, whose Japanese file still has
    /// it, next to rules that file never translated: those share the page's words with the removed
    /// one ("hierarchy", "information") but were on the page before, word for word, so none is
    /// its rewrite. The leftover stays `extra` (its English is gone, so position alone may not
    /// hand it to another rule) rather than stale under an untranslated neighbour.
    @Test func aLeftoverTranslationIsNotHandedToAnUntranslatedRuleThePageAlreadyHad() throws {
        let folder = TestPaths.guidelines.appendingPathComponent("navigation-bars")
        let english = try String(contentsOf: folder.appendingPathComponent("page.md"), encoding: .utf8)
        let japanese = try String(contentsOf: folder.appendingPathComponent("ja.md"), encoding: .utf8)
        // The back-button rule and the Korean quote after it.
        var blocks = english.components(separatedBy: "\n\n")
        let removed = try #require(blocks.firstIndex { $0.hasPrefix("**Use the standard back button.**") })
        blocks.removeSubrange(removed...(blocks[removed + 1].hasPrefix(">") ? removed + 1 : removed))
        func sources(_ english: String) -> [(file: GuidelineSourceFile, text: String)] {
            [(GuidelineSourceFile(relativePath: "navigation-bars/page.md"), english),
             (GuidelineSourceFile(relativePath: "navigation-bars/ja.md"), japanese)]
        }
        let compiler = GuidelineCompiler()
        let before = compiler.compile(sources: sources(english))
        let leftover = try #require(before.catalog.rules.first { $0.statements[.english]?.text == "Use the standard back button." }?.statements["ja"])
        let after = compiler.compile(sources: sources(blocks.joined(separator: "\n\n")), previous: before.catalog,
                                     previousChangelog: before.changelog)
        let holder = try #require(after.catalog.rules.first { $0.statements["ja"]?.text == leftover.text })
        #expect(holder.statements[.english] == nil, "handed to \(holder.statements[.english]?.text ?? "")")
        #expect(after.findings(.extra).map(\.rule) == [holder.id])
        #expect(after.findings(.stale).isEmpty)
    }

    /// The same with sections and a Japanese file: the shared section heading lifts the old
    /// translation's pairing with the new rule over the threshold by placement alone, and the two
    /// English rules share the page's subject, the modality verb and function words. None of
    /// that makes the new rule the old one rewritten.
    @Test(arguments: [false, true])
    func aRuleReplacedInASectionIsNotItsPredecessorReworded(withNeighbours: Bool) throws {
        let first = withNeighbours
            ? "**Use system colors for text and backgrounds.** They adapt to dark mode and to accessibility settings without extra work.\n\n" : ""
        let last = withNeighbours ? "\n\n**Test your palette in bright sunlight.** Outdoors, low-contrast pairs wash out and become hard to read." : ""
        func sources(_ middle: String) -> [(file: GuidelineSourceFile, text: String)] {
            [(GuidelineSourceFile(relativePath: "color/page.md"), "# Color\n\n## Best practices\n\n" + first + middle + last + "\n"),
             (GuidelineSourceFile(relativePath: "color/ja.md"), """
                # 色

                ## ベストプラクティス

                \(withNeighbours ? "**テキストと背景にはシステムカラーを使用してください。** ダークモードやアクセシビリティ設定に自動で対応します。\n" : "")
                **コントロールの状態を色だけで示さないでください。** 色の見え方が異なる人は変化に気付かないことがあるため、記号やラベルも添えてください。

                \(withNeighbours ? "**明るい日差しの下でパレットをテストしてください。** 屋外ではコントラストの低い組み合わせが見えにくくなります。" : "")
                """)]
        }
        let compiler = GuidelineCompiler()
        let before = compiler.compile(sources: sources("**Avoid relying on color alone to show the state of a control.** "
            + "People who perceive color differently can miss the change, so add a symbol or a label as well."))
        let replaced = try #require(before.catalog.rules.first { $0.statements[.english]?.text.hasPrefix("Avoid relying") == true })
        #expect(replaced.statements["ja"] != nil && before.report.findings.isEmpty)
        let after = compiler.compile(sources: sources("**Avoid using a color that clashes with the rest of the app.** "
            + "A color that fights the app’s palette draws the eye away from the content."),
            previous: before.catalog, previousChangelog: before.changelog)
        let added = try #require(after.catalog.rules.first { $0.statements[.english]?.text.hasPrefix("Avoid using") == true })
        #expect(added.id != replaced.id && added.statements["ja"] == nil)
        let leftover = try #require(after.catalog.rules.first { $0.statements["ja"]?.text == "コントロールの状態を色だけで示さないでください。" })
        #expect(leftover.statements[.english] == nil && leftover.id != replaced.id)
        #expect(after.findings(.missing).map(\.rule) == [added.id])
        #expect(after.findings(.extra).map(\.rule) == [leftover.id])
        #expect(after.findings(.stale).isEmpty)
        #expect(after.changelog.entries.contains { $0.kind == .removed && $0.id == replaced.id })
        #expect(after.changelog.entries.contains { $0.kind == .added && $0.id == added.id })
        #expect(!after.changelog.entries.contains { $0.kind == .reworded || $0.kind == .explanationChanged })
    }

    /// The English moves a rule with no link, number or word the page does not use everywhere
    /// into a later section, where it now comes last and takes the section's cross-reference
    /// paragraph; the Korean file keeps it where it was. Nothing but the previous pairing ties
    /// them, and it still holds: the rule is `moved`, not `missing` and `extra`.
    @Test func aMovedRuleWithoutAnchorsKeepsItsUnchangedTranslation() throws {
        let root = TestPaths.fixtures.appendingPathComponent("MovedRule")
        func sources(_ revision: String) throws -> [(file: GuidelineSourceFile, text: String)] {
            try ["pickers/page.md", "pickers/ko.md"].map { path in
                (GuidelineSourceFile(relativePath: path),
                 try String(contentsOf: root.appendingPathComponent(revision).appendingPathComponent(path), encoding: .utf8))
            }
        }
        let compiler = GuidelineCompiler()
        let before = compiler.compile(sources: try sources("before"))
        #expect(before.report.findings.isEmpty, "\(before.report.findings.map(\.message))")
        let after = compiler.compile(sources: try sources("after"), previous: before.catalog, previousChangelog: before.changelog)
        #expect(Self.pairs(after) == Self.pairs(before))
        #expect(after.catalog.rules.map(\.id).sorted() == before.catalog.rules.map(\.id).sorted())
        #expect(after.report.findings.isEmpty, "\(after.report.findings.map(\.message))")
        #expect(after.changelog.entries.map(\.kind) == [.moved])
    }

    /// The same move on a bilingual page: the English paragraph goes to a later section, its
    /// `>` quote stays behind under the rule before it. The quote still renders the moved rule,
    /// past the settled pairs between them; the rule is `moved`, and the section cross-reference
    /// it now ends with is no `explanation-changed`.
    @Test func aMovedRuleKeepsTheQuoteItLeftBehind() throws {
        let table = "**Use a table instead of a picker for long lists.** Long lists are tedious to scroll in a picker.\n\n"
        let tableQuote = "> **목록이 길면 피커 대신 테이블을 사용하세요.** 긴 목록은 피커에서 스크롤하기 번거롭습니다.\n\n"
        func page(moved: Bool) -> String {
            "# Pickers\n\n## Best practices\n\n"
                + "**Use predictable values.** People scroll faster through values they can predict.\n\n"
                + "> **예측할 수 있는 값을 사용하세요.** 예측할 수 있는 값은 더 빨리 스크롤됩니다.\n\n"
                + (moved ? tableQuote : table + tableQuote)
                + "For developer guidance, see [UIPickerView](https://developer.apple.com/documentation/uikit/uipickerview).\n\n"
                + "> 개발자 가이드는 [UIPickerView](https://developer.apple.com/documentation/uikit/uipickerview)를 참고하세요.\n\n"
                + "## Date pickers\n\n"
                + "**Consider a coarser minute interval.** A minute list holds 60 values.\n\n"
                + "> **분 간격을 더 크게 하는 것을 고려하세요.** 분 목록에는 60개의 값이 있습니다.\n\n"
                + (moved ? table : "")
                + "For developer guidance, see [UIDatePicker](https://developer.apple.com/documentation/uikit/uidatepicker).\n\n"
                + "> 개발자 가이드는 [UIDatePicker](https://developer.apple.com/documentation/uikit/uidatepicker)를 참고하세요.\n"
        }
        let compiler = GuidelineCompiler()
        let before = compiler.compile(sources: [(GuidelineSourceFile(relativePath: "pickers/page.md"), page(moved: false))])
        #expect(before.report.findings.isEmpty, "\(before.report.findings.map(\.message))")
        let after = compiler.compile(sources: [(GuidelineSourceFile(relativePath: "pickers/page.md"), page(moved: true))],
                                     previous: before.catalog, previousChangelog: before.changelog)
        #expect(Self.pairs(after) == Self.pairs(before))
        #expect(after.catalog.rules.map(\.id).sorted() == before.catalog.rules.map(\.id).sorted())
        #expect(!after.report.findings.contains { $0.kind == .missing || $0.kind == .extra }, "\(after.report.findings.map(\.message))")
        #expect(after.changelog.entries.map(\.kind) == [.moved], "\(after.changelog.entries)")
    }

    /// A translator who takes another rule's wording for a statement (as an `inconsistent`
    /// finding suggests) reworded it: the other rule keeps that wording, so nothing moved.
    @Test func aTranslationGivenAnotherRulesWordingIsLoggedAsReworded() throws {
        func sources(_ korean: String) -> [(file: GuidelineSourceFile, text: String)] {
            [(GuidelineSourceFile(relativePath: "bars/page.md"), """
                # Bars

                **Give text buttons enough room.** Titles can run together.

                > **\(korean)** 제목이 붙어 보일 수 있습니다.

                **Use text-titled buttons sparingly.** Icons are easier to scan.

                > **글자로 된 버튼은 충분한 여백을 주세요.** 아이콘이 훑어보기 쉽습니다.
                """)]
        }
        let compiler = GuidelineCompiler()
        let before = compiler.compile(sources: sources("텍스트로 된 제목에 충분한 여백을 주세요."))
        let after = compiler.compile(sources: sources("글자로 된 버튼은 충분한 여백을 주세요."),
                                     previous: before.catalog, previousChangelog: before.changelog)
        let rule = try #require(after.catalog.rules.first)
        #expect(after.changelog.entries.map(\.kind) == [.reworded], "\(after.changelog.entries)")
        #expect(after.changelog.entries.first?.id == rule.id && after.changelog.entries.first?.language == "ko")
    }

    /// A rule split in two above the quote that rendered it whole: the quote still renders the
    /// first half, which keeps it (stale), and the new half is missing its translation, in this
    /// compile and the next.
    @Test func aRuleSplitAboveItsQuoteKeepsTheQuote() throws {
        func source(_ english: String) -> [(file: GuidelineSourceFile, text: String)] {
            [(GuidelineSourceFile(relativePath: "bars/page.md"), """
                # Navigation Bars

                **Avoid crowding a navigation bar.** A bar holds a title, a back button and one control.

                > **내비게이션 바를 복잡하게 만들지 마세요.** 바에는 제목, 뒤로 가기 버튼, 컨트롤 하나가 들어갑니다.

                \(english)

                > **기본 뒤로 가기 버튼을 사용하세요.** 사용자는 기본 뒤로 가기 버튼으로 이전 화면에 돌아갈 수 있다는 것을 압니다. 직접 만든 뒤로 가기 버튼도 기본 버튼처럼 보이고 동작해야 합니다.
                """)]
        }
        let whole = "**Use the standard back button.** People know that the standard back button retraces their steps. A custom back button should still look and behave like one."
        let split = "**Use the standard back button.** People know that the standard back button retraces their steps.\n\n"
            + "**Make a custom back button look like the standard one.** A custom back button should still look and behave like one."
        let compiler = GuidelineCompiler()
        let before = compiler.compile(sources: source(whole))
        let original = try #require(before.catalog.rules.first { $0.statements[.english]?.text == "Use the standard back button." })
        var previous = before
        for _ in 0..<2 {
            let after = compiler.compile(sources: source(split), previous: previous.catalog, previousChangelog: previous.changelog)
            let kept = try #require(after.catalog.rules.first { $0.id == original.id })
            #expect(kept.statements["ko"]?.text == "기본 뒤로 가기 버튼을 사용하세요.")
            let added = try #require(after.catalog.rules.first { $0.statements[.english]?.text.hasPrefix("Make a custom") == true })
            #expect(added.statements["ko"] == nil)
            #expect(after.findings(.stale).map(\.rule) == [original.id], "\(after.report.findings.map(\.message))")
            #expect(after.findings(.missing).map(\.rule) == [added.id])
            previous = after
        }
    }

    /// A translation pasted over another rule's in a file of its own, while the rule it was made
    /// for keeps it too: a copy, reported `misplaced`, not a pairing that moved.
    @Test func aTranslationPastedUnderAnotherRuleIsMisplaced() throws {
        let english = """
            # Alerts

            **Place buttons where people expect them.** The button people are most likely to tap goes on the right.

            **Label cancellation buttons appropriately.** A button that cancels is labeled Cancel.
            """
        let place = "**ボタンは人々が期待する場所に配置してください。** 最もタップされやすいボタンは右側に置きます。"
        let label = "**キャンセルボタンには適切なラベルを付けてください。** キャンセルするボタンには「キャンセル」と表示します。"
        func sources(_ second: String) -> [(file: GuidelineSourceFile, text: String)] {
            [(GuidelineSourceFile(relativePath: "alerts/page.md"), english),
             (GuidelineSourceFile(relativePath: "alerts/ja.md"), "# アラート\n\n\(place)\n\n\(second)\n")]
        }
        let compiler = GuidelineCompiler()
        let before = compiler.compile(sources: sources(label))
        #expect(before.report.findings.isEmpty)
        let pasted = compiler.compile(sources: sources(place), previous: before.catalog, previousChangelog: before.changelog)
        let labelRule = try #require(pasted.catalog.rules.first { $0.statements[.english]?.text.hasPrefix("Label") == true })
        #expect(pasted.findings(.misplaced).map(\.rule) == [labelRule.id], "\(pasted.report.findings.map(\.message))")
    }

    /// A rule the English added at the end of a section, translated at the top of that section:
    /// both are new and nothing else in the section is left for either, so they pair, in this
    /// compile and the next. A deleted rule's translation left behind is no translation of a new
    /// rule beside it: `extra` and `missing`.
    @Test func aNewRuleTranslatedElsewhereInItsSectionPairs() throws {
        let rules = [
            "**Write short, descriptive alert titles.** The less text people read, the better.",
            "**Keep alert messages free of jargon.** Describe the problem in words people understand.",
            "**Avoid sounding accusatory.** People know that alerts tell them about problems.",
        ]
        let japanese = [
            "**短く説明的なアラートタイトルを書いてください。** 読む文字が少ないほど良くなります。",
            "**アラートのメッセージに専門用語を使わないでください。** 人々が理解できる言葉で問題を説明してください。",
            "**非難するような表現は避けてください。** 人々はアラートが問題を知らせるものだと知っています。",
        ]
        func sources(_ english: [String], _ translated: [String]) -> [(file: GuidelineSourceFile, text: String)] {
            [(GuidelineSourceFile(relativePath: "alerts/page.md"), "# Alerts\n\n## Titles and messages\n\n" + english.joined(separator: "\n\n") + "\n"),
             (GuidelineSourceFile(relativePath: "alerts/ja.md"), "# アラート\n\n## タイトルとメッセージ\n\n" + translated.joined(separator: "\n\n") + "\n")]
        }
        let compiler = GuidelineCompiler()
        let before = compiler.compile(sources: sources(rules, japanese))
        #expect(before.report.findings.isEmpty)
        let added = "**Offer a way to learn more when needed.** If people might need details, add a Help button that opens the relevant documentation."
        let translation = "**必要に応じて詳細を確認する方法を提供してください。** 詳細が必要な場合は、関連するドキュメントを開くヘルプボタンを追加してください。"
        var previous = before
        for _ in 0..<2 {
            let after = compiler.compile(sources: sources(rules + [added], [translation] + japanese),
                                         previous: previous.catalog, previousChangelog: previous.changelog)
            #expect(after.report.findings.isEmpty, "\(after.report.findings.map(\.message))")
            let rule = try #require(after.catalog.rules.first { $0.statements[.english]?.text.hasPrefix("Offer a way") == true })
            #expect(rule.statements["ja"]?.text == "必要に応じて詳細を確認する方法を提供してください。")
            previous = after
        }
        // The last rule replaced by a new one, its translation left where it was.
        let replaced = compiler.compile(sources: sources(Array(rules.dropLast()) + [added], japanese),
                                        previous: before.catalog, previousChangelog: before.changelog)
        #expect(replaced.report.findings.map(\.kind).sorted { $0.rawValue < $1.rawValue } == [.extra, .missing],
                "\(replaced.report.findings.map(\.message))")
    }

    /// A renamed section moves every rule under it: the changelog keeps one entry per rule, and
    /// the drift report lists them on one line.
    @Test func rulesMovedTogetherAreOneLineOfTheReport() throws {
        func sources(_ section: String) -> [(file: GuidelineSourceFile, text: String)] {
            [(GuidelineSourceFile(relativePath: "alerts/page.md"), """
                # Alerts

                ## \(section)

                **Place buttons where people expect them.** The likeliest button goes on the right.

                **Label cancellation buttons appropriately.** A button that cancels is labeled Cancel.

                ## Text

                **Keep titles short.** Long titles wrap.
                """)]
        }
        let compiler = GuidelineCompiler()
        let before = compiler.compile(sources: sources("Alert Buttons"))
        let after = compiler.compile(sources: sources("Buttons in Alerts"), previous: before.catalog, previousChangelog: before.changelog)
        #expect(after.changelog.entries.map(\.kind) == [.moved, .moved])
        let report = AlignmentMarkdownRenderer(compilation: after).render()
        #expect(report.contains("- **moved** 2 rules: “alerts › Alert Buttons” → “alerts › Buttons in Alerts”: "
                                + "`alerts/label-cancellation-buttons-appropriately`, `alerts/place-buttons-expect`\n"), "\(report)")
    }
}

