import Foundation
@testable import HIGCompiler
import Testing

/// Hangul and kana are romanised from higc's own tables, the same on every platform.
@Suite struct RomanizerTests {
    let romanizer = Romanizer.bundled

    @Test(arguments: [
        ("한국어", "hangukeo"),
        ("내비게이션", "naebigeisyeon"),
        ("닭", "dak"),
        ("앱을", "aepeul"),
        ("값 있음", "gap iteum"),
    ])
    func hangulSyllablesAreSplitIntoInitialVowelAndFinal(_ text: String, _ expected: String) {
        #expect(romanizer.romanize(text) == expected)
    }

    @Test(arguments: [
        ("ナビゲーションバー", "nabigeeshonbaa"),
        ("ツールバー", "tsuurubaa"),
        ("キャッシュ", "kyasshu"),
        ("チェック", "chekku"),
        ("マッチ", "matchi"),
        ("ファイル", "fairu"),
        ("ウィンドウ", "windou"),
        ("ひらがな", "hiragana"),
        ("しゃしん", "shashin"),
    ])
    func kanaMergeSmallKanaAndHonourGeminationAndLength(_ text: String, _ expected: String) {
        #expect(romanizer.romanize(text) == expected)
    }

    @Test func latinDigitsAndPunctuationPassThroughLowerCased() {
        #expect(romanizer.romanize("UIKit 앱 2개!") == "uikit aep 2gae!")
    }

    @Test func onlyLatinHangulAndKanaAreCovered() {
        #expect(romanizer.covers("내비게이션 바 and ナビゲーション"))
        #expect(!romanizer.covers("漢字を使う"))
        #expect(!romanizer.covers("Привет"))
        // Other scripts still romanise, through ICU.
        #expect(Transliteration.romanize("Привет") == "privet")
    }

    @Test func loanwordsOfBothScriptsShareTheEnglishSkeleton() throws {
        let english = Transliteration.englishSkeleton("navigation bar")
        let korean = Transliteration.skeleton(try #require(Transliteration.romanize("내비게이션바")))
        let japanese = Transliteration.skeleton(try #require(Transliteration.romanize("ナビゲーションバー")))
        #expect(Transliteration.skeletonsMatch(korean, english), "\(korean) vs \(english)")
        #expect(Transliteration.skeletonsMatch(japanese, english), "\(japanese) vs \(english)")
    }

    /// Four consonants or fewer are too few to differ but for an ending: 옵션 is "option(s)", not
    /// "button", "action" or "visual"; 햅틱 is "haptic", not "feedback"; 틴트 is "tinted".
    @Test(arguments: [("옵션", "options", true), ("옵션", "option", true), ("옵션", "button", false), ("옵션", "action", false),
                      ("옵션", "visual", false), ("스타일", "style", true), ("스타일", "general", false), ("스타일", "similar", false),
                      ("버튼", "button", true), ("アクション", "action", true), ("アクション", "options", false),
                      ("햅틱", "haptic", true), ("햅틱", "feedback", false), ("피드백", "feedback", true),
                      ("틴트", "tinted", true), ("オプション", "optional", true), ("デザイン", "design", true),
                      ("디자이너", "designers", true), ("デザイン", "designs", true), ("シグナル", "signal", true),
                      // Before a labial an n is said m.
                      ("シンプル", "simple", true), ("심플", "simple", true), ("サンプル", "sample", true), ("シンボル", "symbol", true)])
    func shortSkeletonsMatchOnlyExactly(_ loanword: String, _ english: String, _ matches: Bool) throws {
        let skeleton = Transliteration.skeleton(try #require(Transliteration.romanize(loanword)))
        #expect(Transliteration.skeletonsMatch(skeleton, Transliteration.englishSkeleton(english)) == matches,
                "\(loanword) (\(skeleton)) vs \(english) (\(Transliteration.englishSkeleton(english)))")
    }

    /// The same consonant after a vowel is another consonant: "popover" is B-B-B, like
    /// ポップオーバー and 팝오버, whose doubled p is one.
    @Test(arguments: [("ポップオーバー", "popover", true), ("팝오버", "popover", true), ("ポップアップ", "popup", true),
                      ("ポップオーバー", "pop", false), ("スライダー", "slider", true), ("셀렉터", "selector", true)])
    func repeatedConsonantsAcrossAVowelCount(_ loanword: String, _ english: String, _ matches: Bool) throws {
        let skeleton = Transliteration.skeleton(try #require(Transliteration.romanize(loanword)))
        #expect(Transliteration.skeletonsMatch(skeleton, Transliteration.englishSkeleton(english)) == matches,
                "\(loanword) (\(skeleton)) vs \(english) (\(Transliteration.englishSkeleton(english)))")
    }

    @Test func malformedTablesAreRejected() {
        let json = Data(#"{"hangul":{"initials":[],"vowels":[],"finals":[]},"kana":{},"smallKana":{},"geminationMark":"ッ","lengthMark":"ー"}"#.utf8)
        #expect(throws: DecodingError.self) { try Romanizer(json: json) }
    }
}
