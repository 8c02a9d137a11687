@testable import HIGCompiler
import Testing

/// The per-language totals at the top of the drift report.
@Suite struct AlignmentSummaryTests {
    /// A translation file that holds no statement yet (a translation just begun) is a language the
    /// page expects: it has its row, at 0% coverage, and its column in the report.
    @Test func aTranslationWithNoStatementYetHasItsRowAndColumn() throws {
        let compilation = CompileRun.compile([
            "feedback/page.md": """
            # Feedback

            **Make sure all feedback is accessible.** Pair sound with a visual cue.

            **Integrate status feedback into your interface.** Show status near the item it describes.
            """,
            "feedback/ja.md": """
            # フィードバック

            フィードバックは、何が起きているのかを理解するのに役立ちます。
            """,
        ])
        let japanese = try #require(compilation.report.summary.first { $0.language == "ja" })
        #expect(japanese.statements == 0 && japanese.expected == 2 && japanese.coverage == 0)
        #expect(japanese.findings == ["missing": 2])
        let report = AlignmentMarkdownRenderer(compilation: compilation).render()
        #expect(report.contains("| 日本語 (`ja`) | 0 | 0 | 2 | 0% | missing 2 |"))
        #expect(report.contains("| Rule | English | 日本語 |"))
    }

    /// Text that looks like HTML ("Array<Element>", "<blink>") stays text in the Markdown report.
    @Test func angleBracketsInStatementsAreEscapedInTheReport() {
        let compilation = CompileRun.compile(["lists/page.md": """
            # Lists

            **Use Array<Element> for ordered content.** Order matters | here.
            """])
        let report = AlignmentMarkdownRenderer(compilation: compilation).render()
        #expect(report.contains("**Use Array&lt;Element> for ordered content.**"))
        #expect(!report.contains("Array<Element>"))
    }

    /// API requirements are paired like guidelines but never expected of a translation, so they
    /// count as aligned statements without pushing coverage past the guidelines it measures.
    @Test func pairedAPIRequirementsDoNotInflateCoverage() throws {
        let compilation = CompileRun.compile([
            "sliders/page.md": """
            # Sliders

            **Use familiar slider directions.** People expect the minimum on the left.

            **Show the current value when it helps.** A label next to the thumb is enough.
            """,
            "sliders/ja.md": """
            # スライダー

            **見慣れた向きのスライダーを使ってください。** 最小値は左にあるものと考えられています。
            """,
            "uislider/reference.md": """
            # UISlider

            ## Topics

            ### minimumValue

            The minimum value must be less than `maximumValue`.
            """,
            "uislider/reference.ja.md": """
            # UISlider

            ## トピックス

            ### minimumValue

            最小値は`maximumValue`より小さくなければなりません。
            """,
        ])
        let japanese = try #require(compilation.report.summary.first { $0.language == "ja" })
        #expect(compilation.catalog.rules.contains { $0.kind == .apiRequirement && $0.statements["ja"] != nil })
        #expect(japanese.expected == 2)
        #expect(japanese.aligned == 2)
        #expect(japanese.coverage == 50)
    }

    /// A translation of API pages only is expected to render no guideline: nothing is missing,
    /// and its coverage reads 100 %, as English does, not 0 %.
    @Test func aTranslationExpectedToRenderNothingIsFullyCovered() throws {
        let compilation = CompileRun.compile([
            "uislider/reference.md": "# UISlider\n\n## Topics\n\n### minimumValue\n\nThe minimum value must be less than `maximumValue`.\n",
            "uislider/reference.ja.md": "# UISlider\n\n## トピックス\n\n### minimumValue\n\n最小値は`maximumValue`より小さくなければなりません。\n",
        ])
        let japanese = try #require(compilation.report.summary.first { $0.language == "ja" })
        #expect(japanese.expected == 0 && japanese.statements == 1)
        #expect(japanese.coverage == 100)
    }
}
