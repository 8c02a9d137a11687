import ArgumentParser
import Foundation
import HIGCompiler

struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Compile a guidelines directory into a generated output directory.",
        discussion: """
        Examples:
          higc compile
              Read Guidelines/ and write Generated/.
          higc compile --guidelines docs/hig --output Sources/Rules/Generated
              Choose other directories.
          higc compile --fail-on missing,anchor-mismatch
              Write everything, then exit 1 if a finding of those kinds exists (for CI).
          higc compile --check
              Write nothing; exit 1 with a summary if the output is not what a compile would produce.
          higc compile --findings-format github
              Also print each finding as a GitHub Actions annotation (::warning file=…,line=…::…).
          higc compile --findings-format sarif --findings-output higc.sarif
              Also write the findings as SARIF 2.1.0 (to stdout when --findings-output is not given).

        Settings come from higc.yml in the current directory when it exists (see `higc init`);
        flags override it.

        Finding kinds: \(FindingKind.allCases.map(\.rawValue).joined(separator: ", ")).
        """
    )

    @Option(name: .long, help: ArgumentHelp("Guidelines root to read (default: Guidelines).", valueName: "dir"))
    var guidelines: String?

    @Option(name: .long, help: ArgumentHelp("Output directory to write (default: Generated).", valueName: "dir"))
    var output: String?

    @OptionGroup var settings: SettingsOptions

    @Option(name: .customLong("findings-format"), help: ArgumentHelp("Also print findings as text, sarif or github annotations.", valueName: "format"))
    var findingsFormat: FindingsFormat?

    @Option(name: .customLong("findings-output"), help: ArgumentHelp("Write --findings-format output to this file instead of stdout.", valueName: "file"))
    var findingsOutput: String?

    @Option(name: .customLong("fail-on"), help: ArgumentHelp("Exit 1 after writing when findings of these kinds exist.", valueName: "kind[,kind…]"))
    var failOn: String?

    @Flag(help: "Write nothing; exit 1 when the output directory differs from a fresh compile.")
    var check = false

    @Flag(name: .shortAndLong, help: "Do not print warnings about the input (invalid UTF-8, skipped links, …).")
    var quiet = false

    func validate() throws {
        _ = try failKinds()
        _ = try settings.severityOverrides()
        if findingsOutput != nil && findingsFormat == nil {
            throw ValidationError("--findings-output needs --findings-format")
        }
    }

    func failKinds() throws -> Set<FindingKind> {
        guard let failOn else { return [] }
        var kinds: Set<FindingKind> = []
        for name in failOn.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            guard let kind = FindingKind(rawValue: name) else { throw ValidationError(FindingKind.unknownNameMessage(name)) }
            kinds.insert(kind)
        }
        return kinds
    }

    func run() throws {
        // Held from reading the previous catalog to the last write: a second compile of the same
        // output waits, then compiles against what this one wrote.
        var outputLock: OutputLock?
        defer { outputLock?.release() }
        let resolved: CompileSettings
        let compilation: Compilation
        let files: [GeneratedFile]
        do {
            resolved = try settings.resolve(guidelines: guidelines, output: output, failOn: failOn == nil ? nil : Array(failKinds()))
            outputLock = try OutputWriter.lockOutput(resolved.output)
            let compiler = ConfiguredCompiler(settings: resolved)
            compilation = try compiler.compile()
            // Rendered as they are written: the whole output is never in memory at once.
            files = compiler.generatedFiles(for: compilation)
        } catch let error as CompileError {
            printError("higc: error: \(error)")
            throw ExitCode(2)
        } catch let error as ConfigurationError {
            printError("higc: error: \(error)")
            throw ExitCode(2)
        } catch {
            // Anything else is still unusable input or environment: exit 2, never 1 (findings).
            printError("higc: error: \(error.localizedDescription)")
            throw ExitCode(2)
        }
        let outputURL = resolved.output
        let output = RelativePath.display(resolved.output, from: resolved.workingDirectory)
        for diagnostic in compilation.diagnostics where !quiet || diagnostic.severity == .error {
            printError(diagnostic.description)
        }

        // SARIF on stdout must stay parseable: the status line moves to stderr.
        let status: (String) -> Void = findingsFormat == .sarif && findingsOutput == nil ? { printError($0) } : { print($0) }
        if let findingsFormat {
            let data = try findingsFormat.render(compilation.report.findings, severities: resolved.severities,
                                                 guidelinesPath: resolved.guidelinesDisplayPath)
            if let findingsOutput {
                do {
                    try data.write(to: URL(fileURLWithPath: findingsOutput), options: .atomic)
                } catch {
                    printError("higc: error: \(findingsOutput): cannot write findings: \(error.localizedDescription)")
                    throw ExitCode(2)
                }
            } else {
                FileHandle.standardOutput.write(data)
            }
        }

        let writer = OutputWriter()
        if check {
            let pending: (changed: [String], removed: [String])
            do {
                pending = try writer.pendingChanges(files, in: outputURL)
            } catch {
                printError("higc: error: \(error)")
                throw ExitCode(2)
            }
            if pending.changed.isEmpty && pending.removed.isEmpty {
                status("\(output) is up to date.")
                return
            }
            status("\(output) is out of date (run `higc compile`):")
            for path in pending.changed { status("  changed: \(path)") }
            for path in pending.removed { status("  obsolete: \(path)") }
            throw ExitCode(1)
        }

        do {
            let result = try writer.write(files, to: outputURL)
            let rules = compilation.catalog.rules.count
            let findings = compilation.report.findings.count
            status("Compiled \(rules) rules and \(findings) findings into \(output) (\(result.written.count) written, \(result.removed.count) removed).")
        } catch let error as CompileError {
            printError("higc: error: \(error)")
            throw ExitCode(2)
        } catch {
            printError("higc: error: \(outputURL.path): cannot write output: \(error.localizedDescription)")
            throw ExitCode(2)
        }

        let failing = compilation.report.findings.filter { resolved.failOn.contains($0.kind) }
        if !failing.isEmpty {
            for finding in failing.prefix(50) {
                printError("\(finding.source): \(finding.kind.rawValue): [\(finding.language)] \(finding.message)")
            }
            let kinds = FindingKind.allCases.filter(resolved.failOn.contains).map(\.rawValue).joined(separator: ",")
            printError("higc: \(failing.count) finding(s) of kinds \(kinds) — failing as asked.")
            throw ExitCode(1)
        }
    }
}

extension FindingsFormat: ExpressibleByArgument {}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
