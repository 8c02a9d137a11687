/// A rule an earlier compile removed. Its id stays reserved for good, so no other rule is ever
/// given it, and it comes back only to a rule with the same words (a revert), however many
/// compiles later.
public struct RetiredRule: Hashable, Sendable, Codable {
    public var id: String
    public var page: String
    /// The language of `statement`: English when the rule had an English statement.
    public var language: LanguageCode
    /// The statement the rule was named after when it was removed.
    public var statement: String

    public init(id: String, page: String, language: LanguageCode, statement: String) {
        self.id = id
        self.page = page
        self.language = language
        self.statement = statement
    }
}
