import HIGRules

/// The outcome of a lint run.
public struct LintReport: Sendable {
    /// Every violation found, sorted by path, line, column and rule.
    public let violations: [Violation]
    /// How many Swift files were linted (a file skipped as not UTF-8 text is not).
    public let fileCount: Int
    /// The rules that ran, in catalog order (what SARIF lists as the tool's rules).
    public let rules: [RuleDescription]
    /// The language of the messages.
    public let language: String
    /// What the run says about its input (syntax errors, files that are not text), sorted by path
    /// and position. They do not change the exit status.
    public let notices: [LintNotice]

    public init(violations: [Violation], fileCount: Int, rules: [RuleDescription], language: String, notices: [LintNotice] = []) {
        self.violations = violations.sorted()
        self.fileCount = fileCount
        self.rules = rules
        self.language = language
        self.notices = notices.sorted()
    }

    /// How many violations have `severity`.
    public func count(of severity: RuleSeverity) -> Int {
        violations.filter { $0.severity == severity }.count
    }

    /// The process exit status: 1 when a violation at error severity was found (with `strict`,
    /// at warning severity or above), otherwise 0. Info-level findings never fail a run.
    public func exitStatus(strict: Bool) -> Int32 {
        let threshold: RuleSeverity = strict ? .warning : .error
        return violations.contains { $0.severity >= threshold } ? 1 : 0
    }

    /// A one-line summary for people: "3 violations (1 error, 2 warnings) in 12 files".
    public var summary: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var parts: [String] = []
        if count(of: .error) > 0 { parts.append(plural(count(of: .error), "error")) }
        if count(of: .warning) > 0 { parts.append(plural(count(of: .warning), "warning")) }
        if count(of: .info) > 0 { parts.append(plural(count(of: .info), "note")) }
        let detail = parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"
        return "\(plural(violations.count, "violation"))\(detail) in \(plural(fileCount, "file"))"
    }
}
