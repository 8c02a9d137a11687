/// A labelled aside ("TIP", "Note", "참고", "注意") and its text. Not a rule.
public struct Callout: Hashable, Sendable, Codable {
    public var page: String
    public var label: String
    public var language: LanguageCode
    public var text: String
    public var links: [GuidelineLink]
    public var source: SourceLocation

    public init(page: String, label: String, language: LanguageCode, text: String,
                links: [GuidelineLink] = [], source: SourceLocation) {
        self.page = page
        self.label = label
        self.language = language
        self.text = text
        self.links = links
        self.source = source
    }
}
