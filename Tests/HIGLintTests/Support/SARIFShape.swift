import Foundation
import Testing

/// Checks a SARIF log against the parts of the SARIF 2.1.0 schema a consumer relies on, and
/// returns its results as (uri, line, column, rule, level, message).
enum SARIFShape {
    struct Result: Hashable {
        let uri: String
        let line: Int
        let column: Int
        let ruleId: String
        let level: String
        let message: String
    }

    static let levels: Set<String> = ["none", "note", "warning", "error"]

    static func validate(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [Result] {
        let json = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let log = try #require(json as? [String: Any], sourceLocation: sourceLocation)
        #expect(log["version"] as? String == "2.1.0", sourceLocation: sourceLocation)
        let schema = try #require(log["$schema"] as? String, sourceLocation: sourceLocation)
        #expect(schema.hasPrefix("https://") && schema.contains("sarif") && schema.contains("2.1.0"), sourceLocation: sourceLocation)
        let runs = try #require(log["runs"] as? [[String: Any]], sourceLocation: sourceLocation)
        #expect(runs.count == 1, sourceLocation: sourceLocation)
        var results: [Result] = []
        for run in runs {
            let tool = try #require(run["tool"] as? [String: Any], sourceLocation: sourceLocation)
            let driver = try #require(tool["driver"] as? [String: Any], sourceLocation: sourceLocation)
            #expect((driver["name"] as? String)?.isEmpty == false, sourceLocation: sourceLocation)
            let rules = try #require(driver["rules"] as? [[String: Any]], sourceLocation: sourceLocation)
            var ruleIds: [String] = []
            for rule in rules {
                let id = try #require(rule["id"] as? String, sourceLocation: sourceLocation)
                ruleIds.append(id)
                let short = try #require(rule["shortDescription"] as? [String: Any], sourceLocation: sourceLocation)
                #expect((short["text"] as? String)?.isEmpty == false, sourceLocation: sourceLocation)
                if let configuration = rule["defaultConfiguration"] as? [String: Any] {
                    #expect(levels.contains(configuration["level"] as? String ?? ""), sourceLocation: sourceLocation)
                }
            }
            #expect(Set(ruleIds).count == ruleIds.count, "rule ids repeat", sourceLocation: sourceLocation)
            if let columnKind = run["columnKind"] as? String {
                #expect(["utf16CodeUnits", "unicodeCodePoints"].contains(columnKind), sourceLocation: sourceLocation)
            }
            let runResults = try #require(run["results"] as? [[String: Any]], sourceLocation: sourceLocation)
            for result in runResults {
                let ruleId = try #require(result["ruleId"] as? String, sourceLocation: sourceLocation)
                #expect(ruleIds.contains(ruleId), "result for a rule the driver does not list: \(ruleId)", sourceLocation: sourceLocation)
                if let index = result["ruleIndex"] as? Int {
                    #expect(ruleIds.indices.contains(index) && ruleIds[index] == ruleId, sourceLocation: sourceLocation)
                }
                let level = try #require(result["level"] as? String, sourceLocation: sourceLocation)
                #expect(levels.contains(level), sourceLocation: sourceLocation)
                let message = try #require((result["message"] as? [String: Any])?["text"] as? String, sourceLocation: sourceLocation)
                let locations = try #require(result["locations"] as? [[String: Any]], sourceLocation: sourceLocation)
                #expect(locations.count == 1, sourceLocation: sourceLocation)
                let physical = try #require(locations.first?["physicalLocation"] as? [String: Any], sourceLocation: sourceLocation)
                let artifact = try #require(physical["artifactLocation"] as? [String: Any], sourceLocation: sourceLocation)
                let uri = try #require(artifact["uri"] as? String, sourceLocation: sourceLocation)
                #expect(URL(string: uri) != nil, "not a URI reference: \(uri)", sourceLocation: sourceLocation)
                let region = try #require(physical["region"] as? [String: Any], sourceLocation: sourceLocation)
                let line = try #require(region["startLine"] as? Int, sourceLocation: sourceLocation)
                let column = try #require(region["startColumn"] as? Int, sourceLocation: sourceLocation)
                #expect(line >= 1 && column >= 1, sourceLocation: sourceLocation)
                results.append(Result(uri: uri, line: line, column: column, ruleId: ruleId, level: level, message: message))
            }
        }
        return results
    }
}
