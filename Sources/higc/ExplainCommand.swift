import ArgumentParser
import Foundation
import HIGCompiler

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Print one rule (its statements in every language, findings, history and sources) or one finding kind.",
        discussion: """
        Examples:
          higc explain navigation-bars/use-standard-back-button
          higc explain toolbars/give-text-titled-buttons-enough-room --guidelines docs/hig
          higc explain stale
              What a finding kind means, what to do about it, and where it is reported.

        An unknown id exits 2 and lists the closest ids.
        """
    )

    @Argument(help: ArgumentHelp("The rule id (PAGE/slug), as in catalog.json, or a finding kind.", valueName: "rule-id|kind"))
    var ruleID: String

    @Option(name: .long, help: ArgumentHelp("Guidelines root to read (default: Guidelines).", valueName: "dir"))
    var guidelines: String?

    @Option(name: .long, help: ArgumentHelp("Output directory whose catalog holds the rule ids (default: Generated).", valueName: "dir"))
    var output: String?

    @OptionGroup var settings: SettingsOptions

    func validate() throws {
        _ = try settings.severityOverrides()
    }

    func run() throws {
        let resolved: CompileSettings
        let compilation: Compilation
        var guidelinesShown: String?
        do {
            resolved = try settings.resolve(guidelines: guidelines, output: output)
            guidelinesShown = RelativePath.display(resolved.guidelines, from: resolved.workingDirectory)
            compilation = try ConfiguredCompiler(settings: resolved).compile()
        } catch let error as CompileError {
            // What a finding kind means needs no guidelines: said without the findings, and why.
            if let kind = FindingKind(rawValue: ruleID.lowercased()) {
                let empty = GuidelineCompiler().compile(sources: [])
                let severities = (try? settings.resolve(guidelines: guidelines, output: output).severities) ?? [:]
                let text = RuleExplanation(compilation: empty, severities: severities, guidelinesPath: "").render(kind, listingFindings: false)
                print(text + "\n(findings not listed: \(error.locating(under: guidelinesShown)))")
                return
            }
            printError("higc: error: \(error.locating(under: guidelinesShown))")
            throw ExitCode(2)
        } catch let error as ConfigurationError {
            printError("higc: error: \(error)")
            throw ExitCode(2)
        }
        let explanation = RuleExplanation(compilation: compilation, severities: resolved.severities,
                                          guidelinesPath: resolved.guidelinesDisplayPath)
        // A rule id wins over a kind's name: a page may be called `stale`, its rules never are.
        // Then a rule the last compile removed, from the changelog.
        guard let text = explanation.render(ruleID)
                ?? FindingKind(rawValue: ruleID.lowercased()).map({ explanation.render($0) })
                ?? explanation.renderRemoved(ruleID) else {
            // Name what was read: `--output` alone still compiles the default guidelines root.
            printError("higc: error: no rule with id '\(ruleID)' in \(resolved.guidelinesDisplayPath)")
            let suggestions = explanation.suggestions(for: ruleID)
            if !suggestions.isEmpty {
                printError("Did you mean:")
                for id in suggestions { printError("  \(id)") }
            }
            throw ExitCode(2)
        }
        print(text, terminator: "")
    }
}
