/// A hyperlink found in a statement or its explanation.
public struct GuidelineLink: Hashable, Sendable, Codable {
    public var text: String
    public var url: String

    public init(text: String, url: String) {
        self.text = text
        self.url = url
    }
}
