/// One disagreement between an English rule and a translation, with the evidence's location.
public struct AlignmentFinding: Hashable, Sendable, Codable, Comparable {
    public var kind: FindingKind
    /// The rule concerned, or nil for page-level findings.
    public var rule: String?
    public var language: LanguageCode
    public var page: String
    public var message: String
    public var source: SourceLocation
    /// Other places that show the same problem (the other rendering, the English statement).
    public var related: [SourceLocation]

    public init(kind: FindingKind, rule: String?, language: LanguageCode, page: String, message: String,
                source: SourceLocation, related: [SourceLocation] = []) {
        self.kind = kind
        self.rule = rule
        self.language = language
        self.page = page
        self.message = message
        self.source = source
        self.related = related
    }

    enum CodingKeys: String, CodingKey {
        case kind, rule, language, page, message, source, related
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(rule, forKey: .rule) // explicit null: the contract says "id, or null"
        try container.encode(language, forKey: .language)
        try container.encode(page, forKey: .page)
        try container.encode(message, forKey: .message)
        try container.encode(source, forKey: .source)
        try container.encode(related, forKey: .related)
    }

    /// By page, source, kind, language, rule and message: the order of the tuple of those,
    /// compared field by field as tuples compare, without building the tuples (and retaining
    /// their strings) for every comparison of the sort.
    public static func < (lhs: AlignmentFinding, rhs: AlignmentFinding) -> Bool {
        if lhs.page != rhs.page { return lhs.page < rhs.page }
        if lhs.source != rhs.source { return lhs.source < rhs.source }
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        if lhs.language != rhs.language { return lhs.language < rhs.language }
        let lhsRule = lhs.rule ?? "", rhsRule = rhs.rule ?? ""
        if lhsRule != rhsRule { return lhsRule < rhsRule }
        return lhs.message < rhs.message
    }
}
