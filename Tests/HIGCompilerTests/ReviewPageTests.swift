import Foundation
@testable import HIGCompiler
import Testing

/// `review.html` as markup: what it contains and what it must never contain. What a browser does
/// with it is `ReviewPageBrowserTests`.
@Suite struct ReviewPageTests {
    @Test func isPartOfTheGeneratedOutput() throws {
        let files = try GeneratedOutput.files(for: ReviewFixture.fresh())
        let page = try #require(files[GeneratedOutput.reviewFile])
        #expect(String(decoding: page, as: UTF8.self).hasPrefix("<!DOCTYPE html>"))
        #expect(page.last == 0x0A)
    }

    @Test func listsEveryRuleAndEveryFinding() throws {
        let compilation = try ReviewFixture.afterEnglishEdit()
        let html = ReviewPageRenderer(compilation: compilation, sourceRoot: "../Guidelines").render()
        for rule in compilation.catalog.rules {
            #expect(html.contains("id=\"rule-\(rule.id)\""), "no row for \(rule.id)")
        }
        for finding in compilation.report.findings {
            #expect(html.contains("<li class=\"finding\" data-kind=\"\(finding.kind.rawValue)\" data-lang=\"\(finding.language)\" style=\"--k: var(--k-\(finding.kind.rawValue))\">"))
            #expect(html.contains(HTMLEscaper.escape(finding.message)), "finding missing: \(finding.message)")
        }
    }

    @Test func relatedSourcesAreSeparatedByRealSpaces() throws {
        let compilation = try ReviewFixture.afterEnglishEdit()
        let html = ReviewPageRenderer(compilation: compilation, sourceRoot: "../Guidelines").render()
        #expect(compilation.report.findings.contains { !$0.related.isEmpty })
        #expect(html.contains("<span class=\"related\">see <a class=\"src\""))
        #expect(!html.contains("see<a"), "the word would run into the link in copied text")
        #expect(!html.contains("</a><a class=\"src\""))
    }

    /// A finding kind without a colour of its own would show an unstyled badge.
    @Test func everyFindingKindHasAColourInBothThemes() {
        for kind in FindingKind.allCases {
            let variable = "--k-\(kind.rawValue):"
            #expect(ReviewPageAssets.css.components(separatedBy: variable).count == 3, "\(variable) in the light and the dark theme")
            #expect(ReviewPageAssets.css.contains(".k-\(kind.rawValue) { --k: var(--k-\(kind.rawValue)); }"))
        }
    }

    @Test func escapesGuidelineText() {
        let hostile = "Don’t put </td><script>alert(1)</script> & \"quotes\" or 'apostrophes' in titles."
        let rule = GuidelineRule(id: "hostile/dont-put-script", page: "hostile", section: "<b>Section</b>", headingPath: [],
                                 statements: ["en": GuidelineStatement(language: "en", text: hostile, marked: true, origin: .bold,
                                                                        explanation: "<img src=x onerror=alert(2)>",
                                                                        tables: ["| <img src=y> | 44 pt |\n| --- | --- |"],
                                                                        source: SourceLocation(file: "hostile/<page>.md", line: 3))])
        let finding = AlignmentFinding(kind: .missing, rule: rule.id, language: "ko", page: "hostile",
                                       message: "no ko statement for “\(hostile)”", source: rule.statements["en"]!.source)
        let compilation = Compilation(
            catalog: RuleCatalog(rules: [rule], callouts: []),
            report: AlignmentReport(schemaVersion: 1, summary: [], findings: [finding]),
            changelog: Changelog(schemaVersion: 1, hasPrevious: false, entries: []), pageKinds: [:], diagnostics: [])
        let html = ReviewPageRenderer(compilation: compilation, sourceRoot: "../Guidelines").render()

        #expect(html.components(separatedBy: "<script").count == 2, "only the page's own script element")
        #expect(!html.contains("<img"))
        #expect(!html.contains("<b>Section"))
        #expect(html.contains("&lt;/td&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; or &#39;apostrophes&#39;"))
        #expect(html.contains("href=\"../Guidelines/hostile/%3Cpage%3E.md#L3\""))
        #expect(html.contains("<pre class=\"table\" lang=\"en\">| &lt;img src=y&gt; | 44 pt |\n| --- | --- |</pre>"), "tables as written")
    }

    @Test func linksStatementsToTheirSourceLines() throws {
        let compilation = try ReviewFixture.fresh()
        let html = ReviewPageRenderer(compilation: compilation, sourceRoot: "../Guidelines").render()
        let english = try #require(compilation.catalog.rules.first { $0.id == ReviewFixture.reworded }?.statements["en"])
        #expect(html.contains("<a class=\"src\" href=\"../Guidelines/\(english.source.file)#L\(english.source.line)\">\(english.source)</a>"))

        let elsewhere = ReviewPageRenderer(compilation: compilation, sourceRoot: "../../docs/hig guidelines").render()
        #expect(elsewhere.contains("href=\"../../docs/hig%20guidelines/\(english.source.file)#L\(english.source.line)\""))
    }

    @Test func isSelfContainedAndDeterministic() throws {
        let compilation = try ReviewFixture.fresh()
        let html = ReviewPageRenderer(compilation: compilation, sourceRoot: "../Guidelines").render()
        #expect(html == ReviewPageRenderer(compilation: compilation, sourceRoot: "../Guidelines").render())
        for external in ["<link", " src=", "@import", "url(", "@font-face", "fetch(", "XMLHttpRequest"] {
            #expect(!html.contains(external), "the page must load nothing: found \(external)")
        }
        #expect(!html.contains(TestPaths.repository.path), "no absolute paths of this machine")
    }

    @Test func showsOneColumnPerLanguageOfThePage() throws {
        let html = ReviewPageRenderer(compilation: try ReviewFixture.fresh(), sourceRoot: "../Guidelines").render()
        func headers(of page: String) throws -> [String] {
            let start = try #require(html.range(of: "<section class=\"page\" id=\"page-\(page)\""))
            let head = try #require(html.range(of: "</thead>", range: start.upperBound..<html.endIndex))
            let thead = html[start.upperBound..<head.lowerBound]
            return thead.components(separatedBy: "<th scope=\"col\" class=\"lc\" data-lang=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
        #expect(try headers(of: "navigation-bars") == ["en", "ja", "ko"])
        #expect(try headers(of: "toolbars") == ["en", "ko"])
        #expect(try headers(of: "uinavigationcontroller") == ["ko"])
    }

    @Test func showsChangelogEntriesAndStaleTranslations() throws {
        let compilation = try ReviewFixture.afterEnglishEdit()
        let entry = try #require(compilation.changelog.entries.first { $0.id == ReviewFixture.reworded && $0.kind == .reworded })
        let html = ReviewPageRenderer(compilation: compilation, sourceRoot: "../Guidelines").render()
        let start = try #require(html.range(of: "<tbody class=\"rule\" id=\"rule-\(ReviewFixture.reworded)\""))
        let end = try #require(html.range(of: "</tbody>", range: start.upperBound..<html.endIndex))
        let row = String(html[start.lowerBound..<end.upperBound])
        #expect(row.contains("data-change=\"reworded\""))
        #expect(row.contains("<del lang=\"en\">\(HTMLEscaper.escape(entry.old!))</del>"))
        #expect(row.contains("<ins lang=\"en\">\(HTMLEscaper.escape(entry.new!))</ins>"))
        #expect(row.contains("data-kind=\"stale\""), "the translations of a reworded rule are stale")
        #expect(html.contains("<section class=\"changes\" id=\"changes\""))
        #expect(!html.contains("No previous catalog"))
    }

    @Test func countsCoveragePerPage() throws {
        let compilation = try ReviewFixture.fresh()
        let page = "navigation-bars"
        let coverage = ReviewPageCoverage.coverage(rules: compilation.catalog.rules.filter { $0.page == page },
                                                   findings: compilation.report.findings.filter { $0.page == page })
        let japanese = try #require(coverage.first { $0.language == "ja" })
        let expected = compilation.catalog.rules.filter { $0.page == page && $0.statements["en"] != nil }.count
        let aligned = compilation.catalog.rules.filter { $0.page == page && $0.statements["en"] != nil && $0.statements["ja"] != nil }.count
        #expect(japanese.expected == expected)
        #expect(japanese.aligned == aligned)
        #expect(aligned < expected, "the Japanese translation of this page is incomplete")
        #expect(coverage.first { $0.language == "en" }?.percent == nil)
    }
}

/// Pages and rules whose ids differ only in a space and a hyphen get element ids of their own,
/// so every link of the page leads to its own page.
@Suite struct ReviewPageAnchorTests {
    @Test func idsThatReadAlikeAsFragmentsStayDistinct() throws {
        let page = "# Tab bars\n\n**Use tab bar navigation.** Tabs switch sections.\n"
        let compilation = CompileRun.compile(["tab bars/page.md": page, "tab-bars/page.md": page])
        let html = ReviewPageRenderer(compilation: compilation, sourceRoot: "../Guidelines").render()
        let ids = html.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(Set(ids).count == ids.count, "duplicate element ids: \(ids.filter { id in ids.filter { $0 == id }.count > 1 })")
        #expect(html.contains("id=\"page-tab-bars\"") && html.contains("id=\"page-tab-bars~2\""))
        #expect(html.contains("href=\"#page-tab-bars~2\""))
    }
}
