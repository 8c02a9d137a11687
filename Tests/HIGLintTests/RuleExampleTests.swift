import HIGLint
import HIGRules
import SwiftParser
import SwiftSyntax
import Testing

/// Every rule's own examples, SwiftLint style: triggering examples fire exactly at their `↓`
/// markers, non-triggering ones stay silent.
@Suite struct RuleExampleTests {
    static let ruleNames = LintRuleRegistry.implementations.map { String(describing: $0) }

    static func rule(named name: String) throws -> any SyntaxRule.Type {
        try #require(LintRuleRegistry.implementations.first { String(describing: $0) == name })
    }

    /// Where `rule` reports violations in `source`, sorted; duplicates kept so a rule that reports
    /// one place twice fails.
    static func positions(of rule: any SyntaxRule.Type, in source: String) -> (positions: [MarkedExample.Position], parsed: Bool) {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "Example.swift", tree: tree)
        let positions = rule.violations(in: tree, converter: converter)
            .map { MarkedExample.Position(line: $0.line, column: $0.column) }
            .sorted()
        return (positions, !tree.hasError)
    }

    @Test(arguments: ruleNames)
    func triggeringExamplesFireAtTheirMarkers(ruleName: String) throws {
        let rule = try Self.rule(named: ruleName)
        #expect(rule.triggeringExamples.count >= 2, "\(ruleName) needs triggering examples")
        for example in rule.triggeringExamples {
            let marked = MarkedExample(example.code)
            #expect(!marked.markers.isEmpty, "a triggering example of \(ruleName) has no ↓ marker:\n\(example.code)")
            let result = Self.positions(of: rule, in: marked.source)
            #expect(result.parsed, "example of \(ruleName) is not valid Swift:\n\(example.code)")
            #expect(result.positions == marked.markers, "\(ruleName) reported \(result.positions), expected \(marked.markers) in:\n\(example.code)")
        }
    }

    @Test(arguments: ruleNames)
    func nonTriggeringExamplesStaySilent(ruleName: String) throws {
        let rule = try Self.rule(named: ruleName)
        #expect(rule.nonTriggeringExamples.count >= 2, "\(ruleName) needs non-triggering examples")
        for example in rule.nonTriggeringExamples {
            #expect(!example.code.unicodeScalars.contains(MarkedExample.marker), "non-triggering example of \(ruleName) has a marker")
            let result = Self.positions(of: rule, in: example.code)
            #expect(result.parsed, "example of \(ruleName) is not valid Swift:\n\(example.code)")
            #expect(result.positions.isEmpty, "\(ruleName) fired at \(result.positions) in:\n\(example.code)")
        }
    }

    @Test func markersAreMeasuredInTheSourceWithoutThem() {
        let marked = MarkedExample("let a = 1\nlet 뒤로 = ↓b ↓+ c\n↓d")
        #expect(marked.source == "let a = 1\nlet 뒤로 = b + c\nd")
        // "let 뒤로 = " is 4 + 6 + 3 bytes long.
        #expect(marked.markers == [.init(line: 2, column: 14), .init(line: 2, column: 16), .init(line: 3, column: 1)])
    }

    /// Another rule's examples must not set this one off where they do not mark it; the shared
    /// detection (bar item sites, text-titled items) must keep toolbars and navigation bars apart.
    @Test func textSpacingRulesSplitToolbarsFromNavigationBars() {
        let toolbar = "toolbarItems = [UIBarButtonItem(title: \"A\", style: .plain, target: nil, action: nil), UIBarButtonItem(title: \"B\", style: .plain, target: nil, action: nil)]"
        let navigation = "navigationItem.leftBarButtonItems = [UIBarButtonItem(title: \"A\", style: .plain, target: nil, action: nil), UIBarButtonItem(title: \"B\", style: .plain, target: nil, action: nil)]"
        #expect(Self.positions(of: ToolbarTextButtonSpacingRule.self, in: toolbar).positions.count == 1)
        #expect(Self.positions(of: NavigationBarTextButtonSpacingRule.self, in: toolbar).positions.isEmpty)
        #expect(Self.positions(of: NavigationBarTextButtonSpacingRule.self, in: navigation).positions.count == 1)
        #expect(Self.positions(of: ToolbarTextButtonSpacingRule.self, in: navigation).positions.isEmpty)
    }
}
