import HIGGeneratedRules
import HIGRules

/// The rule implementations the linter runs, and the catalog they are bound to.
///
/// A rule is added by writing its file in `Rules/` and listing it here. The catalog side comes
/// from `GeneratedRuleRegistry`, which `higc compile` regenerates; implementations bind to it by
/// identifier, read from the generated type so that a renamed rule breaks the build.
public enum LintRuleRegistry {
    /// Every implemented rule, in catalog order of the rules they implement.
    public static let implementations: [any SyntaxRule.Type] = [
        CrowdedNavigationBarRule.self,
        StandardBackButtonRule.self,
        NavigationBarTextButtonSpacingRule.self,
        SegmentedControlInToolbarRule.self,
        ToolbarTextButtonSpacingRule.self,
        NavigationBarGeometryRule.self,
        CustomNavigationBarClassRule.self,
        NavigationBarHiddenPropertyRule.self,
        CustomToolbarClassRule.self,
    ]

    /// Every rule of the catalog, implemented or not.
    public static var catalog: [any HIGRule.Type] { GeneratedRuleRegistry.all }

    private static let descriptionsByIdentifier: [String: RuleDescription] = Dictionary(
        GeneratedRuleRegistry.all.map { ($0.description.identifier, $0.description) },
        uniquingKeysWith: { first, _ in first }
    )

    /// The catalog description of the rule with `identifier`.
    public static func description(for identifier: String) -> RuleDescription? {
        descriptionsByIdentifier[identifier]
    }

    /// The implementation bound to the rule with `identifier`.
    public static func implementation(for identifier: String) -> (any SyntaxRule.Type)? {
        implementations.first { $0.ruleIdentifier == identifier }
    }

    /// The pages of the catalog (`navigation-bars`, `toolbars`, …).
    public static var pages: Set<String> { Set(descriptionsByIdentifier.values.map(\.page)) }

    /// The languages the catalog has statements in, sorted.
    public static var languages: [String] {
        Set(descriptionsByIdentifier.values.flatMap(\.statements.keys)).sorted()
    }

    /// Every catalog rule with whether it is implemented, enabled by `configuration`, and the
    /// severity it reports with, in catalog order.
    public static func listing(configuration: LintConfiguration = LintConfiguration()) -> [RuleListing] {
        let implementations: [any RuleImplementation.Type] = self.implementations
        return catalog.map { rule in
            let description = rule.description
            let status = rule.status(in: implementations)
            return RuleListing(description: description, status: status,
                               isEnabled: status == .implemented && configuration.isEnabled(description),
                               severity: configuration.severity(of: description))
        }
    }
}
