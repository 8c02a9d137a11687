import Foundation
import HIGConventions
import HIGRules
import Yams

/// What `.higlint.yml` says: which files to lint, which rules to run and how severe they are.
///
/// ```yaml
/// # .higlint.yml (every key is optional)
/// included:           # linted when no path is given on the command line (default: ".")
///   - Sources
/// excluded:           # never linted: a path (and everything under it) or a glob
///   - Sources/Generated
///   - "**/*+Preview.swift"
/// disabled_rules:     # rule ids, or page ids for every rule of a page
///   - navigation-bars/avoid-crowding-navigation-bar-too-many-controls
/// only_rules:         # when present, only these run (ids or pages; empty is an error)
///   - uinavigationcontroller
///   - navigation-bars/use-standard-back-button
/// severity:           # error, warning or info, per rule id or page; a rule id wins over its page
///   navigation-bars/use-standard-back-button: error
///   toolbars: info
/// language: ko        # language of messages (en, ja, ko); `--language` overrides it
/// ```
///
/// Relative paths are relative to the directory holding the configuration file. Globs match
/// whole path components: `*` and `?` within one component, `**` across any number of them.
/// A rule id or page that is not in the catalog, an unknown key or a malformed value is an error,
/// so that a typo cannot silently switch a rule back on.
///
/// Without a configuration every implemented rule runs with the severity the catalog derives
/// from the guideline's modality (see `RuleDescription.severity`).
public struct LintConfiguration: Equatable, Sendable {
    /// The name `higlint` looks for in the current directory.
    public static let fileName = ".higlint.yml"

    /// The absolute directory relative paths are resolved against.
    public var rootDirectory: String
    public var included: [String]
    public var excluded: [String]
    /// Rule ids and page ids that do not run.
    public var disabledRules: Set<String>
    /// When set, only these rule ids and page ids run.
    public var onlyRules: Set<String>?
    /// Severity overrides by rule id or page id.
    public var severities: [String: RuleSeverity]
    /// The language of messages, when the file chooses one.
    public var language: String?

    public init(rootDirectory: String = FileManager.default.currentDirectoryPath, included: [String] = [],
                excluded: [String] = [], disabledRules: Set<String> = [], onlyRules: Set<String>? = nil,
                severities: [String: RuleSeverity] = [:], language: String? = nil) {
        self.rootDirectory = rootDirectory
        self.included = included
        self.excluded = excluded
        self.disabledRules = disabledRules
        self.onlyRules = onlyRules
        self.severities = severities
        self.language = language
    }

    /// Reads the configuration file at `path`; relative paths in it resolve against its directory.
    public static func load(from path: String, currentDirectory: String = FileManager.default.currentDirectoryPath) throws -> LintConfiguration {
        let absolute = PathNormalizer.absolute(path, relativeTo: currentDirectory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
            throw LintError.unreadableConfiguration(path: path, reason: "no such file or directory")
        }
        guard !isDirectory.boolValue else { throw LintError.unreadableConfiguration(path: path, reason: "is a directory") }
        // Through a file handle: a device such as /dev/null reads as the empty file it is.
        guard let handle = FileHandle(forReadingAtPath: absolute) else {
            throw LintError.unreadableConfiguration(path: path, reason: "permission denied")
        }
        defer { try? handle.close() }
        let data = (try? handle.readToEnd()) ?? nil
        guard let text = String(data: data ?? Data(), encoding: .utf8) else {
            throw LintError.unreadableConfiguration(path: path, reason: "not UTF-8 text")
        }
        return try LintConfiguration(yaml: text, rootDirectory: PathNormalizer.parent(of: absolute), source: path)
    }

    /// Parses configuration YAML. `source` names the file in error messages.
    public init(yaml: String, rootDirectory: String, source: String = LintConfiguration.fileName) throws {
        self.init(rootDirectory: rootDirectory)
        func fail(_ message: String, at node: Node?) -> LintError {
            let line = node?.mark.map { ":\($0.line)" } ?? ""
            return .invalidConfiguration(path: source + line, message: message)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch {
            throw LintError.invalidConfiguration(path: source, message: "not valid YAML: \(error)")
        }
        guard let root else { return } // an empty file
        guard let mapping = root.mapping else { throw fail("expected a mapping of settings", at: root) }

        let knownRuleOrPage = Set(LintRuleRegistry.catalog.map { $0.description.identifier }).union(LintRuleRegistry.pages)
        // "did you mean …", as an inline `higlint:disable` and `higc.yml` say it.
        func unknown(_ entry: String) -> String {
            let hint = ClosestMatch.best(for: entry, among: knownRuleOrPage.sorted()).map { "; did you mean '\($0)'?" } ?? " (see `higlint rules`)"
            return "no rule or page '\(entry)' in the catalog\(hint)"
        }
        func strings(_ node: Node, key: String) throws -> [String] {
            if let scalar = node.scalar, ["", "~", "null"].contains(scalar.string) { return [] } // `key:` left empty
            guard let sequence = node.sequence else { throw fail("'\(key)' must be a list", at: node) }
            return try sequence.map { item in
                guard let text = item.scalar?.string, !text.isEmpty else { throw fail("'\(key)' must list strings", at: item) }
                return text
            }
        }
        func rules(_ node: Node, key: String) throws -> Set<String> {
            let entries = try strings(node, key: key)
            for (entry, item) in zip(entries, node.sequence.map(Array.init) ?? []) where !knownRuleOrPage.contains(entry) {
                throw fail("'\(key)': \(unknown(entry))", at: item)
            }
            return Set(entries)
        }

        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else { throw fail("keys must be strings", at: keyNode) }
            switch key {
            case "included":
                included = try strings(value, key: key)
            case "excluded":
                excluded = try strings(value, key: key)
            case "disabled_rules":
                disabledRules = try rules(value, key: key)
            case "only_rules":
                // Nothing would run: most likely a list whose entries were lost, not a wish for silence.
                let only = try rules(value, key: key)
                guard !only.isEmpty else {
                    throw fail("'only_rules' is empty, so no rule would run; list rule ids or pages, or remove the key", at: value)
                }
                onlyRules = only
            case "severity":
                guard let entries = value.mapping else { throw fail("'severity' must map rule ids or pages to error, warning or info", at: value) }
                for (ruleNode, severityNode) in entries {
                    guard let rule = ruleNode.scalar?.string, knownRuleOrPage.contains(rule) else {
                        throw fail("'severity': \(unknown(ruleNode.string ?? ""))", at: ruleNode)
                    }
                    guard let name = severityNode.scalar?.string, let severity = RuleSeverity(rawValue: name) else {
                        throw fail("'severity' of '\(rule)' must be error, warning or info", at: severityNode)
                    }
                    severities[rule] = severity
                }
            case "language":
                guard let name = value.scalar.map({ LintLanguage.normalized($0.string) }), LintRuleRegistry.languages.contains(name) else {
                    throw fail("'language' must be one of \(LintRuleRegistry.languages.joined(separator: ", "))", at: value)
                }
                language = name
            default:
                throw fail("unknown key '\(key)'; expected included, excluded, disabled_rules, only_rules, severity or language", at: keyNode)
            }
        }
    }

    /// Whether the rule runs: listed in `only_rules` (when present) by id or page, and not
    /// disabled by id or page.
    public func isEnabled(_ rule: RuleDescription) -> Bool {
        let names: Set<String> = [rule.identifier, rule.page]
        if let onlyRules, onlyRules.isDisjoint(with: names) { return false }
        return disabledRules.isDisjoint(with: names)
    }

    /// The severity the rule reports with: its own override, else its page's, else the catalog's.
    public func severity(of rule: RuleDescription) -> RuleSeverity {
        severities[rule.identifier] ?? severities[rule.page] ?? rule.severity
    }

    /// `excluded` as patterns anchored at the root directory.
    public var exclusionPatterns: [PathPattern] {
        excluded.map { PathPattern($0, relativeTo: rootDirectory) }
    }

    /// `included` as absolute paths.
    public var includedPaths: [String] {
        included.map { PathNormalizer.absolute($0, relativeTo: rootDirectory) }
    }
}
