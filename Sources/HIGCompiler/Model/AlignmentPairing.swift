/// How a translated statement was paired with its English rule.
public struct AlignmentPairing: Hashable, Sendable, Codable {
    public enum Method: String, Hashable, Sendable, Codable {
        /// Same file, directly after the English statement (the `>` quote layout).
        case layout
        /// Alignment against the English statements of the page by content and position
        /// (order-preserving unless a reordering is clearly better).
        case sequence
    }

    public var method: Method
    /// 0…1, rounded to two decimals so output stays byte-stable.
    public var confidence: Double
    /// The evidence that carried the pairing ("link", "symbol", "number", "term", "transliteration", …).
    public var evidence: [String]

    public init(method: Method, confidence: Double, evidence: [String] = []) {
        self.method = method
        self.confidence = (confidence * 100).rounded() / 100
        self.evidence = evidence
    }
}
