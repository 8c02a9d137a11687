import Foundation
@testable import HIGCompiler
import Testing

/// `--mark-reviewed`: a translator checks a stale translation against the new English, finds it
/// still right (a typo fixed in the English), and records that, once, in the catalog.
@Suite struct ReviewedTranslationTests {
    static let english = "# Menus\n\n**Keep menu titles short.** Long titles wrap.\n\n**Group related items.** Separators help.\n"
    static let japanese = "# メニュー\n\n**メニューのタイトルは短くしてください。** 長いタイトルは折り返されます。\n\n**関連する項目をまとめてください。** 区切り線が役立ちます。\n"

    /// The catalog of the first revision, and the sources of the second, whose English changed
    /// in both rules while the Japanese did not.
    static func revision() -> (previous: Compilation, revised: [(file: GuidelineSourceFile, text: String)]) {
        let first = CompileRun.compile(["menus/page.md": english, "menus/ja.md": japanese])
        let revisedEnglish = english.replacingOccurrences(of: "Long titles wrap.", with: "Long titles wrap badly.")
            .replacingOccurrences(of: "Separators help.", with: "Separators help people scan.")
        let sources = [("menus/page.md", revisedEnglish), ("menus/ja.md", japanese)].map {
            (file: GuidelineSourceFile(relativePath: $0.0), text: $0.1)
        }
        return (first, sources)
    }

    static func stale(_ compilation: Compilation) -> [String] {
        compilation.report.findings.filter { $0.kind == .stale }.compactMap(\.rule).sorted()
    }

    @Test func markingOneTranslationClearsOnlyItsStaleFindingAndLastsIntoTheNextCompile() throws {
        let (first, revised) = Self.revision()
        let unmarked = GuidelineCompiler().compile(sources: revised, previous: first.catalog)
        #expect(Self.stale(unmarked) == ["menus/group-related-items", "menus/keep-menu-titles-short"])

        let selector = ReviewedTranslations.Selector(rule: "menus/keep-menu-titles-short", language: "ja")
        let marked = GuidelineCompiler(reviewed: ReviewedTranslations([selector])).compile(sources: revised, previous: first.catalog)
        #expect(Self.stale(marked) == ["menus/group-related-items"])
        #expect(marked.reviews.marked == [selector: 1] && marked.reviews.unmatched.isEmpty)
        // The changelog still records the rewording; only the translation's freshness changed.
        #expect(marked.changelog.entries.contains { $0.id == "menus/keep-menu-titles-short" })

        // Recorded in the catalog: the next compile, with no flag, agrees.
        let next = GuidelineCompiler().compile(sources: revised, previous: marked.catalog)
        #expect(Self.stale(next) == ["menus/group-related-items"])
    }

    /// A translator updates one of two stale translations and compiles: the English rewording of
    /// the other stays in the changelog, which is what its `stale` finding refers to, while the
    /// updated one's English entry, caught up with, goes.
    @Test func theChangelogKeepsEnglishChangesWhileTheirTranslationsAreStale() throws {
        let (first, revised) = Self.revision()
        let second = GuidelineCompiler().compile(sources: revised, previous: first.catalog, previousChangelog: first.changelog)
        #expect(Set(second.changelog.entries.filter { $0.language == .english }.map(\.id))
                == ["menus/group-related-items", "menus/keep-menu-titles-short"])
        var updated = revised
        updated[1].text = updated[1].text.replacingOccurrences(of: "長いタイトルは折り返されます。", with: "長いタイトルはうまく折り返されません。")
        let third = GuidelineCompiler().compile(sources: updated, previous: second.catalog, previousChangelog: second.changelog)
        #expect(Self.stale(third) == ["menus/group-related-items"])
        let english = third.changelog.entries.filter { $0.language == .english }
        #expect(english.map(\.id) == ["menus/group-related-items"])
        #expect(english.first?.new == "Separators help people scan.")
        #expect(third.changelog.entries.contains { $0.id == "menus/keep-menu-titles-short" && $0.language == "ja" })
        // Compiling again changes nothing.
        let again = GuidelineCompiler().compile(sources: updated, previous: third.catalog, previousChangelog: third.changelog)
        #expect(again.changelog == third.changelog)
    }

    @Test func aPrefixMarksEveryRuleOfAPageAndAWrongIdIsReported() throws {
        let (first, revised) = Self.revision()
        let page = ReviewedTranslations.Selector(rule: "menus/*")
        let typo = ReviewedTranslations.Selector(rule: "menus/keep-menu-title-short")
        let marked = GuidelineCompiler(reviewed: ReviewedTranslations([page, typo])).compile(sources: revised, previous: first.catalog)
        #expect(Self.stale(marked).isEmpty)
        #expect(marked.reviews.marked == [page: 2])
        #expect(marked.reviews.unmatched == [typo])
    }

    @Test func selectorsAreReadWithTheLanguageInItsCanonicalCase() {
        #expect(ReviewedTranslations.Selector(parsing: "menus/keep-menu-titles-short@JA") ==
                ReviewedTranslations.Selector(rule: "menus/keep-menu-titles-short", language: "ja"))
        #expect(ReviewedTranslations.Selector(parsing: "menus/*") == ReviewedTranslations.Selector(rule: "menus/*"))
        for invalid in ["", "@ko", "menus/*/x", "menus/a@", "menus/a@korean!"] {
            #expect(ReviewedTranslations.Selector(parsing: invalid) == nil, "\(invalid)")
        }
    }

    @Test func theCommandStopsBeforeWritingWhenASelectorNamesNoRule() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines/menus")
        try FileManager.default.createDirectory(at: guidelines, withIntermediateDirectories: true)
        try Data(Self.english.utf8).write(to: guidelines.appendingPathComponent("page.md"))
        try Data(Self.japanese.utf8).write(to: guidelines.appendingPathComponent("ja.md"))
        let arguments = ["compile", "--guidelines", scratch.appendingPathComponent("Guidelines").path,
                         "--output", scratch.appendingPathComponent("Generated").path]
        #expect(try CommandRunner.run(arguments).status == 0)
        try CompileRun.edit(guidelines.appendingPathComponent("page.md"), replacing: "Long titles wrap.", with: "Long titles wrap badly.")
        let catalog = scratch.appendingPathComponent("Generated/catalog.json")
        let before = try Data(contentsOf: catalog)

        let typo = try CommandRunner.run(arguments + ["--mark-reviewed", "menus/keep-menu-title-short@ja"])
        #expect(typo.status == 2)
        #expect(typo.standardError.contains("did you mean menus/keep-menu-titles-short?"), "\(typo.standardError)")
        #expect(try Data(contentsOf: catalog) == before)

        let marked = try CommandRunner.run(arguments + ["--mark-reviewed", "menus/keep-menu-titles-short@ja", "--fail-on", "stale"])
        #expect(marked.status == 0, "\(marked.standardError)")
        #expect(marked.standardError.contains("marked 1 stale translation of menus/keep-menu-titles-short@ja as reviewed"))

        // A language no page is translated into reviews nothing: an error, not a passing CI step.
        let afterMarking = try Data(contentsOf: catalog)
        let wrongLanguage = try CommandRunner.run(arguments + ["--mark-reviewed", "menus/*@jp"])
        #expect(wrongLanguage.status == 2)
        #expect(wrongLanguage.standardError.contains("no page is translated into jp (did you mean @ja?); nothing was written"), "\(wrongLanguage.standardError)")
        let english = try CommandRunner.run(arguments + ["--mark-reviewed", "menus/*@en"])
        #expect(english.status == 2 && english.standardError.contains("not a translation"), "\(english.standardError)")
        #expect(try Data(contentsOf: catalog) == afterMarking, "nothing was written")

        let withCheck = try CommandRunner.run(arguments + ["--check", "--mark-reviewed", "menus/*"])
        #expect(withCheck.status == 2)
        #expect(withCheck.standardError.contains("cannot be combined with --check"))
    }

    /// A page moved to another folder keeps its rules' ids (`menus/…`): a prefix naming the page
    /// where it now stands (`controls/menus/*`) still reviews them.
    @Test func aPrefixNamesTheRulesOfThePageWhereItNowStands() {
        let first = CompileRun.compile(["menus/page.md": Self.english, "menus/ja.md": Self.japanese])
        let revised = Self.revision().revised.map { source in
            (file: GuidelineSourceFile(relativePath: "controls/" + source.file.relativePath), text: source.text)
        }
        let unmarked = GuidelineCompiler().compile(sources: revised, previous: first.catalog)
        #expect(Self.stale(unmarked) == ["menus/group-related-items", "menus/keep-menu-titles-short"])
        let page = ReviewedTranslations.Selector(rule: "controls/menus/keep*", language: "ja")
        let marked = GuidelineCompiler(reviewed: ReviewedTranslations([page])).compile(sources: revised, previous: first.catalog)
        #expect(Self.stale(marked) == ["menus/group-related-items"])
        #expect(marked.reviews.marked == [page: 1])
    }
}

