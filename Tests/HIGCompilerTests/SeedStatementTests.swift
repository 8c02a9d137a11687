import Foundation
@testable import HIGCompiler
import Testing

/// The statements of the seed pages in `Guidelines/` are exactly the ones the hand-labelled gold
/// file names: text, language, bold or not, file and line; callouts are recorded, never rules.
@Suite struct SeedStatementTests {
    static let compilation = Result { try GuidelineCompiler().compile(guidelines: TestPaths.guidelines, previous: nil) }

    /// Gold statements of the seeds that `Guidelines/` holds, as (rule, language, statement, location).
    static func goldStatements() throws -> [(rule: SeedGold.Rule, language: LanguageCode, statement: SeedGold.Statement, location: HIGCompiler.SourceLocation)] {
        let gold = try SeedGold.load()
        let paths = try SeedGold.seedPaths()
        var result: [(SeedGold.Rule, LanguageCode, SeedGold.Statement, HIGCompiler.SourceLocation)] = []
        for rule in gold.rules {
            for language in SeedGold.languages {
                guard let statement = rule.statement(language), let file = paths[statement.file],
                      file.root == TestPaths.guidelines else { continue }
                result.append((rule, language, statement, HIGCompiler.SourceLocation(file: file.path, line: statement.line)))
            }
        }
        return result
    }

    @Test func seedFilesAreFoundInTheGuidelinesByContent() throws {
        guard TestPaths.hasShared else { return TestPaths.noteSkipped("seed file mapping") }
        let paths = try SeedGold.seedPaths()
        #expect(paths.count == 5, "every seed has its copy: \(paths.mapValues(\.path))")
        #expect(paths.values.filter { $0.root == TestPaths.guidelines }.count == 4)
    }

    @Test func everyGoldStatementIsExtractedWithItsTextMarkAndLine() throws {
        guard TestPaths.hasShared else { return TestPaths.noteSkipped("gold statements") }
        let catalog = try Self.compilation.get().catalog
        let gold = try Self.goldStatements()
        let counts = Dictionary(grouping: gold, by: \.language).mapValues(\.count)
        #expect(counts == ["en": 13, "ko": 13, "ja": 6])
        for (rule, language, statement, location) in gold {
            let found = try #require(catalog.statement(at: location), "\(rule.key) [\(language)]: nothing at \(location)")
            #expect(found.statement.language == language, "\(rule.key) at \(location)")
            #expect(found.statement.text == TextNormalizer.normalize(statement.text), "\(rule.key) [\(language)]")
            #expect(found.statement.marked == statement.marked, "\(rule.key) [\(language)] marked")
            #expect(found.rule.page == rule.page, "\(rule.key) [\(language)] page")
        }
    }

    @Test func eachGoldRuleIsOneRuleWithItsTranslationsAndNothingElse() throws {
        guard TestPaths.hasShared else { return TestPaths.noteSkipped("gold rules") }
        let catalog = try Self.compilation.get().catalog
        let gold = try SeedGold.load()
        let paths = try SeedGold.seedPaths()
        for rule in gold.rules {
            guard let file = paths[rule.en.file], file.root == TestPaths.guidelines else { continue }
            let found = try #require(catalog.statement(at: HIGCompiler.SourceLocation(file: file.path, line: rule.en.line)), "\(rule.key)").rule
            #expect(found.section == rule.section, "\(rule.key) section")
            for language in ["ko", "ja"] {
                let expected = rule.statement(language).map { TextNormalizer.normalize($0.text) }
                #expect(found.statements[language]?.text == expected, "\(rule.key) [\(language)]")
            }
            for api in rule.apis {
                #expect(found.statements[.english]!.symbols.contains(api), "\(rule.key) names \(api)")
            }
        }
        // The guideline rules of the seed pages are the gold ones: no TIP, no caption, no extra.
        let guidelineRules = catalog.rules.filter { $0.kind == .guideline && $0.statements[.english] != nil }
        #expect(guidelineRules.count == gold.rules.count)
    }

    @Test func tipCalloutsAreRecordedInEveryLanguageAndAreNotRules() throws {
        guard TestPaths.hasShared else { return TestPaths.noteSkipped("gold callouts") }
        let catalog = try Self.compilation.get().catalog
        let gold = try SeedGold.load()
        for entry in gold.callouts {
            for language in SeedGold.languages {
                guard let start = entry.start(language) else { continue }
                let callout = catalog.callouts.first {
                    $0.page == entry.page && $0.language == language && $0.text.hasPrefix(TextNormalizer.normalize(start))
                }
                #expect(callout?.label.lowercased() == entry.label.lowercased(), "\(entry.page) \(entry.label) [\(language)]")
                for rule in catalog.rules where rule.page == entry.page {
                    for statement in rule.statements.values {
                        #expect(!statement.text.hasPrefix(TextNormalizer.normalize(start)), "callout text read as a rule: \(statement.source)")
                        #expect(statement.text.lowercased() != entry.label.lowercased(), "callout label read as a rule: \(statement.source)")
                    }
                }
            }
        }
    }
}
