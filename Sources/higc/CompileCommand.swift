import ArgumentParser
import Foundation
import HIGCompiler
import HIGConventions

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
              Write everything, then exit 1 if a finding of those kinds
              exists (for CI).
          higc compile --check
              Write nothing; exit 1 with a summary if the output is not what
              a compile would produce (with --fail-on, also on findings).
          higc compile --findings-format github
              Also print each finding as a GitHub Actions annotation.
          higc compile --findings-format sarif --findings-output higc.sarif
              Also write the findings as SARIF 2.1.0 (to stdout when
              --findings-output is not given).
          higc compile --mark-reviewed 'menus/*@ja'
              The stale translations named are still right for the current
              English (a typo fixed, a link moved): record them as current.

        Settings come from higc.yml in the current directory when it
        exists (see `higc init`, which also shows the glossary format);
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

    @Option(name: .customLong("mark-reviewed"), help: ArgumentHelp(
        "Record the stale translations of a rule (or of ids starting with a prefix, PREFIX*) as reviewed against the current English; @LANGUAGE limits it to one language. Repeatable.",
        valueName: "rule[@language]"))
    var markReviewed: [String] = []

    @Flag(help: "Write nothing; exit 1 when the output directory differs from a fresh compile.")
    var check = false

    @Flag(name: .shortAndLong, help: "Do not print warnings about the input (invalid UTF-8, skipped links, …).")
    var quiet = false

    func validate() throws {
        // An empty value (an unset CI variable) would otherwise mean the current directory.
        for (flag, value) in [("--guidelines", guidelines), ("--output", output), ("--findings-output", findingsOutput)] where value?.isEmpty == true {
            throw ValidationError("\(flag) is empty; give it a path")
        }
        _ = try failKinds()
        _ = try settings.severityOverrides()
        _ = try settings.languageList()
        if findingsOutput != nil && findingsFormat == nil {
            throw ValidationError("--findings-output needs --findings-format")
        }
        _ = try reviewSelectors()
        if check && !markReviewed.isEmpty {
            throw ValidationError("--mark-reviewed records reviews in the output; it cannot be combined with --check")
        }
    }

    func reviewSelectors() throws -> [ReviewedTranslations.Selector] {
        try markReviewed.map { value in
            guard let selector = ReviewedTranslations.Selector(parsing: value) else {
                throw ValidationError("--mark-reviewed \(value): expected a rule id, or an id prefix ending in *, optionally followed by @LANGUAGE (buttons/use-verb-title@ko)")
            }
            return selector
        }
    }

    func failKinds() throws -> Set<FindingKind> {
        guard let failOn else { return [] }
        var kinds: Set<FindingKind> = []
        for name in failOn.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            guard let kind = FindingKind(rawValue: name) else { throw ValidationError(FindingKind.unknownNameMessage(name)) }
            kinds.insert(kind)
        }
        // An unset CI variable (`--fail-on "$KINDS"`) would otherwise turn the gate off unnoticed.
        guard !kinds.isEmpty else { throw ValidationError("--fail-on names no finding kind; give one or more (missing,stale,…)") }
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
        // Where the guidelines are, as the user named them: an error about a source names it as warnings do.
        var guidelinesShown: String?
        var settingsRead: CompileSettings?
        do {
            resolved = try settings.resolve(guidelines: guidelines, output: output, failOn: failOn == nil ? nil : Array(failKinds()))
            settingsRead = resolved
            guidelinesShown = RelativePath.display(resolved.guidelines, from: resolved.workingDirectory)
            try resolved.checkLayout(findingsOutput: findingsOutput.map { URL(fileURLWithPath: $0) })
            outputLock = try OutputWriter.lockOutput(resolved.output)
            let compiler = ConfiguredCompiler(settings: resolved, compiler: GuidelineCompiler(reviewed: ReviewedTranslations(try reviewSelectors())))
            compilation = try compiler.compile()
            // Rendered as they are written: the whole output is never in memory at once.
            files = compiler.generatedFiles(for: compilation)
        } catch let error as CompileError {
            var message = "\(error.locating(under: guidelinesShown))"
            if case .guidelinesNotFound = error, let settingsRead { message += guidelinesHint(settingsRead) }
            printError("higc: error: \(message)")
            throw ExitCode(2)
        } catch let error as ConfigurationError {
            printError("higc: error: \(error)")
            throw ExitCode(2)
        } catch {
            // Anything else is still unusable input or environment: exit 2, never 1 (findings).
            printError("higc: error: \(FileErrorReason.describe(error))")
            throw ExitCode(2)
        }
        try checkReviews(compilation)
        let outputURL = resolved.output
        let output = RelativePath.display(resolved.output, from: resolved.workingDirectory)
        // Named from the current directory like findings, so a terminal or editor can open them.
        let diagnosticRoot = FindingLocation(guidelinesPath: RelativePath.display(resolved.guidelines, from: resolved.workingDirectory))
        var shownDiagnostics = compilation.diagnostics.map { diagnostic in
            var shown = diagnostic
            if !shown.file.hasPrefix("/") { shown.file = diagnosticRoot.path(SourceLocation(file: shown.file, line: 0)) }
            return shown
        }
        let written = Set(compilation.catalog.rules.flatMap(\.languages) + compilation.catalog.callouts.map(\.language))
        shownDiagnostics += resolved.expectedLanguages.diagnostics(
            pages: compilation.pageKinds.keys.sorted(), writtenLanguages: written,
            source: resolved.configurationFile.map { RelativePath.display($0, from: resolved.workingDirectory) } ?? "--languages",
            // The flag overrides the file: a warning about `--languages kr` names the flag.
            languagesSource: settings.languages != nil ? "--languages" : nil, lines: resolved.configurationLines)
        for diagnostic in shownDiagnostics.sorted(by: Diagnostic.fileOrder) where !quiet || diagnostic.severity == .error {
            printError(diagnostic.description)
        }

        // Findings on stdout stay the findings alone (`> findings.txt`, a SARIF parser): the status
        // line moves to stderr.
        let status: (String) -> Void = findingsFormat != nil && findingsOutput == nil ? { printError($0) } : { print($0) }
        if let findingsFormat {
            let data = try findingsFormat.render(compilation.report.findings, severities: resolved.severities,
                                                 guidelinesPath: findingsFormat == .text ? resolved.guidelinesDisplayPath
                                                     : findingsFormat == .sarif ? resolved.guidelinesSARIFPath : resolved.guidelinesRepositoryPath)
            if let findingsOutput {
                do {
                    try data.write(to: URL(fileURLWithPath: findingsOutput), options: .atomic)
                } catch {
                    printError("higc: error: \(findingsOutput): cannot write findings: \(FileErrorReason.describe(error))")
                    throw ExitCode(2)
                }
            } else {
                FileHandle.standardOutput.write(data)
            }
        }

        let failing = compilation.report.findings.filter { resolved.failOn.contains($0.kind) }
        let writer = OutputWriter()
        if check {
            let pending: (changed: [String], removed: [String])
            do {
                pending = try writer.pendingChanges(files, in: outputURL)
            } catch {
                printError("higc: error: \(error)")
                throw ExitCode(2)
            }
            let current = pending.changed.isEmpty && pending.removed.isEmpty
            if current {
                status("\(output) is up to date.")
            } else if !FileManager.default.fileExists(atPath: outputURL.path) {
                status("\(output) does not exist (run `higc compile`).")
            } else {
                status("\(output) is out of date (run `higc compile`):")
                for path in pending.changed {
                    // A file deleted by hand is missing, not changed.
                    let exists = FileManager.default.fileExists(atPath: outputURL.appendingPathComponent(path).path)
                    status("  \(exists ? "changed" : "missing"): \(path)")
                }
                for path in pending.removed { status("  obsolete: \(path)") }
            }
            // `--check --fail-on …` is one CI step: stale output and the findings asked about both fail it.
            let failed = reportFailing(failing, settings: resolved)
            if !current || failed { throw ExitCode(1) }
            return
        }

        do {
            let result = try writer.write(files, to: outputURL)
            let rules = compilation.catalog.rules.count
            // Kinds at severity `none` are shown nowhere, so they are not counted as shown either.
            let hidden = compilation.report.findings.filter {
                (resolved.severities[$0.kind] ?? FindingSeverity.defaultSeverity(for: $0.kind)) == .none
            }.count
            let findings = compilation.report.findings.count - hidden
            let hiddenNote = hidden == 0 ? "" : " (\(hidden) more at severity none)"
            status("Compiled \(counted(rules, "rule")) and \(counted(findings, "finding"))\(hiddenNote) into \(output) (\(result.written.count) written, \(result.removed.count) removed).")
        } catch let error as CompileError {
            printError("higc: error: \(error)")
            throw ExitCode(2)
        } catch {
            printError("higc: error: \(outputURL.path): cannot write output: \(FileErrorReason.describe(error))")
            throw ExitCode(2)
        }

        if reportFailing(failing, settings: resolved) { throw ExitCode(1) }
    }

    /// Where a missing guidelines root was named: by `--guidelines`, by a configuration file, or
    /// by default, from a directory without higc.yml (a subdirectory of the repository).
    private func guidelinesHint(_ settings: CompileSettings) -> String {
        if guidelines != nil { return "" }
        if let file = settings.configurationFile {
            return " (set by `guidelines:` in \(RelativePath.display(file, from: settings.workingDirectory)), relative to that file)"
        }
        return "; no \(HIGCConfiguration.fileName) in this directory: run higc from the repository root, or pass --guidelines"
    }

    /// A `--mark-reviewed` naming no rule is a mistake to stop on before anything is written; one
    /// whose rules have nothing stale is worth a warning.
    private func checkReviews(_ compilation: Compilation) throws {
        let ids = compilation.catalog.rules.map(\.id)
        for selector in compilation.reviews.unmatched {
            let suggestion = ClosestMatch.best(for: selector.rule, among: ids).map { " (did you mean \($0)?)" } ?? ""
            printError("higc: error: --mark-reviewed \(selector): no rule has this id\(suggestion); nothing was written")
            throw ExitCode(2)
        }
        // Translations are what is reviewed: the English is what they are compared with.
        let languages = Set(compilation.catalog.rules.flatMap(\.languages)).subtracting([LanguageCode.english])
        let selectors = compilation.reviews.marked.sorted(by: { $0.key.description < $1.key.description })
        for (selector, count) in selectors where count == 0 {
            // `@jp` for `ja`: a language no page is translated into marks nothing, and a CI step
            // that reviews nothing must not pass as if it had.
            guard let language = selector.language, !languages.contains(language) else { continue }
            let suggestion = ClosestMatch.best(for: language, among: languages.sorted()).map { " (did you mean @\($0)?)" } ?? ""
            let what = language == .english ? "\(language) is the language translations are compared with, not a translation"
                : "no page is translated into \(language)"
            printError("higc: error: --mark-reviewed \(selector): \(what)\(suggestion); nothing was written")
            throw ExitCode(2)
        }
        for (selector, count) in selectors where !quiet {
            printError(count == 0 ? "higc: warning: --mark-reviewed \(selector): no stale translation to mark"
                : "higc: marked \(counted(count, "stale translation")) of \(selector) as reviewed")
        }
    }

    /// Prints the findings `--fail-on` asks to fail on (the first 50, with paths from the
    /// current directory like the findings formats'); true when there are any.
    private func reportFailing(_ failing: [AlignmentFinding], settings: CompileSettings) -> Bool {
        guard !failing.isEmpty else { return false }
        let location = FindingLocation(guidelinesPath: settings.guidelinesDisplayPath)
        for finding in failing.sorted().prefix(50) {
            // As compilers print a problem (`file:line: error: …`): a finding that fails the run is an error.
            printError("\(location.path(finding.source)):\(finding.source.line): error: \(finding.kind.rawValue): [\(finding.language)] \(finding.message)")
        }
        if failing.count > 50 { printError("… and \(failing.count - 50) more.") }
        let kinds = FindingKind.allCases.filter(settings.failOn.contains).map(\.rawValue)
        printError("higc: \(counted(failing.count, "finding")) of \(kinds.count == 1 ? "kind" : "kinds") \(kinds.joined(separator: ",")) — failing as asked.")
        return true
    }
}

/// "1 rule", "2 rules".
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}

extension FindingsFormat: ExpressibleByArgument {}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
