/// A guideline: one English statement (when the page has one) and its translations.
public struct GuidelineRule: Hashable, Sendable, Codable {
    /// `PAGE/slug`, stable across rewording once a catalog exists.
    public var id: String
    public var page: String
    public var section: String
    public var headingPath: [String]
    public var kind: RuleKind
    public var statements: StatementsByLanguage

    public init(id: String = "", page: String, section: String, headingPath: [String],
                kind: RuleKind = .guideline, statements: StatementsByLanguage) {
        self.id = id
        self.page = page
        self.section = section
        self.headingPath = headingPath
        self.kind = kind
        self.statements = statements
    }

    /// The statement the rule is named after: English, else the first language present.
    public var primaryStatement: GuidelineStatement {
        // English sorts first, so the first statement is English when there is one.
        statements.first!.value
    }

    /// Languages of the rule's statements, English first.
    public var languages: [LanguageCode] { Array(statements.keys) }
}
