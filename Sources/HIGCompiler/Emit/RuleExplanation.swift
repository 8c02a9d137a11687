import HIGConventions

/// What `higc explain RULE-ID` prints: one rule as a reviewer needs it in a terminal. Every
/// language's statement and explanation, the findings against it, its history from the changelog
/// and where each piece lives (`Guidelines/page.md:12`, clickable in most terminals and editors).
public struct RuleExplanation {
    public var compilation: Compilation
    public var severities: [FindingKind: FindingSeverity]
    /// The guidelines root relative to the working directory (`Guidelines`).
    public var guidelinesPath: String

    public init(compilation: Compilation, severities: [FindingKind: FindingSeverity] = FindingSeverity.table(),
                guidelinesPath: String) {
        self.compilation = compilation
        self.severities = severities
        self.guidelinesPath = guidelinesPath
    }

    /// Rule ids close to `id`, for "did you mean" when it names no rule.
    public func suggestions(for id: String, limit: Int = 5) -> [String] {
        // Finding kinds are explained too (`higc explain polarity`): a misspelt one is suggested,
        // and so is a retired rule, which `explain` also answers for.
        let close = ClosestMatch.ranked(for: id, among: compilation.catalog.rules.map(\.id) + compilation.catalog.retired.map(\.id)
                                            + FindingKind.allCases.map(\.rawValue), limit: limit)
        // Words of a statement rather than of an id ("tab-bars/タブの数", a phrase copied from a
        // page): the rules whose statement in any language says them, on the page named if any.
        let parts = id.split(separator: "/", maxSplits: 1)
        let page = parts.count == 2 ? String(parts[0]) : nil
        let words = SimpleText.lowercased(String(parts.last ?? "")).replacingOccurrences(of: "-", with: " ")
            .trimmingCharacters(in: .whitespaces)
        guard words.count >= 2 else { return close }
        let saying = compilation.catalog.rules.filter { rule in
            (page == nil || rule.page == page) && rule.statements.contains { SimpleText.lowercased($0.value.text).contains(words) }
        }.map(\.id)
        return Array((saying + close.filter { !saying.contains($0) }).prefix(limit))
    }

    /// What a finding kind means and what to do about it, then (`listingFindings`) its findings
    /// (the first 50).
    public func render(_ kind: FindingKind, listingFindings: Bool = true) -> String {
        let location = FindingLocation(guidelinesPath: guidelinesPath)
        let severity = severities[kind] ?? FindingSeverity.defaultSeverity(for: kind)
        var out = "\(kind.rawValue) — \(FindingKindDescription.title(kind))\n"
        out += "  \(FindingKindDescription.summary(kind))\n"
        out += "  What to do: \(FindingKindDescription.remedy(kind))\n"
        out += "  Severity: \(severity.rawValue) (default \(FindingSeverity.defaultSeverity(for: kind).rawValue))\n"
        guard listingFindings else { return out }
        let findings = compilation.report.findings.filter { $0.kind == kind }.sorted()
        out += "\n\(findings.count) finding\(findings.count == 1 ? "" : "s")\n"
        for finding in findings.prefix(50) {
            out += "  \(location.path(finding.source)):\(finding.source.line) [\(finding.language)] \(finding.rule ?? finding.page)\n"
            out += "    \(finding.message)\n"
        }
        if findings.count > 50 { out += "  … and \(findings.count - 50) more (alignment.md lists them all)\n" }
        return out
    }

    /// What the last changelog says of a rule that is no longer in the catalog (removed by the
    /// compile that wrote it), else what the catalog's retired rules keep of it; nil when neither
    /// knows the id.
    public func renderRemoved(_ id: String) -> String? {
        let entries = compilation.changelog.entries.filter { $0.id == id && $0.kind == .removed }
        guard !entries.isEmpty else {
            guard let retired = compilation.catalog.retired.first(where: { $0.id == id }) else { return nil }
            return "\(id)\n  removed: no longer in the catalog (retired by an earlier compile; the id stays reserved)\n"
                + "  was [\(retired.language)]: “\(retired.statement)”\n"
        }
        var out = "\(id)\n  removed: no longer in the catalog (the last changelog records it)\n"
        for entry in entries {
            let language = entry.language.map { " [\($0)]" } ?? ""
            if let text = entry.old ?? entry.new { out += "  was\(language): “\(text)”\n" }
        }
        return out
    }

    /// The explanation, or nil when no rule has that id.
    public func render(_ id: String) -> String? {
        guard let rule = compilation.catalog.rules.first(where: { $0.id == id }) else { return nil }
        let location = FindingLocation(guidelinesPath: guidelinesPath)
        let findings = compilation.report.findings.filter { $0.rule == id }.sorted()
        let primary = rule.primaryStatement
        var out = "\(rule.id)\n"
        let place = ([rule.page] + (rule.section.isEmpty ? [] : [rule.section])).joined(separator: " › ")
        out += "  page      \(place)\n"
        out += "  kind      \(rule.kind.rawValue), \(primary.modality.rawValue)\n"

        let languages = rule.languages + Set(findings.map(\.language)).subtracting(rule.languages).sorted(by: languageOrder)
        for language in languages {
            let name = "\(LanguageNames.name(language)) (\(language))"
            guard let statement = rule.statements[language] else {
                out += "\n\(name): no statement\n"
                continue
            }
            var notes: [String] = []
            if !statement.marked { notes.append("not bold") }
            if statement.origin == .inferred { notes.append("inferred") }
            if let pairing = statement.alignment {
                notes.append("paired by \(pairing.method.rawValue), confidence \(Self.format(pairing.confidence))")
            }
            out += "\n\(name) — \(location.path(statement.source)):\(statement.source.line)"
            out += notes.isEmpty ? "\n" : " (\(notes.joined(separator: "; ")))\n"
            out += "  \(statement.text)\n"
            for paragraph in statement.explanation.components(separatedBy: "\n\n") where !paragraph.isEmpty {
                out += "\n  \(paragraph.replacingOccurrences(of: "\n", with: "\n  "))\n"
            }
            if !statement.symbols.isEmpty { out += "  symbols: \(statement.symbols.joined(separator: ", "))\n" }
            for link in statement.links { out += "  link: \(link.text) <\(link.url)>\n" }
        }

        out += "\nFindings\n"
        if findings.isEmpty { out += "  none\n" }
        for finding in findings {
            let severity = severities[finding.kind] ?? FindingSeverity.defaultSeverity(for: finding.kind)
            out += "  \(finding.kind.rawValue) [\(finding.language)] \(severity.rawValue) — \(location.path(finding.source)):\(finding.source.line)\n"
            out += "    \(finding.message)\n"
            for related in finding.related { out += "    see \(location.path(related)):\(related.line)\n" }
        }

        out += "\nHistory\n"
        let entries = compilation.changelog.entries.filter { $0.id == id }
        if entries.isEmpty { out += "  no change in the last changelog\n" }
        for entry in entries {
            var line = "  \(entry.kind.rawValue)"
            if let language = entry.language { line += " [\(language)]" }
            switch entry.kind {
            case .reworded, .moved:
                if let old = entry.old, let new = entry.new { line += ": “\(old)” → “\(new)”" }
            case .added, .removed:
                if let text = entry.new ?? entry.old { line += ": “\(text)”" }
            case .explanationChanged:
                break
            }
            if entry.kind == .added && !compilation.changelog.hasPrevious { line += " (no previous catalog)" }
            out += line + "\n"
        }

        out += "\nSources\n"
        for language in rule.languages {
            let source = rule.statements[language]!.source
            out += "  \(language)  \(location.path(source)):\(source.line)\n"
        }
        return out
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
