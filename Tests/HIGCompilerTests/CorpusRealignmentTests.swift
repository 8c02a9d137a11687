import Foundation
@testable import HIGCompiler
import Testing

/// The jum0 pages put each Korean paragraph in a `>` quote right after its English one, so the
/// layout says which Korean statement renders which English rule. Splitting every page into an
/// English file and a separate `ko.md` hides that from the compiler: the aligner has to find the
/// same pairs again from content and position, on real translations it was never tuned on —
/// faithful, with sections reordered, truncated, and with rules left out.
@Suite struct CorpusRealignmentTests {
    /// One `>` paragraph of a page, with the section it sits in.
    struct QuotedParagraph {
        var text: String
        var section: Int
        var isStatement: Bool
    }

    struct SplitPage {
        var page: String
        var original: String
        var english: String
        var korean: [QuotedParagraph]
    }

    enum Variant: String, CaseIterable {
        case faithful
        case sectionsReversed = "sections reversed"
        case truncated = "truncated to 60%"
        case everyFourthLeftOut = "every fourth rule left out"
    }

    static func pages() throws -> [SplitPage] {
        let root = TestPaths.corpus
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var pages: [SplitPage] = []
        for case let path as String in walker where path.hasSuffix("README.md") && path.contains("/") {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            pages.append(split(page: (path as NSString).deletingLastPathComponent, text: text))
        }
        return pages.sorted { $0.page < $1.page }
    }

    /// Lines quoted with `>` go to the Korean file, paragraph by paragraph; the rest is English.
    static func split(page: String, text: String) -> SplitPage {
        var english: [String] = []
        var korean: [QuotedParagraph] = []
        var section = 0
        var current: [String] = []
        func flush() {
            let paragraph = current.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            if !paragraph.isEmpty {
                korean.append(QuotedParagraph(text: paragraph, section: section, isStatement: paragraph.hasPrefix("**")))
            }
            current = []
        }
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix(">") {
                let body = line.dropFirst().drop(while: { $0 == " " })
                if body.trimmingCharacters(in: .whitespaces).isEmpty { flush() } else { current.append(String(body)) }
            } else {
                flush()
                if line.hasPrefix("#") { section += 1 }
                english.append(line)
            }
        }
        flush()
        return SplitPage(page: page, original: text, english: english.joined(separator: "\n"), korean: korean)
    }

    /// The Korean paragraphs of a page as the variant arranges them.
    static func korean(_ paragraphs: [QuotedParagraph], _ variant: Variant) -> [QuotedParagraph] {
        // A rule is its statement paragraph and the paragraphs that follow it up to the next one.
        var units: [[QuotedParagraph]] = []
        for paragraph in paragraphs {
            if paragraph.isStatement || units.isEmpty || units[units.count - 1].first?.section != paragraph.section {
                units.append([paragraph])
            } else {
                units[units.count - 1].append(paragraph)
            }
        }
        let statements = units.filter { $0.first!.isStatement }.count
        switch variant {
        case .faithful:
            return paragraphs
        case .sectionsReversed:
            let sections = Dictionary(grouping: paragraphs, by: \.section)
            return sections.keys.sorted(by: >).flatMap { sections[$0]! }
        case .truncated:
            var kept: [QuotedParagraph] = []
            var seen = 0
            for unit in units {
                if unit.first!.isStatement { seen += 1 }
                if seen > Int((Double(statements) * 0.6).rounded()) { break }
                kept += unit
            }
            return kept
        case .everyFourthLeftOut:
            var kept: [QuotedParagraph] = []
            var seen = 0
            for unit in units {
                if unit.first!.isStatement {
                    seen += 1
                    if seen % 4 == 0 { continue }
                }
                kept += unit
            }
            return kept
        }
    }

    static func compile(_ files: [String: String]) -> Compilation {
        let sources = files.keys.sorted().map { (file: GuidelineSourceFile(relativePath: $0), text: files[$0]!) }
        return GuidelineCompiler().compile(sources: sources)
    }

    /// Scores one variant over every page: expected pairs are the layout's marked Korean
    /// statements that the variant kept.
    static func score(_ variant: Variant, pages: [SplitPage]) -> PairingScore {
        var total = PairingScore()
        for page in pages {
            let layout = compile(["\(page.page)/README.md": page.original])
            // The layout's word: a marked Korean statement quoted right after its English one.
            let truth = Set(layout.catalog.rules.compactMap { rule -> PairingScore.Pair? in
                guard let english = rule.statements[.english], let korean = rule.statements["ko"],
                      korean.marked, korean.source.file == english.source.file, korean.source.line > english.source.line else { return nil }
                return PairingScore.Pair(page: rule.page, language: "ko", english: english.text, translation: korean.text)
            })
            guard !truth.isEmpty else { continue }
            let arranged = korean(page.korean, variant).map(\.text).joined(separator: "\n\n") + "\n"
            let split = compile(["\(page.page)/README.md": page.english, "\(page.page)/ko.md": arranged])
            let kept = Set(split.catalog.rules.compactMap { $0.statements["ko"]?.text })
            var score = PairingScore()
            score.expected = truth.filter { kept.contains($0.translation) }
            score.produced = PairingScore.pairs(in: split, language: "ko")
            total.add(score)
        }
        return total
    }

    @Test func splittingAPageKeepsItsStatementsApart() {
        let page = Self.split(page: "p", text: """
            # Title

            **Use a thing.** Because.

            > **무언가를 사용하세요.** 왜냐하면.
            >
            > 둘째 문단.

            ## Section

            **Avoid another thing.** Really.

            > **다른 것은 피하세요.** 정말로.
            """)
        #expect(page.korean.map(\.text) == ["**무언가를 사용하세요.** 왜냐하면.", "둘째 문단.", "**다른 것은 피하세요.** 정말로."])
        #expect(page.korean.map(\.section) == [1, 1, 2])
        #expect(!page.english.contains(">"))
        #expect(Self.korean(page.korean, .sectionsReversed).map(\.section) == [2, 1, 1])
        #expect(Self.korean(page.korean, .everyFourthLeftOut).count == 3)
        #expect(Self.korean(page.korean, .truncated).map(\.text) == ["**무언가를 사용하세요.** 왜냐하면.", "둘째 문단."])
    }

    @Test(arguments: Variant.allCases)
    func separateKoreanFilesRealignWithTheirEnglishRules(_ variant: Variant) throws {
        guard TestPaths.hasCorpus else { return TestPaths.noteSkipped("jum0 realignment (\(variant.rawValue))") }
        let pages = try Self.pages()
        #expect(pages.count >= 40)
        let score = Self.score(variant, pages: pages)
        score.log("jum0 realignment, \(variant.rawValue)")
        #expect(score.expected.count >= 100)
        let floor: (precision: Double, recall: Double) = switch variant {
        case .faithful: (0.94, 0.93)
        case .sectionsReversed: (0.92, 0.87)
        case .truncated: (0.9, 0.9)
        case .everyFourthLeftOut: (0.9, 0.9)
        }
        #expect(score.precision >= floor.precision, "\(score)")
        #expect(score.recall >= floor.recall, "\(score)")
    }
}
