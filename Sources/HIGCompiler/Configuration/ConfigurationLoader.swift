import Foundation
import Yams
import HIGConventions

/// Reads `higc.yml`. Strict on purpose: an unknown key or a misspelt finding kind is an error
/// naming the line (a silently ignored `fail_on:` would let drift through CI unnoticed).
public enum ConfigurationLoader {
    /// Every key the file may hold, in the order the starter file lists them.
    public static let keys = ["guidelines", "output", "source-language", "glossary", "languages",
                              "page-languages", "fail-on", "severities"]

    /// The configuration file in `directory`, if there is one.
    public static func find(in directory: URL) -> URL? {
        HIGCConfiguration.fileNames.map { directory.appendingPathComponent($0) }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    public static func load(from url: URL) throws -> HIGCConfiguration {
        let data: Data
        do {
            // Through a file handle: a device such as /dev/null reads as the empty file it is.
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.readToEnd() ?? Data()
        } catch {
            throw ConfigurationError.unreadable(path: url.path, reason: FileErrorReason.describe(error))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError.unreadable(path: url.path, reason: "not UTF-8")
        }
        var configuration = try parse(text, path: displayPath(url))
        configuration.directory = url.deletingLastPathComponent().standardizedFileURL
        return configuration
    }

    /// A YAML error at the line it names, in a sentence without the position repeated in it: a
    /// `file:line:` an editor or CI can jump to.
    static func invalidYAML(_ error: Error, text: String, path: String) -> ConfigurationError {
        var line: Int?
        var reason = "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
        if let yaml = error as? YamlError {
            switch yaml {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
                line = mark.line
                reason = problem
            case .duplicatedKeysInMapping(let duplicates, let context):
                // The second time a key opens a line (YAML's mark is the mapping's start).
                line = Self.secondLine(opening: duplicates.sorted().first ?? "", in: text) ?? context.mark.line
                reason = "the key\(duplicates.count == 1 ? "" : "s") \(duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")) appear\(duplicates.count == 1 ? "s" : "") twice"
            default:
                break
            }
        }
        return .invalidYAML(path: path, line: line, reason: reason)
    }

    /// The 1-based line where `key:` opens a line for the second time.
    private static func secondLine(opening key: String, in text: String) -> Int? {
        var seen = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "-" }
            guard trimmed.hasPrefix(key), trimmed.dropFirst(key.count).drop(while: { $0 == " " }).first == ":" else { continue }
            seen += 1
            if seen == 2 { return index + 1 }
        }
        return nil
    }

    /// Parses configuration text; `path` is only used in messages.
    public static func parse(_ text: String, path: String) throws -> HIGCConfiguration {
        let root: Node?
        if let line = YAMLAnchors.firstLine(in: text) {
            throw ConfigurationError.invalidYAML(path: path, line: line, reason: YAMLAnchors.unsupported)
        }
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            throw Self.invalidYAML(error, text: text, path: path)
        }
        var configuration = HIGCConfiguration()
        guard let root else { return configuration } // an empty or all-comment file
        guard let mapping = root.mapping else {
            throw ConfigurationError.invalidValue(path: path, line: root.mark?.line, key: "(top level)", reason: "expected a mapping of settings")
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            let line = keyNode.mark?.line
            if let line { configuration.lines[key] = line }
            func fail(_ reason: String) -> ConfigurationError {
                .invalidValue(path: path, line: value.mark?.line ?? line, key: key, reason: reason)
            }
            switch key {
            case "guidelines": configuration.guidelines = try pathValue(value, fail)
            case "output": configuration.output = try pathValue(value, fail)
            case "glossary": configuration.glossary = try pathValue(value, fail)
            case "source-language":
                guard let language = scalar(value), !language.isEmpty else { throw fail("expected a language code such as en") }
                // Refused here, where the line is known: alignment is with English statements.
                guard language == LanguageCode.english else {
                    throw fail("'\(language)' is not supported: higc aligns translations with English statements (en)")
                }
                configuration.sourceLanguage = language
            case "languages": configuration.languages = try languageList(value, fail)
            case "page-languages":
                guard let pages = value.mapping else { throw fail("expected a mapping of page → [languages]") }
                for (page, languages) in pages {
                    guard let name = page.string, !name.isEmpty else { throw fail("page names must be strings") }
                    if let pageLine = page.mark?.line { configuration.lines["page-languages.\(name)"] = pageLine }
                    configuration.pageLanguages[name] = try languageList(languages) {
                        .invalidValue(path: path, line: languages.mark?.line, key: "page-languages.\(name)", reason: $0)
                    }
                }
            case "fail-on":
                configuration.failOn = try list(value, fail).map { try kind($0, fail) }
            case "severities":
                guard let entries = value.mapping else { throw fail("expected a mapping of finding kind → severity") }
                for (kindNode, levelNode) in entries {
                    let kind = try kind(kindNode.string ?? "") {
                        .invalidValue(path: path, line: kindNode.mark?.line, key: "severities", reason: $0)
                    }
                    guard let name = scalar(levelNode), let level = FindingSeverity(rawValue: name) else {
                        throw ConfigurationError.invalidValue(path: path, line: levelNode.mark?.line, key: "severities.\(kind.rawValue)",
                                                              reason: "expected one of \(FindingSeverity.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    configuration.severities[kind] = level
                }
            default:
                throw ConfigurationError.unknownKey(path: path, line: line, key: key, suggestion: ClosestMatch.best(for: key, among: keys))
            }
        }
        return configuration
    }

    private static func scalar(_ node: Node) -> String? {
        guard case .scalar(let scalar) = node else { return nil }
        return scalar.string
    }

    private static func pathValue(_ node: Node, _ fail: (String) -> ConfigurationError) throws -> String {
        guard let text = scalar(node), !text.isEmpty else { throw fail("expected a path") }
        return text
    }

    private static func list(_ node: Node, _ fail: (String) -> ConfigurationError) throws -> [String] {
        if let text = scalar(node) { // `fail-on: missing, stale` reads as well as a YAML list
            return text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        guard let items = node.sequence else { throw fail("expected a list") }
        return try items.map { item in
            guard let text = scalar(item) else { throw fail("expected a list of names") }
            return text
        }
    }

    private static func languageList(_ node: Node, _ fail: (String) -> ConfigurationError) throws -> [LanguageCode] {
        try list(node, fail).map { language in
            guard let canonical = LanguageTag.canonical(language) else {
                throw fail("'\(language)' is not a BCP 47 language code (en, ko, ja, zh-Hans, …)")
            }
            return canonical
        }
    }

    private static func kind(_ name: String, _ fail: (String) -> ConfigurationError) throws -> FindingKind {
        guard let kind = FindingKind(rawValue: name) else { throw fail(FindingKind.unknownNameMessage(name)) }
        return kind
    }

    /// The file as the user would name it: relative to the working directory when inside it.
    private static func displayPath(_ url: URL) -> String {
        RelativePath.display(url, from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }
}
