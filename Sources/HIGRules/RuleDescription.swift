/// Everything a linter or a documentation page needs to know about a guideline rule.
///
/// Modelled on SwiftLint's `RuleDescription` (identifier, name, description, rationale, kind),
/// plus what the guideline catalog adds: the statement in every language, where it comes from,
/// and the API symbols it concerns.
public struct RuleDescription: Hashable, Sendable {
    /// `PAGE/slug`, stable across rewording of the guideline.
    public let identifier: String
    /// A short human name (the English statement without its final period).
    public let name: String
    /// The guideline statement per language (BCP 47 code → text).
    public let statements: [String: String]
    /// Why: the explanation that follows the statement (English, or the rule's only language).
    public let rationale: String
    /// The explanation per language (BCP 47 code → text), where the catalog has one.
    public let rationales: [String: String]
    public let kind: RuleKind
    public let page: String
    public let section: String
    public let modality: RuleModality
    public let severity: RuleSeverity
    public let apiSymbols: [String]
    public let source: RuleSourceLocation

    public init(identifier: String, name: String, statements: [String: String], rationale: String,
                rationales: [String: String] = [:], kind: RuleKind,
                page: String, section: String, modality: RuleModality, severity: RuleSeverity,
                apiSymbols: [String], source: RuleSourceLocation) {
        self.identifier = identifier
        self.name = name
        self.statements = statements
        self.rationale = rationale
        self.rationales = rationales
        self.kind = kind
        self.page = page
        self.section = section
        self.modality = modality
        self.severity = severity
        self.apiSymbols = apiSymbols
        self.source = source
    }

    /// The statement in `language`, falling back to English, then to any language.
    public func statement(in language: String) -> String {
        statements[language] ?? statements["en"] ?? statements.sorted { $0.key < $1.key }.first?.value ?? name
    }

    /// The explanation in `language`, falling back to `rationale`.
    public func rationale(in language: String) -> String {
        rationales[language].flatMap { $0.isEmpty ? nil : $0 } ?? rationale
    }

    /// SwiftLint's `description`: the English statement.
    public var description: String { statement(in: "en") }
}

/// Where a rule's statement is written.
public struct RuleSourceLocation: Hashable, Sendable {
    public let file: String
    public let line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
}

/// The kind of page a rule comes from.
public enum RuleKind: String, Hashable, Sendable {
    case guideline
    case apiRequirement = "api-requirement"
}

/// How strongly the guideline asks.
public enum RuleModality: String, Hashable, Sendable {
    case prohibition, requirement, recommendation, statement
}

/// Severity a violation reports with, derived from modality and overridable by configuration.
public enum RuleSeverity: String, Hashable, Sendable, Comparable, CaseIterable {
    case info, warning, error

    public static func < (lhs: RuleSeverity, rhs: RuleSeverity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
