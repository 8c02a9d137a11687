/// Statements that one file presents together: an English statement and the translations that
/// follow it in the same file (the `>` quote layout), or a lone statement of a monolingual file.
public struct StatementGroup: Hashable, Sendable {
    public var statements: StatementsByLanguage
    public var kind: RuleKind
    /// A statement that may have lost its bold: an unbolded paragraph in the guideline voice that
    /// opens a section of a translation file marking its other statements in bold. Alignment
    /// keeps it only when it renders an English rule (reported `unmarked`); otherwise it is prose.
    public var tentative: Bool

    public init(statements: StatementsByLanguage, kind: RuleKind = .guideline, tentative: Bool = false) {
        self.statements = statements
        self.kind = kind
        self.tentative = tentative
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
}
