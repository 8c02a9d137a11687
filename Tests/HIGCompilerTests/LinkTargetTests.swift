import Foundation
@testable import HIGCompiler
import Testing

/// Anchors compare by what they denote. Links by target: case and a trailing slash do not matter,
/// and a site's root-relative link names the same page as the absolute one; a fragment names a
/// section of the target, compared when both sides give one. Numbers by value, whatever digits
/// write them.
@Suite struct LinkTargetTests {
    static func linkFindings(english: String, korean: String) -> [String] {
        let compilation = CompileRun.compile([
            "settings/page.md": "# Settings\n\n## Best practices\n\n**Open the right place.** \(english)\n",
            "settings/ko.md": "# 설정\n\n## 모범 사례\n\n**올바른 곳을 여세요.** \(korean)\n",
        ])
        #expect(compilation.catalog.rules.count == 1)
        return compilation.findings(.anchorMismatch).map(\.message)
    }

    /// Relative links name files from where they are written: a translation in a folder of its own
    /// reaches the same page with one more `../`, and a tree of each language links its own copy.
    @Test func relativeLinksCompareByTheFileTheyName() throws {
        #expect(AnchorSet.resolvingRelative("../buttons/page.md", from: "pickers/page.md", language: .english) == "buttons/page.md")
        #expect(AnchorSet.resolvingRelative("../../buttons/page.md", from: "pickers/ko/page.md", language: "ko") == "buttons/page.md")
        #expect(AnchorSet.resolvingRelative("../sliders", from: "content/en-US/buttons.md", language: .english) == "content/sliders")
        #expect(AnchorSet.resolvingRelative("../sliders", from: "content/ko/buttons.md", language: "ko") == "content/sliders")
        #expect(AnchorSet.resolvingRelative("https://example.com/a", from: "x/page.md", language: .english) == "https://example.com/a")
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try TestPaths.write([
            "pickers/page.md": "# Pickers\n\n**Pair a picker with a button.** See [Buttons](../buttons/page.md).\n",
            "pickers/ko/page.md": "# 피커\n\n**피커를 버튼과 함께 쓰세요.** [버튼](../../buttons/page.md)을 참고하세요.\n",
        ], under: scratch)
        let compilation = try GuidelineCompiler().compile(guidelines: scratch, previous: nil)
        #expect(compilation.catalog.rules.map(\.languages) == [["en", "ko"]])
        #expect(compilation.findings(.anchorMismatch).isEmpty, "\(compilation.findings(.anchorMismatch).map(\.message))")
    }

    /// A translation that points at another section of the linked page has changed its link.
    @Test func aLinkToAnotherSectionOfThePageIsReported() {
        let messages = Self.linkFindings(
            english: "See [Settings](https://developer.apple.com/design/settings#accessing-settings).",
            korean: "[설정](https://developer.apple.com/kr/design/settings#Opening-Settings)을 참고하세요.")
        #expect(messages == ["links missing: https://developer.apple.com/design/settings#accessing-settings; "
            + "links added: https://developer.apple.com/kr/design/settings#Opening-Settings"])
    }

    /// The same section in another case, a section only one side names, and a section named in the
    /// translation's own script are no change.
    @Test func sectionsCompareOnlyWhenBothSidesNameOneInASCII() {
        for korean in ["[설정](https://developer.apple.com/design/settings#Accessing-Settings)을 참고하세요.",
                       "[설정](https://developer.apple.com/design/settings)을 참고하세요.",
                       "[설정](https://developer.apple.com/design/settings#설정-열기)을 참고하세요.",
                       "[설정](https://developer.apple.com/design/settings#%EC%84%A4%EC%A0%95)을 참고하세요."] {
            #expect(Self.linkFindings(english: "See [Settings](https://developer.apple.com/design/settings#accessing-settings).",
                                      korean: korean) == [], "\(korean)")
        }
    }

    /// A translation that writes its link as inline HTML links the same page as the English.
    @Test func anInlineHTMLLinkIsALink() {
        let english = "# Popovers\n\n**Position popovers appropriately.** See [Layout](https://developer.apple.com/design/layout).\n"
        let japanese = "# ポップオーバー\n\n**ポップオーバーは適切な位置に表示してください。** "
            + "<a href=\"https://developer.apple.com/design/layout?a=1&amp;b=2\" class='x'>レイアウト</a>を参照してください。\n"
        let rule = CompileRun.compile(["popovers/page.md": english, "popovers/ja.md": japanese]).catalog.rules.first
        #expect(rule?.statements["ja"]?.links.map(\.url) == ["https://developer.apple.com/design/layout?a=1&b=2"])
        #expect(rule?.statements["ja"]?.links.map(\.text) == ["レイアウト"])
    }

    @Test func pathCaseTrailingSlashAndFragmentDoNotChangeTheTarget() {
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
