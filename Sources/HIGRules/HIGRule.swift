/// A guideline rule generated from the catalog. Generated types conform to this; they carry data
/// only. Checking code lives in hand-written `RuleImplementation`s, attached by identifier, so
/// regenerating never touches it.
public protocol HIGRule {
    static var description: RuleDescription { get }
}

/// A hand-written check for one catalog rule, with SwiftLint-style examples that tests run.
public protocol RuleImplementation {
    /// The catalog id of the rule this implements.
    static var ruleIdentifier: String { get }
    /// Swift code that must trigger the rule. `↓` marks where each violation is reported.
    static var triggeringExamples: [RuleExample] { get }
    /// Swift code that must not trigger it.
    static var nonTriggeringExamples: [RuleExample] { get }
}

/// A code sample for a rule's documentation and tests.
public struct RuleExample: Hashable, Sendable, ExpressibleByStringLiteral {
    public let code: String

    public init(_ code: String) {
        self.code = code
    }

    public init(stringLiteral value: String) {
        self.code = value
    }
}

/// Whether a catalog rule has a check.
public enum ImplementationStatus: String, Hashable, Sendable {
    case implemented
    case notImplemented = "not implemented"
}

extension HIGRule {
    /// The implementation among `implementations` bound to this rule, if any.
    public static func implementation(in implementations: [any RuleImplementation.Type]) -> (any RuleImplementation.Type)? {
        implementations.first { $0.ruleIdentifier == description.identifier }
    }

    /// `implemented` when one of `implementations` is bound to this rule; otherwise the rule
    /// reports itself as not implemented.
    public static func status(in implementations: [any RuleImplementation.Type]) -> ImplementationStatus {
        implementation(in: implementations) == nil ? .notImplemented : .implemented
    }
}
