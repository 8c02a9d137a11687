/// How serious breaking a rule is, for the linters that consume the catalog.
///
/// Derived, never read: the same rule has the same severity whichever tool asks. API
/// requirements are errors (code that breaks them is wrong); design prohibitions and requirements
/// are warnings (a reviewer decides); recommendations and plain statements are informational.
public enum GuidelineSeverity: String, Hashable, Sendable, Codable, CaseIterable {
    case error
    case warning
    case info

    public init(kind: RuleKind, modality: Modality) {
        switch (kind, modality) {
        case (.apiRequirement, .prohibition), (.apiRequirement, .requirement): self = .error
        case (_, .prohibition), (_, .requirement): self = .warning
        case (_, .recommendation), (_, .statement): self = .info
        }
    }
}
