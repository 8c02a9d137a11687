@testable import HIGCompiler
import Testing

/// `negationMarkers` must find every negation the lexicon knows inside a longer text, since a
/// whole explanation is tested with it before its sentences are: a negated final predicate in
/// the middle of an explanation is no longer at its end.
@Suite struct NegationMarkerTests {
    @Test(arguments: ["en", "ko", "ja"])
    func everyNegationIsFoundMidText(_ language: String) throws {
        let lexicon = LexiconSet.bundled.lexicon(LanguageCode(language))
        let phrases = lexicon.negation.prefixes + lexicon.negation.suffixes + lexicon.negation.contains
            + lexicon.prohibition.prefixes + lexicon.prohibition.suffixes + lexicon.prohibition.contains
        #expect(!phrases.isEmpty)
        for phrase in phrases {
            // Followed by more words in spaced scripts, by the end of its sentence in the others.
            let text = "first words " + phrase + (phrase.unicodeScalars.allSatisfy(\.isASCII) ? " more words." : ". 다음 文.")
            #expect(lexicon.mentionsNegation(text), "\(language): “\(phrase)” is not found inside a text")
        }
    }

    @Test func aSentenceWithoutNegationMentionsNone() {
        #expect(!LexiconSet.bundled.lexicon(.english).mentionsNegation("A large title transitions to a standard title."))
        #expect(!LexiconSet.bundled.lexicon("ko").mentionsNegation("큰 제목은 기본 제목으로 바뀝니다."))
        #expect(!LexiconSet.bundled.lexicon("ja").mentionsNegation("ラージタイトルは標準のタイトルに変わります。"))
    }
}
