import Foundation
@testable import HIGCompiler
import Testing

/// Rule ids are the contract with linter authors: they must survive rewording and never be reused.
@Suite struct RuleIdentityTests {
    static let revision = TestPaths.fixtures.appendingPathComponent("revision2022/navigation-bars/page.md")

    @Test func productNamesStayOneWordInSlugs() {
        let stopWords = Set(LexiconSet.bundled.lexicon(.english).stopWords)
        #expect(RuleSlug.make(from: "Let people drag content between iPad apps.", stopWords: stopWords) == "let-drag-content-between-ipad")
        #expect(RuleSlug.make(from: "Support iOS and iCloud sync.", stopWords: stopWords) == "support-ios-icloud-sync")
        #expect(RuleSlug.make(from: "Use isNavigationBarHidden sparingly.", stopWords: stopWords) == "use-navigation-bar-hidden-sparingly")
    }

    @Test func abbreviationsLeaveNoLettersInSlugs() {
        let stopWords = Set(LexiconSet.bundled.lexicon(.english).stopWords)
        #expect(RuleSlug.make(from: "Prefer short labels, e.g. Edit or Done.", stopWords: stopWords) == "prefer-short-labels-edit-done")
        #expect(RuleSlug.make(from: "Don't use three tabs, i.e. a compact toolbar.", stopWords: stopWords) == "dont-use-three-tabs-compact-toolbar")
    }

    @Test func aRevisedPageKeepsTheIdsOfAllItsRules() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = try CompileRun.copyOfGuidelines(in: scratch)
        let output = scratch.appendingPathComponent("Generated")
        let before = try CompileRun.compile(guidelines, into: output)

        // The same page two years later, exported from a blog: reworded, and without any bold.
        let page = guidelines.appendingPathComponent("navigation-bars/page.md")
        try FileManager.default.removeItem(at: page)
        try FileManager.default.copyItem(at: Self.revision, to: page)
        let after = try CompileRun.compile(guidelines, into: output)

        let englishBefore = before.catalog.rules.filter { $0.page == "navigation-bars" && $0.statements[.english] != nil }
        let englishAfter = after.catalog.rules.filter { $0.page == "navigation-bars" && $0.statements[.english] != nil }
        #expect(englishBefore.count == 9)
        #expect(Set(englishAfter.map(\.id)) == Set(englishBefore.map(\.id)))

        // Every rule whose English wording changed is reported as reworded, under its old id.
        let reworded = Set(after.changelog.entries.filter { $0.kind == .reworded && $0.language == .english }.map(\.id))
        let changed = englishBefore.filter { old in
            LexiconText.normalise(after.rule(old.id)!.statements[.english]!.text) != LexiconText.normalise(old.statements[.english]!.text)
        }
        #expect(!changed.isEmpty)
        #expect(reworded == Set(changed.map(\.id)))
        #expect(after.changelog.entries.filter { $0.kind == .added && $0.page == "navigation-bars" }.allSatisfy {
            after.rule($0.id)?.statements[.english] == nil
        }, "no English rule of the revised page may be new")
    }

    @Test func rewordingBoldStatementsKeepsIds() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = try CompileRun.copyOfGuidelines(in: scratch)
        let output = scratch.appendingPathComponent("Generated")
        let before = try CompileRun.compile(guidelines, into: output)
        let page = guidelines.appendingPathComponent("toolbars/page.md")
        let targets = before.catalog.rules.filter { $0.page == "toolbars" && $0.statements[.english] != nil }.prefix(2)
        #expect(targets.count == 2)
        for rule in targets {
            let text = rule.statements[.english]!.text
            // Reword inside the bold span: a change of emphasis, same guideline.
            let reworded = String(text.dropLast()) + " whenever you can."
            try CompileRun.edit(page, replacing: "**\(text)**", with: "**\(reworded)**")
        }
        let after = try CompileRun.compile(guidelines, into: output)
        for rule in targets {
            let now = try #require(after.rule(rule.id), "\(rule.id) lost its id")
            #expect(now.statements[.english]!.text.hasSuffix("whenever you can."))
            #expect(after.changelog.entries.contains { $0.kind == .reworded && $0.id == rule.id && $0.language == .english })
        }
        #expect(after.catalog.rules.count == before.catalog.rules.count)
    }

    @Test func newRulesGetNewIdsAndRemovedIdsAreNeverReused() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines")
        let output = scratch.appendingPathComponent("Generated")
        try TestPaths.write(["bars/page.md": "# Bars\n\n**Keep bars short and clear.** Long bars wrap.\n\n**Avoid stacking several bars.** Stacks crowd the screen.\n"], under: guidelines)
        let first = try CompileRun.compile(guidelines, into: output)
        let removedID = try #require(first.catalog.rules.first { $0.statements[.english]!.text.hasPrefix("Avoid") }?.id)

        try TestPaths.write(["bars/page.md": "# Bars\n\n**Keep bars short and clear.** Long bars wrap.\n"], under: guidelines)
        let second = try CompileRun.compile(guidelines, into: output)
        #expect(second.changelog.entries.contains { $0.kind == .removed && $0.id == removedID })

        // A different rule with a similar slug must not inherit the removed id.
        try TestPaths.write(["bars/page.md": "# Bars\n\n**Keep bars short and clear.** Long bars wrap.\n\n**Avoid stacking several bars vertically.** Use one bar with sections instead.\n"], under: guidelines)
        let third = try CompileRun.compile(guidelines, into: output)
        let added = try #require(third.changelog.entries.first { $0.kind == .added })
        #expect(added.id != removedID)
        #expect(third.catalog.rules.map(\.id).contains(added.id))
    }

    @Test func recompilingAnUnchangedCorpusChangesNoId() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("Generated")
        let first = try CompileRun.compile(TestPaths.guidelines, into: output)
        let second = try CompileRun.compile(TestPaths.guidelines, into: output)
        #expect(first.catalog.rules.map(\.id) == second.catalog.rules.map(\.id))
        #expect(second.changelog == first.changelog, "an unchanged corpus keeps the last changelog")
    }
}
