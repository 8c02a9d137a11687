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

    @Test func anMkDocsAdmonitionBecomesAFenceItsBodyUnindented() {
        #expect(ContainerDirectives.rewritten("Intro\n\n!!! warning \"Accessibility\"\n\n    **Don't.** Body.\n\nAfter\n")
                == "Intro\n\n~~~~~~~~ :::warning Accessibility\n\n**Don't.** Body.\n~~~~~~~~\nAfter\n")
        #expect(ContainerDirectives.rewritten("Text.\n??? note\n    Body\n\tmore") == "Text.\n~~~~~~~~ :::note\nBody\nmore\n~~~~~~~~")
        #expect(ContainerDirectives.rewritten("???+ tip { .inline }\n    Body\n") == "~~~~~~~~ :::tip\nBody\n~~~~~~~~\n")
    }

    @Test(arguments: [
        "!!! note\n    Body\nUnindented text right after: no line for the closing fence.\n",
        "!!! note\n\nNo indented body.\n",
        "!!!note\n    No space after the mark.\n",
        "Wow!!! great\n    indented\n",
    ])
    func otherAdmonitionLikeTextIsLeftAlone(_ text: String) {
        #expect(ContainerDirectives.rewritten(text) == text)
    }

    /// A translation quoted under its English holds its container inside the quote.
    @Test func aContainerInABlockQuoteIsRewrittenInsideIt() {
        #expect(ContainerDirectives.rewritten("> :::tip\n> 팁 본문\n> :::\n") == "> ~~~~~~~~ :::tip\n> 팁 본문\n> ~~~~~~~~\n")
        #expect(ContainerDirectives.rewritten("> !!! warning \"개인 정보\"\n>     본문\n\nAfter\n")
                == "> ~~~~~~~~ :::warning 개인 정보\n> 본문\n> ~~~~~~~~\nAfter\n")
        // A closing fence outside the quote closes nothing inside it.
        #expect(ContainerDirectives.rewritten("> :::tip\n> body\n:::\n") == "> :::tip\n> body\n:::\n")
    }

    @Test func linesKeepTheirNumbers() {
        let text = (0..<5).map { "line \($0)" }.joined(separator: "\n") + "\n:::warning\nbody\n:::\nend"
        let rewritten = ContainerDirectives.rewritten(text)
        #expect(rewritten.split(separator: "\n", omittingEmptySubsequences: false).count
                == text.split(separator: "\n", omittingEmptySubsequences: false).count)
    }
}

/// A container that holds only a guideline and its `>` translation is a callout in each
/// language, each with its own text, as well as the rule.
@Suite struct GuidelineContainerTests {
    @Test func eachLanguageOfAGuidelineContainerHasItsOwnCallout() throws {
        let page = """
        # Popovers

        :::note
        **Always save work when closing a nonmodal popover.** People dismiss popovers by tapping outside.

        > **비모달 팝오버를 닫을 때는 항상 작업을 저장하세요.** 바깥을 탭하면 팝오버가 닫힙니다.
        :::
        """
        let compilation = CompileRun.compile(["popovers/page.md": page])
        let rule = try #require(compilation.catalog.rules.first)
        #expect(rule.statements["ko"]?.text == "비모달 팝오버를 닫을 때는 항상 작업을 저장하세요.")
        #expect(compilation.catalog.callouts.map { "\($0.language) \($0.label): \($0.text)" } == [
            "en note: Always save work when closing a nonmodal popover. People dismiss popovers by tapping outside.",
            "ko note: 비모달 팝오버를 닫을 때는 항상 작업을 저장하세요. 바깥을 탭하면 팝오버가 닫힙니다.",
        ])
    }
}

/// Hugo shortcodes and Liquid tags on lines of their own: an aside shortcode is the container it
/// stands for, and any other tag is no text, no heading and no explanation.
@Suite struct TemplateTagTests {
    @Test func aHugoAsideIsAContainerAndOtherTagsAreLeftOut() throws {
        let page = """
        # Data Entry

        **Get information from the system whenever possible.** Don't ask for what the system knows.

        {{< note >}}
        Typing is slow on a phone, so every field you avoid saves time.
        {{< /note >}}

        {% raw %}
        **Provide reasonable default values.** Prefill the most likely value.
        {% endraw %}

        {{% hint warning %}}
        **Require values only when necessary.** Optional fields stay optional.
        {{% /hint %}}
        """
        let compilation = CompileRun.compile(["data-entry/page.md": page])
        let rules = compilation.catalog.rules
        #expect(rules.map { $0.statements[.english]?.text } == [
            "Get information from the system whenever possible.", "Provide reasonable default values.", "Require values only when necessary.",
        ])
        #expect(rules.allSatisfy { $0.section == "Data Entry" })
        #expect(rules.first?.statements[.english]?.explanation == "Don't ask for what the system knows.")
        #expect(rules[1].statements[.english]?.explanation == "Prefill the most likely value.")
        #expect(rules[1].statements[.english]?.source.line == 10)
        #expect(compilation.catalog.callouts.map { "\($0.label): \($0.text)" } == [
            "note: Typing is slow on a phone, so every field you avoid saves time.",
            "hint: Require values only when necessary. Optional fields stay optional.",
        ])
    }

    /// A `<details>` aside with a short summary label is a callout in each language, not the
    /// explanation of the rule above it; one whose summary is a sentence is left as written.
    @Test func aDetailsAsideWithALabelIsACallout() throws {
        let page = """
        # Toolbars

        **Give text-titled buttons enough room.** Crowded buttons are hard to read.

        > **텍스트 버튼에 충분한 공간을 주세요.** 붐비는 버튼은 읽기 어렵습니다.

        <details>
        <summary>TIP</summary>

        Understand the difference between a toolbar and a tab bar.

        > 툴바와 탭 바의 차이를 이해하세요.

        </details>
        """
        let compilation = CompileRun.compile(["toolbars/page.md": page])
        let rule = try #require(compilation.catalog.rules.first)
        #expect(rule.statements[.english]?.explanation == "Crowded buttons are hard to read.")
        #expect(rule.statements["ko"]?.explanation == "붐비는 버튼은 읽기 어렵습니다.")
        #expect(compilation.catalog.callouts.map { "\($0.language) \($0.label): \($0.text)" }
                == ["en TIP: Understand the difference between a toolbar and a tab bar.", "ko TIP: 툴바와 탭 바의 차이를 이해하세요."])
        let sentence = "<details><summary>Always save work when closing a popover.</summary>\n\nText.\n\n</details>\n"
        #expect(DetailsAsides.rewritten(sentence) == sentence)
        // The summary on the `<details>` line, lines kept.
        #expect(DetailsAsides.rewritten("<details><summary><b>참고</b></summary>\n\n본문.\n\n</details>\n") == ":::참고\n\n본문.\n\n:::\n")
    }

    @Test func tagsInsideFencedCodeAreLeftAsTheyAre() {
        let text = "```liquid\n{% raw %}\n{{ page.title }}\n```\n{% raw %}\n"
        #expect(TemplateTags.rewritten(text) == "```liquid\n{% raw %}\n{{ page.title }}\n```\n\n")
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

    /// A section's cross-reference paragraph after a translator's note is the section's, as it
    /// is after a rule: its link goes to the last rule, not into the note.
    @Test func aCrossReferenceAfterATranslatorsNoteIsTheSections() throws {
        let compilation = CompileRun.compile([
            "pickers/page.md": "# Pickers\n\n**Use a table for large lists.** Long wheels are slow.\n\n"
                + "For developer guidance, see [UIPickerView](https://developer.apple.com/documentation/uikit/uipickerview).\n",
            "pickers/ja.md": "# ピッカー\n\n**大きなリストにはテーブルを使用してください。** 長いホイールは時間がかかります。\n\n"
                + "※訳注：ホイールは回転式の選択部品を指します。\n\n"
                + "デベロッパ向けのガイダンスについては、[UIPickerView](https://developer.apple.com/documentation/uikit/uipickerview)を参照してください。\n",
        ])
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
        #expect(compilation.catalog.callouts.map(\.text) == ["ホイールは回転式の選択部品を指します。"])
    }

    /// A translator's note before the bold translation on the same line ("> 참고: …. **….** …").
    @Test func aNoteOnTheGuidelinesLineIsACalloutBeforeIt() throws {
        let compilation = CompileRun.compile([
            "alerts/page.md": "# Alerts\n\n**Test alerts on every platform you support.** Alerts look different on each platform.\n\n"
                + "> 참고: 이 문서는 alert를 원문 그대로 표기했습니다. **지원하는 모든 플랫폼에서 alert를 테스트하세요.** alert는 플랫폼마다 다르게 보입니다.\n",
        ])
        let rule = try #require(compilation.catalog.rules.first)
        #expect(compilation.catalog.rules.count == 1)
        #expect(rule.statements["ko"]?.text == "지원하는 모든 플랫폼에서 alert를 테스트하세요.")
        #expect(rule.statements["ko"]?.explanation == "alert는 플랫폼마다 다르게 보입니다.")
        #expect(compilation.catalog.callouts.map(\.text) == ["이 문서는 alert를 원문 그대로 표기했습니다."])
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }
}

/// A container is read as Markdown: a guideline in it is a rule with its translation, the rest a
/// callout in each language; the explanation before it goes on after it.
@Suite struct GuidelinesInContainersTests {
    static let docusaurus = """
    # Buttons

    **Use a verb in a button title.** A verb tells people what happens.

    > **버튼 제목에는 동사를 사용하세요.** 동사는 무슨 일이 일어나는지 알려 줍니다.

    :::note

    **Don't place more than two buttons in an alert.** Alerts with more buttons are hard to scan.

    > **알림에 버튼을 두 개 넘게 배치하지 마세요.** 버튼이 많은 알림은 훑어보기 어렵습니다.

    :::

    :::tip Pro tip

    Test your buttons at the largest text size.

    > 가장 큰 텍스트 크기에서 버튼을 테스트하세요.

    :::

    People tap verbs with confidence.

    > 사람들은 동사를 자신 있게 탭합니다.
    """

    @Test func aGuidelineInAContainerIsARuleWithItsTranslation() throws {
        let compilation = CompileRun.compile(["buttons/page.md": Self.docusaurus])
        let korean = compilation.translations("ko")
        #expect(korean["Don't place more than two buttons in an alert."] == "알림에 버튼을 두 개 넘게 배치하지 마세요.")
        #expect(compilation.rule("buttons/dont-place-more-than-two-buttons-alert")?.statements[.english]?.source.line == 9)
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }

    @Test func theContainersProseIsACalloutInEachLanguage() {
        let callouts = CompileRun.compile(["buttons/page.md": Self.docusaurus]).catalog.callouts
        // The note holds only a guideline and its translation: a callout in each language.
        #expect(callouts.map { "\($0.label) \($0.language) \($0.source.line)" }.sorted()
                == ["note en 7", "note ko 7", "tip en 17", "tip ko 19"])
        #expect(callouts.first { $0.language == "ko" && $0.label == "tip" }?.text == "가장 큰 텍스트 크기에서 버튼을 테스트하세요.")
        #expect(callouts.first { $0.language == "ko" && $0.label == "note" }?.text.hasPrefix("알림에 버튼을 두 개 넘게 배치하지 마세요.") == true)
    }

    @Test func theExplanationBeforeAContainerGoesOnAfterIt() throws {
        let rule = try #require(CompileRun.compile(["buttons/page.md": Self.docusaurus]).rule("buttons/use-verb-button-title"))
        #expect(rule.statements[.english]?.explanation == "A verb tells people what happens. People tap verbs with confidence.")
        #expect(rule.statements["ko"]?.explanation == "동사는 무슨 일이 일어나는지 알려 줍니다. 사람들은 동사를 자신 있게 탭합니다.")
    }

    @Test func anMkDocsAdmonitionReadsTheSame() throws {
        let page = """
        # Sliders

        **Show the minimum and maximum values.** Labels at each end help.
        !!! warning "Accessibility"
            **Don't use a slider for precise values.** Exact numbers are hard to reach.

        The labels also name the unit.
        """
        let compilation = CompileRun.compile(["sliders/page.md": page])
        let texts = compilation.catalog.rules.compactMap { $0.statements[.english]?.text }
        #expect(texts == ["Show the minimum and maximum values.", "Don't use a slider for precise values."])
        #expect(compilation.rule("sliders/dont-use-slider-precise-values")?.statements[.english]?.source.line == 5)
        #expect(compilation.rule("sliders/show-minimum-maximum-values")?.statements[.english]?.explanation
                == "Labels at each end help. The labels also name the unit.")
        #expect(compilation.catalog.callouts.map(\.label) == ["warning"])
    }

    @Test func aContainerInATranslationQuoteIsItsCallout() {
        let page = "# Fields\n\n**Show the keyboard that matches the content.** People type faster.\n\n:::tip\nThe Return key can say Done.\n:::\n\n"
            + "> **내용에 맞는 키보드를 표시하세요.** 사람들이 더 빨리 입력합니다.\n>\n> :::tip\n> Return 키에 완료를 표시할 수 있습니다.\n> :::\n"
        let compilation = CompileRun.compile(["fields/page.md": page])
        #expect(compilation.catalog.callouts.map { "\($0.language) \($0.text)" }.sorted()
                == ["en The Return key can say Done.", "ko Return 키에 완료를 표시할 수 있습니다."])
        #expect(compilation.catalog.rules.first?.statements["ko"]?.explanation == "사람들이 더 빨리 입력합니다.")
    }
}
