@testable import HIGCompiler
import Testing

/// Anchors compare by what they denote. Links by target: case, a trailing slash and a fragment do
/// not matter, and a site's root-relative link names the same page as the absolute one. Numbers by
/// value, whatever digits write them.
@Suite struct LinkTargetTests {
    /// A translation that writes its link as inline HTML links the same page as the English.
    @Test func anInlineHTMLLinkIsALink() {
        let english = "# Popovers\n\n**Position popovers appropriately.** See [Layout](https://developer.apple.com/design/layout).\n"
        let japanese = "# ポップオーバー\n\n**ポップオーバーは適切な位置に表示してください。** "
            + "<a href=\"https://developer.apple.com/design/layout?a=1&amp;b=2\" class='x'>レイアウト</a>を参照してください。\n"
        let rule = CompileRun.compile(["popovers/page.md": english, "popovers/ja.md": japanese]).catalog.rules.first
        #expect(rule?.statements["ja"]?.links.map(\.url) == ["https://developer.apple.com/design/layout?a=1&b=2"])
        #expect(rule?.statements["ja"]?.links.map(\.text) == ["レイアウト"])
    }

    @Test func pathCaseTrailingSlashAndFragmentDoNotMatter() {
        #expect(AnchorSet.normalizeURL("https://developer.apple.com/documentation/UIKit/UISwitch")
            == AnchorSet.normalizeURL("https://Developer.Apple.com/documentation/uikit/uiswitch/#overview"))
    }

    @Test func aRootRelativeLinkMatchesTheAbsoluteLinkWithItsPath() {
        let english: Set = [AnchorSet.normalizeURL("/design/human-interface-guidelines/layout")]
        let translation: Set = [AnchorSet.normalizeURL("https://developer.apple.com/design/human-interface-guidelines/layout/")]
        #expect(AnchorSet.links(english, unmatchedIn: translation).isEmpty)
        #expect(AnchorSet.links(translation, unmatchedIn: english).isEmpty)
    }

    @Test func differentTargetsStillDiffer() {
        let english: Set = [AnchorSet.normalizeURL("/design/human-interface-guidelines/layout")]
        let translation: Set = [AnchorSet.normalizeURL("https://developer.apple.com/design/human-interface-guidelines/color")]
        #expect(AnchorSet.links(english, unmatchedIn: translation) == ["/design/human-interface-guidelines/layout"])
        // A relative link without a leading slash names nothing on its own.
        #expect(AnchorSet.links(["layout"], unmatchedIn: ["https://example.com/layout"]) == ["layout"])
    }

    @Test func aLinkToTheLocalisedPageIsTheSameTarget() {
        let locales = LexiconSet.bundled.linkLocales
        #expect(locales.isSuperset(of: ["jp", "kr"]))
        let english = AnchorSet.withoutLocaleSegment(
            AnchorSet.normalizeURL("https://developer.apple.com/design/human-interface-guidelines/playing-audio"), locales)
        for localised in ["https://developer.apple.com/jp/design/human-interface-guidelines/playing-audio",
                          "https://developer.apple.com/kr/design/human-interface-guidelines/playing-audio/"] {
            #expect(AnchorSet.withoutLocaleSegment(AnchorSet.normalizeURL(localised), locales) == english)
        }
        // Only the first segment, and only a listed one.
        #expect(AnchorSet.withoutLocaleSegment("https://example.com/design/jp", locales) == "https://example.com/design/jp")
        #expect(AnchorSet.withoutLocaleSegment("https://example.com/japan/x", locales) == "https://example.com/japan/x")
        #expect(AnchorSet.withoutLocaleSegment("/jp/design", locales) == "/jp/design", "a relative link has no site to localise")
    }

    @Test func aTranslationLinkingTheLocalisedPageIsNotAMismatch() throws {
        let compilation = CompileRun.compile([
            "sliders/page.md": "# Sliders\n\n**Don't use a slider for volume.** See [Playing audio](https://developer.apple.com/design/human-interface-guidelines/playing-audio).\n",
            "sliders/ja.md": "# スライダ\n\n**音量の調整にスライダを使わないでください。** [オーディオの再生](https://developer.apple.com/jp/design/human-interface-guidelines/playing-audio)を参照してください。\n",
        ])
        #expect(compilation.catalog.rules.count == 1)
        #expect(compilation.report.findings.filter { $0.kind == .anchorMismatch }.isEmpty)
    }

    @Test func fullWidthDigitsAreTheSameNumber() {
        #expect(NumberExtractor.asciiDigits("１２") == "12")
        #expect(NumberExtractor.asciiDigits("４.５") == "4.5")
        #expect(NumberExtractor.asciiDigits("٣") == "3")
        #expect(NumberExtractor.asciiDigits("44") == "44")
        let compilation = CompileRun.compile([
            "fields/page.md": "# Fields\n\n**Keep labels under 12 characters.** Long labels wrap.\n",
            "fields/ja.md": "# フィールド\n\n**ラベルは１２文字以内にしましょう。** 長いラベルは折り返されます。\n",
        ])
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }
}
