import Foundation
@testable import HIGCompiler
import Testing

/// The drift report over the seed pages: the Japanese file pairs with its English rules, and the
/// findings the gold file expects for this revision are there — and no `missing` where a
/// translation exists.
@Suite struct SeedDriftReportTests {
    static let compilation = Result { try GuidelineCompiler().compile(guidelines: TestPaths.guidelines, previous: nil) }
    /// Kinds of `expected_findings` this report owes; entries with a `revision` concern compiles
    /// against an older catalog.
    static let reportedKinds: Set<String> = ["missing", "unmarked", "inconsistent", "anchor-mismatch", "meaning"]

    /// Gold rule key → compiled rule.
    static func rulesByKey() throws -> [String: GuidelineRule] {
        let catalog = try compilation.get().catalog
        let paths = try SeedGold.seedPaths()
        var result: [String: GuidelineRule] = [:]
        for rule in try SeedGold.load().rules {
            guard let file = paths[rule.en.file], file.root == TestPaths.guidelines else { continue }
            result[rule.key] = catalog.statement(at: HIGCompiler.SourceLocation(file: file.path, line: rule.en.line))?.rule
        }
        return result
    }

    @Test func japaneseAndKoreanStatementsPairWithTheirEnglishRules() throws {
        guard TestPaths.hasShared else { return TestPaths.noteSkipped("seed pairing") }
        let rules = try Self.rulesByKey()
        let paths = try SeedGold.seedPaths()
        var paired: [LanguageCode: Int] = [:]
        for rule in try SeedGold.load().rules {
            let compiled = try #require(rules[rule.key], "\(rule.key)")
            for language in ["ko", "ja"] {
                guard let statement = rule.statement(language), let file = paths[statement.file] else {
                    #expect(compiled.statements[language] == nil, "\(rule.key) has no \(language) in gold")
                    continue
                }
                let translation = try #require(compiled.statements[language], "\(rule.key) [\(language)] not paired")
                #expect(translation.source == HIGCompiler.SourceLocation(file: file.path, line: statement.line), "\(rule.key) [\(language)]")
                paired[language, default: 0] += 1
            }
        }
        #expect(paired == ["ko": 13, "ja": 6])
        // The Japanese file is separate: its pairs come from alignment, not from layout.
        let japanese = rules.values.compactMap { $0.statements["ja"] }
        #expect(japanese.allSatisfy { $0.alignment?.method == .sequence })
    }

    @Test func expectedFindingsOfTheGoldFileAreReported() throws {
        guard TestPaths.hasShared else { return TestPaths.noteSkipped("seed findings") }
        let report = try Self.compilation.get().report
        let rules = try Self.rulesByKey()
        var checked = 0
        for expected in try SeedGold.load().expected_findings where expected.revision == nil && Self.reportedKinds.contains(expected.kind) {
            for key in expected.rules ?? [] {
                let rule = try #require(rules[key], "\(key)")
                let findings = report.findings.filter {
                    $0.kind.rawValue == expected.kind && $0.language == expected.language && $0.rule == rule.id
                }
                #expect(findings.count == 1, "\(expected.kind) [\(expected.language)] for \(key)")
                checked += 1
            }
        }
        #expect(checked == 8)
    }

    @Test func anchorMismatchNamesTheNumberTheJapaneseDrops() throws {
        guard TestPaths.hasShared else { return TestPaths.noteSkipped("seed anchor mismatch") }
        let report = try Self.compilation.get().report
        let rule = try #require(try Self.rulesByKey()["nb.large-title"])
        let finding = try #require(report.findings.first { $0.kind == .anchorMismatch && $0.language == "ja" && $0.rule == rule.id })
        #expect(finding.message.contains("numbers missing: 13"))
        #expect(finding.source == rule.statements["ja"]!.source)
        #expect(finding.related == [rule.statements[.english]!.source])
    }

    @Test func missingIsReportedExactlyWhereTheTranslationIsAbsent() throws {
        let compilation = try Self.compilation.get()
        let rules = Dictionary(uniqueKeysWithValues: compilation.catalog.rules.map { ($0.id, $0) })
        let missing = compilation.report.findings.filter { $0.kind == .missing }
        #expect(!missing.isEmpty)
        for finding in missing {
            let rule = try #require(finding.rule.flatMap { rules[$0] })
            #expect(rule.statements[finding.language] == nil, "missing \(finding.language) reported for \(rule.id), which has it")
        }
        guard TestPaths.hasShared else { return TestPaths.noteSkipped("seed missing findings") }
        let byKey = try Self.rulesByKey()
        let pageLanguages = Dictionary(grouping: compilation.catalog.rules, by: \.page).mapValues { Set($0.flatMap(\.statements.keys)) }
        var owed: Set<String> = []
        for rule in try SeedGold.load().rules {
            let compiled = try #require(byKey[rule.key], "\(rule.key)")
            for language in ["ko", "ja"] where rule.statement(language) == nil && pageLanguages[compiled.page]?.contains(language) == true {
                owed.insert("\(compiled.id) [\(language)]")
            }
        }
        let seedPages = Set(byKey.values.map(\.page))
        let reported = Set(missing.filter { seedPages.contains($0.page) }.map { "\($0.rule!) [\($0.language)]" })
        #expect(reported == owed)
        #expect(owed.count == 3)
    }
}
