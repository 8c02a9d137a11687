@testable import HIGCompiler
import Testing

/// Polarity is read from a statement's main clause without its asides.
@Suite struct ClauseAsidesTests {
    let english = LexiconSet.bundled.lexicon(.english)

    @Test(arguments: [
        "Use style — not size — to distinguish the preferred choice.",
        "Use style -- not size -- to distinguish the preferred choice.",
        "Use a switch, not a checkbox, for an on-off setting.",
        "Show the value (not the percentage) next to the slider.",
        "Use a switch, not a checkbox.",
    ])
    func contrastsAndAsidesDoNotNegate(_ sentence: String) {
        #expect(!english.isNegated(sentence))
    }

    @Test(arguments: [
        "Don't use style (or size) alone to distinguish choices.",
        "Keep labels short — don't truncate them.",
        "Never hide the close button, not even briefly.",
        "Avoid a toolbar — or a tab bar — in a sheet.",
        "Don't rely on color - use a label too.",
    ])
    func negationOutsideAnAsideStillNegates(_ sentence: String) {
        #expect(english.isNegated(sentence))
    }

    @Test func aClauseLongerThanTheBoundIsReadAsItIs() {
        let hostile = String(repeating: "(", count: ClauseAsides.maximumLength + 1)
        #expect(ClauseAsides.removing(from: hostile, contrasts: []) == hostile)
    }

    @Test func unpairedBracketsAndSingleDashesAreKept() {
        #expect(ClauseAsides.removing(from: "use a (short label", contrasts: []) == "use a (short label")
        #expect(ClauseAsides.removing(from: "keep it short — don't truncate", contrasts: []) == "keep it short — don't truncate")
        #expect(ClauseAsides.removing(from: "a well-known icon", contrasts: []) == "a well-known icon")
        #expect(ClauseAsides.removing(from: "ラベル（省略しない）を表示", contrasts: []) == "ラベル を表示")
    }
}
