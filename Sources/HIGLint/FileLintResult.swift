/// What linting one file found.
public struct FileLintResult: Hashable, Sendable {
    /// False when the file was skipped (not UTF-8 text): it does not count as linted.
    public let isLinted: Bool
    /// Sorted by position, then rule.
    public let violations: [Violation]
    /// What the run says about the file itself (syntax errors, not text), in position order.
    public let notices: [LintNotice]

    public init(isLinted: Bool = true, violations: [Violation] = [], notices: [LintNotice] = []) {
        self.isLinted = isLinted
        self.violations = violations
        self.notices = notices
    }
}
