import GuidelineMarkdown
import Testing

/// A line break reads as a space, except between two Chinese or Japanese characters, which a
/// reader sees joined (sources are often wrapped at a fixed width).
@Suite struct WideScriptBreakTests {
    private func plain(_ markdown: String) -> String {
        MarkdownParser.parse(markdown).blocks[0].inlines.plainText
    }

    @Test func softBreakBetweenJapaneseCharactersJoinsThem() {
        #expect(plain("スライダーは連続した値の調整に使用して\nください。") == "スライダーは連続した値の調整に使用してください。")
    }

    @Test func breakInsideJapaneseBoldJoinsItsText() {
        let inlines = MarkdownParser.parse("**値は一目で分かるように\\\n表示しましょう。** 説明。").blocks[0].inlines
        guard case .strong(let strong) = inlines[0] else {
            Issue.record("expected a leading strong span, got \(inlines)")
            return
        }
        #expect(strong.plainText == "値は一目で分かるように表示しましょう。")
    }

    @Test func breakAfterFullWidthPunctuationJoins() {
        #expect(plain("値を選びます。\nつまみを動かします。") == "値を選びます。つまみを動かします。")
    }

    @Test func koreanBreakStaysASpace() {
        #expect(plain("슬라이더를\n사용하세요.") == "슬라이더를 사용하세요.")
    }

    @Test func breakBesideLatinTextStaysASpace() {
        #expect(plain("iPhone\nでは") == "iPhone では")
        #expect(plain("値は\n`value` です") == "値は value です")
    }

    @Test func lineBreakTagBetweenJapaneseCharactersJoinsThem() {
        #expect(plain("使用して<br>ください。") == "使用してください。")
    }
}
