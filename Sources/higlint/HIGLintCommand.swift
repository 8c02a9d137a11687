import ArgumentParser
import Foundation
import HIGLint

@main
struct HIGLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "higlint",
        abstract: "Check Swift sources against the guideline catalog's rules.",
        discussion: """
        higlint runs every implemented, enabled rule of the catalog over Swift files and prints \
        each violation as `path:line:column: warning: message (rule-id)`, the format Xcode and \
        SwiftLint use. Messages are the catalog's guideline statements, in English, Korean or \
        Japanese. The rules check UIKit code; SwiftUI is not analysed.

        Exit status: 0 no violation at error severity, 1 a violation at error severity (with \
        --strict, at warning severity too), 2 bad usage or unusable input.
        """,
        version: HIGLintVersion.current,
        subcommands: [LintCommand.self, RulesCommand.self],
        defaultSubcommand: LintCommand.self
    )

    /// Parses and runs like `ParsableCommand.main()`, but exits with status 2 on usage errors
    /// (ArgumentParser's default is 64), so that scripts see one code for "could not lint".
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                printError(fullMessage(for: error))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
