/// The rules of one page with their translations paired.
public struct PageAlignment: Sendable {
    public var page: String
    public var rules: [GuidelineRule]
    public var callouts: [Callout]
    /// Languages the page has statements in: a rule lacking one of them is `missing` it.
    public var languages: Set<LanguageCode>
    public var diagnostics: [Diagnostic]
}
