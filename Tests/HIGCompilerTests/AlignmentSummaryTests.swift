@testable import HIGCompiler
import Testing

/// The per-language totals at the top of the drift report.
@Suite struct AlignmentSummaryTests {
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
}
