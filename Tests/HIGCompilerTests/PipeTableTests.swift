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
}
