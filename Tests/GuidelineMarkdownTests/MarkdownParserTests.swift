import GuidelineMarkdown
import Testing

@Suite struct MarkdownParserTests {
    @Test func paragraphsCarryTheirSourceLines() {
        let document = MarkdownParser.parse("# Title\n\nFirst paragraph.\n\nSecond\nparagraph.\n")
        #expect(document.blocks.count == 3)
        #expect(document.blocks[0].kind == .heading(level: 1))
        #expect(document.blocks[0].range.startLine == 1)
        #expect(document.blocks[1].range.startLine == 3)
        #expect(document.blocks[2].range.startLine == 5)
        #expect(document.blocks[2].range.endLine == 6)
        #expect(document.blocks[2].inlines.plainText == "Second paragraph.")
    }

    @Test func strongLinksAndCodeBecomeInlineValues() {
        let document = MarkdownParser.parse("**Use the bar.** See [API](https://example.com/a) and `prefersLargeTitles`.")
        let inlines = document.blocks[0].inlines
        guard case .strong(let strong) = inlines[0] else {
            Issue.record("expected a leading strong span, got \(inlines)")
            return
        }
        #expect(strong.plainText == "Use the bar.")
        #expect(inlines.contains(.link(destination: "https://example.com/a", title: "", children: [.text("API")])))
        #expect(inlines.contains(.code("prefersLargeTitles")))
    }

    /// Exports write emphasis in HTML: `<strong>…</strong>` is a strong span like `**…**`, and a
    /// tag that is no formatting (`<blink>`, `Array<Element>`) is text the author wrote.
    @Test func htmlEmphasisIsEmphasisAndOtherTagsAreText() {
        let document = MarkdownParser.parse("<strong>Provide a <em>label</em>.</strong> Don't use <blink> or <B>bold</B> tags.")
        let inlines = document.blocks[0].inlines
        guard case .strong(let strong) = inlines[0] else {
            Issue.record("expected a leading strong span, got \(inlines)")
            return
        }
        #expect(strong.plainText == "Provide a label.")
        #expect(strong.contains(.emphasis([.text("label")])))
        #expect(inlines.plainText == "Provide a label. Don't use <blink> or bold tags.")
        // An unclosed tag stays a tag.
        #expect(MarkdownParser.parse("<b>Open only.").blocks[0].inlines.plainText == "Open only.")
    }

    /// Furigana is a reading aid: the sentence keeps the base text, not its reading glued on.
    @Test func rubyAnnotationsAreNoText() {
        #expect(MarkdownParser.parse("**目的をもって<ruby>動<rt>うご</rt></ruby>きを加えてください。**").blocks[0].inlines.plainText
                == "目的をもって動きを加えてください。")
        #expect(MarkdownParser.parse("<ruby>漢<rp>(</rp><rt>かん</rt><rp>)</rp>字</ruby>と<ruby>仮名<rt>かな</ruby>").blocks[0].inlines.plainText
                == "漢字と仮名")
        // An annotation nothing ends is kept: no text is lost to a stray tag.
        #expect(MarkdownParser.parse("読み<rt>よみ").blocks[0].inlines.plainText == "読みよみ")
    }

    @Test func blockQuotesNestTheirParagraphs() {
        let document = MarkdownParser.parse("English.\n\n> 한국어.\n>\n> 둘째.\n")
        #expect(document.blocks.count == 2)
        #expect(document.blocks[1].kind == .blockQuote)
        #expect(document.blocks[1].children.map(\.range.startLine) == [3, 5])
    }

    @Test func fencedCodeKeepsInfoAndLiteral() {
        let document = MarkdownParser.parse("```swift\nlet x = 1\n```\n")
        #expect(document.blocks[0].kind == .codeBlock(info: "swift", literal: "let x = 1\n"))
    }

    @Test func crlfAndCrLineEndingsKeepLineNumbers() {
        for ending in ["\r\n", "\r"] {
            let document = MarkdownParser.parse(["One.", "", "Two.", "", "Three."].joined(separator: ending))
            #expect(document.blocks.map(\.range.startLine) == [1, 3, 5], "line ending \(ending.debugDescription)")
        }
    }

    @Test func pathologicalNestingIsFlattenedNotFatal() {
        let depth = 20_000
        let text = String(repeating: ">", count: depth) + " deep text\n"
        let document = MarkdownParser.parse(text)
        var block = document.blocks.first
        var levels = 0
        while let current = block, current.kind == .blockQuote {
            levels += 1
            block = current.children.first
        }
        #expect(levels <= MarkdownParser.maximumNestingDepth + 1)
        #expect(block?.inlines.plainText.contains("deep text") == true)
    }

    @Test func emptyInputHasNoBlocks() {
        #expect(MarkdownParser.parse("").blocks.isEmpty)
    }
}
