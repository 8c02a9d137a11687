import Dispatch
import Foundation
import HIGRules
import SwiftParser
import SwiftSyntax

/// Runs the enabled rule implementations over Swift files and collects their violations.
///
/// ```swift
/// let configuration = try LintConfiguration.load(from: ".higlint.yml")
/// let linter = try Linter(configuration: configuration, language: "ko")
/// let report = try linter.lint(paths: ["Sources"])
/// print(TextReporter().report(report), terminator: "")
/// ```
///
/// Each file is parsed once and every rule walks the same tree. Files are linted in parallel;
/// the report is sorted, so the output does not depend on scheduling.
///
/// A file with syntax errors is still linted (the parser recovers, and most of a file being edited
/// is fine), with a notice at the first error, since a rule may miss what the parser skipped. A
/// file that is not UTF-8 text (a binary, a Latin-1 file) is skipped with a notice: decoding it
/// anyway would lint replacement characters and report columns that match nothing in the file.
public struct Linter {
    /// A rule that runs, with what it reports.
    struct ActiveRule {
        let implementation: any SyntaxRule.Type
        let description: RuleDescription
        let severity: RuleSeverity
        let message: String
    }

    public let configuration: LintConfiguration
    /// The language of messages.
    public let language: String
    let activeRules: [ActiveRule]

    /// - Parameters:
    ///   - language: the language of messages, in any case (`KO` is `ko`); defaults to the
    ///     configuration's, then English. Where the catalog has no statement in that language, the
    ///     English one is used.
    ///   - implementations: the rules to choose from; the configuration picks the enabled ones.
    public init(configuration: LintConfiguration = LintConfiguration(), language: String? = nil,
                implementations: [any SyntaxRule.Type] = LintRuleRegistry.implementations) throws {
        let language = LintLanguage.normalized(language ?? configuration.language ?? "en")
        guard LintRuleRegistry.languages.contains(language) else {
            throw LintError.unknownLanguage(language, available: LintRuleRegistry.languages)
        }
        self.configuration = configuration
        self.language = language
        activeRules = implementations.compactMap { implementation in
            guard let description = LintRuleRegistry.description(for: implementation.ruleIdentifier),
                  configuration.isEnabled(description) else { return nil }
            return ActiveRule(implementation: implementation, description: description,
                              severity: configuration.severity(of: description),
                              message: description.statement(in: language))
        }
    }

    /// The descriptions of the rules that run, in catalog order.
    public var rules: [RuleDescription] {
        let order = Dictionary(LintRuleRegistry.catalog.enumerated().map { ($1.description.identifier, $0) },
                               uniquingKeysWith: { first, _ in first })
        return activeRules.map(\.description).sorted { order[$0.identifier, default: .max] < order[$1.identifier, default: .max] }
    }

    /// Lints the Swift files at `paths`, or at the configuration's `included` paths (else the
    /// current directory) when `paths` is empty.
    public func lint(paths: [String], currentDirectory: String = FileManager.default.currentDirectoryPath) throws -> LintReport {
        let roots = !paths.isEmpty ? paths : (!configuration.included.isEmpty ? configuration.includedPaths : ["."])
        let finder = SourceFileFinder(currentDirectory: currentDirectory, exclusions: configuration.exclusionPatterns)
        return try lint(files: finder.files(at: roots))
    }

    /// Lints `files`, in parallel.
    public func lint(files: [SourceFile]) throws -> LintReport {
        var results = [Result<FileLintResult, LintError>](repeating: .success(FileLintResult()), count: files.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            let result: Result<FileLintResult, LintError>
            if let data = FileManager.default.contents(atPath: file.path) {
                if let source = String(data: data, encoding: .utf8) {
                    result = .success(lintResult(source: source, path: file.displayPath))
                } else {
                    result = .success(FileLintResult(isLinted: false, notices: [
                        LintNotice(path: file.displayPath, message: "file is not UTF-8 text; skipped"),
                    ]))
                }
            } else {
                result = .failure(.unreadableFile(path: file.displayPath, reason: "permission denied or not a file"))
            }
            lock.lock()
            results[index] = result
            lock.unlock()
        }
        var violations: [Violation] = []
        var notices: [LintNotice] = []
        var fileCount = 0
        for result in results {
            let file = try result.get()
            violations += file.violations
            notices += file.notices
            if file.isLinted { fileCount += 1 }
        }
        return LintReport(violations: violations, fileCount: fileCount, rules: rules, language: language, notices: notices)
    }

    /// Lints Swift source text; `path` is the name the violations carry.
    public func lint(source: String, path: String) -> [Violation] {
        lintResult(source: source, path: path).violations
    }

    /// Lints Swift source text, with the notices about it (syntax errors, suppression comments
    /// naming no rule); `path` is the name the violations and notices carry. Violations that a
    /// `// higlint:disable…` comment switches off are left out.
    public func lintResult(source: String, path: String) -> FileLintResult {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        var notices: [LintNotice] = []
        if let error = tree.firstSyntaxErrorPosition {
            let location = converter.location(for: error)
            notices.append(LintNotice(path: path, line: location.line, column: location.column,
                                      message: "file has syntax errors; results may be incomplete"))
        }
        let suppressions = InlineSuppressions(tree: tree, source: source, converter: converter, path: path)
        notices += suppressions.notices
        let utf8 = Array(source.utf8)
        var violations: Set<Violation> = []
        for rule in activeRules {
            for location in rule.implementation.violations(in: tree, converter: converter)
            where suppressions.isEmpty || !suppressions.suppresses(rule.description, line: location.line, column: location.column) {
                let lineStart = max(0, location.offset - (location.column - 1))
                let prefix = utf8[lineStart..<min(location.offset, utf8.count)]
                let utf16Column = String(decoding: prefix, as: UTF8.self).utf16.count + 1
                violations.insert(Violation(
                    ruleIdentifier: rule.description.identifier, severity: rule.severity, message: rule.message,
                    location: ViolationLocation(path: path, line: location.line, column: location.column, utf16Column: utf16Column)
                ))
            }
        }
        return FileLintResult(violations: violations.sorted(), notices: notices.sorted())
    }
}
