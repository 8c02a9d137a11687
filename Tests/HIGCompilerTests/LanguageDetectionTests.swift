import Foundation
import GuidelineMarkdown
@testable import HIGCompiler
import Testing

/// Each block's language comes from the scripts of its words, code and URLs left out; a file
/// named for a language fixes it.
@Suite struct LanguageDetectionTests {
    @Test(arguments: [
        ("Use a toolbar when people need controls.", "en"),
        ("툴바를 사용하세요.", "ko"),
        // English terms inside a Korean sentence do not outvote it.
        ("navigation bar에 segmented control 사용을 고려하세요.", "ko"),
        ("ツールバーを使ってください。", "ja"),
        ("標準の戻るボタンを使いましょう", "ja"),
        // Han without kana next to Hangul is hanja in Korean text.
        ("한국어 文章 안의 漢字", "ko"),
        ("UIToolbar와 UIBarButtonItem을 사용하세요", "ko"),
    ] as [(String, String)])
    func majorityScriptDecides(_ text: String, _ language: String) {
        #expect(ScriptLanguageDetector.detect(text) == language)
    }

    @Test(arguments: ["", "2020-02-19 09:33", "24x24 @2x @3x 48x48", "— · …"])
    func textWithoutWordsHasNoLanguage(_ text: String) {
        #expect(ScriptLanguageDetector.detect(text) == nil)
    }

    @Test func japaneseWordsAreCountedByPairsOfCharacters() {
        let counts = ScriptLanguageDetector.counts("ナビゲーションバー is a bar")
        #expect(counts.japaneseWords == 5)
        #expect(counts.latinWords == 3)
        #expect(counts.hangulWords == 0)
    }

    @Test func codeSpansAndURLsDoNotVote() throws {
        let root = TestPaths.fixtures.appendingPathComponent("Languages")
        let compilation = try GuidelineCompiler().compile(guidelines: root, previous: nil)
        let rule = try #require(compilation.catalog.rules.first { $0.page == "mixed" })
        #expect(Set(rule.statements.keys) == [.english, "ko", "ja"])
        #expect(rule.statements["ko"]?.text == "툴바 항목에는 UIBarButtonItem을 사용하세요.")
        #expect(rule.statements["ja"]?.text == "ツールバーの項目にはUIBarButtonItemを使ってください。")
    }

    /// A link's text names a document, often in English on a translated page: the words around
    /// it decide; with none, the link's own words do.
    @Test(arguments: [
        ("참조 [iOS 13 Segmented Control](https://example.com/ios-13)", "ko"),
        ("See [알림](https://example.com/alerts) for details.", "en"),
        ("[UISegmentedControl](https://developer.apple.com/documentation/uikit/uisegmentedcontrol)", "en"),
        ("詳しくは[Human Interface Guidelines](https://developer.apple.com/design/)を参照してください。", "ja"),
    ])
    func theWordsAroundALinkSayTheParagraphsLanguage(_ markdown: String, _ expected: String) throws {
        let inlines = try #require(MarkdownParser.parse(markdown).blocks.first).inlines
        #expect(ContentBlock.detectedLanguage(inlines) == LanguageCode(expected))
    }

    @Test func aLanguageTaggedFileNameFixesTheLanguage() throws {
        let root = TestPaths.fixtures.appendingPathComponent("Languages")
        let compilation = try GuidelineCompiler().compile(guidelines: root, previous: nil)
        let rules = compilation.catalog.rules.filter { $0.page == "tagged" }
        #expect(rules.count == 1)
        let korean = try #require(rules.first?.statements["ko"])
        // Written in English words, but the file is ko.md.
        #expect(korean.text == "Use UIBarButtonItem for every toolbar item.")
        #expect(korean.source.file == "tagged/ko.md")
        #expect(korean.alignment?.method == .sequence)
    }
}
