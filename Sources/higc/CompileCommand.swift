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

        Finding kinds: \(FindingKind.allCases.map(\.rawValue).joined(separator: ", ")).
        """
    )

    @Option(name: .long, help: ArgumentHelp("Guidelines root to read.", valueName: "dir"))
    var guidelines: String = "Guidelines"

    @Option(name: .long, help: ArgumentHelp("Output directory to write.", valueName: "dir"))
    var output: String = "Generated"

    @Option(name: .customLong("fail-on"), help: ArgumentHelp("Exit 1 after writing when findings of these kinds exist.", valueName: "kind[,kind…]"))
    var failOn: String?

    @Flag(help: "Write nothing; exit 1 when the output directory differs from a fresh compile.")
    var check = false

    @Flag(name: .shortAndLong, help: "Do not print warnings about the input (invalid UTF-8, skipped links, …).")
    var quiet = false

    func validate() throws {
        _ = try failKinds()
    }

    func failKinds() throws -> Set<FindingKind> {
        guard let failOn else { return [] }
        var kinds: Set<FindingKind> = []
        for name in failOn.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            guard let kind = FindingKind(rawValue: name) else {
                throw ValidationError("unknown finding kind '\(name)'; expected one of \(FindingKind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            kinds.insert(kind)
        }
        return kinds
    }

    func run() throws {
        let guidelinesURL = URL(fileURLWithPath: guidelines)
        let outputURL = URL(fileURLWithPath: output)
        let compilation: Compilation
        let files: [String: Data]
        do {
            compilation = try GuidelineCompiler().compile(guidelines: guidelinesURL, outputDirectory: outputURL)
            files = try GeneratedOutput.files(for: compilation)
        } catch let error as CompileError {
            printError("higc: error: \(error)")
            throw ExitCode(2)
        }
        for diagnostic in compilation.diagnostics where !quiet || diagnostic.severity == .error {
            printError(diagnostic.description)
        }

        let writer = OutputWriter()
        if check {
            let pending = writer.pendingChanges(files, in: outputURL)
            if pending.changed.isEmpty && pending.removed.isEmpty {
                print("\(output) is up to date.")
                return
            }
            print("\(output) is out of date (run `higc compile`):")
            for path in pending.changed { print("  changed: \(path)") }
            for path in pending.removed { print("  obsolete: \(path)") }
            throw ExitCode(1)
        }

        do {
            let result = try writer.write(files, to: outputURL)
            let rules = compilation.catalog.rules.count
            let findings = compilation.report.findings.count
            print("Compiled \(rules) rules and \(findings) findings into \(output) (\(result.written.count) written, \(result.removed.count) removed).")
        } catch let error as CompileError {
            printError("higc: error: \(error)")
            throw ExitCode(2)
        }

        let failing = compilation.report.findings.filter { try! failKinds().contains($0.kind) }
        if !failing.isEmpty {
            for finding in failing.prefix(50) {
                printError("\(finding.source): \(finding.kind.rawValue): [\(finding.language)] \(finding.message)")
            }
            printError("higc: \(failing.count) finding(s) of kinds \(failOn ?? "") — failing as asked.")
            throw ExitCode(1)
        }
    }
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
