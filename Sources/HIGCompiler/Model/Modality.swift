/// How strongly a statement asks for something. Drives severity and the `modality` finding.
public enum Modality: String, Hashable, Sendable, Codable, CaseIterable {
    /// "Don't …", "Avoid …", "…하지 마세요", "…ないでください".
    case prohibition
    /// "Use …", "Provide …", "…해야 합니다", "…ください".
    case requirement
    /// "Consider …", "Prefer …", "…것이 좋습니다", "…しましょう".
    case recommendation
    /// A plain declarative sentence: no request at all.
    case statement

    /// Whether the sentence asks the reader to do (or not do) something.
    public var isDirective: Bool { self != .statement }
}
