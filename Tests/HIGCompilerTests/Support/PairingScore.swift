import Foundation
@testable import HIGCompiler

/// Precision and recall of the translation pairs a compile produced against the pairs that
/// should exist, keyed by page, language, English statement and translated statement.
struct PairingScore: CustomStringConvertible {
    struct Pair: Hashable, CustomStringConvertible {
        var page: String
        var language: LanguageCode
        var english: String
        var translation: String

        var description: String { "\(page) [\(language)] “\(english)” ↔ “\(translation)”" }
    }

    var expected: Set<Pair> = []
    var produced: Set<Pair> = []

    var correct: Set<Pair> { expected.intersection(produced) }
    /// Produced but wrong.
    var spurious: Set<Pair> { produced.subtracting(expected) }
    /// Expected but not produced.
    var missed: Set<Pair> { expected.subtracting(produced) }

    var precision: Double { produced.isEmpty ? 1 : Double(correct.count) / Double(produced.count) }
    var recall: Double { expected.isEmpty ? 1 : Double(correct.count) / Double(expected.count) }

    var description: String {
        "precision \(Self.format(precision)) (\(correct.count)/\(produced.count)), recall \(Self.format(recall)) (\(correct.count)/\(expected.count))"
    }

    /// The wrong and the missed pairs, one per line.
    var problems: [String] {
        spurious.sorted(by: { $0.description < $1.description }).map { "  wrong:  \($0)" }
            + missed.sorted(by: { $0.description < $1.description }).map { "  missed: \($0)" }
    }

    /// Logs the figures, then each problem on a line of its own.
    func log(_ title: String) {
        logLine("◇ \(title): \(self)")
        for problem in problems { logLine(problem) }
    }

    /// The pairs of `language` that a compile holds on `pages` (every page when nil).
    static func pairs(in compilation: Compilation, language: LanguageCode, pages: Set<String>? = nil) -> Set<Pair> {
        Set(compilation.catalog.rules.compactMap { rule -> Pair? in
            guard pages?.contains(rule.page) ?? true,
                  let english = rule.statements[.english], let translation = rule.statements[language] else { return nil }
            return Pair(page: rule.page, language: language, english: english.text, translation: translation.text)
        })
    }

    mutating func add(_ other: PairingScore) {
        expected.formUnion(other.expected)
        produced.formUnion(other.produced)
    }

    static func format(_ value: Double) -> String {
        String(Double(Int((value * 1000).rounded())) / 1000)
    }
}

/// Writes a line to the test log at once, so parallel tests' lines do not get lost or mixed.
func logLine(_ line: String) {
    print(line)
    fflush(stdout)
}
