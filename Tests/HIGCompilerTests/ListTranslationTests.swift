import Foundation
@testable import HIGCompiler
import Testing

/// A list translated as a whole, after the English list, pairs item by item
/// (`Fixtures/Extraction/translated-lists.md`).
@Suite struct ListTranslationTests {
    static var compilation: Result<Compilation, Error> { StatementExtractionTests.compilation }

    func pairs() throws -> [String: String] {
        let rules = try Self.compilation.get().catalog.rules.filter { $0.page == "translated-lists" }
        return Dictionary(uniqueKeysWithValues: rules.compactMap { rule in
            rule.statements[.english].map { ($0.text, rule.statements["ko"]?.text ?? "") }
        })
    }

    @Test func aQuotedListAfterTheEnglishListPairsItemByItem() throws {
        let pairs = try pairs()
        #expect(pairs["Use the inset grouped style to show related groups."] == "관련 그룹을 보여 주려면 인셋 그룹 스타일을 사용하세요.")
        #expect(pairs["Don't mix grouped and plain styles in one table."] == "하나의 테이블에서 그룹 스타일과 일반 스타일을 섞지 마세요.")
        #expect(pairs["Keep section headers short."] == "섹션 머리글은 짧게 유지하세요.")
    }

    @Test func translatedItemsInTheSameLooseListPairItemByItem() throws {
        let pairs = try pairs()
        #expect(pairs["Show a disclosure indicator when a row opens more content."] == "행이 더 많은 콘텐츠를 열 때는 펼침 표시기를 보여 주세요.")
        #expect(pairs["Avoid placing buttons in a row that also opens content."] == "콘텐츠를 여는 행에 버튼을 두지 마세요.")
    }

    @Test func itemsTranslatedOneByOneKeepTheirPairs() throws {
        let pairs = try pairs()
        #expect(pairs["Use a plain list for long content."] == "긴 콘텐츠에는 일반 목록을 사용하세요.")
        #expect(pairs["Don't add a border to a plain list."] == "일반 목록에 테두리를 추가하지 마세요.")
    }

    /// Nested items pair too, and a translated label ("**인셋 그룹.** …") is no statement's translation.
    @Test func nestedItemsPairAndATranslatedLabelIsLeftOut() throws {
        let pairs = try pairs()
        #expect(pairs["Use the inset grouped style for related settings."] == "관련 설정에는 인셋 그룹 스타일을 사용하세요.")
        #expect(pairs["Don't put unrelated settings in one group."] == "관련 없는 설정을 한 그룹에 넣지 마세요.")
        #expect(pairs["Inset grouped."] == nil)
    }

    @Test func pairedItemsKeepTheirOwnExplanations() throws {
        let rule = try #require(try Self.compilation.get().catalog.rules.first {
            $0.statements[.english]?.text == "Keep section headers short."
        })
        #expect(rule.statements["ko"]?.explanation == "긴 머리글은 줄바꿈됩니다.")
        #expect(rule.statements["ko"]?.alignment?.method == .layout)
    }

    @Test func aTranslatedListWithAnItemLeftOutPairsByContent() throws {
        let pairs = try pairs()
        #expect(pairs["Use checkmarks to show selection."] == "선택을 표시하려면 체크 표시를 사용하세요.")
        #expect(pairs["Avoid custom selection colors."] == "사용자 정의 선택 색상은 피하세요.")
        #expect(pairs["Support multiple selection when it helps."] == "")
    }

    @Test func onlyTheItemLeftOutIsReported() throws {
        let findings = try Self.compilation.get().report.findings.filter { $0.rule?.hasPrefix("translated-lists/") == true }
        #expect(findings.map(\.kind) == [.missing], "\(findings.map(\.message))")
    }

    /// A translated list with fewer items than the English one is left to alignment: its first item
    /// is taken from the last English item it merely follows.
    @Test func runsOfDifferentLengthsAreLeftToAlignment() {
        typealias Shape = ListTranslationRuns.GroupShape
        let english = { Shape(opening: .english, eligible: true, lists: [.english: 0], headingPath: ["Styles"]) }
        var last = english()
        last.lists["ko"] = 1
        let korean = Shape(opening: "ko", eligible: true, lists: ["ko": 1], headingPath: ["Styles"])
        #expect(ListTranslationRuns.moves(in: [english(), english(), last, korean]) == [.init(language: "ko", from: 2, to: nil)])
        // One translation per item, each right after its English: nothing to move.
        #expect(ListTranslationRuns.moves(in: [last]).isEmpty)
        #expect(ListTranslationRuns.moves(in: [english(), english(), last, korean, korean])
            == [.init(language: "ko", from: 2, to: 0), .init(language: "ko", from: 3, to: 1), .init(language: "ko", from: 4, to: 2)])
    }

    static func compile(_ files: [String: String]) -> Compilation {
        GuidelineCompiler().compile(sources: files.keys.sorted().map { (file: GuidelineSourceFile(relativePath: $0), text: files[$0]!) })
    }

    /// An English lead-in, its list, then the translated lead-in and a translated list that leaves
    /// an item out: the translated lead-in renders the English lead-in (prose), not the last item.
    static let leadInPage = """
        # Sliders

        Slider tracks follow a few conventions:

        - **Show the minimum and maximum values.** People judge a value by its range.
        - **Don't hide the track behind the thumb.** A hidden track looks disabled.
        - **Always leave room for the thumb at both ends.** The thumb must reach each end.

        > 슬라이더 트랙은 몇 가지 관례를 따릅니다.
        >
        > - **최솟값과 최댓값을 표시하세요.** 사람들은 범위로 값을 판단합니다.
        > - **양 끝에는 항상 썸을 위한 공간을 남기세요.** 썸은 양 끝에 닿아야 합니다.

        """

    @Test func aTranslatedLeadInBeforeATranslatedListStaysProse() throws {
        let compilation = Self.compile(["sliders/page.md": Self.leadInPage])
        let rules = compilation.catalog.rules
        func korean(_ prefix: String) -> GuidelineStatement? {
            rules.first { $0.statements[.english]?.text.hasPrefix(prefix) == true }?.statements["ko"]
        }
        #expect(korean("Show the minimum")?.text == "최솟값과 최댓값을 표시하세요.")
        #expect(korean("Always leave room")?.text == "양 끝에는 항상 썸을 위한 공간을 남기세요.")
        #expect(korean("Don't hide") == nil)
        #expect(!rules.contains { $0.statements["ko"]?.text.hasPrefix("슬라이더 트랙은") == true })
        let findings = compilation.report.findings
        #expect(findings.map(\.kind) == [.missing], "\(findings.map(\.message))")
        #expect(findings.first?.rule == rules.first { $0.statements[.english]?.text.hasPrefix("Don't hide") == true }?.id)
    }

    /// A translated list that lost one item's bold and left another item out.
    static let unboldedItemPage = """
        # Steppers

        ## Values

        - **Show the current value next to the stepper.** People need to see what they change.
        - **Use a stepper for small adjustments.** Large ranges take too many taps.
        - **Don't use a stepper for values people type faster.** A text field is quicker there.
        - **Always make the step size predictable.** Each tap should change the value by the same amount.

        > - **스테퍼 옆에 현재 값을 표시하세요.** 사람들은 무엇을 바꾸는지 볼 수 있어야 합니다.
        > - 작은 조정에는 스테퍼를 사용하세요. 범위가 크면 탭이 너무 많이 필요합니다.
        > - **단계 크기는 항상 예측할 수 있게 하세요.** 탭할 때마다 값이 같은 양만큼 바뀌어야 합니다.

        """

    @Test func aTranslatedItemThatLostItsBoldIsItsItemsUnmarkedTranslation() throws {
        let compilation = Self.compile(["steppers/page.md": Self.unboldedItemPage])
        let rules = compilation.catalog.rules
        func rule(_ prefix: String) -> GuidelineRule? { rules.first { $0.statements[.english]?.text.hasPrefix(prefix) == true } }
        let small = try #require(rule("Use a stepper")?.statements["ko"])
        #expect(small.text == "작은 조정에는 스테퍼를 사용하세요." && !small.marked)
        #expect(small.explanation == "범위가 크면 탭이 너무 많이 필요합니다.")
        #expect(rule("Show the current")?.statements["ko"]?.explanation == "사람들은 무엇을 바꾸는지 볼 수 있어야 합니다.")
        #expect(rule("Always make")?.statements["ko"]?.text == "단계 크기는 항상 예측할 수 있게 하세요.")
        #expect(rule("Don't use")?.statements["ko"] == nil)
        let findings = compilation.report.findings
        #expect(Set(findings.map(\.kind)) == [.missing, .unmarked] && findings.count == 2, "\(findings.map(\.message))")
        #expect(findings.first { $0.kind == .missing }?.rule == rule("Don't use")?.id)
    }

    /// A translation quoted right after its English item that goes on with a list of its own: that
    /// list explains the item (it holds no bold statement), so the paragraph still translates it.
    @Test func aTranslationFollowedByAnExplanatoryListStillTranslatesItsItem() throws {
        let page = """
            # Pickers

            - **Offer the most common choices first.** For example:
              - Remind me later today
              - Remind me tomorrow morning

            > 가장 흔한 선택지를 먼저 제공하세요. 예를 들면:
            >
            > - 오늘 나중에 다시 알려 주기
            > - 내일 아침에 다시 알려 주기

            - **Keep the list of choices short.** Long lists are hard to scan.

            > **선택지 목록은 짧게 유지하세요.** 긴 목록은 훑어보기 어렵습니다.

            """
        let compilation = Self.compile(["pickers/page.md": page])
        let rule = compilation.catalog.rules.first { $0.statements[.english]?.text == "Offer the most common choices first." }
        #expect(rule?.statements["ko"]?.text == "가장 흔한 선택지를 먼저 제공하세요.")
        #expect(rule?.statements["ko"]?.origin == .layout)
        #expect(compilation.report.findings.map(\.kind) == [.unmarked])
    }
}

/// A list item that only names the group its nested list holds is structure, like a heading.
@Suite struct NestedListLabelTests {
    @Test func aGroupLabelOverANestedListIsNeitherStatementNorExplanation() {
        let page = """
        # Steppers

        ## Best practices

        - Values
          - **Show the current value next to the stepper.** People need feedback.
          - **Use a stepper for small increments.** Large ranges need a slider.
        - Layout
          - **Place the stepper on the trailing side.** This matches system layouts.

        > - 값
        >   - **스테퍼 옆에 현재 값을 표시하세요.** 사람들은 피드백이 필요합니다.
        >   - **작은 증분에는 스테퍼를 사용하세요.** 큰 범위에는 슬라이더가 필요합니다.
        > - 레이아웃
        >   - **스테퍼는 뒤쪽에 배치하세요.** 이는 시스템 레이아웃과 일치합니다.
        """
        let compilation = CompileRun.compile(["steppers/page.md": page])
        #expect(compilation.catalog.rules.map { $0.languages } == [["en", "ko"], ["en", "ko"], ["en", "ko"]])
        let increments = compilation.catalog.rules[1]
        #expect(increments.statements[.english]?.explanation == "Large ranges need a slider.")
        #expect(increments.statements["ko"]?.explanation == "큰 범위에는 슬라이더가 필요합니다.")
        #expect(compilation.report.findings.isEmpty)
    }

    /// A guideline over its details stays a guideline, with or without a full stop.
    @Test func aGuidelineOverANestedListStaysAStatement() {
        let korean = """
        # 탭 바

        ## 모범 사례

        - 탭 바는 내비게이션에만 사용하세요
          - 작업에는 툴바를 씁니다
          - 탭은 최대 다섯 개입니다
        - 탭 이름은 짧게 유지하세요
          - 한두 단어가 좋습니다

        아이콘은 단순하게 만드세요. 복잡한 아이콘은 읽기 어렵습니다.
        """
        let rules = CompileRun.compile(["tab-bars/ko.md": korean]).catalog.rules
        #expect(rules.compactMap { $0.statements["ko"]?.text } == ["탭 바는 내비게이션에만 사용하세요", "탭 이름은 짧게 유지하세요", "아이콘은 단순하게 만드세요."])
    }
}

/// Prose after a list translated as a whole explains the last item in every language.
@Suite struct ProseAfterTranslatedListTests {
    @Test func englishProseAfterTheTranslatedListJoinsTheLastItem() {
        let page = """
        # Steppers

        ## Best practices

        - **Make the value a stepper affects obvious.** A stepper doesn't display any values.
        - **Keep a stepper's increments small.** Large jumps make it hard to reach a value.

        > - **스테퍼가 영향을 주는 값을 분명하게 하세요.** 스테퍼는 값을 표시하지 않습니다.
        > - **스테퍼의 증가 폭을 작게 유지하세요.** 큰 폭은 값에 도달하기 어렵게 만듭니다.

        Most steppers change a value by 5 steps at a time.

        > 대부분의 스테퍼는 한 번에 5단계씩 값을 바꿉니다.
        """
        let compilation = CompileRun.compile(["steppers/page.md": page])
        let last = compilation.catalog.rules.last
        #expect(last?.statements[.english]?.explanation == "Large jumps make it hard to reach a value. Most steppers change a value by 5 steps at a time.")
        #expect(last?.statements["ko"]?.explanation == "큰 폭은 값에 도달하기 어렵게 만듭니다. 대부분의 스테퍼는 한 번에 5단계씩 값을 바꿉니다.")
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }
}
