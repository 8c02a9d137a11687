@testable import HIGCompiler
import Testing

/// A translator who joins two neighbouring rules into one statement ("…지정하고, …사용하지 마세요.")
/// renders both: the second rule is missing, and the joined statement is no polarity flip of the
/// first, though it ends on the second rule's negation.
@Suite struct MergedTranslationTests {
    static let englishRules = [
        "**Give each button a clear label.** People need to know what a button does before they tap it.",
        "**Don't use abbreviations in button labels.** Abbreviations can be hard to understand.",
        "**Make buttons large enough to tap.** A button needs a hit region of at least 44x44 pt.",
    ]

    /// The first rule's translation, flipped: "don't label each button clearly".
    static let flippedFirst = "> **각 버튼에 명확한 레이블을 지정하지 마세요.** 사람들은 버튼을 탭하기 전에 버튼이 무엇을 하는지 알아야 합니다."

    /// A bilingual page of these blocks, under one best-practices section.
    static func page(_ blocks: [String]) -> String {
        "# Buttons\n\n## Best practices\n\n" + blocks.joined(separator: "\n\n") + "\n"
    }

    static func described(_ compilation: Compilation) -> [String] {
        compilation.report.findings.map { "\($0.kind.rawValue) \($0.rule ?? "-")" }.sorted()
    }

    @Test func aQuotedTranslationJoiningTwoRulesIsTheNextRuleMissingNotAFlip() throws {
        let page = """
            # Buttons

            ## Best practices

            \(Self.englishRules[0])

            > **각 버튼에 명확한 레이블을 지정하고, 레이블에 약어를 사용하지 마세요.** 사람들은 버튼을 탭하기 전에 버튼이 무엇을 하는지 알아야 합니다.

            \(Self.englishRules[1])

            \(Self.englishRules[2])

            > **버튼을 탭할 수 있을 만큼 크게 만드세요.** 버튼에는 최소 44x44pt의 히트 영역이 필요합니다.

            """
        let compilation = CompileRun.compile(["buttons/page.md": page])
        #expect(Self.described(compilation) == ["missing buttons/dont-use-abbreviations-button-labels"])
        let missing = try #require(compilation.report.findings.first)
        #expect(missing.message.contains("`buttons/give-button-clear-label` may render it too"))
        #expect(missing.message.contains("“각 버튼에 명확한 레이블을 지정하고, 레이블에 약어를 사용하지 마세요.”"))
        #expect(missing.related == [SourceLocation(file: "buttons/page.md", line: 7)])
    }

    @Test func aJapaneseFileJoiningARuleWithTheOneBeforeItIsNoFlip() {
        let compilation = CompileRun.compile([
            "buttons/page.md": "# Buttons\n\n## Best practices\n\n" + Self.englishRules.joined(separator: "\n\n") + "\n",
            "buttons/ja.md": """
                # ボタン

                ## ベストプラクティス

                **各ボタンには明確なラベルを付けてください。** ボタンをタップする前に、その働きがわかる必要があります。

                **ボタンはタップしやすい十分な大きさにし、ボタンのラベルには略語を使用しないでください。** ボタンには少なくとも44x44ptのヒット領域が必要です。

                """,
        ])
        let findings = compilation.report.findings
        #expect(!findings.contains { $0.kind == .polarity }, "\(findings.map(\.message))")
        #expect(findings.contains { $0.kind == .missing && $0.rule == "buttons/dont-use-abbreviations-button-labels" })
    }

    /// Joined the other way ("…사용하지 말고, …지정하세요"): the statement ends on a request, as its
    /// English does, and holds the neighbour's prohibition before it.
    @Test func aTranslationJoiningAProhibitionBeforeItsOwnRequestNamesTheMissingRule() throws {
        let compilation = CompileRun.compile([
            "buttons/page.md": "# Buttons\n\n## Best practices\n\n" + [Self.englishRules[1], Self.englishRules[0], Self.englishRules[2]].joined(separator: "\n\n") + "\n",
            "buttons/ko.md": """
                # 버튼

                ## 모범 사례

                **버튼 레이블에는 약어를 사용하지 말고, 각 버튼에 명확한 레이블을 지정하세요.** 사람들은 버튼을 탭하기 전에 버튼이 무엇을 하는지 알아야 합니다.

                **버튼을 탭할 수 있을 만큼 크게 만드세요.** 버튼에는 최소 44x44pt의 히트 영역이 필요합니다.

                """,
        ])
        let missing = try #require(compilation.report.findings.first { $0.kind == .missing })
        #expect(missing.rule == "buttons/dont-use-abbreviations-button-labels")
        #expect(missing.message.contains("`buttons/give-button-clear-label` may render it too"), "\(missing.message)")
        #expect(!compilation.report.findings.contains { $0.kind == .polarity })
    }

    /// The neighbour must itself lack the language: a flip next to a translated rule is a flip.
    @Test func aFlipNextToATranslatedRuleIsStillReported() {
        let compilation = CompileRun.compile(["buttons/page.md": Self.page([
            Self.englishRules[0], Self.flippedFirst,
            Self.englishRules[1], "> **버튼 레이블에 약어를 사용하지 마세요.** 약어는 이해하기 어려울 수 있습니다.",
        ])])
        #expect(Self.described(compilation) == ["polarity buttons/give-button-clear-label"])
    }

    /// A flipped translation as long as its own English is no merge, though the rule beside it is
    /// missing and has the translation's negation.
    @Test func aFlipAsLongAsItsOwnEnglishBesideAMissingRuleIsStillReported() {
        let compilation = CompileRun.compile(["buttons/page.md": Self.page([
            Self.englishRules[0], Self.flippedFirst, Self.englishRules[1],
            Self.englishRules[2], "> **버튼을 탭할 수 있을 만큼 크게 만드세요.** 버튼에는 최소 44x44pt의 히트 영역이 필요합니다.",
        ])])
        #expect(Self.described(compilation) == ["missing buttons/dont-use-abbreviations-button-labels", "polarity buttons/give-button-clear-label"])
        #expect(compilation.report.findings.allSatisfy { !$0.message.contains("may render it too") })
    }

    /// A neighbour in another section is another part of the page, not a half of the statement.
    @Test func aMissingRuleInAnotherSectionIsNoMergedHalf() {
        let page = """
            # Buttons

            ## Labels

            \(Self.englishRules[0])

            \(Self.flippedFirst)

            ## Abbreviations

            \(Self.englishRules[1])

            """
        let compilation = CompileRun.compile(["buttons/page.md": page])
        #expect(Self.described(compilation) == ["missing buttons/dont-use-abbreviations-button-labels", "polarity buttons/give-button-clear-label"])
        #expect(compilation.report.findings.allSatisfy { !$0.message.contains("may render it too") })
    }
}
