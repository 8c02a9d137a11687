import Foundation
import GuidelineMarkdown

/// Everything one compile produces, before it is rendered to files.
public struct Compilation: Sendable {
    public var catalog: RuleCatalog
    public var report: AlignmentReport
    public var changelog: Changelog
    public var pageKinds: [String: ExtractedSource.PageKind]
    public var diagnostics: [Diagnostic]
}

/// The compiler's front door: parse → extract → align → identify → check.
/// Rendering and writing the results is `GeneratedOutput` and `OutputWriter`'s job.
public struct GuidelineCompiler {
    public var lexicons: LexiconSet

    public init(lexicons: LexiconSet = .bundled) {
        self.lexicons = lexicons
    }

    /// Compiles a guidelines root. `previous` is the last catalog (the id lock), if any.
    /// `previousChangelog` is kept as it is when nothing changed, so compiling twice is a no-op.
    public func compile(guidelines root: URL, previous: RuleCatalog?, previousChangelog: Changelog? = nil) throws -> Compilation {
        let corpus = try GuidelineCorpusLoader.load(root: root)
        let glossary = try corpus.glossaryText.map { try Glossary.parse($0.text, file: $0.file) } ?? .empty
        return compile(sources: corpus.sources, glossary: glossary, previous: previous,
                       previousChangelog: previousChangelog, diagnostics: corpus.diagnostics)
    }

    /// Compiles against what an output directory holds (its catalog is the id lock).
    public func compile(guidelines root: URL, outputDirectory: URL) throws -> Compilation {
        let previous = try PreviousCatalogReader.read(outputDirectory: outputDirectory)
        let changelog = previous == nil ? nil : PreviousCatalogReader.readChangelog(outputDirectory: outputDirectory)
        return try compile(guidelines: root, previous: previous, previousChangelog: changelog)
    }

    /// Compiles sources already in memory (tests, the fuzzer).
    public func compile(sources: [(file: GuidelineSourceFile, text: String)], glossary: Glossary = .empty,
                        previous: RuleCatalog? = nil, previousChangelog: Changelog? = nil,
                        diagnostics: [Diagnostic] = []) -> Compilation {
        // Parse and extract: files are independent, so use every core.
        let extractor = StatementExtractor(lexicons: lexicons, glossary: glossary)
        var extracted = [ExtractedSource?](repeating: nil, count: sources.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: sources.count) { index in
            let source = sources[index]
            let document = MarkdownParser.parse(source.text)
            let result = extractor.extract(document, file: source.file)
            lock.lock()
            extracted[index] = result
            lock.unlock()
        }

        // Align page by page.
        let aligner = PageAligner(lexicons: lexicons, glossary: glossary)
        var byPage: [String: [ExtractedSource]] = [:]
        for source in extracted.compactMap({ $0 }) { byPage[source.file.page, default: []].append(source) }
        var rules: [GuidelineRule] = []
        var callouts: [Callout] = []
        var pageLanguages: [String: Set<LanguageCode>] = [:]
        var pageKinds: [String: ExtractedSource.PageKind] = [:]
        for page in byPage.keys.sorted() {
            let alignment = aligner.align(page: page, sources: byPage[page]!)
            rules += alignment.rules
            callouts += alignment.callouts
            pageLanguages[page] = alignment.languages
            pageKinds[page] = byPage[page]!.contains { $0.pageKind == .apiReference } ? .apiReference : .guideline
        }

        // Identify: ids from the lock, freshness of translations, changes.
        rules = RuleIdentifier(lexicons: lexicons).assignIdentifiers(rules, previous: previous)
        rules = TranslationFreshness.apply(to: rules, previous: previous)
        var changelog = ChangelogBuilder.changes(current: rules, previous: previous)
        if let previous, let previousChangelog, previous.rules == rules {
            changelog = previousChangelog // nothing changed: the last changes still stand
        }

        // Check.
        let context = CheckContext(rules: rules, pageLanguages: pageLanguages, lexicons: lexicons, glossary: glossary)
        let findings = DriftChecker().findings(in: context)
        let report = AlignmentReport(
            schemaVersion: RuleCatalog.currentSchemaVersion,
            summary: LanguageSummary.summarize(rules: rules, findings: findings, pageLanguages: pageLanguages),
            findings: findings)

        let catalog = RuleCatalog(rules: rules, callouts: callouts.sorted { ($0.page, $0.source) < ($1.page, $1.source) })
        return Compilation(catalog: catalog, report: report, changelog: changelog, pageKinds: pageKinds,
                           diagnostics: diagnostics + extracted.compactMap { $0 }.flatMap(\.diagnostics))
    }
}
