@testable import HIGCompiler
import Foundation
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

    /// Texts of words, spaces, URLs, digits, tabs and other scripts in many arrangements, so that
    /// runs of letters and spaces of every length meet URLs, numbers, Hangul and kana.
    static let detectionTexts: [String] = {
        let pieces = ["a", "ab", "word", "letters", "Capital", "iOS13", "24x24", "https://x.y/z", "ab://c", "://", "x:/",
                      "한국어", "カタカナ", "漢字", "é", "\t", "\n", "", " ", "  ", ",", "."]
        var texts: [String] = []
        // A linear congruential generator: the same texts on every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        for _ in 0..<3000 {
            var text = ""
            for _ in 0..<(1 + next(14)) {
                text += pieces[next(pieces.count)]
                if next(3) > 0 { text += " " }
            }
            texts.append(text)
        }
        for offset in 0..<18 {
            let lead = String(String(repeating: "abcd efgh ", count: 3).prefix(offset))
            for piece in pieces {
                texts += [lead + piece + " tail words", lead + " " + piece, piece + lead, lead + piece + "abcdefghij k"]
            }
        }
        return texts
    }()

    @Test func scriptCountsOfMixedTextsMatchTheGeneralPath() {
        for text in Self.detectionTexts {
            #expect(ScriptLanguageDetector.counts(text) == ScriptLanguageDetector.generalCounts(text), "\(text.debugDescription)")
            let withoutURLs = text.split(separator: " ").filter { !$0.contains("://") }.joined(separator: " ")
            #expect(ScriptLanguageDetector.detectSkippingURLs(text) == ScriptLanguageDetector.detect(withoutURLs),
                    "\(text.debugDescription)")
        }
    }

    /// Simple text read with its shortcuts (eight ASCII bytes, runs of Hangul syllables) is simple
    /// text read scalar by scalar, whatever the scalar, alone and in runs.
    @Test func simpleTextReadsAsScalarByScalar() {
        for value in UInt32(0x80)..<0x1_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = SimpleText.isSimple(value)
            let character = String(scalar)
            for text in [character, character + character, "\u{AC00}" + character + "\u{4E00}", character + "x" + character] {
                #expect(SimpleText.isSimple(text) == expected, "U+\(String(value, radix: 16))")
            }
        }
    }

    /// A list told the sentence's simplicity matches as the list that reads it for itself.
    @Test func phraseListsToldSimplicityMatchAsWhenReadingIt() {
        for lexicon in LexiconSet.bundled.languages.values {
            for list in [lexicon.prohibition, lexicon.recommendation, lexicon.requirement, lexicon.negation, lexicon.affirmativeEndings] {
                let sentences = list.prefixes.map { $0 + " x" } + list.suffixes.map { "x " + $0 } + list.contains.map { "a " + $0 + " b" }
                    + ["", "e\u{301}", "plain words", "한국어 문장"]
                for sentence in sentences {
                    #expect(list.match(sentence, simple: SimpleText.isSimple(sentence)) == list.match(sentence), "\(sentence)")
                }
            }
        }
    }

    /// Runs of Hangul syllables between every other kind of scalar: normalising, script counts and
    /// simplicity give what the general paths give.
    @Test func hangulRunsReadAsTheGeneralPathsDo() {
        let neighbours = ["", " ", "  ", "a", "A.", "\u{AB00}", "\u{ABFF}", "\u{D7A3}", "\u{D7A4}", "\u{D000}", "漢", "カ",
                          "\u{2019}", "\u{3000}", "e\u{301}", "!", "\u{1100}"]
        for before in neighbours {
            for after in neighbours {
                for run in ["가", "가나", "사용하세요", "\u{AC00}\u{CFFF}\u{AC00}"] {
                    let text = before + run + after + " " + run + run + after
                    #expect(LexiconText.normalise(text) == LexiconText.generalNormalise(text), "\(text.debugDescription)")
                    #expect(ScriptLanguageDetector.counts(text) == ScriptLanguageDetector.generalCounts(text), "\(text.debugDescription)")
                    #expect(SimpleText.isSimple(text) == text.unicodeScalars.allSatisfy { SimpleText.isSimple($0.value) },
                            "\(text.debugDescription)")
                }
            }
        }
    }

    /// Replacing on bytes gives Foundation's literal replacement for NFC text: at the start, at
    /// the end, repeated, adjacent, overlapping candidates, Hangul and kana.
    @Test func byteReplacementMatchesFoundation() {
        let cases: [(String, String, String)] = [
            ("one another", "one another and one another", " "), ("aa", "aaaaa", "b"), ("x", "", "y"),
            ("백분율", "백분율 10 백분율", " "), ("十分", "十分に十分", ""), ("ab", "abab ab", "—"),
            ("zz", "no match here", " "), ("é", "café é", "e"),
        ]
        for (needle, text, replacement) in cases {
            #expect(SimpleText.replacingBytes(needle, with: replacement, in: text)
                == text.replacingOccurrences(of: needle, with: replacement), "\(needle) in \(text)")
        }
    }
}
