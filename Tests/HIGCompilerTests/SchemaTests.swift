import Foundation
@testable import HIGCompiler
import Testing

/// `Schemas/*.schema.json` describe the JSON higc writes. The committed output and fresh compiles
/// must validate; documents that break the contract must not.
@Suite struct SchemaTests {
    static let schemas = TestPaths.repository.appendingPathComponent("Schemas")

    private func validator(_ name: String) throws -> SchemaValidator {
        try SchemaValidator(contentsOf: Self.schemas.appendingPathComponent("\(name).schema.json"))
    }

    private func errors(_ data: Data, against name: String) throws -> [String] {
        try validator(name).errors(in: JSONValue.parse(data))
    }

    @Test(arguments: ["catalog", "alignment", "changelog"])
    func committedOutputMatchesItsSchema(name: String) throws {
        let data = try Data(contentsOf: TestPaths.generated.appendingPathComponent("\(name).json"))
        #expect(try errors(data, against: name) == [])
    }

    @Test func aCompileWithChangesMatchesTheSchemas() throws {
        let compilation = try ReviewFixture.afterEnglishEdit()
        #expect(compilation.changelog.entries.contains { $0.kind == .reworded && $0.language != nil && $0.old != nil })
        #expect(try errors(JSONOutput.encode(compilation.catalog), against: "catalog") == [])
        #expect(try errors(JSONOutput.encode(compilation.report), against: "alignment") == [])
        #expect(try errors(JSONOutput.encode(compilation.changelog), against: "changelog") == [])
    }

    @Test func expectedLanguageFindingsMatchTheSchema() throws {
        let compilation = ExpectedLanguages(everyPage: ["ko", "ja", "fr"]).apply(to: try ReviewFixture.fresh())
        #expect(compilation.report.summary.contains { $0.language == "fr" })
        #expect(try errors(JSONOutput.encode(compilation.report), against: "alignment") == [])
    }

    @Test func rejectsDocumentsThatBreakTheContract() throws {
        let catalog = try String(decoding: Data(contentsOf: TestPaths.generated.appendingPathComponent("catalog.json")), as: UTF8.self)
        func mutated(_ old: String, _ new: String) throws -> [String] {
            let range = try #require(catalog.range(of: old), "\(old) not in catalog.json")
            return try errors(Data(catalog.replacingCharacters(in: range, with: new).utf8), against: "catalog")
        }
        #expect(try mutated("\"line\" : ", "\"lines\" : ").contains { $0.contains("required property 'line' is missing") })
        #expect(try mutated("\"marked\" : true", "\"marked\" : \"yes\"").contains { $0.contains("expected boolean, found string") })
        #expect(try mutated("\"origin\" : \"bold\"", "\"origin\" : \"italic\"").contains { $0.contains("not one of the allowed values") })
        #expect(try mutated("\"kind\" : \"guideline\"", "\"kind\" : \"guideline\", \"extra\" : 1").contains { $0.contains("property 'extra' is not allowed") })
        #expect(try mutated("\"schemaVersion\" : 1", "\"schemaVersion\" : 0").contains { $0.contains("below the minimum") })
        #expect(try mutated("\"confidence\" : 1", "\"confidence\" : 1.5").contains { $0.contains("above the maximum") })
        #expect(try mutated("\"language\" : \"en\"", "\"language\" : \"english language\"").contains { $0.contains("does not match") })

        let report = Data(#"{"schemaVersion": 1, "summary": [], "findings": [{"kind": "missing", "rule": 7, "language": "ko", "page": "p", "message": "m", "source": {"file": "f", "line": 1}, "related": []}]}"#.utf8)
        #expect(try errors(report, against: "alignment") == ["$.findings[0].rule: expected string or null, found integer"])
    }

    @Test func refusesSchemasWithKeywordsItCannotCheck() throws {
        let schema = try JSONValue.parse(Data(#"{"type": "object", "propertyNames": {"pattern": "^a"}}"#.utf8))
        #expect(throws: SchemaValidator.SchemaError.self) { try SchemaValidator(schema: schema).errors(in: .object([:])) }
        let dangling = try JSONValue.parse(Data(##"{"$ref": "#/$defs/nothing"}"##.utf8))
        #expect(throws: SchemaValidator.SchemaError.self) { try SchemaValidator(schema: dangling).errors(in: .null) }
    }

    @Test func jsonValuesKeepBooleansApartFromNumbers() throws {
        #expect(try JSONValue.parse(Data("[true, 1, 1.5, null]".utf8)) == .array([.bool(true), .number(1), .number(1.5), .null]))
    }

    /// A second opinion from Python's `jsonschema`, when it is installed: the schemas are valid
    /// draft 2020-12 and the committed output validates under a full implementation too.
    @Test func pythonJSONSchemaAgreesWhenAvailable() throws {
        let probe = try SchemaPython.run(["-c", "import jsonschema"])
        guard probe == 0 else {
            print("◇ skipped the jsonschema cross-check: python3 with the jsonschema module is not installed")
            return
        }
        let script = """
        import json, sys, jsonschema
        failed = 0
        for name in ("catalog", "alignment", "changelog"):
            schema = json.load(open(f"\(Self.schemas.path)/{name}.schema.json"))
            jsonschema.Draft202012Validator.check_schema(schema)
            document = json.load(open(f"\(TestPaths.generated.path)/{name}.json"))
            for error in jsonschema.Draft202012Validator(schema).iter_errors(document):
                print(name, error.json_path, error.message); failed += 1
        sys.exit(1 if failed else 0)
        """
        #expect(try SchemaPython.run(["-c", script]) == 0)
    }
}

/// `python3`, if there is one; status 127 when there is none.
enum SchemaPython {
    static func run(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return 127 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
