import Foundation
@testable import HIGCompiler
import Testing

/// Six real HIG pages (English from the jum0 corpus) with Korean and Japanese translation files
/// written for them, each perturbed on purpose: sections reordered, neighbours swapped,
/// truncated at either end, rules left out or added, bold lost, numbers, negation and modality
/// changed, off-glossary terms. `answers.json` beside each page names the translated statement
/// that renders each English one and the findings the drift report must hold.
@Suite struct AlignmentSetTests {
    struct AnswerKey: Decodable {
        struct Pair: Decodable { var en: String; var translation: String }
        struct Finding: Decodable {
            var kind: String
            var en: String?
            var translation: String?
            /// "page" for page-level findings (no rule).
            var scope: String?
        }
        var notes: String?
        var pairs: [Pair]?
        var extra: [String]?
        var findings: [Finding]?
        var callouts: [String]?
    }

    /// A finding reduced to what an answer key can name.
    struct FindingKey: Hashable, CustomStringConvertible {
        var page: String
        var language: LanguageCode
        var kind: String
        /// English statement of the rule, the translated statement of an unpaired rule, or "(page)".
        var subject: String

        var description: String { "\(page) [\(language)] \(kind): \(subject)" }
    }

    static let root = TestPaths.fixtures.appendingPathComponent("AlignmentSet")
    static let translationLanguages: [LanguageCode] = ["ko", "ja"]
    static let compilation = Result { try GuidelineCompiler().compile(guidelines: root, previous: nil) }

    static func answerKeys() throws -> [String: [LanguageCode: AnswerKey]] {
        var keys: [String: [LanguageCode: AnswerKey]] = [:]
        let pages = try FileManager.default.contentsOfDirectory(atPath: root.path).filter {
            FileManager.default.fileExists(atPath: root.appendingPathComponent("\($0)/answers.json").path)
        }
        for page in pages {
            let data = try Data(contentsOf: root.appendingPathComponent("\(page)/answers.json"))
            keys[page] = try JSONDecoder().decode([LanguageCode: AnswerKey].self, from: data)
        }
        return keys
    }

    @Test func theSetCoversSeveralPagesAndBothTranslationLanguages() throws {
        let keys = try Self.answerKeys()
        #expect(keys.count >= 4)
        let pairs = keys.values.flatMap { $0.values.flatMap { $0.pairs ?? [] } }
        #expect(pairs.count >= 50)
        for language in Self.translationLanguages {
            #expect(keys.values.filter { $0[language]?.pairs?.isEmpty == false }.count >= 4, "\(language) translations")
        }
    }

    @Test func translatedStatementsPairWithTheEnglishTheAnswerKeysName() throws {
        let compilation = try Self.compilation.get()
        let keys = try Self.answerKeys()
        var score = PairingScore()
        for (page, languages) in keys {
            for language in Self.translationLanguages {
                guard let key = languages[language] else { continue }
                score.expected.formUnion((key.pairs ?? []).map {
                    PairingScore.Pair(page: page, language: language, english: $0.en, translation: $0.translation)
                })
                score.produced.formUnion(PairingScore.pairs(in: compilation, language: language, pages: [page]))
                // What the key calls extra stays a rule of its own.
                for extra in key.extra ?? [] {
                    let rule = compilation.catalog.rules.first { $0.page == page && $0.statements[language]?.text == extra }
                    #expect(rule != nil && rule?.statements[.english] == nil, "\(page) [\(language)] “\(extra)” should stand alone")
                }
            }
        }
        score.log("alignment set")
        #expect(score.precision >= 0.95, "\(score)")
        #expect(score.recall >= 0.95, "\(score)")
    }

    @Test func driftReportHoldsExactlyTheFindingsTheAnswerKeysList() throws {
        let compilation = try Self.compilation.get()
        let keys = try Self.answerKeys()
        var expected: Set<FindingKey> = []
        for (page, languages) in keys {
            for language in Self.translationLanguages {
                for finding in languages[language]?.findings ?? [] {
                    let subject = finding.scope == "page" ? "(page)" : (finding.en ?? finding.translation ?? "?")
                    expected.insert(FindingKey(page: page, language: language, kind: finding.kind, subject: subject))
                }
            }
        }
        let rules = Dictionary(uniqueKeysWithValues: compilation.catalog.rules.map { ($0.id, $0) })
        let actual = Set(compilation.report.findings.filter { $0.kind != .stale }.map { finding -> FindingKey in
            let rule = finding.rule.flatMap { rules[$0] }
            let subject = rule.map { $0.statements[.english]?.text ?? $0.statements[finding.language]?.text ?? "?" } ?? "(page)"
            return FindingKey(page: finding.page, language: finding.language, kind: finding.kind.rawValue, subject: subject)
        })
        for finding in expected.subtracting(actual).sorted(by: { $0.description < $1.description }) {
            Issue.record("expected finding not reported: \(finding)")
        }
        for finding in actual.subtracting(expected).sorted(by: { $0.description < $1.description }) {
            Issue.record("unexpected finding: \(finding)")
        }
        // The set exercises every kind this report owes a translator.
        let kinds = Set(expected.map(\.kind))
        #expect(kinds.isSuperset(of: ["missing", "extra", "unmarked", "anchor-mismatch", "terminology", "modality", "polarity"]))
    }

    @Test func calloutsAreRecordedInEveryLanguageAndNeverBecomeRules() throws {
        let compilation = try Self.compilation.get()
        for (page, languages) in try Self.answerKeys() {
            for (language, key) in languages {
                let labels = compilation.catalog.callouts.filter { $0.page == page && $0.language == language }.map(\.label)
                #expect(labels.sorted() == (key.callouts ?? []).sorted(), "\(page) [\(language)]")
            }
        }
        let labels = Set(compilation.catalog.callouts.map(\.label))
        for rule in compilation.catalog.rules {
            for statement in rule.statements.values {
                #expect(!labels.contains(statement.text), "callout label read as a rule: \(statement.source)")
            }
        }
    }
}
