import Foundation
import GuidelineMarkdown

/// Everything one compile produces, before it is rendered to files.
public struct Compilation: Sendable {
    public var catalog: RuleCatalog
    public var report: AlignmentReport
    public var changelog: Changelog
    public var pageKinds: [String: ExtractedSource.PageKind]
    public var diagnostics: [Diagnostic]
    /// What `GuidelineCompiler.reviewed` marked, and which of its selectors named no rule.
    public var reviews = ReviewedTranslations.Outcome()
}

/// The compiler's front door: parse → extract → align → identify → check. The previous catalog
/// feeds alignment (its pairings, `PreviousPairings`) and identity (its ids).
/// Rendering and writing the results is `GeneratedOutput` and `OutputWriter`'s job.
public struct GuidelineCompiler {
    public var lexicons: LexiconSet
    /// Stale translations a translator has checked and found still right.
    public var reviewed: ReviewedTranslations

    public init(lexicons: LexiconSet = .bundled, reviewed: ReviewedTranslations = ReviewedTranslations()) {
        self.lexicons = lexicons
        self.reviewed = reviewed
    }

    /// Compiles a guidelines root. `previous` is the last catalog (the id lock), if any.
    /// `previousChangelog` is kept as it is when no rule changed, so compiling twice is a no-op.
    public func compile(guidelines root: URL, previous: RuleCatalog?, previousChangelog: Changelog? = nil) throws -> Compilation {
        let layout = try GuidelineCorpusLoader.discover(root: root)
        let emptiness = try Self.checkSourcesExist(count: layout.files.count, root: root, previous: previous)
        let glossary = try layout.glossaryText.map { try Glossary.parse($0.text, file: $0.file) } ?? .empty
        // Each worker reads, decodes, parses and extracts one file and keeps only what it extracted:
        // the sources are never all in memory at once.
        var decodeDiagnostics = [[Diagnostic]](repeating: [], count: layout.files.count)
        let lock = NSLock()
        var extracted = try extractAll(count: layout.files.count, glossary: glossary) { index in
            let decoded = try GuidelineCorpusLoader.readSource(layout.files[index], root: root)
            lock.lock()
            decodeDiagnostics[index] = decoded.diagnostics
            lock.unlock()
            return (layout.files[index], decoded.text)
        }
        return finish(extracted: &extracted, glossary: glossary, previous: previous, previousChangelog: previousChangelog,
                      diagnostics: emptiness + layout.walkDiagnostics + decodeDiagnostics.flatMap { $0 } + layout.glossaryDiagnostics)
    }

    /// A root without sources compiles to nothing: a warning on a first compile, an error when it
    /// would remove every rule of the previous catalog (a mistyped path must not wipe the ids).
    static func checkSourcesExist(count: Int, root: URL, previous: RuleCatalog?) throws -> [Diagnostic] {
        guard count == 0 else { return [] }
        if let previous, !previous.rules.isEmpty {
            throw CompileError.noSources(path: root.path, previousRules: previous.rules.count)
        }
        return [Diagnostic(.warning, "no guideline pages under the guidelines root (Markdown files other than README, LICENSE and the like); the catalog is empty",
                           file: root.path)]
    }

    /// Compiles against what an output directory holds (its catalog is the id lock).
    public func compile(guidelines root: URL, outputDirectory: URL) throws -> Compilation {
        let previous = try PreviousCatalogReader.read(outputDirectory: outputDirectory)
        let changelog = previous == nil ? nil : PreviousCatalogReader.readChangelog(outputDirectory: outputDirectory)
        var compilation = try compile(guidelines: root, previous: previous, previousChangelog: changelog)
        if let lost = PreviousCatalogReader.lostCatalogWarning(outputDirectory: outputDirectory) { compilation.diagnostics.append(lost) }
        return compilation
    }

    /// Compiles sources already in memory (tests, the fuzzer).
    public func compile(sources: [(file: GuidelineSourceFile, text: String)], glossary: Glossary = .empty,
                        previous: RuleCatalog? = nil, previousChangelog: Changelog? = nil,
                        diagnostics: [Diagnostic] = []) -> Compilation {
        // In-memory sources cannot fail to read: `extractAll` has nothing to rethrow.
        var extracted = try! extractAll(count: sources.count, glossary: glossary) { sources[$0] }
        return finish(extracted: &extracted, glossary: glossary, previous: previous,
                      previousChangelog: previousChangelog, diagnostics: diagnostics)
    }

    /// Parses and extracts `count` sources on every core (files are independent). `source(i)`
    /// supplies file i; the first error in file order is rethrown.
    private func extractAll(count: Int, glossary: Glossary,
                            source: (Int) throws -> (file: GuidelineSourceFile, text: String)) throws -> [ExtractedSource] {
        let extractor = StatementExtractor(lexicons: lexicons, glossary: glossary)
        var extracted = [ExtractedSource?](repeating: nil, count: count)
        var failures = [Error?](repeating: nil, count: count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: count) { index in
            do {
                var (file, read) = try source(index)
                // An MDX page's module lines are the site's code (`MDXModuleLines`).
                let text = file.relativePath.lowercased().hasSuffix(".mdx") ? MDXModuleLines.blanked(read) : read
                let fullWidth = FullWidthBold.rewritten(text)
                let document = MarkdownParser.parse(ContainerDirectives.rewritten(DetailsAsides.rewritten(TemplateTags.rewritten(FrontMatter.blanked(fullWidth.text)))))
                var markup = fullWidth.lines.map { line in
                    Diagnostic(.warning, "bold typed with full-width asterisks (＊＊) is no bold in Markdown, so the page shows them; "
                               + "read as bold (type ** with the input method's half-width mode)", file: file.relativePath, line: line)
                }
                if let misnamed = misnamedLanguage(of: file, text: text) { markup.append(misnamed) }
                if let bilingual = BilingualFileName.bilingualReading(of: document, file: file, text: text) {
                    markup.append(bilingual)
                    file.fixedLanguage = nil
                }
                let result = extractor.extract(document, file: file, title: FrontMatter.title(in: text), diagnostics: markup)
                lock.lock()
                extracted[index] = result
                lock.unlock()
            } catch {
                lock.lock()
                failures[index] = error
                lock.unlock()
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
        return extracted.map { $0! }
    }

    /// A file named for a language higc has no lexicon for (`page.kr.md`, `ja.jp.md`: country codes
    /// for language codes) whose text reads as one it has: the lexicon of the name's language, an
    /// empty one, would read its statements, so polarity and modality go unread. Said, not guessed.
    static let misnamedLanguageWarning = "the file name says its language is "

    func misnamedLanguage(of file: GuidelineSourceFile, text: String) -> Diagnostic? {
        guard let named = file.fixedLanguage, lexicons.languages[named] == nil,
              lexicons.languages[LanguageCode(named.prefix { $0 != "-" })] == nil,
              // Latin letters are any European language's: only a script of its own says which.
              let read = ScriptLanguageDetector.detect(text), read != named, read != .english, lexicons.languages[read] != nil,
              // Han without kana is Chinese as much as Japanese (`zh.md` is named rightly).
              read != "ja" || text.unicodeScalars.contains(where: { (0x3040...0x30FF).contains($0.value) }) else { return nil }
        return Diagnostic(.warning, Self.misnamedLanguageWarning + "`\(named)`, which higc has no lexicon for, and its text reads as `\(read)`: "
                          + "name it with `\(read)` (a language code, not a country's) for its statements to be read in \(read) "
                          + "(until then `polarity`, `modality` and `meaning` are not checked in it)", file: file.relativePath)
    }

    /// One warning per language the sources are written in that higc has no lexicon for, at its
    /// first file: its statements are extracted and paired, but their negation and force are not
    /// read, so `polarity`, `modality` and `meaning` pass them over.
    func unreadLanguages(in extracted: [ExtractedSource]) -> [Diagnostic] {
        var firstFile: [LanguageCode: String] = [:]
        for source in extracted {
            // A file named with a country code is told to rename itself, which says the same.
            if let named = source.file.fixedLanguage,
               source.diagnostics.contains(where: { $0.message.hasPrefix(Self.misnamedLanguageWarning + "`\(named)`") }) { continue }
            for language in source.languages where !lexicons.reads(language) {
                firstFile[language] = min(firstFile[language] ?? source.file.relativePath, source.file.relativePath)
            }
        }
        return firstFile.keys.sorted().map { language in
            Diagnostic(.warning, "higc has no lexicon for `\(language)`: its statements are paired and their numbers, links and code compared, "
                       + "but their negation and force are not read, so `polarity`, `modality` and `meaning` are not checked in it",
                       file: firstFile[language]!)
        }
    }

    /// Align → identify → check, from every file's extraction. Takes the extractions over and
    /// lets go of each page's as soon as it is aligned, so the compiled model is in memory once,
    /// not twice.
    private func finish(extracted: inout [ExtractedSource], glossary: Glossary, previous: RuleCatalog?,
                        previousChangelog: Changelog?, diagnostics: [Diagnostic]) -> Compilation {
        let diagnostics = diagnostics + extracted.flatMap(\.diagnostics) + unreadLanguages(in: extracted)
        // Align page by page; pages are independent, so they too use every core.
        let aligner = PageAligner(lexicons: lexicons, glossary: glossary)
        // The previous catalog's pairings, read off as a plain value: alignment weighs them as
        // evidence and needs nothing else of the catalog (identity comes after it).
        var previousPairings = PreviousPairings(catalog: previous)
        var byPage: [String: [ExtractedSource]] = [:]
        for index in extracted.indices { byPage[extracted[index].file.page, default: []].append(extracted[index]) }
        if previous != nil {
            // A page whose folder was renamed keeps its translations' pairings under its new id.
            var english: [String: Set<String>] = [:]
            for (page, sources) in byPage {
                english[page] = Set(sources.flatMap { $0.groups.compactMap { $0.statements[.english].map { PreviousPairings.key($0.text) } } })
            }
            previousPairings = previousPairings.followingRenamedPages(english: english)
        }
        extracted = []
        let pages = byPage.keys.sorted()
        var pageKinds: [String: ExtractedSource.PageKind] = [:]
        for (page, sources) in byPage {
            pageKinds[page] = sources.contains { $0.pageKind == .apiReference } ? .apiReference : .guideline
        }
        var pending = pages.map { byPage[$0]! }
        byPage = [:]
        var alignments = [PageAlignment?](repeating: nil, count: pages.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in
            lock.lock()
            let sources = pending[index]
            pending[index] = []
            lock.unlock()
            let alignment = aligner.align(page: pages[index], sources: sources, previous: previousPairings)
            lock.lock()
            alignments[index] = alignment
            lock.unlock()
        }
        var rules: [GuidelineRule] = []
        var callouts: [Callout] = []
        var pageLanguages: [String: Set<LanguageCode>] = [:]
        for index in alignments.indices {
            let alignment = alignments[index]!
            alignments[index] = nil
            rules += alignment.rules
            callouts += alignment.callouts
            pageLanguages[pages[index]] = alignment.languages
        }
        alignments = []

        // Identify: ids from the lock, freshness of translations, changes.
        // A revert takes back an id the last compile removed (its changelog) or any earlier one did
        // (the catalog's retired rules).
        RuleIdentifier(lexicons: lexicons).assignIdentifiers(&rules, previous: previous,
                                                             removed: (previousChangelog?.entries ?? []) + RetiredRules.removedEntries(previous))
        APIMember(lexicons: lexicons).addingMembers(to: &rules)
        let englishHashes = TranslationFreshness.apply(to: &rules, previous: previous, lexicons: lexicons)
        let reviews = reviewed.apply(to: &rules, englishHashes: englishHashes)
        var changelog = ChangelogBuilder.changes(current: rules, previous: previous, lexicons: lexicons)
        if previous != nil, let previousChangelog, changelog.entries.isEmpty {
            // No rule changed (the page may have: a blank line, a moved callout): the last
            // changes still stand, so a rewording stays on record until the next one.
            changelog = previousChangelog
        }
        changelog = ChangelogBuilder.carryingForward(previousChangelog, into: changelog, rules: rules, englishHashes: englishHashes)

        // Check.
        var context = CheckContext(rules: rules, pageLanguages: pageLanguages, lexicons: lexicons, glossary: glossary,
                                   numberExtractor: NumberExtractor(lexicons: lexicons), englishHashes: englishHashes)
        for entry in changelog.entries where entry.language == .english && (entry.kind == .reworded || entry.kind == .explanationChanged) {
            context.englishChanges[entry.id, default: []].append(entry)
        }
        let findings = DriftChecker().findings(in: context)
        let report = AlignmentReport(
            schemaVersion: RuleCatalog.currentSchemaVersion,
            summary: LanguageSummary.summarize(rules: rules, findings: findings, pageLanguages: pageLanguages),
            findings: findings)

        let catalog = RuleCatalog(rules: rules, callouts: callouts.sorted { ($0.page, $0.source) < ($1.page, $1.source) },
                                  retired: RetiredRules.updated(previous: previous, current: rules))
        let glossaryDiagnostics = GlossaryLanguageCheck.diagnostics(
            for: glossary, pageLanguages: pageLanguages.values.reduce(into: Set<LanguageCode>()) { $0.formUnion($1) })
        return Compilation(catalog: catalog, report: report, changelog: changelog, pageKinds: pageKinds,
                           diagnostics: diagnostics + glossaryDiagnostics, reviews: reviews)
    }
}
