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

    /// The severity of the statement the rule is named after (see `GuidelineSeverity`).
    public var severity: GuidelineSeverity {
        GuidelineSeverity(kind: kind, modality: statements.first?.value.modality ?? .statement)
    }
}

extension GuidelineRule {
    private enum CodingKeys: String, CodingKey {
        case id, page, section, headingPath, kind, severity, statements
    }

    /// `severity` is written for consumers and derived again when read.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try container.decode(String.self, forKey: .id),
                  page: try container.decode(String.self, forKey: .page),
                  section: try container.decode(String.self, forKey: .section),
                  headingPath: try container.decode([String].self, forKey: .headingPath),
                  kind: try container.decode(RuleKind.self, forKey: .kind),
                  statements: try container.decode(StatementsByLanguage.self, forKey: .statements))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(page, forKey: .page)
        try container.encode(section, forKey: .section)
        try container.encode(headingPath, forKey: .headingPath)
        try container.encode(kind, forKey: .kind)
        try container.encode(severity, forKey: .severity)
        try container.encode(statements, forKey: .statements)
    }
}
