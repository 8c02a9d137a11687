import Foundation

/// A JSON array with one object per violation:
///
/// ```json
/// [
///   {
///     "column" : 24,
///     "file" : "Sources/App/DetailViewController.swift",
///     "line" : 12,
///     "message" : "Keep bar titles short.",
///     "ruleId" : "navigation-bars/use-standard-back-button",
///     "severity" : "warning"
///   }
/// ]
/// ```
///
/// Keys are sorted and the order of violations is the report's, so output is byte-for-byte
/// stable. `severity` is `error`, `warning` or `info`; `column` counts UTF-8 bytes like the text
/// format.
public struct JSONReporter: ViolationReporter {
    public init() {}

    /// One violation as the JSON array holds it.
    public struct Entry: Codable, Equatable {
        public let file: String
        public let line: Int
        public let column: Int
        public let severity: String
        public let ruleId: String
        public let message: String

        public init(file: String, line: Int, column: Int, severity: String, ruleId: String, message: String) {
            self.file = file
            self.line = line
            self.column = column
            self.severity = severity
            self.ruleId = ruleId
            self.message = message
        }
    }

    public func report(_ report: LintReport) -> String {
        let entries = report.violations.map {
            Entry(file: $0.location.path, line: $0.location.line, column: $0.location.column,
                  severity: $0.severity.rawValue, ruleId: $0.ruleIdentifier, message: $0.message)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(entries)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
