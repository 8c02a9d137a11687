import Foundation
@testable import HIGCompiler
import Testing

/// The byte-level shortcuts must give exactly what the general `Character` and Foundation paths
/// give: they exist for speed only.
@Suite struct FastPathEquivalenceTests {
    /// The general definition `fragment` follows: every Unicode whitespace scalar becomes `-`.
    private func referenceFragment(_ text: String) -> String {
        String(text.unicodeScalars.map { CharacterSet.whitespacesAndNewlines.contains($0) ? "-" : Character($0) })
    }

    @Test(arguments: [
        "copy01/App Architecture/Launching/dont-encourage-rebooting",
        "tabs\tand\nnewlines\r\u{0B}\u{0C}",
        "",
        "no-space-at-all",
        "한국어 제목 with\u{00A0}no-break space",
        "ideographic\u{3000}space and line\u{2028}separator",
    ])
    func fragmentMatchesTheUnicodeDefinition(_ text: String) {
        #expect(HTMLEscaper.fragment(text) == referenceFragment(text))
    }

    @Test(arguments: [
        "Don’t use the standard back button for anything else.",
        "Use isNavigationBarHidden and URLSession sparingly.",
        "Keep it short.",
        "A an the of.",
        "It's the user's choice: don't   override it!",
        "",
        "...",
        "Set prefersLargeTitles to true in iOS 17 (or later).",
        "Ünïcode stays on the general path.",
    ])
    func asciiSlugsMatchTheGeneralPath(_ text: String) {
        let stopWords = Set(LexiconSet.bundled.lexicon(.english).stopWords)
        for maximum in [1, 3, RuleSlug.maximumWords, .max] {
            let general = RuleSlug.generalSlug(text, stopWords: stopWords, maximumWords: maximum)
            if let fast = RuleSlug.asciiSlug(text, stopWords: stopWords, maximumWords: maximum) {
                #expect(fast == general, "\(text) / \(maximum)")
            } else {
                #expect(text.unicodeScalars.contains { !$0.isASCII && $0 != "\u{2019}" })
            }
        }
    }

    @Test func normalisingKeepsAtLeastTheBytesTheCalloutCheckCounts() {
        let texts = ["TIP", "Note:", " 참고 ", "注意：", "Important!!!", "Developer   Note.", "팁과 요령을 참고하세요.",
                     "Use the standard back button.", "ＴＩＰ", "İstanbul notes", "Ɜ Ꞵ Ⱥ", "…」』)", "", "12345"]
        for text in texts {
            #expect(LexiconSet.bytesNormalisingKeeps(text) <= LexiconText.normalise(text).utf8.count, "\(text)")
        }
        for label in ["TIP", "Note", "참고", "注意", "Important:"] { #expect(LexiconSet.bundled.isCalloutLabel(label)) }
        #expect(!LexiconSet.bundled.isCalloutLabel("Note that the toolbar hides when people scroll."))
    }

    @Test func scalarLimitsAgreeWithCountingScalars() {
        let texts = ["", "thanks", "관련 글 더 보기", "😀😀😀", "e\u{301}", String(repeating: "공감과 구독 ", count: 40), "mixed 한글 and カナ"]
        for text in texts {
            #expect(LexiconText.scalarCount(of: text) == text.unicodeScalars.count, "\(text)")
            for limit in [0, 1, 3, 6, 12, 80, 400] {
                #expect(LexiconText.scalarCount(of: text, exceeds: limit) == (text.unicodeScalars.count > limit), "\(text) / \(limit)")
            }
        }
    }

    @Test func swiftLiteralsEscapeOnlyWhatSwiftNeeds() throws {
        let texts = [
            "Don’t use a “custom” back button.",
            "Quote \" backslash \\ tab \t newline \n",
            "line\u{2028}separator and paragraph\u{2029}separator",
            "DEL \u{7F} and bell \u{07}",
            "한국어 문장은 그대로 둡니다.",
        ]
        var statements: StatementsByLanguage = [:]
        for (index, text) in texts.enumerated() {
            let language = index == 0 ? LanguageCode.english : "x\(index)"
            statements[language] = GuidelineStatement(language: language, text: text, marked: true, origin: .bold,
                                                      source: SourceLocation(file: "page.md", line: index + 1))
        }
        let rule = GuidelineRule(id: "page/rule", page: "page", section: "Section", headingPath: [], statements: statements)
        let files = SwiftStubRenderer(catalog: RuleCatalog(rules: [rule], callouts: [])).render()
        let source = try #require(files["Swift/Page.swift"])
        #expect(source.contains("\"Don’t use a “custom” back button.\""), "typographic quotes stay as they are")
        #expect(source.contains(#""Quote \" backslash \\ tab \t newline \n""#))
        #expect(source.contains(#""line\u{2028}separator and paragraph\u{2029}separator""#))
        #expect(source.contains(#""DEL \u{7f} and bell \u{7}""#))
        #expect(source.contains("\"한국어 문장은 그대로 둡니다.\""))
        #expect(files[SwiftStubRenderer.registryFile]?.contains("Page.Rule.self") == true)
    }

    @Test(arguments: ["", "one", "one\n\ntwo", "\n\nlead and trail\n\n", "three\n\n\nline feeds", "\n\n\n",
                      "한국어\n\n日本語\n", "crlf\r\n\r\nstays"])
    func explanationParagraphsSplitAsFoundationDoes(_ text: String) {
        let expected = text.components(separatedBy: "\n\n").filter { !$0.isEmpty }
        #expect(ReviewPageRenderer.paragraphs(of: text).map(String.init) == expected)
    }

    @Test(arguments: ["plain", "two\nlines", "\n"])
    func docCommentsAreSingleLine(_ text: String) {
        #expect(SwiftStubRenderer.singleLine(text) == text.replacingOccurrences(of: "\n", with: " "))
    }

    @Test(arguments: ["", " ", " a ", "\t a b \t", "\u{3000}全角\u{3000}", "\u{00A0}x\u{2003}", "\nkeeps newlines\n", "é\u{301} ", "no spaces"])
    func sentenceTrimmingIsFoundationsTrimming(_ text: String) {
        #expect(LexiconText.trimmingSpaces(text) == text.trimmingCharacters(in: .whitespaces))
    }

    @Test(arguments: [
        "https://developer.apple.com/design/human-interface-guidelines/ios/bars/toolbars/",
        "  HTTPS://Developer.Apple.COM/Path/To/Page#Fragment  ",
        "\thttp://example.com///",
        "mailto:someone@example.com",
        "relative/path/",
        "/",
        "",
        "  ",
        "a://",
        "https://example.com/a%20b",
        "https://github.com/jum0/HIG/tree/master/Text%20Size%20and%20Weight/",
        "https://example.com/%ED%95%9C%EA%B5%AD%EC%96%B4#Fragment",
        "https://example.com/%E2%9C",
        "https://example.com/100%",
        "https://example.com/%zz/A",
        "https://example.com/%2F%2f/",
        " https://EXAMPLE.com/%41b\t",
        "https://Example.com/Tree/Page", "https://example.com/tree", "https://example.com/%74ree/page",
        "https://example.com/한국어/페이지/",
        "https://EXAMPLE.com\u{00A0}",
    ])
    func urlsNormaliseTheSameOnBytes(_ url: String) {
        #expect(AnchorSet.normalizeURL(url) == AnchorSet.generalNormalizedURL(url))
        // Dropping a locale segment on bytes is cutting the first path segment as text.
        let normalised = AnchorSet.normalizeURL(url)
        let viaText: String = {
            guard let scheme = normalised.range(of: "://"),
                  let slash = normalised[scheme.upperBound...].firstIndex(of: "/") else { return normalised }
            let rest = normalised[normalised.index(after: slash)...]
            let segment = rest.prefix { $0 != "/" }
            return segment == "tree" ? String(normalised[..<slash]) + rest.dropFirst(segment.count) : normalised
        }()
        #expect(AnchorSet.withoutLocaleSegment(normalised, ["tree"]) == viaText)
    }

    @Test(arguments: ["keep-bar-titles-short", "page/use-standard-back-button-2", "UINavigationController.pushViewController(_:animated:)",
                      "  spaces  and\ttabs ", "", "---", "snake_case and camelCase 42x", "cafe\u{301} au lait", "한국어 mixed words"])
    func alphanumericWordsSplitAsCharactersDo(_ text: String) {
        let expected = text.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }).map(String.init)
        if let words = SimpleText.asciiAlphanumericWords(text) {
            #expect(words.map(String.init) == expected)
        } else {
            #expect(text.utf8.contains { $0 >= 0x80 }, "only non-ASCII text takes the general path")
        }
    }

    @Test(arguments: ["Use three or four tabs, not five.", "Don’t show more than TWO — or Three… items",
                      "twentyone seven-eight", "one\u{200D}", "café has one", "", "ninety 9 NINE"])
    func englishNumberWordsReadTheSameWithoutLowerCasing(_ text: String) throws {
        let lexicon = LexiconSet.bundled.lexicon(.english)
        let expected = text.lowercased().split(whereSeparator: { !$0.isLetter })
            .compactMap { lexicon.numberWords[String($0)].map(String.init) }
        let lengths = lexicon.numberWords.keys.map(\.utf8.count)
        if let found = NumberExtractor.asciiWordNumbers(in: text, lengths: lengths.min()!...lengths.max()!, words: lexicon.numberWords) {
            #expect(found == expected)
        } else {
            #expect(text.unicodeScalars.contains { $0.value >= 0x80 && !(0x2000...0x203F).contains($0.value) || $0 == "\u{200D}" })
        }
        #expect(NumberExtractor(lexicons: .bundled).wordNumbers(in: text, language: .english) == expected)
    }

    @Test(arguments: ["plain words only", " edge spaces ", "double  spaces", "see https://example.com here", "",
                      "https://only", "한국어 문장 https://x.y 끝", "trailing ://", "한국어 https://한.kr/경로 문장입니다",
                      "日本語の文章 https://example.jp/パス です", "tab\thttps://x.y\tsplit words", "12 34 https://x.y 56",
                      "no\u{00A0}break https://x.y\u{00A0}space 한국어", "colon: slash / not a url", "x:/ /y :// z",
                      "ｈｔｔｐｓ：／／全角 は URL ではない"])
    func detectionSkipsURLsAsSplittingDoes(_ text: String) {
        let kept = text.split(separator: " ").filter { !$0.contains("://") }.joined(separator: " ")
        #expect(ScriptLanguageDetector.detectSkippingURLs(text) == ScriptLanguageDetector.detect(kept))
    }

    /// Every phrase list of the bundled lexicons, matched through the prepared byte matcher and
    /// through the general `Character` path, over sentences made of its own phrases: at the
    /// start, at the end, inside, glued to a letter, and alone.
    @Test func preparedPhraseListsMatchAsTheGeneralPathDoes() throws {
        var compared = 0
        for lexicon in LexiconSet.bundled.languages.values {
            let lists = [lexicon.prohibition, lexicon.recommendation, lexicon.requirement, lexicon.negation,
                         lexicon.guidelineVoice, lexicon.normative, lexicon.nonStatement, lexicon.endOfContent]
            for list in lists {
                let phrases = list.prefixes + list.suffixes + list.contains
                var sentences = ["", "unrelated words only", "한국어 문장입니다", "日本語の文です"]
                for phrase in phrases {
                    sentences += [phrase, phrase + " the rest", phrase + "ful rest", "lead " + phrase,
                                  "lead " + phrase + " tail", "lead" + phrase + "tail", phrase + "s", phrase + "-to-screen",
                                  phrase + " - rest", phrase + "-", phrase + "-1"]
                }
                for sentence in sentences {
                    #expect(list.match(sentence) == list.generalMatch(sentence), "\(lexicon.language): \(sentence)")
                    compared += 1
                }
            }
        }
        #expect(compared > 1000)
    }

    @Test func phraseListsEditedAfterLoadingMatchTheirNewPhrases() {
        var list = PhraseList(prefixes: ["use"])
        #expect(list.match("use a title") == "use")
        list.prefixes = ["avoid"]
        list.suffixes = ["세요"]
        #expect(list.match("use a title") == nil)
        #expect(list.match("avoid clutter") == "avoid")
        #expect(list.match("사용하세요") == "세요")
        #expect(list == PhraseList(prefixes: ["avoid"], suffixes: ["세요"]))
    }

    @Test func leadingAdverbialsStripAsTheGeneralPathDoes() {
        for lexicon in LexiconSet.bundled.languages.values {
            var sentences = ["", ",", "use a title", "한국어 문장", "日本語、文"]
            for adverbial in lexicon.leadingAdverbials {
                sentences += [adverbial, adverbial + ", use a title", adverbial + " use", adverbial + "、使う",
                              adverbial + "ly use", adverbial + ",  , 、 " + adverbial + " use", "use " + adverbial]
            }
            for sentence in sentences {
                #expect(lexicon.withoutLeadingAdverbial(sentence) == lexicon.generalWithoutLeadingAdverbial(sentence),
                        "\(lexicon.language): \(sentence)")
            }
        }
        var lexicon = LanguageLexicon(language: .english)
        lexicon.leadingAdverbials = ["in general"]
        #expect(lexicon.withoutLeadingAdverbial("in general, use a title") == "use a title")
    }

    private static let whitespaceSamples = [
        "", " ", "plain", "  lead and trail  ", "soft\nbreak and\r\nCRLF", "tab\there", "no-break\u{00A0}space",
        "한국어  문장\u{3000}입니다", "日本語\n\n段落", "e\u{301} combining", "emoji 🛠 tool", "x\u{2028}y",
        "\u{AC00}\u{CFFF}  \u{D000}\u{D7A3}", "\u{ABFF}가", "가\u{A000}", "끝 ", "ASCII run longer than eight bytes 한",
        "Don’t — “quoted” … ‘x’ – y", "e\u{301}’s",
    ]

    @Test(arguments: whitespaceSamples)
    func whitespaceCollapsesAsTheDefinitionSays(_ text: String) {
        #expect(TextNormalizer.normalize(text) == TextNormalizer.generalNormalize(text))
        if let fast = SimpleText.collapsingWhitespace(text) { #expect(fast == TextNormalizer.generalNormalize(text)) }
    }

    @Test func contentHashesHashTheNormalisedConcatenation() {
        func reference(_ text: String) -> String {
            var hash: UInt64 = 0xcbf29ce484222325
            for byte in TypographicFolding.folded(TextNormalizer.generalNormalize(text)).utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
            let hex = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
        let samples = Self.whitespaceSamples
        for first in samples {
            #expect(ContentHash.of(first) == reference(first), "\(first)")
            for second in samples {
                let statement = GuidelineStatement(language: .english, text: first, marked: true, origin: .bold,
                                                   explanation: second, source: SourceLocation(file: "page.md", line: 1))
                #expect(ContentHash.of(statement) == reference(first + "\n" + second), "\(first) | \(second)")
            }
        }
    }

    @Test(arguments: whitespaceSamples + ["\u{00A0}\u{3000} 한국어 \u{2029}", "\u{2028}", " \t\n "])
    func whitespaceTrimsAsFoundationDoes(_ text: String) {
        let expected = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let fast = SimpleText.trimmingWhitespace(text) {
            #expect(fast == expected)
        } else {
            #expect(!SimpleText.isSimple(text))
        }
    }

    @Test(arguments: whitespaceSamples + [
        "Don’t Use ‘Custom’ Buttons.", "ÀÉÎ Õü ÿ.", "İstanbul", "Straße", "ẞ capital", "TIP:", "참고：",
        "trailing ... ", "end.”」』)", "“Quoted”!?", "UPPER CASE  WITH   SPACES", "한국어 문장입니다.", "日本語の文です。",
        "Ⱥ grows when lower-cased", "word .", "  ", "…", "Ǆ dz digraph", "µ micro",
        "Keep it fresh ✨.", "위젯을 제공하세요📐。", "Glanceable 👀", "Rotate 🔄 now.", "Family 👨\u{200D}👩\u{200D}👧", "1\u{FE0F}\u{20E3}", "✨",
        // Eight-byte words: spaces at their edges, doubled across them, tabs and capitals inside.
        "abcdefg hijklmno pqrstuvw xyz.", "abcdefgh  ijklmnop", " abcdefg  hijklmn\tpqrstuvw", "abcdefGh ijkl@mnop qrs",
        "a b c d e f g h i j k l m n o p q", "abcdefg\u{00A0}hijklmnopq rstuvwxy \n z", "1234567 89012345 ,;:!? ()",
    ])
    func lexiconTextNormalisesAsTheGeneralPathDoes(_ text: String) {
        #expect(LexiconText.normalise(text) == LexiconText.generalNormalise(text))
        if let fast = LexiconText.simpleNormalise(text) { #expect(fast == LexiconText.generalNormalise(text)) }
        let scratch = LexiconText.withSimpleNormalised(text) { String(decoding: $0, as: UTF8.self) }
        #expect(scratch == LexiconText.simpleNormalise(text))
    }

    /// A contrast is found by byte search in simple text exactly where Foundation's `contains` finds it.
    @Test(arguments: ["use it for navigation, not for actions", "not this, not that", ", not", "a, nota b", "e\u{301}, not x",
                      "", "한국어, not 영어", "a,\u{00A0}not b"])
    func contrastsAreFoundAsFoundationFindsThem(_ sentence: String) {
        let lexicon = LexiconSet.bundled.lexicon(.english)
        #expect(!lexicon.contrasts.isEmpty)
        #expect(lexicon.holdsContrast(normalised: sentence) == lexicon.contrasts.contains { !$0.isEmpty && sentence.contains($0) })
    }

    /// Matching while normalising into scratch storage answers as matching the normalised string does.
    @Test func phraseListsMatchWhileNormalisingAsOnTheNormalisedText() {
        let sentences = ["Don’t Use Custom Buttons.", "You can’t undo it", "Use it without asking.", "NEVER  show it",
                         "버튼을 사용하지 마세요.", "사용할 수 없습니다", "表示しないでください。", "使用できません",
                         "Straße isn't simple: e\u{301}", "İstanbul doesn't lower-case simply", "", "..."]
        for lexicon in LexiconSet.bundled.languages.values {
            for list in [lexicon.negation, lexicon.prohibition, lexicon.negationMarkers, lexicon.polarityNeutral] {
                for sentence in sentences {
                    #expect(list.matches(normalising: sentence) == (list.match(LexiconText.normalise(sentence)) != nil),
                            "\(lexicon.language): \(sentence)")
                }
            }
        }
    }

    @Test(arguments: ["", " ", "\t\n", "\r\n", " \u{0B}\u{0C} ", "a", " a", "  \u{00A0}", "\u{3000}", "\u{2003}x", " 한", "\u{85}", "\u{200B}"])
    func blankTextIsWhatCharactersSayItIs(_ text: String) {
        #expect(SimpleText.isBlank(text) == text.allSatisfy(\.isWhitespace), "\(text.unicodeScalars.map(\.value))")
        #expect(SimpleText.isBlank(text[...]) == text.allSatisfy(\.isWhitespace))
    }

    @Test(arguments: ["isNavigationBarHidden", "URLSession", "UINavigationController.pushViewController(_:animated:)",
                      "Use SF Symbols", "iPadOS 17", "ABC", "plain", "", "한국어UIKit문서", "CaféAuLait", "x2Y", "HTTPSURLRequest",
                      "Drag between iPad apps", "an iOS app", "eSIM", "a iPhone", "Adopt the new motion APIs in iOS 17", "URLs", "APIsession"])
    func camelCaseSplitsAsTheRegularExpressionsDo(_ text: String) throws {
        // A lower-case letter splits only after another letter or digit: iPad stays a word.
        let first = try NSRegularExpression(pattern: "((?<=[A-Za-z0-9])[a-z]|[0-9])([A-Z])")
        // An acronym's plural `s` ("APIs") is no word of its own.
        let second = try NSRegularExpression(pattern: "([A-Z]+)([A-Z](?!s(?![a-z]))[a-z])")
        var expected = first.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "$1 $2")
        expected = second.stringByReplacingMatches(in: expected, range: NSRange(expected.startIndex..., in: expected), withTemplate: "$1 $2")
        #expect(RuleSlug.splittingCamelCase(text) == expected)
    }

    /// The ranges `AnchorSet.isDecimalDigit` answers without a property lookup hold no digit but ASCII's.
    @Test func digitShortcutsAgreeWithUnicode() {
        for range in [0...0x65F, 0x3040...0x30FF, 0x3400...0x9FFF, 0xAC00...0xD7A3, 0xFF10...0xFF19, 0x660...0x669] {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                #expect(AnchorSet.isDecimalDigit(scalar) == (scalar.properties.numericType == .decimal), "U+\(String(value, radix: 16))")
            }
        }
    }

    @Test func mainClausesReadAsTheGeneralPathDoes() {
        for lexicon in LexiconSet.bundled.languages.values {
            var sentences = ["", " ", "use a title", "한국어 문장입니다", "日本語、文です", "a  b", " lead space", "trail space "]
            for subordinator in lexicon.subordinators {
                sentences += [subordinator + " you scroll, don't hide it", subordinator + " you scroll、 hide it",
                              subordinator + " no comma here", subordinator]
            }
            for breaker in lexicon.clauseBreakers {
                sentences += ["use graphics " + breaker + " don't move", breaker + " first word", "use  two  " + breaker + " x",
                              "if you can, use graphics " + breaker + " don't move", "use " + breaker]
            }
            for sentence in sentences {
                #expect(lexicon.mainClause(of: sentence) == lexicon.generalMainClause(of: sentence), "\(lexicon.language): \(sentence)")
            }
        }
    }

    @Test(arguments: ["가 나다 라마바사", "\u{AC00}\u{CFFF}\u{D000}\u{D7A3} 끝", "툴바를 사용하세요 toolbar 24x24",
                      "ꀀ yi syllable", "\u{ABFF}", "\u{D7A4}", "日本語とカタカナ 三つ", "한글 漢字 혼용", "plain English words", "",
                      "see https://example.com/a/b and http://x:/y", "ab://c d", "a://b", "iOS13 x24 Z@[`{"])
    func scriptCountsMatchTheGeneralPath(_ text: String) {
        #expect(ScriptLanguageDetector.counts(text) == ScriptLanguageDetector.generalCounts(text))
        let withoutURLs = text.split(separator: " ").filter { !$0.contains("://") }.joined(separator: " ")
        #expect(ScriptLanguageDetector.detectSkippingURLs(text) == ScriptLanguageDetector.detect(withoutURLs))
    }

    @Test func exactByteEqualityMarksOnlyMatchingBytes() {
        for sample in ["        ", "a  b c d", " \u{1}\u{21} \u{0} \u{20}\u{A0}x".utf8.prefix(8).map { Character(Unicode.Scalar($0)) }.map(String.init).joined(),
                       "\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}", "!!!!!!!!", "\u{1}\u{20}\u{1}\u{20}\u{21}\u{1F}\u{20}\u{20}"] {
            let bytes = Array(sample.utf8.prefix(8))
            guard bytes.count == 8 else { continue }
            let word = bytes.withUnsafeBufferPointer { ByteWord.load($0, at: 0) }
            let marks = ByteWord.exactlyEqual(word, 0x20)
            for (index, byte) in bytes.enumerated() {
                #expect((marks >> UInt64(8 * index + 7)) & 1 == (byte == 0x20 ? 1 : 0), "\(bytes) at \(index)")
            }
        }
    }

    @Test(arguments: ["", "Use a title", "  two   words  here ", "한국어 문장 입니다", "日本語", "e\u{301}\u{301} x", "a\u{3000}b", "one two three four five six"])
    func wordsCountAsCharactersDo(_ text: String) {
        for limit in [1, 2, 5, 100] {
            let expected = text.split(whereSeparator: \.isWhitespace).count
            #expect(StatementExtractor.wordCount(text, upTo: limit) == min(expected, limit))
        }
    }

    @Test func calloutLabelsAreFoundInAnyNormalisationForm() {
        let lexicons = LexiconSet.bundled
        #expect(lexicons.isCalloutLabel("참고"))
        #expect(lexicons.isCalloutLabel("참고".decomposedStringWithCanonicalMapping))
        #expect(lexicons.isCalloutLabel("TIP:"))
        #expect(!lexicons.isCalloutLabel(String(repeating: "tip ", count: 50)))
    }

    @Test(arguments: ["세 가지 방법", "두 개의 버튼과 세개의 탭", "한 번, 다섯 번, 열 개", "세계 네트워크", "가나다 세 가지",
                      "三つのタブと二つのボタン", "一つ", "三", "Use three or four tabs", "one two", "", "세",
                      "하세요 세 개", "열세 개, 스물한 번과 두세 개", "二十五個と十五件", "一つのボタン"])
    func countedNumberWordsReadAsTheGeneralPathDoes(_ text: String) {
        let extractor = NumberExtractor(lexicons: .bundled)
        for language: LanguageCode in ["ko", "ja", .english] {
            let lexicon = LexiconSet.bundled.lexicon(language)
            #expect(extractor.wordNumbers(in: text, language: language) == extractor.generalWordNumbers(in: text, lexicon: lexicon),
                    "\(language): \(text)")
        }
    }

    /// What the fast paths rely on, for every simple scalar: it is its own grapheme cluster next
    /// to any simple neighbour, and text made of simple scalars is already in NFC.
    @Test func simpleScalarsStandAloneAndAreInNFC() {
        let scalars = (0...0x10FFFF).compactMap { Unicode.Scalar(UInt32($0)) }
            .filter { SimpleText.isSimple($0.value) && $0 != "\r" && $0 != "\n" }
        for scalar in scalars {
            #expect(scalar.properties.canonicalCombiningClass == .notReordered, "U+\(String(scalar.value, radix: 16))")
        }
        // Each scalar between two neighbours of different kinds, all in one text.
        var text = String.UnicodeScalarView()
        for scalar in scalars { text.append(contentsOf: ["a", scalar, "가", scalar, "あ", scalar, "🛠"]) }
        let joined = String(text)
        #expect(joined.count == joined.unicodeScalars.count, "every simple scalar is a grapheme cluster of its own")
        #expect(joined.precomposedStringWithCanonicalMapping == joined, "simple text is in NFC")
    }

    @Test(arguments: ["plain", "e\u{301}\ncafe\u{301}\n", "\u{1100}\u{1161}\u{11A8}\n\u{301}lead mark\n\n가",
                      "crlf\u{301}\r\n\u{301}next\r\n", "emoji 🛠\u{FE0E} line\nsecond 🛠", "\n\n", "한국어\n\u{1112}\u{1161}\u{11AB}"])
    func textIsPrecomposedAsFoundationDoesIt(_ text: String) {
        #expect(SourceDecoder.precomposed(text) == text.precomposedStringWithCanonicalMapping)
        #expect(SourceDecoder.precomposed(text).utf8.elementsEqual(text.precomposedStringWithCanonicalMapping.utf8))
    }

    @Test(arguments: whitespaceSamples + ["12345678", "1234567é", "abcdefgh한ijklmnop\u{301}", "\u{AC00}\u{ABFF}"])
    func simplicityIsEveryScalarsSimplicity(_ text: String) {
        #expect(SimpleText.isSimple(text) == text.unicodeScalars.allSatisfy { SimpleText.isSimple($0.value) })
    }

    @Test(arguments: ["iOS 13.4 and 24x24 at @3x", "v2.0.1", "３つのタブ", "١٢ and ١٢٫٥", "a1 1a .5 5. 5.x", "세 가지 3개",
                      "section 4.2.", "1.2.3", "가1 1가 가 1", "44pt, 20 pt", "", "no digits at all", "²³ ① 三",
                      "少なくとも44x44pt（visionOSでは60x60pt）", "最大3つ", "アイコン2個", "최대3개", "ᄀ7 ㄱ8 々9 〆5 ｱ6 𠀀4 ー3 ｰ2 ゝ1 ㆠ4 ㇰ5",
                      "é5 ß6 Ω7 я8 ا9",
                      // Digits at every offset of the eight-byte blocks, and the bytes either side of the digits.
                      "xxxxxxx9 xxxxxx12 xxxxx/:/ 3x", "///:::///:::0", "the quick brown fox jumps over 13 lazy dogs 2.5 times",
                      "abcdefgh ijklmnop qrstuvwx 7 yzabcdef", "한국어와 English 8 bytes, 44pt",
                      "5,000 and 1,234,567.5 but 12345,678, 1,2,3, 5,0001 and 100,200,30",
                      "０．２〜０．５秒 １，０００個 １,０００ 1．5 ０．x ．５ ０，１２",
                      "338x354 44X40pt 4x 3x4x5 x5 ax5 ５x６ 1.5x2", "Visual%20Design/Launch%20Screen at 50% and 5%3"])
    func digitNumbersAreWhatTheirPatternMatches(_ text: String) throws {
        let pattern = try NSRegularExpression(
            // A letter before the digits makes them part of a name, except the `x` of a dimension ("338x354");
            // "%" before them escapes a URL's character ("Visual%20Design").
            pattern: #"(?<![[\p{L}\d.．%]--[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}xX]])(?<!(?:^|\D)[xX])(?:\d{1,3}(?:[,，]\d{3}(?!\d))+|\d+)(?:[.．]\d+)?"#)
        let expected = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range, in: text)!]) }
        #expect(NumberExtractor(lexicons: .bundled).digitNumbers(in: text) == expected)
    }

    /// Every escaped byte at every offset within and across the eight-byte blocks.
    @Test func jsonStringsEscapeAsJSONEncoderDoes() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        for special in ["\"", "\\", "\n", "\t", "\u{01}", "\u{1F}", "/", "é", "한", " ", "\u{7F}"] {
            for offset in 0..<18 {
                let text = String(repeating: "a", count: offset) + special + String(repeating: "b", count: 9) + special
                var writer = CompactJSONWriter()
                writer.writeString(text)
                let expected = try encoder.encode([text])
                #expect(writer.bytes == Array(expected.dropFirst().dropLast()), "\(special) at \(offset)")
            }
        }
    }

    @Test(arguments: ["https://developer.apple.com/documentation/uikit/uinavigationbar",
                      "HTTPS://Developer.Apple.com/Documentation/UIKit", "http://developer.apple.com/documentation/x?y=1#z",
                      "https://developer.apple.com/design/human-interface-guidelines/toolbars", "https://example.com",
                      "https://developer.apple.com", "https://developer.apple.com/documentation/a_b/c(d:)",
                      "https://user@developer.apple.com/documentation/x", "https://developer.apple.com:443/documentation/x",
                      "https://developer.apple.com/documentation/%E2%9C%93", "ftp://developer.apple.com/documentation/x",
                      "../relative/page", "https://developer.apple.com/documentation/with space",
                      "https://github.com/jum0/Human-Interface-Guidelines/tree/master/Text%20Size%20and%20Weight",
                      "HTTP://GitHub.com/a%2Fb", "https://developer.apple.com%2Eevil.com/documentation/x",
                      "https://developer.apple.com/documentation/", "https://developer.apple.com/documentation//",
                      "https://developer.apple.com/", "https://developer.apple.com//",
                      "https://developer.apple.com/design/human-interface-guidelines/ios/system-icons/#tab-bar-icons",
                      "https://developer.apple.com/documentation/x;y/z!w*v$u+t,s=r&q"])
    func documentationLinksParseAsURLDoes(_ address: String) {
        // The plain http(s) links of a page, the common case, must not fall back to `URL`.
        if address.hasPrefix("https://developer.apple.com/d") && !address.contains(" ") && !address.contains("%") {
            #expect(SymbolExtractor.plainHTTPURL(address) != nil, "\(address) took the general path")
        }
        if let parts = SymbolExtractor.plainHTTPURL(address) {
            let url = URL(string: address)
            #expect(url?.host.map { Substring($0) } == parts.host)
            #expect(url.map { Substring($0.path) } == parts.path)
        }
        let extractor = SymbolExtractor(notSymbols: [])
        let link = GuidelineLink(text: "UINavigationBar", url: address)
        let viaURL: String? = {
            guard let url = URL(string: address), let host = url.host?.lowercased(), host.hasSuffix("developer.apple.com"),
                  url.path.lowercased().hasPrefix("/documentation/") else { return nil }
            return "UINavigationBar"
        }()
        #expect(extractor.symbol(forLink: link) == viaURL)
    }

    @Test(arguments: ["UINavigationBar", "  UINavigationBar\t", "setNavigationBarHidden(_:animated:)", "UIKit.UIView",
                      "two words", "", " \t ", "a-b", "snake_case", "x\r\ny", "UI\u{00A0}Bar", "\u{00A0}UIBar", "탭바", "Ｕ", "アプリアイコンの設定", "앱아이콘구성하기", "Café"])
    func linkTextNamesASymbolOnlyAsAnASCIIIdentifier(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let general: String? = !trimmed.isEmpty && !trimmed.contains(" ")
            && trimmed.allSatisfy({ ($0.isASCII && ($0.isLetter || $0.isNumber)) || "_.:()".contains($0) }) ? trimmed : nil
        if let decided = SymbolExtractor.asciiSymbolName(linkText: text) {
            #expect(decided == general, "\(text)")
        } else {
            #expect(!text.utf8.allSatisfy { $0 < 0x80 }, "\(text) took the general path")
        }
        let link = GuidelineLink(text: text, url: "https://developer.apple.com/documentation/uikit/x")
        #expect(SymbolExtractor(notSymbols: []).symbol(forLink: link) == general, "\(text)")
    }

    @Test func pluralAcronymsAreProseNotSymbols() {
        let extractor = SymbolExtractor(notSymbols: [])
        #expect(extractor.symbols(inText: "Use the APIs, URLs and IDs of NSObject subclasses.") == ["NSObject"])
        #expect(extractor.symbols(inText: "URLSession and HTTPSConnection") == ["URLSession", "HTTPSConnection"])
    }

    @Test(arguments: ["Use UINavigationBar and prefersLargeTitles.", "call pushViewController(_:animated:) here",
                      "plain words only (with parentheses) and snake_case", "UIModalPresentationStyle.currentContext now",
                      "NSObject, CGFloat and URLSession", "doSomething() and x.y.z", "한국어 UIKit 문서 setNeedsLayout()", "",
                      "call UIView.animate(withDuration:animations:) or UIAccessibility.post(notification:argument:)",
                      "view.layer.removeAllAnimations() and UIView.layer.removeAll()", "A.B.c.D(x:) and UIColor.label", "_A.b()"])
    func symbolsAreFoundWhateverStartsArePassedOver(_ text: String) throws {
        // The shapes as regular expressions, applied as `symbols(inText:)` documents.
        let patterns = [
            #"(?<![A-Za-z0-9_])(?:[A-Z][A-Za-z0-9_]*\.)*[A-Za-z_][A-Za-z0-9_]*\((?:(?:[A-Za-z_][A-Za-z0-9_]*|_):)*\)"#,
            #"(?<![A-Za-z0-9_.])[A-Z][A-Za-z0-9]*(?:\.[a-z][A-Za-z0-9]*)+(?![A-Za-z0-9_(])"#,
            #"(?<![A-Za-z0-9_])[A-Z]{2,}[a-z][A-Za-z0-9]*(?![A-Za-z0-9_(.])"#,
            #"(?<![A-Za-z0-9_])[a-z]{2,}[a-z0-9]*(?:[A-Z][a-z0-9]*)+(?![A-Za-z0-9_(.])"#,
        ]
        let range = NSRange(text.startIndex..., in: text)
        var accepted: [Range<Int>] = []
        for pattern in patterns {
            let fresh = try NSRegularExpression(pattern: pattern).matches(in: text, range: range).map { $0.range.lowerBound..<$0.range.upperBound }
                .filter { match in !accepted.contains { $0.overlaps(match) } }
            accepted = (accepted + fresh).sorted { $0.lowerBound < $1.lowerBound }
        }
        var expected: [String] = []
        for match in accepted {
            let symbol = (text as NSString).substring(with: NSRange(location: match.lowerBound, length: match.count))
            if !expected.contains(symbol) { expected.append(symbol) }
        }
        #expect(SymbolExtractor(notSymbols: []).symbols(inText: text) == expected)
    }

    @Test func clauseWordsEditedAfterLoadingAreRead() {
        var lexicon = LanguageLexicon(language: .english)
        #expect(lexicon.mainClause(of: "if you scroll, use graphics that move") == "if you scroll, use graphics that move")
        lexicon.subordinators = ["if"]
        lexicon.clauseBreakers = ["that"]
        #expect(lexicon.mainClause(of: "if you scroll, use graphics that move") == "use graphics")
    }
}
