import Foundation
@testable import HIGCompiler
import Testing

/// A translation made from an older English text is `stale` until a translator touches it.
@Suite struct StaleTranslationTests {
    /// A rule with English and Korean in one file and Japanese in another.
    func ruleTranslatedInTwoFiles(_ compilation: Compilation) throws -> GuidelineRule {
        try #require(compilation.catalog.rules.first { rule in
            guard let english = rule.statements[.english], let korean = rule.statements["ko"], let japanese = rule.statements["ja"] else { return false }
            return korean.source.file == english.source.file && japanese.source.file != english.source.file
                && english.marked && korean.marked
        })
    }

    @Test func editingOnlyTheEnglishMakesBothTranslationsStaleUntilTheyChange() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = try CompileRun.copyOfGuidelines(in: scratch)
        let output = scratch.appendingPathComponent("Generated")
        let original = try CompileRun.compile(guidelines, into: output)
        #expect(original.findings(.stale).isEmpty)
        let rule = try ruleTranslatedInTwoFiles(original)
        let english = rule.statements[.english]!

        try CompileRun.edit(guidelines.appendingPathComponent(english.source.file),
                            replacing: "**\(english.text)**", with: "**\(english.text.dropLast()) in every app.**")
        let edited = try CompileRun.compile(guidelines, into: output)
        let stale = edited.findings(.stale).filter { $0.rule == rule.id }
        #expect(Set(stale.map(\.language)) == ["ko", "ja"])
        #expect(edited.findings(.stale).count == 2, "only the edited rule is stale")

        // Recompiling without touching the translations keeps them stale.
        let again = try CompileRun.compile(guidelines, into: output)
        #expect(again.findings(.stale).count == 2)

        // Translators update both: the finding clears.
        let korean = rule.statements["ko"]!, japanese = rule.statements["ja"]!
        try CompileRun.edit(guidelines.appendingPathComponent(korean.source.file),
                            replacing: "**\(korean.text)**", with: "**\(korean.text) (모든 앱)**")
        try CompileRun.edit(guidelines.appendingPathComponent(japanese.source.file),
                            replacing: "**\(japanese.text)**", with: "**\(japanese.text)（すべてのアプリ）**")
        let updated = try CompileRun.compile(guidelines, into: output)
        #expect(updated.findings(.stale).isEmpty)
        #expect(updated.rule(rule.id) != nil)
    }

    /// The translation still says what the English used to say: it is stale, not a polarity flip.
    @Test func aStaleTranslationIsNotComparedWithTheNewEnglishsPolarity() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines"), output = scratch.appendingPathComponent("Generated")
        let explanation = " People learn what a color means and expect it everywhere.\n"
        try TestPaths.write([
            "color/page.md": "# Color\n\n**Avoid using the same color to mean different things.**" + explanation,
            "color/ja.md": "# カラー\n\n**同じ色を異なる意味で使わないでください。** 人は色の意味を覚え、どこでも同じ意味を期待します。\n",
        ], under: guidelines)
        let original = try CompileRun.compile(guidelines, into: output)
        #expect(original.findings(.polarity).isEmpty && original.findings(.stale).isEmpty)
        try TestPaths.write(["color/page.md": "# Color\n\n**Use each color to mean only one thing.**" + explanation], under: guidelines)
        let reworded = try CompileRun.compile(guidelines, into: output)
        #expect(reworded.findings(.stale).map(\.language) == ["ja"])
        #expect(reworded.findings(.polarity).isEmpty)
    }

    @Test func updatingOnlyOneTranslationClearsOnlyThatLanguage() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = try CompileRun.copyOfGuidelines(in: scratch)
        let output = scratch.appendingPathComponent("Generated")
        let rule = try ruleTranslatedInTwoFiles(CompileRun.compile(guidelines, into: output))
        let english = rule.statements[.english]!, korean = rule.statements["ko"]!
        try CompileRun.edit(guidelines.appendingPathComponent(english.source.file),
                            replacing: "**\(english.text)**", with: "**\(english.text.dropLast()) in every app.**")
        try CompileRun.compile(guidelines, into: output)
        try CompileRun.edit(guidelines.appendingPathComponent(korean.source.file),
                            replacing: "**\(korean.text)**", with: "**\(korean.text) (모든 앱)**")
        let partly = try CompileRun.compile(guidelines, into: output)
        #expect(partly.findings(.stale).map(\.language) == ["ja"])
    }
}
