import Foundation
import HIGGeneratedRules
import HIGRules
import Testing

/// The generated registry must describe exactly the rules of the committed catalog.
@Suite struct GeneratedRegistryTests {
    struct CatalogIDs: Decodable {
        struct Rule: Decodable { var id: String; var page: String }
        var rules: [Rule]
    }

    static var catalogURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Generated/catalog.json")
    }

    @Test func registryListsEveryCatalogRuleOnce() throws {
        let catalog = try JSONDecoder().decode(CatalogIDs.self, from: Data(contentsOf: Self.catalogURL))
        let registered = GeneratedRuleRegistry.all.map { $0.description.identifier }
        #expect(registered.count == catalog.rules.count)
        #expect(registered == catalog.rules.map(\.id))
        #expect(Set(registered).count == registered.count)
    }

    @Test func generatedRulesCarryPageAndSource() throws {
        let catalog = try JSONDecoder().decode(CatalogIDs.self, from: Data(contentsOf: Self.catalogURL))
        let pages = Dictionary(uniqueKeysWithValues: catalog.rules.map { ($0.id, $0.page) })
        for rule in GeneratedRuleRegistry.all {
            let description = rule.description
            #expect(pages[description.identifier] == description.page)
            #expect(!description.source.file.isEmpty && description.source.line > 0)
            #expect(!description.statement(in: "en").isEmpty)
        }
    }

    @Test func unimplementedRulesSayso() {
        for rule in GeneratedRuleRegistry.all {
            #expect(rule.status(in: []) == .notImplemented)
        }
    }
}
