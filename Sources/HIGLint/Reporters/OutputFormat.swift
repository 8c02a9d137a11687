/// The formats `higlint --format` offers.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// `path:line:column: warning: message (rule-id)`, as Xcode and SwiftLint print.
    case text
    /// A JSON array of violations, for scripts.
    case json
    /// SARIF 2.1.0, for code-scanning services and editors.
    case sarif

    public var reporter: any ViolationReporter {
        switch self {
        case .text: return TextReporter()
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        }
    }
}
