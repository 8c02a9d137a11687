@testable import HIGCompiler
import Testing

/// Containers become tilde fences line for line; text that is not a closed container stays as it is.
@Suite struct ContainerDirectivesTests {
    @Test func aClosedContainerBecomesAFenceWithItsDirective() {
        let text = "Intro\n\n:::tip Title\r\nBody\r\n:::\r\nAfter\n"
        #expect(ContainerDirectives.rewritten(text) == "Intro\n\n~~~~~~~~ :::tip Title\nBody\r\n~~~~~~~~\nAfter\n")
        #expect(ContainerDirectives.directive(ofInfo: ":::tip Title") == "tip Title")
        #expect(ContainerDirectives.directive(ofInfo: "swift") == nil)
    }

    @Test func theOuterContainerClosesWithItsOwnNumberOfColons() {
        let text = "::::note\n:::tip\ninner\n:::\n::::\n"
        #expect(ContainerDirectives.rewritten(text) == "~~~~~~~~ :::note\n:::tip\ninner\n:::\n~~~~~~~~\n")
    }

    @Test(arguments: [
        "No colons at all.",
        ":::tip\nnever closed\n",
        "Time 10:30::: not a fence\n:::\n",
        "    :::tip\n    indented as code\n    :::\n",
        ":::\nclosing fence first\n:::\n",
        ":::tip\n~~~~~~~~\ncontains the fence\n:::\n",
    ])
    func otherTextIsLeftAlone(_ text: String) {
        #expect(ContainerDirectives.rewritten(text) == text)
    }

    @Test func linesKeepTheirNumbers() {
        let text = (0..<5).map { "line \($0)" }.joined(separator: "\n") + "\n:::warning\nbody\n:::\nend"
        let rewritten = ContainerDirectives.rewritten(text)
        #expect(rewritten.split(separator: "\n", omittingEmptySubsequences: false).count
                == text.split(separator: "\n", omittingEmptySubsequences: false).count)
    }
}

/// A note whose paragraph runs on into a bold guideline (the blank line between them lost) is a
/// callout, and the guideline a rule with its own line.
@Suite struct NoteRunningIntoAGuidelineTests {
    @Test func theNoteIsACalloutAndTheGuidelineARule() throws {
        let compilation = CompileRun.compile([
            "alerts/page.md": "# Alerts\n\nNote: Alerts on watchOS look different.\n**Test alerts on every platform you support.** Alerts look different\non each platform.\n",
            "alerts/ja.md": "# アラート\n\n注意：watchOSのアラートは見た目が異なります。\n**サポートするすべてのプラットフォームでアラートをテストしてください。**\nアラートの見た目はプラットフォームごとに異なります。\n",
        ])
        let rule = try #require(compilation.catalog.rules.first)
        #expect(compilation.catalog.rules.count == 1)
        #expect(rule.statements[.english]?.text == "Test alerts on every platform you support.")
        #expect(rule.statements[.english]?.source.line == 4)
        #expect(rule.statements[.english]?.explanation == "Alerts look different on each platform.")
        #expect(rule.statements["ja"]?.text == "サポートするすべてのプラットフォームでアラートをテストしてください。")
        #expect(compilation.catalog.callouts.map(\.text).sorted() == ["Alerts on watchOS look different.", "watchOSのアラートは見た目が異なります。"])
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
        // A bold word on a line of the note's own sentence is no guideline.
        let inline = CompileRun.compile(["alerts/page.md": "# Alerts\n\nNote: Alerts on watchOS look\n**different** from other alerts.\n"])
        #expect(inline.catalog.rules.isEmpty)
    }
}
