@testable import HIGCompiler
import Testing

/// A Latin phrase ends at a word boundary, and a hyphen that joins a compound is not one.
@Suite struct PhraseBoundaryTests {
    let voice = LexiconSet.bundled.lexicon(.english).guidelineVoice

    @Test func aCompoundIsNotTheVerbItStartsWith() {
        #expect(voice.match("fit text to the width") != nil)
        #expect(voice.match("fit-to-screen viewing mode") == nil)
        #expect(voice.generalMatch("fit-to-screen viewing mode") == nil)
        #expect(voice.match("use - or avoid - dashes") != nil)
    }

    /// Punctuation ends a word: "doesn't." holds "doesn't", in the byte path and the general one.
    @Test(arguments: ["but a custom typeface doesn't. tighten tracking", "it is not, as a rule, shown", "never; not once", "they can't!"])
    func aNegationBeforePunctuationIsANegation(_ sentence: String) {
        let english = LexiconSet.bundled.lexicon(.english)
        #expect(english.mentionsNegation(sentence))
        #expect(english.negation.match(sentence) != nil)
        #expect(english.negation.generalMatch(sentence) != nil)
    }

    @Test func aWordThatMerelyStartsWithANegationIsNone() {
        let english = LexiconSet.bundled.lexicon(.english)
        #expect(!english.mentionsNegation("notable nonetheless, notes are kept"))
        #expect(english.negation.match("notable nonetheless, notes are kept") == nil)
        #expect(english.negation.generalMatch("notable nonetheless, notes are kept") == nil)
        #expect(!english.mentionsNegation("a no-op is fine"))
    }

    /// Lessening and holding back are said with or without a negation: "Use badges sparingly." is
    /// "배지를 남용하지 마세요.", "Resist adding …" is "…추가하지 마세요.".
    @Test(arguments: ["Use badges sparingly.", "Resist adding decorative elements.", "Omit the word “button” from labels.",
                      "People rarely change this setting."])
    func lesseningWordsHaveNeutralPolarity(_ sentence: String) {
        #expect(LexiconSet.bundled.lexicon(.english).hasNeutralPolarity(sentence))
    }
}
