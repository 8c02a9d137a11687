import Foundation
@testable import HIGCompiler
import Testing

/// The previous catalog and changelog are read by `CompactJSONReader` for speed; it must read
/// exactly what `JSONDecoder` reads through the `Decodable` conformances, and refuse what is not
/// JSON with the line and column.
@Suite struct CompactJSONReaderTests {
    private func read<Value: CompactJSONReadable>(_ json: String, as _: Value.Type) throws -> Value {
        try CompactJSONReader.read(Array(json.utf8)) { try $0.read(Value.self) }
    }

    private func decoded<Value: Decodable>(_ json: String, as _: Value.Type) throws -> Value {
        try JSONDecoder().decode(Value.self, from: Data(json.utf8))
    }

    private func failure(_ json: String) -> CompactJSONReader.Failure? {
        do {
            _ = try read(json, as: RuleCatalog.self)
            return nil
        } catch let failure as CompactJSONReader.Failure {
            return failure
        } catch {
            Issue.record("not a reader failure: \(error)")
            return nil
        }
    }

    private var catalog: RuleCatalog {
        let korean = GuidelineStatement(
            language: "ko", text: "\"따옴표\"와 \\ 백슬래시, 탭\t그리고 제어 문자 \u{01}, 이모지 😀.", marked: false, origin: .layout,
            confidence: 0.95, explanation: "첫 문단.\n\n둘째 문단 / 슬래시.", section: "섹션", headingPath: ["페이지", "섹션"],
            links: [GuidelineLink(text: "링크", url: "https://example.com/a/b?c=d#e")], code: ["UIView"],
            tables: ["| 기기 | 높이 |\n| --- | --- |\n| iPhone | 44 pt |"], symbols: ["UIView"], numbers: ["3", "44"],
            modality: .prohibition, negated: true, source: SourceLocation(file: "Pages/페이지.ko.md", line: 12),
            alignment: AlignmentPairing(method: .sequence, confidence: 0.333, evidence: ["numbers", "position"]),
            alignedWith: "0123456789abcdef")
        let english = GuidelineStatement(language: .english, text: "Keep it short.", marked: true, origin: .bold,
                                         source: SourceLocation(file: "page.md", line: 1))
        let japanese = GuidelineStatement(language: "ja", text: "短くしてください。", marked: true, origin: .inferred, confidence: 0.6,
                                          modality: .requirement, source: SourceLocation(file: "ja.md", line: 3))
        return RuleCatalog(
            rules: [
                GuidelineRule(id: "page/keep-it-short", page: "page", section: "Best practices", headingPath: ["Page", "Best practices"],
                              statements: [.english: english, "ko": korean, "ja": japanese]),
                GuidelineRule(id: "api/must-call-super", page: "api", section: "", headingPath: [], kind: .apiRequirement,
                              statements: ["ko": korean]),
            ],
            callouts: [Callout(page: "page", label: "참고", language: "ko", text: "메모.", links: [GuidelineLink(text: "a", url: "b")],
                               source: SourceLocation(file: "page.md", line: 9))])
    }

    @Test func readsTheCatalogHigcWritesAsJSONDecoderDoes() throws {
        let json = String(decoding: try JSONOutput.encode(catalog), as: UTF8.self)
        let read = try read(json, as: RuleCatalog.self)
        #expect(read == catalog)
        #expect(read == (try decoded(json, as: RuleCatalog.self)))
    }

    @Test func readsTheChangelogAsJSONDecoderDoes() throws {
        let changelog = Changelog(schemaVersion: 1, hasPrevious: true, entries: [
            ChangelogEntry(kind: .reworded, id: "p/a", page: "p", language: "ko", old: "이전", new: "이후",
                           source: SourceLocation(file: "p.md", line: 4)),
            ChangelogEntry(kind: .added, id: "p/b", page: "p"),
        ])
        let json = String(decoding: try JSONOutput.encode(changelog), as: UTF8.self)
        #expect(try read(json, as: Changelog.self) == changelog)
        #expect(try read(json, as: Changelog.self) == (try decoded(json, as: Changelog.self)))
    }

    /// JSON another tool wrote: members in another order, no indentation, unknown members,
    /// explicit nulls for optional members, escapes `JSONOutput` never writes.
    @Test func readsAnyValidJSONOfTheSameShape() throws {
        let json = #"""
            {"rules":[{"statements":{"en":{"language":"en","text":"Caf\u00e9 \ud83d\ude00 \/ ok","marked":true,"origin":"bold","confidence":1.0,
            "explanation":"","section":"S","headingPath":[],"links":[],"code":[],"symbols":[],"numbers":[],"modality":"statement",
            "negated":false,"source":{"line":2,"file":"a.md","extra":[1,{"x":null}]},"alignment":null,"alignedWith":null,"future":{"a":[true,false,-1.5e3]}}},
            "kind":"guideline","id":"a/cafe","page":"a","section":"S","headingPath":["A","S"]}],"callouts":[],"schemaVersion":1}
            """#
        let read = try read(json, as: RuleCatalog.self)
        #expect(read == (try decoded(json, as: RuleCatalog.self)))
        #expect(read.rules.first?.statements[.english]?.text == "Café 😀 / ok")
        #expect(read.rules.first?.statements[.english]?.tables == [], "a catalog from before tables were kept")
    }

    @Test func readsTheCommittedCatalog() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Generated/catalog.json")
        let json = try String(contentsOf: url, encoding: .utf8)
        let read = try read(json, as: RuleCatalog.self)
        #expect(!read.rules.isEmpty)
        #expect(read == (try decoded(json, as: RuleCatalog.self)))
    }

    /// Nesting thousands deep in a member this higc does not know fails with its place instead
    /// of overflowing the stack.
    @Test(arguments: [#"{"rules":[{"a":"# + String(repeating: #"{"a":"#, count: 100_000),
                      #"{"schemaVersion":1,"future":"# + String(repeating: "[", count: 100_000)])
    func deepNestingFailsCleanly(_ json: String) {
        #expect(throws: (any Error).self) { try read(json, as: RuleCatalog.self) }
    }

    @Test func acceptsAByteOrderMarkAndSurroundingWhitespace() throws {
        let json = "\u{FEFF}\n  " + String(decoding: try JSONOutput.encode(catalog), as: UTF8.self) + "\n\n"
        #expect(try read(json, as: RuleCatalog.self) == catalog)
    }

    @Test func saysWhereTheJSONBreaks() {
        #expect(failure("{\n  \"rules\" : [ tru ]\n}") == .init(line: 2, column: 15, problem: "expected '{'"))
        #expect(failure("{ \"rules\" : [] ") == .init(line: 1, column: 16, problem: "expected ',' or '}'"))
        #expect(failure("") == .init(line: 1, column: 1, problem: "expected '{', found the end"))
        #expect(failure("{ \"schemaVersion\" : 1, \"rules\" : [], \"callouts\" : [] } x")?.problem == "unexpected text after the JSON value")
        #expect(failure("{ \"schemaVersion\" : 01 }")?.problem == "a number with a leading zero")
        #expect(failure("{ \"schemaVersion\" : 1.5 }")?.problem == "expected a whole number")
        #expect(failure("{ \"x\" : \"tab\there\" }")?.problem == "control character in a string")
        #expect(failure("{ \"x\" : \"\\ud83d alone\" }")?.problem == "unpaired surrogate in \\u escape")
        #expect(failure("{ \"x\" : \"\\q\" }")?.problem == "invalid escape '\\q'")
        #expect(failure("{ \"x\" : \"open")?.problem == "unterminated string")
    }

    @Test func countsColumnsInCharactersNotBytes() {
        #expect(failure("{ \"한국어\" : ? }") == .init(line: 1, column: 11, problem: "expected a number"))
    }

    @Test func namesTheMemberAnObjectLacks() {
        let json = """
            { "schemaVersion" : 1, "callouts" : [],
              "rules" : [ { "id" : "p/r", "page" : "p", "section" : "", "headingPath" : [], "statements" : {} } ] }
            """
        #expect(failure(json) == .init(line: 2, column: 15, problem: "a rule has no 'kind'"))
    }

    @Test func refusesAnUnknownValueOfAnEnumeration() {
        let json = """
            { "schemaVersion" : 1, "callouts" : [],
              "rules" : [ { "id" : "p/r", "page" : "p", "section" : "", "headingPath" : [], "kind" : "law", "statements" : {} } ] }
            """
        #expect(failure(json) == .init(line: 2, column: 90, problem: "unknown value 'law'"))
    }

    @Test func refusesInvalidUTF8InAString() throws {
        var bytes = Array("{ \"schemaVersion\" : 1, \"callouts\" : [], \"rules\" : [], \"x\" : \"a".utf8)
        bytes += [0xC3, 0x28] + Array("\" }".utf8)
        #expect(throws: CompactJSONReader.Failure(line: 1, column: 62, problem: "invalid UTF-8 in a string")) {
            try CompactJSONReader.read(bytes) { try $0.read(RuleCatalog.self) }
        }
    }

    @Test func readsTheVersionAloneOfACatalogThatDoesNotRead() throws {
        let json = "{ \"rules\" : [ { \"shape\" : \"of the future\" } ], \"schemaVersion\" : 7 }"
        #expect(failure(json) != nil)
        #expect(try CompactJSONReader.read(Array(json.utf8)) { try RuleCatalog.schemaVersion(reading: &$0) } == 7)
    }
}
