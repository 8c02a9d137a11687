import HIGRules
import SwiftSyntax

/// A rule implementation that checks one parsed Swift file.
///
/// `HIGRules.RuleImplementation` deliberately knows nothing about swift-syntax, so that the
/// generated catalog types and their runtime stay free of a parser dependency. The linter needs a
/// checking function on top of it; this protocol adds exactly that and nothing else.
///
/// A rule reports only *where* the guideline is broken. What it says, and how severely, comes from
/// the catalog rule it is bound to (`ruleIdentifier`) and from the configuration, so that messages
/// exist in every language the catalog has and stay in step with the guideline text.
public protocol SyntaxRule: RuleImplementation {
    /// The source locations of the violations in `file`, in any order. Each location points at the
    /// token a developer has to change: the one the examples mark with `↓`.
    static func violations(in file: SourceFileSyntax, converter: SourceLocationConverter) -> [SourceLocation]
}
