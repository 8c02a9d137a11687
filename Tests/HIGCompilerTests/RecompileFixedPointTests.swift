import Foundation
@testable import HIGCompiler
import Testing

/// Compiling the same input against its own output changes nothing: after a revision of the
/// English, the second compile of that revision keeps every pairing, id, finding and the
/// revision's changelog, so it writes nothing and `higc compile --check` passes.
@Suite struct RecompileFixedPointTests {
    static let root = TestPaths.fixtures.appendingPathComponent("Recompile")

    /// One page in two sections with a Japanese file; the revision puts a different rule in the
    /// first section's place and leaves the Japanese as it was. The second section's pairing has
    /// little content evidence: the previous catalog is what keeps it.
    @Test func compilingARevisionASecondTimeWritesNothing() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("Generated")
        try CompileRun.compile(Self.root.appendingPathComponent("v1"), into: output)
        let revised = try CompileRun.compile(Self.root.appendingPathComponent("v2"), into: output)
        #expect(revised.changelog.entries.contains { $0.kind == .removed }, "the revision's own changes are logged")

        let again = try GuidelineCompiler().compile(guidelines: Self.root.appendingPathComponent("v2"), outputDirectory: output)
        let pending = OutputWriter().pendingChanges(try GeneratedOutput.files(for: again), in: output)
        #expect(pending.changed.isEmpty, "the second compile of the revision would rewrite \(pending.changed)")
        #expect(pending.removed.isEmpty)
        #expect(again.catalog == revised.catalog)
        #expect(again.changelog == revised.changelog, "an unchanged recompile keeps the revision's changelog")
        #expect(again.report.findings == revised.report.findings)
        // The untouched translation of the untouched rule is still with it.
        let kept = try #require(again.catalog.rules.first { $0.statements[.english]?.text == "Position popovers appropriately." })
        #expect(kept.statements["ja"] != nil)
    }

    /// A translator may add a rule before the English does: it stands alone (`extra`) until the
    /// English rule arrives, then pairs with it on its words, while recompiling without that rule
    /// keeps it alone.
    @Test func aTranslationWrittenAheadOfTheEnglishPairsOnceTheEnglishArrives() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (guidelines, output, page) = try CompileRun.scratchPage("sliders", in: scratch)
        let english = "# Sliders\n\n**Customize a slider's appearance if it adds value.** A custom track can show what the value means.\n\n"
        try (english + "**Use familiar slider directions.** People expect the minimum on the left.\n")
            .write(to: page.appendingPathComponent("page.md"), atomically: true, encoding: .utf8)
        try ("# スライダー\n\n**意味がある場合はスライダーの外観をカスタマイズしてください。** カスタムトラックは値の意味を示せます。\n\n"
            + "**なじみのあるスライダーの方向を使ってください。** 最小値は左にあると考えます。\n\n"
            + "**スライダーのサムは十分な大きさにしてください。** 小さなサムはつかみにくくなります。\n")
            .write(to: page.appendingPathComponent("ja.md"), atomically: true, encoding: .utf8)
        let ahead = try CompileRun.compile(guidelines, into: output)
        #expect(ahead.report.findings.map(\.kind) == [.extra])
        #expect(try CompileRun.compile(guidelines, into: output).report.findings.map(\.kind) == [.extra])

        try (english + "**Use familiar slider directions.** People expect the minimum on the left.\n\n"
             + "**Make a slider's thumb large enough.** A small thumb is hard to grab.\n")
            .write(to: page.appendingPathComponent("page.md"), atomically: true, encoding: .utf8)
        let arrived = try CompileRun.compile(guidelines, into: output)
        let thumb = try #require(arrived.catalog.rules.first { $0.statements[.english]?.text == "Make a slider's thumb large enough." })
        #expect(thumb.statements["ja"]?.text == "スライダーのサムは十分な大きさにしてください。")
        #expect(arrived.report.findings.isEmpty, "\(arrived.report.findings.map(\.message))")
        // The English arriving is logged; its section, named in English now, is no move.
        #expect(arrived.changelog.entries.map(\.kind) == [.added])
        #expect(arrived.changelog.entries.first?.language == .english && arrived.changelog.entries.first?.id == thumb.id)
    }

    /// A page repeating one translated rule a dozen times (a draft, a template) keeps every id
    /// where it was: the tenth copy, `…-10`, sorts before `…-2` as text, never in the page.
    @Test func identicalTranslatedRulesKeepTheirIdsInPageOrder() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (guidelines, output, page) = try CompileRun.scratchPage("buttons", in: scratch)
        let copies = String(repeating: "**버튼을 사용하세요.** 설명입니다.\n\n", count: 12)
        try ("# 버튼\n\n" + copies).write(to: page.appendingPathComponent("page.md"), atomically: true, encoding: .utf8)
        let first = try CompileRun.compile(guidelines, into: output)
        #expect(first.catalog.rules.count == 12)
        #expect(first.catalog.rules.last?.id.hasSuffix("-12") == true)
        let again = try CompileRun.compile(guidelines, into: output)
        #expect(again.catalog.rules.map(\.id) == first.catalog.rules.map(\.id))
    }

    /// Property over real pages with separate Korean and Japanese files: for every revision of the
    /// English — a rule removed, put in another page's rule's place, reworded, or moved down the
    /// page — the compile of the revision is a fixed point of compiling it again.
    @Test func everyRevisionCompiledTwiceGivesTheSameOutput() throws {
        let set = TestPaths.fixtures.appendingPathComponent("AlignmentSet")
        let pages = try FileManager.default.contentsOfDirectory(atPath: set.path).filter {
            FileManager.default.fileExists(atPath: set.appendingPathComponent($0).appendingPathComponent("page.md").path)
        }.sorted()
        #expect(pages.count >= 5)
        func text(_ page: String, _ file: String) throws -> String {
            try String(contentsOf: set.appendingPathComponent(page).appendingPathComponent(file), encoding: .utf8)
        }
        let foreignRules = try pages.flatMap { page in try Revision.ruleParagraphs(text(page, "page.md")).map { (page, $0) } }
        let compiler = GuidelineCompiler()
        var revisions = 0
        for page in pages {
            let translations = try ["ko.md", "ja.md"].map { (file: GuidelineSourceFile(relativePath: "\(page)/\($0)"), text: try text(page, $0)) }
            func sources(_ english: String) -> [(file: GuidelineSourceFile, text: String)] {
                [(GuidelineSourceFile(relativePath: "\(page)/page.md"), english)] + translations
            }
            let english = try text(page, "page.md")
            let first = compiler.compile(sources: sources(english))
            let others = foreignRules.filter { $0.0 != page }.map(\.1)
            for (name, revised) in Revision.all(of: english, foreignRules: others) {
                let second = compiler.compile(sources: sources(revised), previous: first.catalog, previousChangelog: first.changelog)
                let third = compiler.compile(sources: sources(revised), previous: second.catalog, previousChangelog: second.changelog)
                let changed = try GeneratedOutput.files(for: third).filter { path, data in try GeneratedOutput.files(for: second)[path] != data }
                #expect(changed.isEmpty, "\(page), \(name): compiling the revision again changes \(changed.keys.sorted())")
                #expect(third.changelog == second.changelog, "\(page), \(name)")
                revisions += 1
            }
        }
        #expect(revisions >= 60)
    }

    /// Revisions of an English page, made by editing its bold-statement paragraphs.
    enum Revision {
        static func paragraphs(_ text: String) -> [String] { text.components(separatedBy: "\n\n") }

        static func ruleParagraphs(_ text: String) -> [String] { paragraphs(text).filter { $0.hasPrefix("**") } }

        /// Up to four rules spread over the page, each removed, replaced, reworded and moved.
        static func all(of text: String, foreignRules: [String]) -> [(name: String, text: String)] {
            let parts = paragraphs(text)
            let rules = parts.indices.filter { parts[$0].hasPrefix("**") }
            let stride = max(1, rules.count / 4)
            var result: [(String, String)] = []
            for (n, index) in Swift.stride(from: 0, to: rules.count, by: stride).map({ rules[$0] }).prefix(4).enumerated() {
                var removed = parts
                removed.remove(at: index)
                result.append(("rule \(index) removed", removed.joined(separator: "\n\n")))
                var replaced = parts
                replaced[index] = foreignRules[(n * 7 + index) % foreignRules.count]
                result.append(("rule \(index) replaced", replaced.joined(separator: "\n\n")))
                var reworded = parts
                if let end = reworded[index].range(of: ".**") {
                    reworded[index].replaceSubrange(end, with: " whenever you can.**")
                    result.append(("rule \(index) reworded", reworded.joined(separator: "\n\n")))
                }
                if index + 2 < parts.count {
                    var moved = parts
                    let paragraph = moved.remove(at: index)
                    moved.insert(paragraph, at: min(moved.count, index + 3))
                    result.append(("rule \(index) moved", moved.joined(separator: "\n\n")))
                }
            }
            return result
        }
    }
}
