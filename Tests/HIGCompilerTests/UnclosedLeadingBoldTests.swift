import GuidelineMarkdown
@testable import HIGCompiler
import Testing

/// Bold that CommonMark leaves unclosed in Japanese and Korean text is still read as bold.
@Suite struct UnclosedLeadingBoldTests {
    func inlines(_ markdown: String) -> [MarkdownInline] {
        MarkdownParser.parse(markdown).blocks.first?.inlines ?? []
    }

    @Test func cmarkLeavesTheMarkersAsText() {
        #expect(inlines("**短くしてください。**長い").leadingStrong == nil)
    }

    @Test func aLeadingMarkerPairBecomesStrong() throws {
        let repaired = try #require(UnclosedLeadingBold.repaired(inlines("**短くしてください。**長いラベル。")))
        let lead = try #require(repaired.leadingStrong)
        #expect(lead.strong.plainText == "短くしてください。")
        #expect(lead.rest.plainText == "長いラベル。")
    }

    /// Two bold sentences glued together are one lead, as the English's one bold span is.
    @Test func gluedBoldSentencesAreOneLead() throws {
        let repaired = try #require(UnclosedLeadingBold.repaired(inlines("**区切り線でグループ化してください。****グループは３つまでにしましょう。**多すぎると把握しにくくなります。")))
        let lead = try #require(repaired.leadingStrong)
        #expect(lead.strong.plainText == "区切り線でグループ化してください。グループは３つまでにしましょう。")
        #expect(lead.rest.plainText == "多すぎると把握しにくくなります。")
    }

    @Test func codeAndLinksInsideStayInside() throws {
        let repaired = try #require(UnclosedLeadingBold.repaired(inlines("**`UILabel`を[使って](https://example.com)ください。**次。")))
        let lead = try #require(repaired.leadingStrong)
        #expect(lead.strong.plainText == "UILabelを使ってください。")
        #expect(lead.strong.links.map(\.url) == ["https://example.com"])
        #expect(lead.rest.plainText == "次。")
    }

    @Test(arguments: ["** 空白で始まる。**次", "**閉じない文。", "普通の文。**太字**", "****", "**。** の後"])
    func otherTextIsLeftAlone(_ markdown: String) {
        // Bold cmark closed itself ("**。** の後") is not repaired either.
        #expect(UnclosedLeadingBold.repaired(inlines(markdown)) == nil, "\(markdown)")
    }

    /// "** Avoid … **" is no bold and is not guessed at: it is reported with its line.
    @Test func boldMarkersSpacedOffTheirTextAreReported() {
        let compilation = CompileRun.compile(["toolbars/page.md": "# Toolbars\n\n**Keep it short.** Fine.\n\n** Avoid using a toolbar for navigation. ** Use a tab bar.\n"])
        let warnings = compilation.diagnostics.filter { $0.message.contains("spaces inside") }
        #expect(warnings.map(\.line) == [5])
        #expect(warnings.allSatisfy { $0.file == "toolbars/page.md" && $0.severity == .warning })
    }

    /// A translation whose closing marker has a space before it (`**…마세요. ** …`): reported
    /// like the other spacing, read as the unbolded translation it renders as, and its closing
    /// marker is no word of the explanation.
    @Test func aClosingMarkerSpacedOffItsTextIsReportedAndLeftOutOfTheExplanation() throws {
        let page = "# Popovers\n\n**Avoid showing another view over a popover.** Alerts are the exception.\n\n"
            + "> **팝오버 위에 다른 뷰를 보여주지 마세요. ** 알림은 예외입니다.\n"
        let compilation = CompileRun.compile(["popovers/page.md": page])
        #expect(compilation.diagnostics.filter { $0.message.contains("spaces inside") }.map(\.line) == [5])
        let korean = try #require(compilation.catalog.rules.first?.statements["ko"])
        #expect(korean.text == "팝오버 위에 다른 뷰를 보여주지 마세요.")
        #expect(korean.explanation == "알림은 예외입니다.")
        #expect(compilation.report.findings.map(\.kind) == [.unmarked])
    }

    /// The same in a translation file of its own: the paragraph is read without its stray
    /// markers, whatever it becomes, and no `**` reaches a statement or an explanation.
    @Test func spacedMarkersInATranslationFileReachNoText() throws {
        let compilation = CompileRun.compile([
            "popovers/en.md": "# Popovers\n\n**Position popovers appropriately onscreen.** The arrow points at the element.\n\n"
                + "**Don't show another view over a popover.** Alerts are the exception.\n\n**Avoid making a popover too big.** It hides the content.\n",
            "popovers/ko.md": "# 팝오버\n\n**팝오버를 화면에 적절하게 배치하세요.** 화살표가 요소를 가리킵니다.\n\n"
                + "**팝오버 위에 다른 뷰를 보여주지 마세요. ** 알림은 예외입니다.\n\n**팝오버를 너무 크게 만들지 마세요.** 콘텐츠를 가립니다.\n",
        ])
        let korean = compilation.catalog.rules.compactMap { $0.statements["ko"] }
        #expect(korean.allSatisfy { !$0.text.contains("**") && !$0.explanation.contains("**") }, "\(korean.map(\.explanation))")
        #expect(compilation.diagnostics.filter { $0.message.contains("spaces inside") }.map(\.line) == [5])
    }

    @Test func extractionReadsItAsBoldAndReportsTheMarkup() throws {
        let root = TestPaths.fixtures.appendingPathComponent("Extraction")
        let compilation = try GuidelineCompiler().compile(guidelines: root, previous: nil)
        let statements = compilation.catalog.rules.filter { $0.page == "unclosed-bold" }.compactMap { $0.statements["ja"] }
        #expect(statements.map(\.text) == ["ラベルは短くしてください。", "UILabelの行数を制限してください。"])
        #expect(statements.allSatisfy { $0.marked && $0.origin == .bold })
        #expect(statements.first?.explanation == "長いラベルは切り詰められます。")
        #expect(statements.last?.code == ["UILabel", "numberOfLines"])
        let warnings = compilation.diagnostics.filter { $0.file == "unclosed-bold.ja.md" }
        #expect(warnings.map(\.line) == [3, 5])
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.message.contains("not closed in CommonMark") })
    }

    /// Full-width asterisks from an input method: the lead is read as bold and the markup reported
    /// once; a pair that does not open the line's text, or is not closed, stays text.
    @Test(arguments: [
        ("＊＊ラベルは短くしてください。＊＊長いラベルは折り返されます。", "**ラベルは短くしてください。** 長いラベルは折り返されます。"),
        ("> ＊＊ラベルは短く。＊＊ 説明。", "> **ラベルは短く。** 説明。"),
        ("- ＊＊項目。＊＊", "- **項目。**"),
        ("本文の＊＊強調＊＊です。", nil),
        ("＊＊閉じない", nil),
    ] as [(String, String?)])
    func fullWidthBoldLeadsAreMadeASCII(_ line: String, _ expected: String?) {
        #expect(FullWidthBold.rewrittenLead(Substring(line)) == expected)
    }

    @Test func aFullWidthBoldLeadIsAStatementAndIsReported() throws {
        let compilation = CompileRun.compile([
            "typography/page.md": "# Typography\n\n**Keep labels short.** Long labels wrap.\n",
            "typography/ja.md": "# タイポグラフィ\n\n＊＊ラベルは短くしてください。＊＊長いラベルは折り返されます。\n",
        ])
        let japanese = try #require(compilation.catalog.rules.first?.statements["ja"])
        #expect(japanese.text == "ラベルは短くしてください。" && japanese.marked)
        #expect(japanese.explanation == "長いラベルは折り返されます。")
        let warnings = compilation.diagnostics.filter { $0.file == "typography/ja.md" }
        #expect(warnings.count == 1 && warnings.first?.line == 3 && warnings.first?.message.contains("full-width") == true)
    }
}
