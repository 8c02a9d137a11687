@testable import HIGCompiler
import Testing

/// The eight-byte blocks of the byte scanners must give what their definitions give, wherever
/// in a block (or across two) the bytes that matter fall.
@Suite struct ByteScanEquivalenceTests {
    /// Texts with a double space, a line feed, a tab, a no-break space and a leading or trailing
    /// space at every offset of the first blocks, in ASCII and around Hangul.
    static let whitespaceTexts: [String] = {
        var texts: [String] = []
        let pieces = ["  ", "\n", " \n ", "\t", "\u{00A0}", " \u{3000}", " ", "x", "한", "e\u{301}"]
        for offset in 0..<18 {
            let lead = String(repeating: "abcdefgh", count: 3).prefix(offset)
            for piece in pieces {
                texts.append(lead + piece + "tail words here")
                texts.append(" " + lead + piece + "tail")
                texts.append(lead + piece)
                texts.append("한국어 " + lead + piece + " 문장입니다 ")
            }
        }
        return texts + ["", " ", "  ", "a", "a ", " a", "abcdefg ", "abcdefgh ", "abcdefghi  j", "\u{85}x\u{2028}y"]
    }()

    @Test func whitespaceCollapsesAsTheDefinitionSays() {
        for text in Self.whitespaceTexts {
            #expect(TextNormalizer.normalize(text) == TextNormalizer.generalNormalize(text), "\(text.debugDescription)")
            if let fast = SimpleText.collapsingWhitespace(text) {
                #expect(fast == TextNormalizer.generalNormalize(text), "\(text.debugDescription)")
            } else {
                #expect(!SimpleText.isSimple(text), "\(text.debugDescription)")
            }
        }
    }
}
