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
}
