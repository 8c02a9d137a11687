@testable import HIGCompiler
import Testing

/// A statement's modality comes from the verb of its main clause, in the lexicon's words.
@Suite struct ModalityTests {
    let english = LexiconSet.bundled.lexicon(.english)

    @Test(arguments: [
        ("When it's useful, consider pairing a slider with a text field.", Modality.recommendation),
        ("If it helps, show the exact value next to the slider.", .requirement),
        ("To save space, don't label both ends of the track.", .prohibition),
    ])
    func aLeadingSubordinateClauseDoesNotHideTheVerb(sentence: String, expected: Modality) {
        #expect(english.modality(of: sentence) == expected)
    }

    @Test func anImperativeOfTheGuidelineVoiceIsARequirement() {
        // "Perform" and "downplay" are guideline-voice verbs the requirement list does not repeat.
        #expect(english.modality(of: "Always perform a full refresh after the account changes.") == .requirement)
        #expect(english.modality(of: "Downplay the loading screen.") == .requirement)
    }

    @Test func aDescriptionStaysAStatement() {
        #expect(english.modality(of: "A slider lets people choose a value from a range.") == .statement)
        #expect(english.modality(of: "When people drag the thumb, the value changes.") == .statement)
    }

    @Test func translationsKeepTheirEndings() {
        #expect(LexiconSet.bundled.lexicon("ko").modality(of: "슬라이더 옆에 텍스트 필드를 두는 것을 고려하세요.") == .recommendation)
        #expect(LexiconSet.bundled.lexicon("ja").modality(of: "スライダーの横に値を表示してください。") == .requirement)
    }
}
