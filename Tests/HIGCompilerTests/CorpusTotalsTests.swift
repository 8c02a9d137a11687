import Foundation
@testable import HIGCompiler
import Testing

/// The 46 bilingual jum0 pages compile, and the statements higc finds agree with a count of bold
/// lead paragraphs made here with a plain regular expression — not with the compiler's own idea
/// of a statement.
///
/// Where the two counts differ, the difference is known and small:
/// - definition-list labels in bold (“**Plain.**”, “**Bars.**”, “**San Francisco (SF).**”) are
///   term labels, not rules, in both languages;
/// - `> **문장. **` closes its bold after a space, which CommonMark does not read as bold, so the
///   translation counts as present but unmarked;
/// - a bold lead inside a list item (“- **Fit-to-screen …**”) escapes the line-start pattern.
@Suite struct CorpusTotalsTests {
    struct BoldLead: Hashable {
        var file: String
        var line: Int
        var language: LanguageCode
        var text: String
        /// `**문장. **`: the closing mark follows a space, which CommonMark does not read as bold.
        var closesAfterSpace: Bool
    }

    static let compilation = Result { try GuidelineCompiler().compile(guidelines: TestPaths.corpus, previous: nil) }

    /// Paragraphs that open with `**…**` (English) or `> **…**` (the Korean quote), callout
    /// labels left out, with the bold text stripped of inline links and code marks.
    static func boldLeads() throws -> [BoldLead] {
        let pattern = try NSRegularExpression(pattern: #"^(>\s*)?\*\*(.+?)\*\*"#)
        let labels: Set<String> = ["tip", "note", "important", "warning", "참고", "팁", "중요", "주의"]
        var leads: [BoldLead] = []
        guard let walker = FileManager.default.enumerator(atPath: TestPaths.corpus.path) else { return [] }
        for case let path as String in walker where path.hasSuffix(".md") {
            let text = try String(contentsOf: TestPaths.corpus.appendingPathComponent(path), encoding: .utf8)
            for (index, line) in text.components(separatedBy: "\n").enumerated() {
                let range = NSRange(line.startIndex..., in: line)
                guard let match = pattern.firstMatch(in: line, range: range) else { continue }
                let raw = String(line[Range(match.range(at: 2), in: line)!])
                let bold = raw.trimmingCharacters(in: .whitespaces)
                guard !labels.contains(bold.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ":"))) else { continue }
                let plain = bold.replacingOccurrences(of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
                    .replacingOccurrences(of: "`", with: "")
                leads.append(BoldLead(file: path, line: index + 1, language: match.range(at: 1).location == NSNotFound ? .english : "ko",
                                      text: TextNormalizer.normalize(plain), closesAfterSpace: raw.last?.isWhitespace == true))
            }
        }
        return leads
    }

    @Test func everyPageCompilesWithoutErrors() throws {
        guard TestPaths.hasCorpus else { return TestPaths.noteSkipped("jum0 compile") }
        let compilation = try Self.compilation.get()
        #expect(!compilation.diagnostics.contains { $0.severity == .error })
        let pages = Set(compilation.catalog.rules.map(\.page))
        // iOS/Themes states principles, not rules: its Korean lead-in ("다음 원칙들을 염두에 두면서
        // …") is none either.
        #expect(pages.count >= 43, "pages with rules: \(pages.count)")
        #expect(!pages.contains("iOS/Themes"))
        #expect(Set(compilation.report.summary.map(\.language)) == [.english, "ko"])
    }

    @Test func statementCountsAgreeWithAnIndependentCountOfBoldLeads() throws {
        guard TestPaths.hasCorpus else { return TestPaths.noteSkipped("jum0 totals") }
        let catalog = try Self.compilation.get().catalog
        let leads = try Self.boldLeads()
        let statements = catalog.rules.flatMap(\.statements.values)
        for language in [LanguageCode.english, "ko"] {
            let counted = leads.filter { $0.language == language }
            let marked = statements.filter { $0.language == language && $0.marked }
            logLine("◇ jum0 \(language): \(counted.count) bold leads by pattern, \(marked.count) bold statements by higc, "
                + "\(statements.filter { $0.language == language }.count) statements in all")
            // Within 5%: the labels and the broken bold above, nothing else.
            #expect(counted.count >= 250 && marked.count >= 240)
            #expect(abs(counted.count - marked.count) <= counted.count / 20, "\(language): \(counted.count) vs \(marked.count)")
            // Where both see a statement, they agree on its text.
            let byLocation = Dictionary(marked.map { ("\($0.source.file):\($0.source.line)", $0) }, uniquingKeysWith: { first, _ in first })
            var agreeing = 0
            for lead in counted {
                guard let statement = byLocation["\(lead.file):\(lead.line)"] else { continue }
                if statement.text == lead.text { agreeing += 1 } else { Issue.record("\(lead.file):\(lead.line): “\(statement.text)” vs “\(lead.text)”") }
            }
            #expect(agreeing >= marked.count - counted.count / 20)
        }
    }

    @Test func boldLeadsTheCompilerLeavesOutAreTermLabelsOrBrokenBold() throws {
        guard TestPaths.hasCorpus else { return TestPaths.noteSkipped("jum0 differences") }
        let catalog = try Self.compilation.get().catalog
        let located = Set(catalog.rules.flatMap(\.statements.values).map { "\($0.source.file):\($0.source.line)" })
        let marked = Set(catalog.rules.flatMap(\.statements.values).filter(\.marked).map { "\($0.source.file):\($0.source.line)" })
        for lead in try Self.boldLeads() where !marked.contains("\(lead.file):\(lead.line)") {
            let words = lead.text.split(separator: " ").count
            if located.contains("\(lead.file):\(lead.line)") {
                // Present but unmarked: its bold does not parse as CommonMark bold.
                #expect(lead.closesAfterSpace, "\(lead.file):\(lead.line) is bold but read as unmarked")
            } else {
                #expect(words <= 4, "a long bold lead was left out: \(lead.file):\(lead.line) “\(lead.text)”")
            }
        }
        // Every rule with a Korean quote under it is paired by layout, bold or not.
        let layoutPairs = catalog.rules.filter { $0.statements[.english] != nil && $0.statements["ko"] != nil }
        #expect(layoutPairs.allSatisfy { $0.statements["ko"]!.alignment?.method == .layout })
        #expect(layoutPairs.count >= 245)
    }
}
