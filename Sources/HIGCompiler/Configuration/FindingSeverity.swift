/// How loudly a finding kind is reported in SARIF and GitHub annotations. The names are SARIF's
/// levels so a team can read `higc.yml` with the SARIF spec at hand; `none` keeps the kind out of
/// annotations altogether (it stays in `alignment.json` and the review page).
public enum FindingSeverity: String, Hashable, Sendable, Codable, CaseIterable {
    case error
    case warning
    case note
    case none

    /// The defaults: meaning-changing drift is an error, structural drift a warning, cosmetic drift a note.
    /// A flipped negation or a stale translation tells the reader the wrong thing; a missing bold does not.
    public static func defaultSeverity(for kind: FindingKind) -> FindingSeverity {
        switch kind {
        case .polarity: return .error
        case .missing, .extra, .anchorMismatch, .modality, .stale, .misplaced, .inconsistent, .meaning: return .warning
        case .unmarked, .terminology: return .note
        }
    }

    /// Defaults for every kind, overridden by `overrides`.
    public static func table(overrides: [FindingKind: FindingSeverity] = [:]) -> [FindingKind: FindingSeverity] {
        var table: [FindingKind: FindingSeverity] = [:]
        for kind in FindingKind.allCases { table[kind] = overrides[kind] ?? defaultSeverity(for: kind) }
        return table
    }
}
