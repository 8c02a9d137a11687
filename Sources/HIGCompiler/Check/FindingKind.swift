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

    public static func < (lhs: FindingKind, rhs: FindingKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
