import ArgumentParser
import Foundation
import HIGLint

/// The options every subcommand shares: which configuration, which language.
struct ConfigurationOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Configuration file to use (default: \(LintConfiguration.fileName) in the current directory, when present).",
        valueName: "file"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp(
        "Language of messages: \(LintRuleRegistry.languages.joined(separator: ", ")), in any case. Falls back to English where the catalog has no translation (default: the configuration's, else en).",
        valueName: "language"), transform: { LintLanguage.canonical($0) ?? $0 })
    var language: String?

    func validate() throws {
        if let language, !LintRuleRegistry.languages.contains(language) {
            throw ValidationError("unknown language '\(language)'; expected one of \(LintRuleRegistry.languages.joined(separator: ", "))")
        }
    }

    /// The configuration named by `--config`, else `.higlint.yml` in the current directory, else
    /// the defaults.
    func loadConfiguration() throws -> LintConfiguration {
        if let config {
            return try LintConfiguration.load(from: config)
        }
        if FileManager.default.fileExists(atPath: LintConfiguration.fileName) {
            return try LintConfiguration.load(from: LintConfiguration.fileName)
        }
        return LintConfiguration()
    }
}
