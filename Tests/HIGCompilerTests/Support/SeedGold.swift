import Foundation
@testable import HIGCompiler

/// The hand-labelled reference for the seed documents (`../shared/gold/seeds.json`), read at test
/// time. Gold names files by their seed name (`000_….txt`); `path(ofSeed:)` finds the file of
/// `Guidelines/` or of the fixtures with the same bytes.
struct SeedGold: Decodable {
    struct Statement: Decodable {
        var text: String
        var file: String
        var line: Int
        var marked: Bool
    }

    struct Rule: Decodable {
        var key: String
        var page: String
        var section: String
        var en: Statement
        var ko: Statement?
        var ja: Statement?
        var apis: [String]

        func statement(_ language: LanguageCode) -> Statement? {
            switch language {
            case "en": en
            case "ko": ko
            case "ja": ja
            default: nil
            }
        }
    }

    struct CalloutEntry: Decodable {
        var page: String
        var label: String
        var en_starts: String?
        var ko_starts: String?
        var ja_starts: String?

        func start(_ language: LanguageCode) -> String? {
            switch language {
            case "en": en_starts
            case "ko": ko_starts
            case "ja": ja_starts
            default: nil
            }
        }
    }

    struct ExpectedFinding: Decodable {
        var kind: String
        var page: String?
        var language: String
        var revision: String?
        var rules: [String]?
    }

    var rules: [Rule]
    var callouts: [CalloutEntry]
    var expected_findings: [ExpectedFinding]

    static let languages: [LanguageCode] = ["en", "ko", "ja"]

    static func load() throws -> SeedGold {
        try JSONDecoder().decode(SeedGold.self, from: Data(contentsOf: TestPaths.gold))
    }

    /// Seed file name → path relative to the root that holds the same bytes (`Guidelines/` or a
    /// fixture root), found by content so the gold file is never copied.
    static func seedPaths() throws -> [String: (root: URL, path: String)] {
        let seeds = try FileManager.default.contentsOfDirectory(atPath: TestPaths.seeds.path)
        var candidates: [(root: URL, path: String, data: Data)] = []
        for root in [TestPaths.guidelines, TestPaths.fixtures.appendingPathComponent("revision2022")] {
            guard let walker = FileManager.default.enumerator(atPath: root.path) else { continue }
            for case let path as String in walker where path.hasSuffix(".md") {
                candidates.append((root, path, try Data(contentsOf: root.appendingPathComponent(path))))
            }
        }
        var map: [String: (root: URL, path: String)] = [:]
        for seed in seeds {
            let data = try Data(contentsOf: TestPaths.seeds.appendingPathComponent(seed))
            if let match = candidates.first(where: { $0.data == data }) { map[seed] = (match.root, match.path) }
        }
        return map
    }
}

extension RuleCatalog {
    /// The statement at a source location, with the rule holding it.
    func statement(at location: SourceLocation) -> (rule: GuidelineRule, statement: GuidelineStatement)? {
        for rule in rules {
            for statement in rule.statements.values where statement.source == location { return (rule, statement) }
        }
        return nil
    }
}
