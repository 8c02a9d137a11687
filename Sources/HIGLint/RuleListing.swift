import HIGRules

/// One catalog rule as `higlint rules` shows it.
public struct RuleListing: Hashable, Sendable {
    public let description: RuleDescription
    public let status: ImplementationStatus
    /// Whether a lint run with the configuration runs it (implemented and not disabled).
    public let isEnabled: Bool
    /// The severity its violations report with under the configuration.
    public let severity: RuleSeverity

    public init(description: RuleDescription, status: ImplementationStatus, isEnabled: Bool, severity: RuleSeverity) {
        self.description = description
        self.status = status
        self.isEnabled = isEnabled
        self.severity = severity
    }
}
