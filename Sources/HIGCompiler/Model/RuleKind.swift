/// What kind of page a rule comes from.
public enum RuleKind: String, Hashable, Sendable, Codable {
    /// A design guideline stated in the HIG voice.
    case guideline
    /// A normative sentence of an API reference page (must, should, …해야 합니다).
    case apiRequirement = "api-requirement"
}
