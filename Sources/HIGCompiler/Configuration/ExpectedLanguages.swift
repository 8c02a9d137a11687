import HIGConventions

/// Languages a team expects on its guideline pages (`languages` / `page-languages` in `higc.yml`).
///
/// Without it a page is expected to cover only the languages it already has, so a page nobody
/// has started translating reports nothing. With it, every English guideline of such a page gets
/// a `missing` finding (the same wording as the built-in check) and the coverage totals count it.
public struct ExpectedLanguages: Equatable, Sendable {
    public var everyPage: [LanguageCode]
    public var perPage: [String: [LanguageCode]]

    public init(everyPage: [LanguageCode] = [], perPage: [String: [LanguageCode]] = [:]) {
        self.everyPage = everyPage
        self.perPage = perPage
    }

    public var isEmpty: Bool { everyPage.isEmpty && perPage.values.allSatisfy(\.isEmpty) }

    public func languages(for page: String) -> [LanguageCode] {
        (perPage[page] ?? everyPage).filter { $0 != .english }
    }

    /// Whether the rule has a statement in `language` or in a regional form of it: `ja-JP` files
    /// translate into Japanese, which `languages: [ja]` expects.
    static func covers(_ rule: GuidelineRule, _ language: LanguageCode) -> Bool {
        rule.statements[language] != nil || rule.languages.contains { $0.hasPrefix(language + "-") }
    }

    /// Adds the `missing` findings the expectations imply and recounts the summary.
    /// A compilation that already meets them comes back unchanged.
    public func apply(to compilation: Compilation) -> Compilation {
        guard !isEmpty else { return compilation }
        var findings = compilation.report.findings
        var present = Set(findings.filter { $0.kind == .missing }.map { "\($0.rule ?? "")\u{0}\($0.language)" })
        var added = false
        // A page translated into a regional form of an expected language (`ja-JP.md` for `ja`)
        // has its gaps reported in that form by the checks: not again in the language itself.
        var writtenOnPage: [String: Set<LanguageCode>] = [:]
        for rule in compilation.catalog.rules { writtenOnPage[rule.page, default: []].formUnion(rule.languages) }
        for rule in compilation.catalog.rules where rule.kind == .guideline {
            guard let english = rule.statements[.english] else { continue }
            let written = writtenOnPage[rule.page] ?? []
            for language in languages(for: rule.page)
            where !Self.covers(rule, language) && !written.contains(where: { $0.hasPrefix(language + "-") }) {
                guard present.insert("\(rule.id)\u{0}\(language)").inserted else { continue }
                findings.append(AlignmentFinding(kind: .missing, rule: rule.id, language: language, page: rule.page,
                                                 message: "no \(language) statement for “\(english.text)”", source: english.source))
                added = true
            }
        }
        guard added else { return compilation }
        findings.sort()

        // The languages each page is expected to cover, as the checks saw them, plus the expectations.
        var pageLanguages: [String: Set<LanguageCode>] = [:]
        for rule in compilation.catalog.rules { pageLanguages[rule.page, default: []].formUnion(rule.statements.keys) }
        for finding in findings where finding.kind == .missing { pageLanguages[finding.page, default: []].insert(finding.language) }
        var summary = LanguageSummary.summarize(rules: compilation.catalog.rules, findings: findings, pageLanguages: pageLanguages)
        // A language expected but not yet present anywhere still gets a line: 0 % is the news.
        for language in Set(findings.map(\.language)).subtracting(summary.map(\.language)) {
            let expected = compilation.catalog.rules.filter {
                $0.kind == .guideline && $0.statements[.english] != nil && pageLanguages[$0.page]?.contains(language) == true
            }.count
            var byKind: [String: Int] = [:]
            for finding in findings where finding.language == language { byKind[finding.kind.rawValue, default: 0] += 1 }
            summary.append(LanguageSummary(language: language, statements: 0, aligned: 0, expected: expected, coverage: 0, findings: byKind))
        }
        summary.sort { languageOrder($0.language, $1.language) }

        var result = compilation
        result.report = AlignmentReport(schemaVersion: compilation.report.schemaVersion, summary: summary, findings: findings)
        return result
    }
}

extension ExpectedLanguages {
    /// Warnings for expectations that read as typos: a `page-languages` entry for a page id no
    /// page has (it would silently change nothing), and a language no page is written in that
    /// is one letter off one that is (`kr` for `ko`, `jp` for `ja`: valid codes, so every rule
    /// would be `missing` in them), or another form of one (`ja-JP` for `ja`). A language nobody
    /// has started on is not warned about:
    /// reporting it missing everywhere is what `languages` is for.
    /// `languagesSource` names where the expected languages came from when that is not `source`
    /// (`--languages` over the file's `languages:`); `page-languages` always come from `source`.
    /// `lines` are where each setting stands in `source` (`HIGCConfiguration.lines`).
    public func diagnostics(pages: [String], writtenLanguages: Set<LanguageCode>, source: String,
                            languagesSource: String? = nil, lines: [String: Int] = [:]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let known = Set(pages)
        for page in perPage.keys.sorted() where !known.contains(page) {
            let hint = ClosestMatch.best(for: page, among: pages).map { "; did you mean `\($0)`?" } ?? ""
            diagnostics.append(Diagnostic(.warning, "page-languages names `\(page)`, which is no page's id\(hint)", file: source,
                                          line: lines["page-languages.\(page)"]))
        }
        let written = writtenLanguages.filter { $0 != .english }.sorted()
        let expected = Set(everyPage + perPage.values.flatMap { $0 }).subtracting(writtenLanguages)
        for language in expected.sorted() {
            // Or another form of one (`ja-JP` for the `ja` pages are in): a page in `ja` is no page in `ja-JP`.
            guard let suggestion = written.first(where: { EditDistance.between(language, $0) == 1 || LanguageTag.primarySubtag(language) == LanguageTag.primarySubtag($0) })
            else { continue }
            // On the line that names it: `languages`, or the page's entry (the flag has no line).
            let line = languagesSource != nil && everyPage.contains(language) ? nil
                : everyPage.contains(language) ? lines["languages"]
                : perPage.keys.sorted().first(where: { perPage[$0]!.contains(language) }).flatMap { lines["page-languages.\($0)"] }
            diagnostics.append(Diagnostic(.warning, "expected language `\(language)` is the language of no page (pages are in "
                + "\(([LanguageCode.english] + written).joined(separator: ", "))); did you mean `\(suggestion)`?",
                file: everyPage.contains(language) ? languagesSource ?? source : source, line: line))
        }
        return diagnostics
    }
}
