import Foundation
@testable import HIGCompiler
import Testing

/// `higc explain RULE-ID`: one rule, everything about it, from the terminal.
@Suite struct ExplainTests {
    @Test func printsEveryLanguageFindingAndSourceOfARule() throws {
        let compilation = try ReviewFixture.fresh()
        let id = "navigation-bars/give-text-titled-buttons-enough-room"
        let rule = try #require(compilation.catalog.rules.first { $0.id == id })
        let text = try #require(RuleExplanation(compilation: compilation, guidelinesPath: "Guidelines").render(id))

        #expect(text.hasPrefix("\(id)\n"))
        for (language, statement) in rule.statements {
            #expect(text.contains("\(LanguageNames.name(language)) (\(language)) — Guidelines/\(statement.source.file):\(statement.source.line)"))
            #expect(text.contains("  \(statement.text)\n"))
            if !statement.explanation.isEmpty { #expect(text.contains(statement.explanation)) }
            #expect(text.contains("  \(language)  Guidelines/\(statement.source.file):\(statement.source.line)\n"), "Sources lists \(language)")
        }
        let findings = compilation.report.findings.filter { $0.rule == id }
        #expect(!findings.isEmpty)
        for finding in findings {
            #expect(text.contains("  \(finding.kind.rawValue) [\(finding.language)] \(FindingSeverity.defaultSeverity(for: finding.kind).rawValue) — Guidelines/\(finding.source.file):\(finding.source.line)\n    \(finding.message)\n"))
        }
        if findings.contains(where: { $0.kind == .missing && $0.language == "ja" }) {
            #expect(text.contains("日本語 (ja): no statement"))
        }
    }

    @Test func showsHistoryFromTheChangelog() throws {
        let compilation = try ReviewFixture.afterEnglishEdit()
        let text = try #require(RuleExplanation(compilation: compilation, guidelinesPath: "Guidelines").render(ReviewFixture.reworded))
        #expect(text.contains("History\n  reworded [en]: “Use the standard back button.” → “Use the system-provided back button.”\n"))
        #expect(text.contains("  stale [ko]"), "its translations are now stale")

        let unchanged = try #require(RuleExplanation(compilation: compilation, guidelinesPath: "Guidelines").render("toolbars/provide-relevant-toolbar-buttons"))
        #expect(unchanged.contains("History\n  no change in the last changelog\n"))
    }

    @Test func suggestsCloseIdsForAnUnknownOne() throws {
        let explanation = RuleExplanation(compilation: try ReviewFixture.fresh(), guidelinesPath: "Guidelines")
        #expect(explanation.render("navigation-bars/use-standard-back-buton") == nil)
        #expect(explanation.suggestions(for: "navigation-bars/use-standard-back-buton").first == "navigation-bars/use-standard-back-button")
        #expect(explanation.suggestions(for: "give-text-titled-buttons-enough-room")
                == ["navigation-bars/give-text-titled-buttons-enough-room", "toolbars/give-text-titled-buttons-enough-room"])
        #expect(explanation.suggestions(for: "completely-unrelated-words-here").isEmpty)
        // Finding kinds are explained too: a misspelt one is suggested.
        #expect(explanation.suggestions(for: "polarty") == ["polarity"])
        // Words of a statement, in any language, name the rules that say them.
        let japanese = explanation.suggestions(for: "navigation-bars/戻るボタン")
        #expect(!japanese.isEmpty)
        let compilation = try ReviewFixture.fresh()
        for id in japanese {
            let rule = try #require(compilation.catalog.rules.first { $0.id == id })
            #expect(rule.page == "navigation-bars" && rule.statements.contains { $0.value.text.contains("戻るボタン") }, "\(id)")
        }
    }

    @Test func commandExitsTwoWithSuggestionsForAnUnknownId() throws {
        let workspace = try HigcCommandLine.workspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let known = try HigcCommandLine.run(["explain", "toolbars/provide-relevant-toolbar-buttons"], in: workspace)
        #expect(known.status == 0, "\(known.standardError)")
        #expect(known.standardOutput.hasPrefix("toolbars/provide-relevant-toolbar-buttons\n"))
        #expect(known.standardOutput.contains("Sources\n  en  Guidelines/toolbars/page.md:"))

        let unknown = try HigcCommandLine.run(["explain", "toolbars/provide-relevant-toolbar-button"], in: workspace)
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("no rule with id 'toolbars/provide-relevant-toolbar-button' in Guidelines"))
        #expect(unknown.standardError.contains("Did you mean:\n  toolbars/provide-relevant-toolbar-buttons"))
        #expect(unknown.standardOutput.isEmpty)
    }
}

/// `higc explain KIND`: what a finding kind means, what to do, and where it is reported.
@Suite struct ExplainFindingKindTests {
    @Test func aKindIsDescribedWithItsRemedyAndEveryFinding() throws {
        let compilation = try ReviewFixture.fresh()
        let text = RuleExplanation(compilation: compilation, guidelinesPath: "Guidelines").render(.missing)
        #expect(text.hasPrefix("missing — Missing\n  \(FindingKindDescription.summary(.missing))\n  What to do: "))
        let findings = compilation.report.findings.filter { $0.kind == .missing }
        #expect(!findings.isEmpty)
        #expect(text.contains("\n\(findings.count) finding"))
        for finding in findings.prefix(50) {
            #expect(text.contains("  Guidelines/\(finding.source.file):\(finding.source.line) [\(finding.language)] "))
        }
    }

    @Test func theCommandExplainsAKindByName() throws {
        let outcome = try CommandRunner.run(["explain", "stale", "--guidelines", TestPaths.guidelines.path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("What to do: Update the translation to the current English"))
    }

    /// What a kind means needs no guidelines: without a root it is still explained, exit 0, and
    /// says why no findings are listed. A rule id there is still an error.
    @Test func aKindIsExplainedWhereThereAreNoGuidelines() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outcome = try CommandRunner.run(["explain", "stale"], in: scratch)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("What to do: Update the translation to the current English"))
        #expect(outcome.standardOutput.contains("findings not listed:") && outcome.standardOutput.contains("guidelines directory not found"))
        #expect(!outcome.standardOutput.contains("0 findings"))
        let rule = try CommandRunner.run(["explain", "toolbars/keep-it-short"], in: scratch)
        #expect(rule.status == 2)
    }
}

/// `higc explain` on a rule the last compile removed says so, with its last wording.
@Suite struct ExplainRemovedRuleTests {
    @Test func aRemovedRuleIsExplainedFromTheChangelog() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (guidelines, output, page) = try CompileRun.scratchPage("toolbars", in: scratch)
        let file = page.appendingPathComponent("page.md")
        try "# Toolbars\n\n**Use a toolbar for actions.** It helps.\n\n**Keep toolbars short.** Few items fit.\n"
            .write(to: file, atomically: true, encoding: .utf8)
        try CompileRun.compile(guidelines, into: output)
        try "# Toolbars\n\n**Use a toolbar for actions.** It helps.\n".write(to: file, atomically: true, encoding: .utf8)
        let compilation = try CompileRun.compile(guidelines, into: output)
        let explanation = RuleExplanation(compilation: compilation, guidelinesPath: "Guidelines")
        #expect(explanation.render("toolbars/keep-toolbars-short") == nil)
        let text = try #require(explanation.renderRemoved("toolbars/keep-toolbars-short"))
        #expect(text.contains("removed"))
        #expect(text.contains("“Keep toolbars short.”"), "\(text)")

        // Once the changelog moved on, the catalog's retired rules still know it.
        try "# Toolbars\n\n**Use a toolbar for common actions.** It helps.\n".write(to: file, atomically: true, encoding: .utf8)
        let later = RuleExplanation(compilation: try CompileRun.compile(guidelines, into: output), guidelinesPath: "Guidelines")
        let retired = try #require(later.renderRemoved("toolbars/keep-toolbars-short"))
        #expect(retired.contains("retired by an earlier compile"), "\(retired)")
        #expect(retired.contains("was [en]: “Keep toolbars short.”"), "\(retired)")
        // A misspelt retired id is suggested, as a live one is.
        #expect(later.suggestions(for: "toolbars/keep-toolbar-short").first == "toolbars/keep-toolbars-short")
    }
}
