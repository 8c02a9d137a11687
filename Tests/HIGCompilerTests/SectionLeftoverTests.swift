@testable import HIGCompiler
import Testing

/// A translation that drops the last rule of one section shifts where every later rule is
/// expected; a faithful translation alone in a later section whose heading corresponds to its
/// English rule's still pairs with it, so only the dropped rule is reported.
@Suite struct SectionLeftoverTests {
    /// A page in Apple's words and a Korean translation exported as HTML paragraphs, which
    /// drops the last iOS rule, flips one rule and changes a number.
    @Test func aLoneTranslationInACorrespondingSectionPairsAfterADroppedRule() throws {
        let compilation = try GuidelineCompiler().compile(
            guidelines: TestPaths.fixtures.appendingPathComponent("SectionLeftovers"), previous: nil)
        let findings = compilation.report.findings.map { "\($0.kind.rawValue) \($0.rule ?? "")" }.sorted()
        #expect(findings == [
            "anchor-mismatch toggles/use-radio-buttons-present-small-set-mutually",
            "missing toggles/avoid-supplying-label-explains-buttons-purpose",
            "polarity toggles/general-dont-replace-checkbox-switch",
        ], "\(findings)")
        let checkbox = try #require(compilation.catalog.rules.first { $0.statements[.english]?.text.hasPrefix("Use a checkbox") == true })
        #expect(checkbox.statements["ko"]?.text.hasSuffix("체크박스를 사용하세요.") == true)
    }

    @Test func twoLeftoversASectionCouldVouchForStayApart() {
        // Section evidence must name one pair: with two translations left in the section, neither is placed by it.
        let pairs = SectionLeftovers.pairs(
            rows: [0], columns: [0, 1],
            score: { _, _ in PairScorer.Score(total: 0.6, weights: 1, evidence: ["section"]) },
            refused: { _, _ in false }, agrees: { _, _ in true })
        #expect(pairs.isEmpty)
    }
}
