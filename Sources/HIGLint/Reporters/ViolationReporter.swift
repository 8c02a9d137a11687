/// Renders a lint report in a format a tool reads.
public protocol ViolationReporter {
    /// The whole output, ending in a newline when not empty.
    func report(_ report: LintReport) -> String
}
