import Foundation
@testable import HIGCompiler
import Testing

/// The model types that write their own JSON must write exactly what `JSONEncoder` writes for
/// their `Encodable` conformance: the direct path exists for speed only.
@Suite struct DirectJSONTests {
    private func direct(_ value: some CompactJSONDirect) throws -> String {
        var writer = CompactJSONWriter()
        try value.writeCompactJSON(&writer, depth: 0)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private func foundation(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private var fullStatement: GuidelineStatement {
        GuidelineStatement(
            language: "ko", text: "\"따옴표\"와 \\ 백슬래시, 탭\t그리고 제어 문자 \u{01}.", marked: false, origin: .layout,
            confidence: 0.95, explanation: "첫 문단.\n\n둘째 문단 / 슬래시.", section: "섹션", headingPath: ["페이지", "섹션"],
            links: [GuidelineLink(text: "링크", url: "https://example.com/a/b?c=d#e")], code: ["UIView"],
            tables: ["| 기기 | 높이 |\n| --- | --- |\n| iPhone | 44 pt |"], symbols: ["UIView", "UIViewController"], numbers: ["3", "44"], modality: .prohibition, negated: true,
            source: SourceLocation(file: "Pages/페이지.ko.md", line: 12),
            alignment: AlignmentPairing(method: .sequence, confidence: 0.333, evidence: ["numbers", "position"]),
            alignedWith: "0123456789abcdef")
    }

    private var bareStatement: GuidelineStatement {
        GuidelineStatement(language: .english, text: "Keep it short.", marked: true, origin: .bold,
                           source: SourceLocation(file: "page.md", line: 1))
    }

    @Test func statementsWithEveryMemberAndWithNone() throws {
        #expect(try direct(fullStatement) == foundation(fullStatement))
        #expect(try direct(bareStatement) == foundation(bareStatement))
    }

    @Test func rulesOrderLanguagesByteWiseLikeEveryOtherObject() throws {
        var german = bareStatement
        german.language = "de"
        let rule = GuidelineRule(id: "page/keep-it-short", page: "page", section: "Section", headingPath: ["Section"],
                                 kind: .apiRequirement,
                                 statements: ["ko": fullStatement, "en": bareStatement, "de": german])
        #expect(try direct(rule) == foundation(rule))
        let empty = GuidelineRule(page: "page", section: "", headingPath: [], statements: [:])
        #expect(try direct(empty) == foundation(empty))
    }

    @Test func findingsSpellAnAbsentRuleAsNull() throws {
        let location = SourceLocation(file: "page.md", line: 3)
        let pageLevel = AlignmentFinding(kind: .missing, rule: nil, language: "ja", page: "page", message: "no “translation”",
                                         source: location)
        let ruleLevel = AlignmentFinding(kind: .anchorMismatch, rule: "page/rule", language: "ko", page: "page",
                                         message: "links missing: https://example.com", source: location,
                                         related: [location, SourceLocation(file: "other.md", line: 9)])
        #expect(try direct(pageLevel) == foundation(pageLevel))
        #expect(try direct(ruleLevel) == foundation(ruleLevel))
    }

    @Test func changelogEntriesLeaveOutWhatTheyDoNotHave() throws {
        let added = ChangelogEntry(kind: .added, id: "page/rule", page: "page")
        let reworded = ChangelogEntry(kind: .reworded, id: "page/rule", page: "page", language: "ko", old: "전", new: "후",
                                      source: SourceLocation(file: "page.md", line: 2))
        #expect(try direct(added) == foundation(added))
        #expect(try direct(reworded) == foundation(reworded))
    }

    @Test func aWholeCatalogStreamsAsJSONEncoderWritesIt() throws {
        // Enough rules for the streamed path, where elements write themselves.
        let rules = (0..<80).map { index in
            GuidelineRule(id: "page/rule-\(index)", page: "page", section: "Section", headingPath: ["Section"],
                          statements: index.isMultiple(of: 2) ? ["en": bareStatement, "ko": fullStatement] : ["en": bareStatement])
        }
        let catalog = RuleCatalog(rules: rules, callouts: [])
        let streamed = String(decoding: try JSONOutput.encode(catalog), as: UTF8.self)
        #expect(streamed == (try foundation(catalog)) + "\n")
    }

    @Test func aStatementFromACatalogWrittenBeforeTablesReadsWithNone() throws {
        let written = try JSONEncoder().encode(fullStatement)
        var object = try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any])
        #expect(object.removeValue(forKey: "tables") != nil)
        let older = try JSONSerialization.data(withJSONObject: object)
        let read = try JSONDecoder().decode(GuidelineStatement.self, from: older)
        var expected = fullStatement
        expected.tables = []
        #expect(read == expected)
        #expect(try JSONDecoder().decode(GuidelineStatement.self, from: written) == fullStatement)
    }
}
