import GuidelineMarkdown
@testable import HIGCompiler
import Testing

/// Which paragraphs are pipe tables: a header row, then a delimiter row of dashes.
@Suite struct PipeTableTests {
    private func paragraph(_ markdown: String) throws -> [MarkdownInline] {
        try #require(MarkdownParser.parse(markdown).blocks.first).inlines
    }

    @Test(arguments: [
        "| a | b |\n| --- | :-: |\n| 1 | 2 |",
        "a | b\n---|---",
        "| a \\| pipe | b |\n|---|---|",
        "| **Bold** | `code` |\n| :--- | ---: |",
    ])
    func tablesAreRead(_ markdown: String) throws {
        #expect(PipeTable.reads(try paragraph(markdown)))
    }

    @Test(arguments: [
        "A sentence | with a pipe\nand a second line.",
        "| a | b |\n| --- | text |",
        "| a | b |",
        "No pipes\n---",
    ])
    func otherParagraphsAreProse(_ markdown: String) throws {
        #expect(!PipeTable.reads(try paragraph(markdown)))
    }

    @Test func rowsKeepTheirCells() throws {
        #expect(PipeTable.source(try paragraph("| a | **b** |\n| --- | --- |\n| [1](x) | 2 |")) == "| a | b |\n| --- | --- |\n| 1 | 2 |")
    }

    /// Guidelines laid out side by side, a language a column: each row is a rule and its
    /// translation, each cell read as the paragraph it would be, at the row's line.
    @Test func aTableOfGuidelinesIsReadRowByRow() throws {
        let page = """
        # Segmented controls

        | English | 한국어 |
        | --- | --- |
        | **Limit the number of segments.** On iPhone, use five or fewer. | **세그먼트 수를 제한하세요.** 아이폰에서는 5개 이하로 하세요. |
        | **Keep segment widths consistent.** Equal widths look balanced. | **세그먼트 폭을 일정하게 유지하세요.** 같은 폭이 균형 있어 보입니다. |
        """
        let compilation = CompileRun.compile(["segmented-controls/page.md": page])
        let rules = compilation.catalog.rules
        #expect(rules.map { $0.statements[.english]?.text } == ["Limit the number of segments.", "Keep segment widths consistent."])
        #expect(rules.map { $0.statements["ko"]?.text } == ["세그먼트 수를 제한하세요.", "세그먼트 폭을 일정하게 유지하세요."])
        #expect(rules.map { $0.statements[.english]?.source.line } == [5, 6])
        #expect(rules.first?.statements[.english]?.explanation == "On iPhone, use five or fewer.")
        #expect(rules.first?.statements["ko"]?.numbers == ["5"])
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }

    /// A specification table with bold labels (no bold sentence) stays a table.
    @Test func aTableOfBoldLabelsIsNoGuidelineTable() throws {
        #expect(PipeTable.guidelineRows(try paragraph("| Platform | Size |\n| --- | --- |\n| **iPhone** | 44 pt |")) == nil)
    }

    /// A list of API links after a rule and its quoted translation names symbols the
    /// translation keeps as they are: like a table, it belongs to both explanations.
    @Test func aListOfAPILinksAfterABilingualPairBelongsToBoth() throws {
        let page = """
        # Materials

        **Use vibrancy on materials.** Vibrancy keeps labels legible.

        > **머티리얼에는 생동감 효과를 사용하세요.** 생동감 효과는 레이블을 읽기 쉽게 합니다.

        - [label](https://developer.apple.com/documentation/uikit/uivibrancyeffectstyle/label) (default)
        - [secondaryLabel](https://developer.apple.com/documentation/uikit/uivibrancyeffectstyle/secondarylabel)
        """
        let compilation = CompileRun.compile(["materials/page.md": page])
        let rule = try #require(compilation.catalog.rules.first)
        #expect(rule.statements["ko"]?.links.map(\.text) == ["label", "secondaryLabel"])
        #expect(rule.statements["ko"]?.explanation == "생동감 효과는 레이블을 읽기 쉽게 합니다.")
        #expect(rule.statements[.english]?.explanation == "Vibrancy keeps labels legible. label (default) secondaryLabel")
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }

    /// A table written in HTML is a table too: after a bilingual pair it belongs to both
    /// explanations, so the translation keeps its links and symbols.
    @Test func anHTMLTableAfterABilingualPairBelongsToBoth() throws {
        let page = """
            # Settings

            **Minimize the number of settings.** Too many settings make an app hard to use.

            > **설정 개수를 최소화하세요.** 설정이 너무 많으면 앱을 사용하기 어렵습니다.

            <table>
              <tr><th>Setting</th><th>Where</th></tr>
              <tr><td>Rarely changed</td><td>The Settings app, see <a href="https://developer.apple.com/documentation/uikit/uiapplication/opensettingsurlstring">openSettingsURLString</a></td></tr>
            </table>
            """
        let compilation = CompileRun.compile(["settings/page.md": page])
        let rule = try #require(compilation.catalog.rules.first)
        let table = "| Setting | Where |\n| --- | --- |\n| Rarely changed | The Settings app, see openSettingsURLString |"
        #expect(rule.statements[.english]?.tables == [table])
        #expect(rule.statements["ko"]?.tables == [table])
        #expect(rule.statements[.english]?.explanation == "Too many settings make an app hard to use.")
        #expect(compilation.report.findings.isEmpty)
    }

    /// A table between the English statement and its quoted translation is the translation's
    /// too: the translator did not repeat it, and its numbers are no drift.
    @Test func aTableBetweenAStatementAndItsQuotedTranslationBelongsToBoth() throws {
        let page = """
            # Layout

            **Use the standard margins.** Content needs room at the edges.

            | Device | Margin |
            | --- | --- |
            | iPhone | 16 pt |
            | iPad | 20 pt |

            > **標準のマージンを使ってください。** コンテンツの端には余白が必要です。
            """
        let compilation = CompileRun.compile(["layout/page.md": page])
        let rule = try #require(compilation.catalog.rules.first)
        #expect(rule.statements["ja"]?.tables == rule.statements[.english]?.tables)
        #expect(rule.statements["ja"]?.numbers == ["16", "20"])
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }

    /// A table after both (shared by both) does not take the place of the one between them.
    @Test func aTableAfterBothDoesNotHideTheOneBetweenThem() throws {
        let page = """
            # Layout

            **Use the standard margins.** Content needs room at the edges.

            | Device | Margin |
            | --- | --- |
            | iPhone | 16 pt |
            | iPad | 24 pt |

            > **標準のマージンを使ってください。** コンテンツの端には余白が必要です。

            | Do | Don't |
            | --- | --- |
            | Keep margins | Crop content |
            """
        let compilation = CompileRun.compile(["layout/page.md": page])
        let rule = try #require(compilation.catalog.rules.first)
        #expect(rule.statements["ja"]?.tables == rule.statements[.english]?.tables)
        #expect(rule.statements["ja"]?.tables.count == 2)
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }

    /// HTML lets rows and cells go unclosed: each `<tr>` and `<td>` still opens its own.
    @Test func anHTMLTableWithUnclosedRowsAndCellsReadsEachOne() throws {
        let table = try #require(HTMLTable.read("<table>\n<tr><th>Size<th>Use\n<tr><td>44 pt<td>Buttons\n<TR><TD>28 pt<TD>Icons\n</table>"))
        #expect(table.source == "| Size | Use |\n| --- | --- |\n| 44 pt | Buttons |\n| 28 pt | Icons |")
        #expect(HTMLTable.read("<p>No table</p>") == nil)
    }

    /// An HTML table whose rows open with bold sentences (`<b>`, `<strong>`) lays out rules as
    /// the pipe table it stands for does, each at its row's line, paired across languages.
    @Test func anHTMLTableOfGuidelinesIsReadRowByRow() throws {
        func page(_ title: String, _ rows: [(String, String)]) -> String {
            "# \(title)\n\n<table>\n<tr><th>Guideline</th><th>Details</th></tr>\n"
                + rows.map { "<tr><td><b>\($0.0)</b></td><td>\($0.1)</td></tr>\n" }.joined() + "</table>\n"
        }
        let compilation = CompileRun.compile([
            "sizes/en.md": page("Sizes", [("Use a table cell for a rule.", "Cell text."), ("Keep cells short.", "Short cells scan in <a href=\"https://example.com/x\">lists</a>.")]),
            "sizes/ko.md": page("크기", [("규칙에는 표 셀을 사용하세요.", "셀 텍스트입니다."), ("셀을 짧게 유지하세요.", "짧은 셀은 <a href=\"https://example.com/x\">목록</a>에서 잘 읽힙니다.")]),
        ])
        let rules = compilation.catalog.rules
        #expect(rules.compactMap { $0.statements[.english]?.text } == ["Use a table cell for a rule.", "Keep cells short."])
        #expect(rules.map { $0.statements[.english]?.source.line } == [5, 6])
        #expect(rules.last?.statements[.english]?.links.map(\.url) == ["https://example.com/x"])
        #expect(rules.allSatisfy { $0.statements["ko"]?.marked == true })
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }

    /// A table without a header row (`<td>` from its first row on): every row is content.
    @Test func anHTMLTableWithoutAHeaderRowReadsItsFirstRow() throws {
        let page = "# Sizes\n\n<table>\n<tr><td><b>Include a small cell for case 0.</b></td><td>Zero.</td></tr>\n"
            + "<tr><td><b>Keep cells short.</b></td><td>Short cells scan.</td></tr>\n</table>\n"
        let rules = CompileRun.compile(["sizes/en.md": page]).catalog.rules
        #expect(rules.compactMap { $0.statements[.english]?.text } == ["Include a small cell for case 0.", "Keep cells short."])
        #expect(rules.map { $0.statements[.english]?.source.line } == [4, 5])
    }
}
