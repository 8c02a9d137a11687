import Foundation
import HIGGeneratedRules
import HIGLint
import HIGRules
import Testing

@Suite struct LintRuleRegistryTests {
    @Test func everyImplementationIsBoundToADistinctCatalogRule() {
        let identifiers = LintRuleRegistry.implementations.map { $0.ruleIdentifier }
        #expect(Set(identifiers).count == identifiers.count)
        for identifier in identifiers {
            #expect(LintRuleRegistry.description(for: identifier) != nil, "\(identifier) is not in the catalog")
        }
    }

    @Test func theGuidelinesTheLinterPromisesAreImplemented() {
        let promised: [any HIGRule.Type] = [
            Uinavigationcontroller.FrameBoundsAlpha.self,
            Uinavigationcontroller.IsNavigationBarHiddenSetNavigationBarHiddenAnimated.self,
            Uinavigationcontroller.UiNavigationBarInitNavigationBarClassToolbarClass.self,
            Uinavigationcontroller.UiToolbarInitNavigationBarClassToolbarClass.self,
            NavigationBars.AvoidCrowdingNavigationBarTooManyControls.self,
            Toolbars.AvoidUsingSegmentedControlToolbar.self,
            NavigationBars.GiveTextTitledButtonsEnoughRoom.self,
            Toolbars.GiveTextTitledButtonsEnoughRoom.self,
            NavigationBars.UseStandardBackButton.self,
        ]
        let implementations: [any RuleImplementation.Type] = LintRuleRegistry.implementations
        for rule in promised {
            #expect(rule.status(in: implementations) == .implemented, "\(rule.description.identifier)")
        }
    }

    @Test func implementationsAreListedInCatalogOrder() {
        let catalog = GeneratedRuleRegistry.all.map { $0.description.identifier }
        let positions = LintRuleRegistry.implementations.compactMap { catalog.firstIndex(of: $0.ruleIdentifier) }
        #expect(positions == positions.sorted())
    }

    /// A rule file that is not registered would never run.
    @Test func everyFileInRulesIsRegistered() throws {
        let rules = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/HIGLint/Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: rules.path)
            .filter { $0.hasSuffix(".swift") }
            .map { String($0.dropLast(".swift".count)) }
        #expect(Set(files) == Set(LintRuleRegistry.implementations.map { String(describing: $0) }))
    }

    @Test func listingShowsEveryCatalogRuleWithItsStatus() throws {
        let configuration = LintConfiguration(rootDirectory: "/", disabledRules: ["toolbars"])
        let listing = LintRuleRegistry.listing(configuration: configuration)
        #expect(listing.map(\.description.identifier) == GeneratedRuleRegistry.all.map { $0.description.identifier })
        for entry in listing {
            let implemented = LintRuleRegistry.implementation(for: entry.description.identifier) != nil
            #expect(entry.status == (implemented ? .implemented : .notImplemented))
            #expect(entry.isEnabled == (implemented && entry.description.page != "toolbars"))
        }
        #expect(listing.filter { $0.status == .implemented }.count == LintRuleRegistry.implementations.count)
    }

    @Test func catalogLanguagesAreEnglishJapaneseAndKorean() {
        #expect(LintRuleRegistry.languages == ["en", "ja", "ko"])
    }
}
