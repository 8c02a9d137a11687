@testable import HIGCompiler
import Testing

/// Links compare by target: case, a trailing slash and a fragment do not matter, and a site's
/// root-relative link names the same page as the absolute one.
@Suite struct LinkTargetTests {
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
}
