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
