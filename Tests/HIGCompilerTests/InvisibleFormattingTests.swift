@testable import HIGCompiler
import Testing

/// Zero-width spaces, byte order marks and soft hyphens pasted in from the web are no text:
/// a statement reads, asks and is named as it would without them.
@Suite struct InvisibleFormattingTests {
    @Test(arguments: ["\u{200B}Use a sheet to present simple content.", "\u{FEFF}Use a sheet to present simple content.",
                      "Use a sheet to pre\u{00AD}sent simple content.", "Use a\u{2060} sheet to present simple content."])
    func invisibleCharactersAreDropped(_ text: String) {
        #expect(TextNormalizer.normalize(text) == "Use a sheet to present simple content.")
    }

    @Test func zeroWidthJoinersStay() {
        let family = "Use 👩\u{200D}👩\u{200D}👧 sparingly."
        #expect(TextNormalizer.normalize(family) == family)
    }

    @Test func aLeadWithInvisibleCharactersAsksAndIsNamedAsWithout() throws {
        let page = "# Sheets\n\n**\u{200B}Use a sheet to present simple content.** Sheets suit short tasks.\n\n"
            + "**Dis\u{00AD}miss a sheet with a swipe.** People expect it.\n\n**\u{FEFF}Don't stack sheets.** One is enough.\n"
        let rules = CompileRun.compile(["sheets/page.md": page]).catalog.rules
        #expect(rules.map(\.id) == ["sheets/use-sheet-present-simple-content", "sheets/dismiss-sheet-swipe", "sheets/dont-stack-sheets"])
        let english = rules.compactMap { $0.statements[.english] }
        #expect(english.map(\.modality) == [.requirement, .requirement, .prohibition])
        #expect(english[2].negated)
    }
}
