import HIGRules

/// One line per violation in the compiler diagnostic format Xcode, editors and SwiftLint use:
/// `path:line:column: warning: message (rule-id)`. Info-level findings print as `note`, the
/// compiler's word for them.
public struct TextReporter: ViolationReporter {
    public init() {}

    public func report(_ report: LintReport) -> String {
        report.violations.map { line(for: $0) + "\n" }.joined()
    }

    public func line(for violation: Violation) -> String {
        let location = violation.location
        return "\(location.path):\(location.line):\(location.column): \(Self.label(violation.severity)): "
            + "\(violation.message) (\(violation.ruleIdentifier))"
    }

    static func label(_ severity: RuleSeverity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }
}
