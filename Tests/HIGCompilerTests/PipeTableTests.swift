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
}
