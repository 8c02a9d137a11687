/// Statements that one file presents together: an English statement and the translations that
/// follow it in the same file (the `>` quote layout), or a lone statement of a monolingual file.
public struct StatementGroup: Hashable, Sendable {
    public var statements: StatementsByLanguage
    public var kind: RuleKind
    /// A statement that may have lost its bold: an unbolded paragraph in the guideline voice in a
    /// translation file marking its other statements in bold, opening a section or following a
    /// bold statement's explanation. Alignment keeps it only when it renders an English rule
    /// (reported `unmarked`); otherwise it is prose.
    public var tentative: Bool
    /// For a tentative statement after a bold one (or after tentative ones after a bold one):
    /// each statement before it in that run, nearest first, as it reads when this one and those
    /// between are prose, its explanation going on with their paragraphs. Extraction reads the
    /// page every way; alignment, which alone can tell, picks one.
    public var predecessorsAsProse: [GuidelineStatement]

    public init(statements: StatementsByLanguage, kind: RuleKind = .guideline, tentative: Bool = false,
                predecessorsAsProse: [GuidelineStatement] = []) {
        self.statements = statements
        self.kind = kind
        self.tentative = tentative
        self.predecessorsAsProse = predecessorsAsProse
    }
}

/// Everything extraction found in one source file.
public struct ExtractedSource: Sendable {
    public enum PageKind: String, Sendable, Codable {
        case guideline
        case apiReference = "api-reference"
    }

    public var file: GuidelineSourceFile
    public var pageKind: PageKind
    public var groups: [StatementGroup]
    public var callouts: [Callout]
    /// Languages the file has prose in: the languages its page is expected to cover.
    public var languages: Set<LanguageCode>
    public var diagnostics: [Diagnostic]
    /// Short English bold leads that may be statements or labels, for alignment to decide.
    public var unconfirmedLeads: [UnconfirmedLeadRun] = []
}
