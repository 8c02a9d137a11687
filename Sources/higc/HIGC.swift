import ArgumentParser
import Foundation
import HIGCompiler
import HIGConventions

@main
struct HIGC: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "higc",
        abstract: "Compile design-guideline Markdown into a rule catalog, a drift report and Swift rule stubs.",
        discussion: """
        higc reads every guideline page under a guidelines root (English, Korean, Japanese, \
        bilingual or not), extracts each guideline statement, pairs translations with their \
        English rules, reports drift, and generates Swift rule stubs for linters.

        Exit status: 0 success, 1 findings or differences that were asked to fail the run, \
        2 bad usage or unusable input.
        """,
        version: HIGCVersion.current,
        subcommands: [CompileCommand.self, ExplainCommand.self, InitCommand.self],
        defaultSubcommand: CompileCommand.self
    )

    /// Parses and runs like `ParsableCommand.main()`, but exits with status 2 on usage errors
    /// (ArgumentParser's default is 64): scripts see one code for "could not compile".
    static func main() {
        // Loading the bundled lexicons takes about as long as parsing the arguments and reading
        // the settings: it starts first, on another core, and compiling finds it done.
        DispatchQueue.global(qos: .userInitiated).async { _ = LexiconSet.bundled }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                printError(fullMessage(for: error))
                if let hint = subcommandHint(CommandLine.arguments.dropFirst().first) { printError(hint) }
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }

    /// "Did you mean `compile`?" for a first argument that is no flag and only a misspelt
    /// subcommand (`higc compil`, `higc explian`): `compile` is the default subcommand, so
    /// ArgumentParser reads the word as an argument `compile` does not take.
    static func subcommandHint(_ argument: String?) -> String? {
        guard let argument, !argument.hasPrefix("-") else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName }
        guard !names.contains(argument), let best = ClosestMatch.best(for: argument, among: names) else { return nil }
        return "Did you mean `higc \(best)`?"
    }
}

