import HIGConventions

/// The kinds of drift higc reports. The raw values are a fixed contract (`--fail-on`, JSON).
public enum FindingKind: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case missing
    case extra
    case unmarked
    case anchorMismatch = "anchor-mismatch"
    case inconsistent
    case terminology
    case modality
    case polarity
    case meaning
    case stale
    case misplaced

    /// Why `name` is no kind, with the closest kind when it looks like a typo: the same words from
    /// `higc.yml`, `--fail-on` and `--severity`.
    public static func unknownNameMessage(_ name: String) -> String {
        let known = allCases.map(\.rawValue)
        let hint = ClosestMatch.best(for: name, among: known).map { "; did you mean '\($0)'?" } ?? ""
        return "unknown finding kind '\(name)'\(hint) (kinds: \(known.joined(separator: ", ")))"
    }

    /// In the order of `allCases`.
    public static func < (lhs: FindingKind, rhs: FindingKind) -> Bool {
        lhs.rank < rhs.rank
    }

    /// The place of the kind in `allCases`, without building that array for every comparison.
    private var rank: Int {
        switch self {
        case .missing: 0
        case .extra: 1
        case .unmarked: 2
        case .anchorMismatch: 3
        case .inconsistent: 4
        case .terminology: 5
        case .modality: 6
        case .polarity: 7
        case .meaning: 8
        case .stale: 9
        case .misplaced: 10
        }
    }
}
