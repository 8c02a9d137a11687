import Foundation
@testable import HIGCompiler
import Testing

/// API reference pages (`Fixtures/APIReference`): a page heads each member it documents
/// (`### numberOfPages`) and states its requirements in the member's prose. The Japanese
/// translation splits some requirements into two sentences, and leaves one exception out.
@Suite struct APIReferenceTests {
    static let root = TestPaths.fixtures.appendingPathComponent("APIReference")

    static func compile() throws -> Compilation {
        try GuidelineCompiler().compile(guidelines: root, previous: nil)
    }

    static func rule(in compilation: Compilation, section: String, english prefix: String = "") throws -> GuidelineRule {
        try #require(compilation.catalog.rules.first {
            $0.section == section && $0.statements[.english]?.text.hasPrefix(prefix) == true
        }, "no rule under \(section) starting \(prefix)")
    }

    // MARK: Anchors

    @Test func aClauseTheTranslationMovesIntoASentenceOfItsOwnKeepsItsSymbolsAndCode() throws {
        let compilation = try Self.compile()
        let rule = try Self.rule(in: compilation, section: "numberOfPages")
        let japanese = try #require(rule.statements["ja"])
        // The exception is named by the translation's next sentence, which explains the requirement.
        #expect(!japanese.text.contains("NSRangeException") && japanese.explanation.contains("NSRangeException"))
        #expect(japanese.symbols.contains("NSRangeException") && japanese.code.contains("NSRangeException"))
        #expect(!compilation.report.findings.contains { $0.kind == .anchorMismatch && $0.rule == rule.id })
    }

    @Test func aTranslationThatLeavesOutARequirementsSymbolIsStillReported() throws {
        let compilation = try Self.compile()
        let rule = try Self.rule(in: compilation, section: "currentPage", english: "The value you assign")
        let findings = compilation.report.findings.filter { $0.kind == .anchorMismatch }
        #expect(findings.map(\.rule) == [rule.id])
        #expect(findings.first?.message == "API symbols missing: NSRangeException; inline code missing: NSRangeException")
    }

    @Test func anAPIRequirementsSymbolsAreThoseOfItsSentenceAndExplanationNotOfItsNeighbours() throws {
        let compilation = try Self.compile()
        // The member's second paragraph is a requirement of its own: its sentence's symbols stay its own.
        let first = try Self.rule(in: compilation, section: "currentPage", english: "The value you assign")
        let second = try Self.rule(in: compilation, section: "currentPage", english: "You should change")
        #expect(first.statements[.english]?.symbols == ["numberOfPages", "NSRangeException"])
        #expect(second.statements[.english]?.symbols == ["currentPage"])
    }

    @Test func aLoneLowerCaseIdentifierInCodeOnAnAPIPageIsASymbolButALiteralIsNot() throws {
        let compilation = try Self.compile()
        let rule = try Self.rule(in: compilation, section: "direction")
        for language: LanguageCode in [.english, "ja"] {
            let statement = try #require(rule.statements[language])
            #expect(statement.code.contains("true"))
            #expect(statement.symbols == ["direction", "allowsContinuousInteraction"], "\(language)")
        }
        // On a guideline page a lone word in code stays code only.
        let guideline = CompileRun.compile(["steppers/page.md": "# Steppers\n\n**Set `value` to `true` to start.**\n"])
        #expect(guideline.catalog.rules.first?.primaryStatement.symbols == [])
    }
}
