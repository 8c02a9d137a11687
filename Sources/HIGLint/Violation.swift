import HIGRules

/// A place where the code breaks a catalog rule.
public struct Violation: Hashable, Sendable, Comparable {
    /// The catalog id of the rule (`navigation-bars/use-standard-back-button`).
    public let ruleIdentifier: String
    public let severity: RuleSeverity
    /// The rule's statement in the language of the run, from the catalog.
    public let message: String
    public let location: ViolationLocation

    public init(ruleIdentifier: String, severity: RuleSeverity, message: String, location: ViolationLocation) {
        self.ruleIdentifier = ruleIdentifier
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// Sorted by path, line, column, then rule id, so that output never depends on scheduling.
    public static func < (lhs: Violation, rhs: Violation) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        return lhs.ruleIdentifier < rhs.ruleIdentifier
    }
}
