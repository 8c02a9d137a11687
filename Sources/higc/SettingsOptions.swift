import ArgumentParser
import Foundation
import HIGCompiler
import HIGConventions

/// Flags that override `higc.yml`, shared by the commands that compile.
struct SettingsOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Configuration file to read (default: higc.yml in the current directory, if any).", valueName: "file"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("Glossary file (default: glossary.yml in the guidelines root; `higc init` writes its format in higc.yml).", valueName: "file"))
    var glossary: String?

    @Option(name: .long, help: ArgumentHelp("Languages every guideline page should have.", valueName: "lang[,lang…]"))
    var languages: String?

    @Option(name: .long, help: ArgumentHelp("Severity of a finding kind in SARIF and annotations; none also leaves it out of the text report and the count (repeatable).", valueName: "kind=error|warning|note|none"))
    var severity: [String] = []

    func languageList() throws -> [LanguageCode]? {
        try languages.map { list in
            let codes = try list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.map { code in
                guard let canonical = LanguageTag.canonical(code) else {
                    throw ValidationError("--languages: '\(code)' is not a BCP 47 language code (en, ko, ja, zh-Hans, …)")
                }
                return canonical
            }
            // An unset CI variable would otherwise expect no language and drop every `missing` finding.
            guard !codes.isEmpty else { throw ValidationError("--languages names no language; give one or more (ko,ja,…)") }
            return codes
        }
    }

    func severityOverrides() throws -> [FindingKind: FindingSeverity] {
        var table: [FindingKind: FindingSeverity] = [:]
        for entry in severity {
            let parts = entry.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, FindingKind(rawValue: parts[0]) == nil {
                throw ValidationError("--severity '\(entry)': \(FindingKind.unknownNameMessage(parts[0]))")
            }
            guard parts.count == 2, let kind = FindingKind(rawValue: parts[0]), let level = FindingSeverity(rawValue: parts[1]) else {
                throw ValidationError("--severity '\(entry)': expected kind=level with a kind of \(FindingKind.allCases.map(\.rawValue).joined(separator: ", ")) and a level of \(FindingSeverity.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            table[kind] = level
        }
        return table
    }

    /// Defaults, then the configuration file, then these flags and the command's own.
    func resolve(guidelines: String?, output: String?, failOn: [FindingKind]? = nil) throws -> CompileSettings {
        let overrides = CompileOverrides(guidelines: guidelines, output: output, glossary: glossary, languages: try languageList(),
                                         failOn: failOn, severities: try severityOverrides())
        return try CompileSettings.resolve(overrides: overrides, configurationFile: config.map { URL(fileURLWithPath: $0) })
    }
}
