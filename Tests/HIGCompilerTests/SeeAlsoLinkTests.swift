import GuidelineMarkdown
@testable import HIGCompiler
import Testing

/// A list of links is a list of references, whatever their titles say
/// (`Fixtures/Extraction/see-also.ko.md`: 알림 is the Notifications page, not a Note).
@Suite struct SeeAlsoLinkTests {
    @Test func aLinkTitledLikeACalloutLabelOpensNoCallout() throws {
        let compilation = try StatementExtractionTests.compilation.get()
        #expect(compilation.catalog.callouts.filter { $0.page == "see-also" }.isEmpty)
        #expect(compilation.catalog.rules.filter { $0.page == "see-also" }.count == 1)
    }

    @Test func aLoneLinkIsTold() {
        let link = MarkdownInline.link(destination: "https://a", title: "", children: [.text("알림")])
        #expect([link].isLoneLink)
        #expect([link, .text(" ")].isLoneLink)
        #expect(![MarkdownInline.text("알림")].isLoneLink)
        #expect(![link, .text(" and more")].isLoneLink)
    }
}
