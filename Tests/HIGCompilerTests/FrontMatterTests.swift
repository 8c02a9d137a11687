import GuidelineMarkdown
@testable import HIGCompiler
import Testing

/// Front matter is blanked line for line; anything that is not front matter is left alone.
@Suite struct FrontMatterTests {
    @Test(arguments: [
        ("---\ntitle: Steppers\ndate: 2023-08-14\n---\n# Steppers\n", 4),
        ("---\r\ntitle: \"[번역] 스테퍼: 값\"\r\ntags:\r\n  - hig\r\n- 번역\r\n---\r\nText\r\n", 6),
        ("---\nlayout: post\n# a YAML comment\n\nsummary: >\n  folded text\n...\nBody\n", 7),
        ("+++\ntitle = \"Steppers\"\n[params]\nweight = 3\n+++\nBody\n", 5),
        ("---\ntitle: At the very end\n---", 3),
    ])
    func frontMatterIsBlankedKeepingLineNumbers(_ text: String, _ lines: Int) {
        #expect(FrontMatter.lineCount(text) == lines)
        let blanked = FrontMatter.blanked(text)
        #expect(blanked.hasPrefix(String(repeating: "\n", count: lines)))
        let rest = text.utf8.split(separator: 0x0A, maxSplits: lines, omittingEmptySubsequences: false).dropFirst(lines).first
        #expect(blanked.dropFirst(lines) == rest.map { Substring($0) } ?? "")
    }

    @Test(arguments: [
        "---\n\nA thematic break, then prose.\n\n---\n",      // no field
        "---\ntitle: Steppers\nThis line is prose, not a field.\n---\n",
        "---\ntitle: never closed\n",
        "Intro\n---\ntitle: Steppers\n---\n",                 // not at the start
        "----\ntitle: Steppers\n----\n",
        "+++\ntitle: YAML in TOML fences\n+++\n",
        "",
    ])
    func otherTextIsLeftAlone(_ text: String) {
        #expect(FrontMatter.lineCount(text) == nil)
        #expect(FrontMatter.blanked(text) == text)
    }

    @Test(arguments: [
        ("---\ntitle: Sliders\ndate: 2023-08-14\n---\nBody\n", "Sliders"),
        ("---\ntitle: \"[번역] 스테퍼: 값\"\n---\n", "[번역] 스테퍼: 값"),
        ("---\ntitle: 'ピッカー'\n---\n", "ピッカー"),
        ("+++\ntitle = \"Steppers\"\n+++\n", "Steppers"),
        ("---\nseo:\n  title: nested\nlayout: post\n---\n", nil),
        ("---\ntitle:\n---\n", nil),
        ("# Sliders\ntitle: prose\n", nil),
    ] as [(String, String?)])
    func theTitleFieldIsRead(_ text: String, _ title: String?) {
        #expect(FrontMatter.title(in: text) == title)
    }

    /// A static site shows the front matter title as the page's name; the heading path says so
    /// when the Markdown has no level-1 heading of its own.
    @Test func theFrontMatterTitleHeadsAPageWithoutOne() throws {
        let rule = "**Customize a slider only when it helps.** People know the standard one.\n"
        let compilation = CompileRun.compile([
            "titled/page.md": "---\ntitle: Sliders\n---\n\n## Best practices\n\n" + rule,
            "repeated/page.md": "---\ntitle: Sliders\n---\n\n## Sliders\n\n" + rule,
            "headed/page.md": "---\ntitle: Sliders | Site\n---\n# Sliders\n\n## Best practices\n\n" + rule,
        ])
        let paths = Dictionary(uniqueKeysWithValues: compilation.catalog.rules.map { ($0.page, $0.headingPath) })
        #expect(paths["titled"] == ["Sliders", "Best practices"])
        #expect(paths["repeated"] == ["Sliders"])
        #expect(paths["headed"] == ["Sliders", "Best practices"])
    }

    @Test func aFenceFartherThanTheLimitIsAThematicBreak() {
        let fields = (0..<FrontMatter.maximumLines).map { "key\($0): value" }.joined(separator: "\n")
        #expect(FrontMatter.lineCount("---\n" + fields + "\n---\n") == nil)
    }
}

/// Markup that dialects add around the text: heading attribute lists and `<br>` line breaks.
@Suite struct DialectMarkupTests {
    @Test(arguments: [
        ("Best practices {#best-practices}", "Best practices"),
        ("iOS, iPadOS {: .platform}", "iOS, iPadOS"),
        ("Labels {.unnumbered #labels}", "Labels"),
        ("Use {braces} in text", "Use {braces} in text"),
        ("Sets {#a} and {b}", "Sets {#a} and {b}"),
        ("{#only-attributes}", "{#only-attributes}"),
        ("모범 사례 {#best-practices}", "모범 사례"),
        ("Styles ## {#styles}", "Styles"),
        ("Styles # {#styles}", "Styles"),
        ("C# {#c-sharp}", "C#"),
        ("Use # as a prefix", "Use # as a prefix"),
    ])
    func headingAttributeListsAreNotPartOfTheName(_ heading: String, _ name: String) {
        #expect(HeadingAttributes.removing(from: heading) == name)
    }

    @Test func lineBreakTagsReadAsSpaces() throws {
        let inlines = try #require(MarkdownParser.parse("One.<br>Two.<BR/>Three.<br />Four.<span>Five.</span>").blocks.first).inlines
        #expect(inlines.plainText == "One. Two. Three. Four.Five.")
    }
}
