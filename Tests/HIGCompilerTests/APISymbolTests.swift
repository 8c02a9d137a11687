@testable import HIGCompiler
import Testing

/// What a statement names as API symbols: Apple's ASCII identifiers, with their type.
@Suite struct APISymbolTests {
    let extractor = SymbolExtractor(notSymbols: [])

    @Test func aTranslatedDocumentationLinkTitleIsNoSymbol() {
        let address = "https://developer.apple.com/documentation/xcode/configuring-your-app-icon"
        #expect(extractor.symbol(forLink: GuidelineLink(text: "アプリアイコンの設定", url: address)) == nil)
        #expect(extractor.symbol(forLink: GuidelineLink(text: "앱아이콘구성하기", url: address)) == nil)
        #expect(extractor.symbol(forLink: GuidelineLink(text: "UINavigationBar", url: address)) == "UINavigationBar")
    }

    @Test func aMethodKeepsItsType() {
        #expect(extractor.symbols(inText: "Call UIAccessibility.post(notification:argument:) when it changes.")
            == ["UIAccessibility.post(notification:argument:)"])
        #expect(extractor.symbols(inText: "Use UIView.animate(withDuration:animations:) and UIColor.label.")
            == ["UIView.animate(withDuration:animations:)", "UIColor.label"])
        // A value is not a type: the call alone is the symbol.
        #expect(extractor.symbols(inText: "Call view.layoutIfNeeded() first.") == ["layoutIfNeeded()"])
    }

    /// In code a capitalised word names a type, prefixed or not; in prose it may be a product.
    @Test func aCodeSpanThatIsOneTypeNameNamesIt() {
        #expect(extractor.symbols(inCode: "PhotosPicker") == ["PhotosPicker"])
        #expect(extractor.symbols(inCode: "List") == ["List"])
        #expect(extractor.symbols(inCode: "OK") == [], "an acronym")
        #expect(extractor.symbols(inCode: "UIButton.Configuration") == ["UIButton.Configuration"], "a nested type")
        #expect(extractor.symbols(inCode: "UIStepper.Style") == ["UIStepper.Style"])
        #expect(extractor.symbols(inText: "Use NavigationSplitView on iPad.") == [], "prose")
        // A heading is prose: "Overview" heads a section, it names no member.
        #expect(extractor.symbols(inCode: "Overview", identifiers: true, typeNames: false) == [])
        #expect(SymbolExtractor(notSymbols: [], codeKeywords: ["Self"]).symbols(inCode: "Self") == [])
    }

    /// `Info.plist` has a member's shape but names a file; `UTType.png` is an API member.
    @Test func aProjectFileNameIsNoSymbol() {
        let bundled = SymbolExtractor(lexicons: .bundled)
        #expect(bundled.symbols(inCode: "Info.plist") == [])
        #expect(bundled.symbols(inText: "Set NSCameraUsageDescription in your Info.plist and Main.storyboard.")
            == ["NSCameraUsageDescription"])
        #expect(bundled.symbols(inCode: "UTType.png") == ["UTType.png"])
        #expect(bundled.symbols(inText: "Read UIColor.label.") == ["UIColor.label"])
    }
}
