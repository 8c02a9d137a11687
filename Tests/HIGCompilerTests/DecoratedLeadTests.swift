@testable import HIGCompiler
import Testing

/// An icon, an emoji or an emoji shortcode before a bold lead marks it; a link around a bold lead
/// links it. Either way the paragraph is still a guideline led by its bold sentence.
@Suite struct DecoratedLeadTests {
    static func rules(_ marker: String, _ koreanMarker: String? = nil) -> [GuidelineRule] {
        let korean = koreanMarker ?? marker
        let page = """
        # Popovers

        ## Best practices

        **Position popovers appropriately onscreen.** A popover's arrow points to the element.

        > **팝오버를 화면에 적절히 배치하세요.** 팝오버의 화살표가 요소를 가리킵니다.

        \(marker) **Show one popover at a time.** Displaying multiple popovers clutters the interface.

        > \(korean) **한 번에 하나의 팝오버를 보여 주세요.** 여러 개를 보여 주면 복잡해집니다.
        """
        return CompileRun.compile(["popovers/page.md": page]).catalog.rules
    }

    @Test(arguments: ["✅", "⚠️", ":white_check_mark:", "👉 ✔", "1️⃣", "![Check](check.png)", "<img src=\"check.png\" alt=\"\">"])
    func aMarkBeforeTheBoldLeadLeavesTheRuleWhole(_ marker: String) throws {
        let rules = Self.rules(marker)
        #expect(rules.map(\.id) == ["popovers/position-popovers-appropriately-onscreen", "popovers/show-popover-time"])
        let rule = try #require(rules.last)
        #expect(rule.statements[.english]?.text == "Show one popover at a time.")
        #expect(rule.statements[.english]?.marked == true)
        #expect(rule.statements["ko"]?.text == "한 번에 하나의 팝오버를 보여 주세요.")
        #expect(rule.statements["ko"]?.origin == .bold)
        #expect(rules.first?.statements[.english]?.explanation == "A popover's arrow points to the element.")
    }

    @Test func aLinkAroundTheBoldLeadStaysTheStatementsLink() throws {
        let url = "https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller"
        let page = """
        # Popovers

        **Position popovers appropriately onscreen.** A popover's arrow points to the element.

        > **팝오버를 화면에 적절히 배치하세요.** 팝오버의 화살표가 요소를 가리킵니다.

        [**Save work when closing a popover.**](\(url)) Closing should never lose work.

        > [**팝오버를 닫을 때 작업을 저장하세요.**](\(url)) 닫아도 작업을 잃으면 안 됩니다.
        """
        let compilation = CompileRun.compile(["popovers/page.md": page])
        let rule = try #require(compilation.catalog.rules.last)
        #expect(compilation.catalog.rules.count == 2)
        #expect(rule.statements[.english]?.text == "Save work when closing a popover.")
        #expect(rule.statements[.english]?.links.map(\.url) == [url])
        #expect(rule.statements["ko"]?.text == "팝오버를 닫을 때 작업을 저장하세요.")
        #expect(compilation.report.findings.isEmpty)
    }

    /// Words, numbers and note marks are no decoration: "※ **注意**" and "1 **Use …**" stay as written.
    @Test(arguments: [("✅", true), (":warning: 🚫", true), ("2️⃣", true), ("※", false), ("1", false), ("1.", false), ("Tip:", false), (":not a code", false), ("", false)])
    func onlyEmojiSymbolsAndShortcodesAreMarks(_ text: String, _ expected: Bool) {
        #expect(DecoratedLead.isMark(text) == expected)
    }

    /// A mark before bold markers CommonMark did not read (`✅ **…마세요. ** …`): the paragraph
    /// reads as it does without the mark, its stray markers reported and left out.
    @Test(arguments: ["✅", "![아이콘](i.png)"])
    func aMarkBeforeSpacedMarkersIsLeftOutToo(_ marker: String) throws {
        let page = "# Popovers\n\n**Avoid showing another view over a popover.** Alerts are the exception.\n\n"
            + "> \(marker) **팝오버 위에 다른 뷰를 보여주지 마세요. ** 알림은 예외입니다.\n"
        let compilation = CompileRun.compile(["popovers/page.md": page])
        let korean = try #require(compilation.catalog.rules.first?.statements["ko"])
        #expect(korean.text == "팝오버 위에 다른 뷰를 보여주지 마세요.")
        #expect(korean.explanation == "알림은 예외입니다.")
        #expect(compilation.diagnostics.filter { $0.message.contains("spaces inside") }.map(\.line) == [5])
    }
}
