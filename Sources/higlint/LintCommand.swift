import ArgumentParser
import Foundation
import HIGLint

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint Swift files (the default subcommand).",
        discussion: """
        Walks the given files and directories for .swift files, skipping hidden folders (.build, \
        .git, …) and whatever the configuration excludes, and runs every enabled, implemented rule. \
        Symbolic links to directories are not followed; a file reached twice (a link and its \
        target) is linted once, under the first path reached.

        Examples:
          higlint Sources
              Print violations as path:line:column: warning: message (rule-id).
          higlint --language ko --format json Sources/App
              JSON, with the Korean statements of the catalog as messages.
          higlint --format sarif --strict > higlint.sarif
              SARIF 2.1.0 for code scanning; exit 1 on warnings as well.

        Configuration (.higlint.yml in the current directory, or --config <file>; paths in it are \
        relative to its directory; every key optional):
          included: [Sources]                      linted when no path is given
          excluded: [Vendor, "**/*+Preview.swift"] never linted, even when named
          disabled_rules: [<rule id or page>, …]
          only_rules: [<rule id or page>, …]       run these and nothing else
          severity: {<rule id or page>: error|warning|info}
          language: ko
        `higlint rules` lists the rule ids and pages.

        In Swift files, SwiftLint-style comments switch rules off by rule id, page or all:
          // higlint:disable <rule>   …   // higlint:enable <rule>
          // higlint:disable:next <rule>, :this, :previous   one line
        """
    )

    @Argument(help: ArgumentHelp(
        "Swift files or directories (default: the configuration's 'included', else the current directory).",
        valueName: "path"))
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("Output format.", valueName: "format"))
    var format: OutputFormat = .text

    @OptionGroup var options: ConfigurationOptions

    @Flag(help: "Exit 1 on violations at warning severity too, not only at error severity.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Do not print the summary line on standard error (warnings about the input still print).")
    var quiet = false

    func run() throws {
        let report: LintReport
        do {
            let linter = try Linter(configuration: options.loadConfiguration(), language: options.language)
            report = try linter.lint(paths: paths)
        } catch let error as LintError {
            printError("higlint: error: \(error)")
            throw ExitCode(2)
        }
        print(format.reporter.report(report), terminator: "")
        for notice in report.notices {
            printError(notice.description)
        }
        if !quiet {
            printError("higlint: \(report.summary)")
        }
        let status = report.exitStatus(strict: strict)
        if status != 0 { throw ExitCode(status) }
    }
}
