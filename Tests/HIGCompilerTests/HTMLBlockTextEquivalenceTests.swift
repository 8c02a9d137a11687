@testable import HIGCompiler
import Testing

/// The byte path of `HTMLBlockText` must read every HTML block exactly as the `Character` path.
@Suite struct HTMLBlockTextEquivalenceTests {
    static let blocks: [String] = [
        "<img width=\"268\" alt=\"스크린샷 2020-03-07 오후 10 35 40\" src=\"https://example.com/a.png\">",
        "<!-- a comment -->",
        "<!-- unterminated comment",
        "<!-->",
        "<p><strong>탭 바를 사용하세요.</strong> 탭 바는 *정보*를 [정리]합니다.</p>",
        "<div>\n  <p>Indented\n\t<b>bold</b> text</p>\n    <p>  more</p>\n</div>",
        "<a href=\"https://example.com/a b\">link text</a> and <a href='x'>single</a> and <a href=bare next>bare</a>",
        "<a href=>empty</a> <a>no href</a> </a> stray",
        "<h2 id=\"x\">Heading</h2><h6>Six</h6><br>line<br/>after",
        "<em>e</em><i>i</i><code>c</code><hr><li>item</li>",
        "a < b and c > d, 1 & 2, &amp; &lt; &gt; &quot; &apos; &#39; &nbsp; &#44; &#x2019; &#X41; &unknown; &#xZZ;",
        "&#x301;accent &#13;&#10;return &#10;  indented",
        "&#x20;&#x20;lead <p>&#9;tab</p>",
        "<①>number</①> <İ>dotted</İ> <한>korean</한> <1>digit",
        "* _ ` [ ] \\ # ! all escaped",
        "<br>",
        "<img src=\"x.png\">\n<img src=\"y.png\">",
        "",
        "   ",
        "<p>日本語の文章です。「かっこ」</p>",
        "no tags at all, just text with a newline\nhere",
        "<<p>>double",
        "</>",
        "<//b>slashes</b>",
        "<p>emoji 😀 and ① circled</p>",
        "&",
        "&#",
        "&amp",
        "text &verylongentityname; here",
    ]

    @Test(arguments: blocks)
    func bytePathReadsAsTheCharacterPath(_ html: String) throws {
        let answered = try #require(HTMLBlockText.simpleMarkdown(from: html))
        let general = HTMLBlockText.generalMarkdown(from: html)
        #expect(answered?.text == general?.text)
        #expect(answered?.sourceLines == general?.sourceLines)
    }

    @Test(arguments: [
        "<p>line\r\nbreak</p>",
        "<script>var a = \"<p>\";</script><p>after</p>",
        "<STYLE>p {}</STYLE>text",
        "<p>e\u{301} combining</p>",
    ])
    func otherHTMLTakesTheCharacterPath(_ html: String) {
        #expect(HTMLBlockText.simpleMarkdown(from: html) == nil)
        let read = HTMLBlockText.markdown(from: html)
        let general = HTMLBlockText.generalMarkdown(from: html)
        #expect(read?.text == general?.text)
        #expect(read?.sourceLines == general?.sourceLines)
    }
}
