import Foundation
@testable import HIGCompiler
import Testing

/// API reference pages (`Fixtures/APIReference`): a page heads each member it documents
/// (`### numberOfPages`) and states its requirements in the member's prose. The Japanese
/// translation splits some requirements into two sentences, and leaves one exception out.
@Suite struct APIReferenceTests {
    static let root = TestPaths.fixtures.appendingPathComponent("APIReference")

    static func compile() throws -> Compilation {
        try GuidelineCompiler().compile(guidelines: root, previous: nil)
    }

    static func rule(in compilation: Compilation, section: String, english prefix: String = "") throws -> GuidelineRule {
        try #require(compilation.catalog.rules.first {
            $0.section == section && $0.statements[.english]?.text.hasPrefix(prefix) == true
        }, "no rule under \(section) starting \(prefix)")
    }

    // MARK: Anchors

    /// A member's requirement governs the member, which its sentence need not name: it is the
    /// first of the statement's symbols, in every language, so linters find the rule by it.
    @Test func aMembersRequirementListsTheMemberFirst() throws {
        let compilation = try Self.compile()
        let current = try #require(compilation.catalog.rules.first { $0.section == "currentPage" && $0.statements[.english]?.text.hasPrefix("The value you assign") == true })
        for language in current.languages {
            #expect(current.statements[language]?.symbols.first == "currentPage", "\(language)")
            #expect(current.statements[language]?.symbols.contains("numberOfPages") == true, "\(language)")
        }
        let image = try #require(compilation.catalog.rules.first { $0.section == "setIndicatorImage(_:forPage:)" })
        #expect(image.statements[.english]?.symbols.first == "setIndicatorImage(_:forPage:)")
        #expect(!compilation.findings(.anchorMismatch).contains { $0.message.contains("currentPage") || $0.message.contains("setIndicatorImage") })
    }

    /// An aside of an API page ("Important: … must …") states requirements like the page's other
    /// prose, so a translation that reverses one is reported (`Fixtures/APIAside`).
    @Test func anAsidesRequirementsAreRulesAndAReversalIsReported() throws {
        let compilation = try GuidelineCompiler().compile(guidelines: TestPaths.fixtures.appendingPathComponent("APIAside"), previous: nil)
        let rule = try #require(compilation.catalog.rules.first { $0.statements[.english]?.text.hasPrefix("You must set the sourceView") == true })
        #expect(rule.kind == .apiRequirement)
        #expect(rule.statements["ko"]?.text == "sourceView는 설정하지 않아도 됩니다.")
        #expect(compilation.report.findings.contains { $0.rule == rule.id && $0.kind == .polarity })
        #expect(compilation.catalog.callouts.map(\.label).sorted() == ["Important", "중요"])
    }

    /// "Must not" in the register of reference pages, 〜てはなりません and 〜이/가 아니어야 합니다,
    /// is a requirement sentence that pairs with the English one as a prohibition, with no finding.
    @Test func japaneseAndKoreanMustNotOnAReferencePagePairAsProhibitions() throws {
        let compilation = CompileRun.compile([
            "p/reference.md": """
                # UIDatePicker

                ## Overview

                The style must not be `.wheels` when the mode is `.countDownTimer`.

                You must not subclass `UIDatePicker`.
                """,
            "p/reference.ja.md": """
                # UIDatePicker

                ## 概要

                モードが`.countDownTimer`のとき、スタイルは`.wheels`であってはなりません。

                `UIDatePicker`をサブクラス化してはなりません。
                """,
            "p/reference.ko.md": """
                # UIDatePicker

                ## 개요

                모드가 `.countDownTimer`일 때 스타일은 `.wheels`가 아니어야 합니다.

                `UIDatePicker`를 서브클래싱하면 안 됩니다.
                """,
        ])
        let rules = compilation.catalog.rules
        #expect(rules.count == 2)
        for rule in rules {
            #expect(rule.kind == .apiRequirement)
            for language: LanguageCode in [.english, "ja", "ko"] {
                let statement = try #require(rule.statements[language], "\(rule.id) has no \(language) statement")
                #expect(statement.modality == .prohibition && statement.negated, "\(statement.text)")
            }
        }
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }

    /// "Need not" frees the caller from a duty: as normative as "must" on a reference page.
    @Test(arguments: ["You need not retain the search controller yourself.", "You needn't call super.",
                      "You do not need to call this method."])
    func needNotIsARequirementSentence(_ sentence: String) {
        let english = LexiconSet.bundled.lexicon(.english)
        #expect(english.normative.match(LexiconText.normalise(sentence)) != nil)
    }

    /// "Do not" and "never" ask only where they open the sentence (after a leading clause); a
    /// sentence that merely holds them describes what the API does.
    @Test func aNegationThatDescribesBehaviourIsNoRequirement() throws {
        let page = """
            # UISegmentedControl

            ## Overview

            > Note: A configuration is a value type. Changes you make to a copy don't affect the control until you assign it back.

            ## Topics

            ### isMomentary

            If it is `true`, segments in the control do not show selected state after tracking ends.

            ### removeAllSegments()

            Do not call this method while the control tracks a touch. If you subclass the control, never override it.

            ## Declaration

            ```swift
            class UISegmentedControl
            ```
            """
        let rules = CompileRun.compile(["uisegmentedcontrol/reference.md": page]).catalog.rules
        #expect(rules.map { $0.statements[.english]!.text }
                == ["Do not call this method while the control tracks a touch.", "If you subclass the control, never override it."])
        #expect(rules.allSatisfy { $0.kind == .apiRequirement })
    }

    /// "Always …" asks as "must" does (and as 必ず and 반드시 do), opening the sentence or its main
    /// clause; "always" inside a description does not.
    @Test func alwaysOpeningASentenceOrItsMainClauseIsARequirement() throws {
        let page = """
            # UIScrollView

            ## Overview

            Always set the `contentSize` property; otherwise, the scroll view can't determine how far it can scroll. If you override `layoutSubviews()`, always call `super`. The system always calls this method on the main thread.

            ## Declaration

            ```swift
            class UIScrollView
            ```
            """
        let rules = CompileRun.compile(["uiscrollview/reference.md": page]).catalog.rules
        #expect(rules.map { $0.statements[.english]!.text } == [
            "Always set the contentSize property; otherwise, the scroll view can't determine how far it can scroll.",
            "If you override layoutSubviews(), always call super.",
        ])
        #expect(rules.allSatisfy { $0.kind == .apiRequirement })
    }

    /// "Always `nil` for …" describes a property's value, and "반드시 …은 아닙니다" / "必ずしも…とは
    /// 限りません" say "not necessarily": a normative word that asks for nothing is no requirement.
    @Test func aNormativeWordThatAsksForNothingIsNoRequirement() throws {
        let english = """
            # UIButton

            ## Topics

            ### title

            Always `nil` for buttons that display only an image. Always call `super` when you override `layoutSubviews()`.

            The frame generally, but not necessarily, coincides with the window's.

            You don't need to call `layoutIfNeeded()` yourself.
            """
        let korean = """
            # UIButton

            ## 주제

            ### title

            이미지만 표시하는 버튼에서는 항상 `nil`입니다. `layoutSubviews()`를 재정의할 때는 항상 `super`를 호출해야 합니다.

            프레임은 일반적으로 윈도우와 일치하지만 반드시 그런 것은 아닙니다.

            `layoutIfNeeded()`를 직접 호출할 필요는 없습니다.
            """
        let japanese = """
            # UIButton

            ## トピック

            ### title

            画像のみを表示するボタンでは常に`nil`です。`layoutSubviews()`をオーバーライドするときは、必ず`super`を呼び出してください。

            フレームは通常ウインドウと一致しますが、必ずしもそうとは限りません。

            `layoutIfNeeded()`を自分で呼び出す必要はありません。
            """
        let compilation = CompileRun.compile(["uibutton/reference.md": english, "uibutton/reference.ko.md": korean,
                                              "uibutton/reference.ja.md": japanese])
        let rules = compilation.catalog.rules
        #expect(rules.compactMap { $0.statements[.english]?.text } == [
            "Always call super when you override layoutSubviews().",
            "You don't need to call layoutIfNeeded() yourself.",
        ])
        #expect(rules.allSatisfy { $0.statements.count == 3 }, "\(rules.map(\.statements))")
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }

    /// An aside's label in bold, on its line or alone above its text, marks an aside whose
    /// requirements are rules, as a plain or GitHub-style label does; the aside stays a callout.
    @Test func anAsideWithABoldLabelStatesItsRequirements() throws {
        let english = """
            # UITextField

            ## Overview

            **Important:** You must not change the text field's `delegate` while it is the first responder.

            **Important**

            You must call `super` when overriding `layoutSubviews()`.
            """
        let korean = """
            # UITextField

            ## 개요

            **중요:** 텍스트 필드가 첫 번째 응답자인 동안에는 `delegate`를 변경해서는 안 됩니다.

            **중요**

            `layoutSubviews()`를 재정의할 때는 `super`를 호출해야 합니다.
            """
        let compilation = CompileRun.compile(["uitextfield/reference.md": english, "uitextfield/reference.ko.md": korean])
        let rules = compilation.catalog.rules
        #expect(rules.compactMap { $0.statements[.english]?.text } == [
            "You must not change the text field's delegate while it is the first responder.",
            "You must call super when overriding layoutSubviews().",
        ])
        #expect(rules.map { $0.statements[.english]?.source.line } == [5, 9])
        #expect(rules.allSatisfy { $0.statements["ko"] != nil && $0.kind == .apiRequirement })
        #expect(compilation.catalog.callouts.map(\.label).sorted() == ["Important", "Important", "중요", "중요"],
                "\(compilation.catalog.callouts.map(\.label))")
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }

    /// Reference pages list a type's cases as bold terms ("**never**: …"): the page is still a
    /// reference page, a term is no statement, and only a description that asks is a requirement.
    @Test func boldCaseNamesAreTermsOfAReferencePage() throws {
        let page = """
            # UITextField

            ## Declaration

            ```swift
            @MainActor class UITextField : UIControl
            ```

            ## Overview

            You must not change the text field's `delegate` while it is the first responder.

            ## Topics

            ### clearButtonMode

            - **never**: The overlay view never appears.
            - **always**: The overlay view always appears.
            - **whileEditing** — The overlay view appears while editing. You must set `clearButtonMode` before the view appears.
            """
        let rules = CompileRun.compile(["uitextfield/en.md": page]).catalog.rules
        #expect(rules.map(\.kind) == [.apiRequirement, .apiRequirement])
        #expect(rules.compactMap { $0.statements[.english]?.text } == [
            "You must not change the text field's delegate while it is the first responder.",
            "You must set clearButtonMode before the view appears.",
        ])
        #expect(rules.last?.statements[.english]?.source.line == 19)
    }

    /// "must have X" is rendered "X가 필요합니다" and "Xが必要です": requirements, paired with theirs.
    @Test func aNeededThingIsARequirementInKoreanAndJapanese() throws {
        let compilation = CompileRun.compile([
            "uicollectionview/reference.md": "# UICollectionView\n\n## Overview\n\nEvery collection view must have a data source object.\n",
            "uicollectionview/reference.ko.md": "# UICollectionView\n\n## 개요\n\n모든 컬렉션 뷰에는 데이터 소스 객체가 필요합니다.\n",
            "uicollectionview/reference.ja.md": "# UICollectionView\n\n## 概要\n\nすべてのコレクションビューにはデータソースオブジェクトが必要です。\n",
        ])
        let rule = try #require(compilation.catalog.rules.first)
        #expect(compilation.catalog.rules.count == 1)
        #expect(rule.statements.keys.sorted() == ["en", "ja", "ko"])
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }

    /// A member's own requirement takes the member's name; a requirement of the Overview that
    /// merely names the member gets the `-2`, wherever it stands on the page.
    @Test func aMembersOwnRequirementTakesItsNameFirst() throws {
        let page = """
            # NSUserActivity

            ## Overview

            > Important: The `userInfo` dictionary must contain only property list types.

            ## Topics

            ### userInfo

            The dictionary should not exceed 3 KB.

            ## Declaration

            ```swift
            class NSUserActivity
            ```
            """
        let rules = CompileRun.compile(["nsuseractivity/reference.md": page]).catalog.rules
        #expect(rules.first { $0.section == "userInfo" }?.id == "nsuseractivity/user-info")
        #expect(rules.first { $0.section == "Overview" }?.id == "nsuseractivity/user-info-2")
    }

    @Test func aClauseTheTranslationMovesIntoASentenceOfItsOwnKeepsItsSymbolsAndCode() throws {
        let compilation = try Self.compile()
        let rule = try Self.rule(in: compilation, section: "numberOfPages")
        let japanese = try #require(rule.statements["ja"])
        // The exception is named by the translation's next sentence, which explains the requirement.
        #expect(!japanese.text.contains("NSRangeException") && japanese.explanation.contains("NSRangeException"))
        #expect(japanese.symbols.contains("NSRangeException") && japanese.code.contains("NSRangeException"))
        #expect(!compilation.report.findings.contains { $0.kind == .anchorMismatch && $0.rule == rule.id })
    }

    /// A modal in a condition or time clause states no requirement: "…when it needs to display
    /// the view", "If the cell should appear selected, …". One in the main clause does, whatever
    /// clause follows it.
    @Test func aModalInAConditionStatesNoRequirement() {
        let compilation = CompileRun.compile([
            "uitableview/reference.md": "# UITableView\n\n## Overview\n\nThe system calls this method when it needs to display the view. "
                + "If the cell should appear selected, the table view highlights it. "
                + "If you need to customize the header, use a custom header view. "
                + "You must register a class before you call this method, because the table view needs it to create cells.\n",
        ])
        #expect(compilation.catalog.rules.compactMap { $0.statements[.english]?.text }
                == ["You must register a class before you call this method, because the table view needs it to create cells."])
    }

    /// A member's own subsections ("### Discussion" under "## prepareForReuse()") document it: the
    /// requirement is the member's, named after it, and pairs with the translation under the
    /// same member whatever its "### 논의" is called, in whatever order the members come.
    @Test func aRequirementUnderAMembersDiscussionIsTheMembers() throws {
        func member(_ name: String, _ subsection: String, _ sentence: String) -> String {
            "## \(name)\n\nDoes something.\n\n### \(subsection)\n\n\(sentence)\n\n"
        }
        let compilation = CompileRun.compile([
            "uitableviewcell/reference.md": "# UITableViewCell\n\n## Overview\n\nA cell shows a row.\n\n"
                + member("prepareForReuse()", "Discussion", "If you override this method, you must call the superclass implementation.")
                + member("setSelected(_:animated:)", "Discussion", "If you override this method, you must call the superclass implementation."),
            "uitableviewcell/reference.ko.md": "# UITableViewCell\n\n## 개요\n\n셀은 행을 보여 줍니다.\n\n"
                + member("setSelected(_:animated:)", "논의", "이 메서드를 재정의하는 경우 상위 클래스 구현을 호출해야 합니다.")
                + member("prepareForReuse()", "논의", "이 메서드를 재정의하는 경우 상위 클래스 구현을 호출하지 않아도 됩니다."),
        ])
        let rules = compilation.catalog.rules
        #expect(rules.map(\.id) == ["uitableviewcell/prepare-for-reuse", "uitableviewcell/set-selected-animated"])
        #expect(rules.map(\.section) == ["prepareForReuse()", "setSelected(_:animated:)"])
        #expect(rules.first?.statements["ko"]?.text.contains("않아도") == true)
        #expect(compilation.findings(.polarity).compactMap(\.rule) == ["uitableviewcell/prepare-for-reuse"])
    }

    /// Text pasted from rendered documentation loses its backticks: the same identifier written
    /// as plain text is the same code.
    @Test func codeWrittenWithoutBackticksIsTheSameCode() {
        let compilation = CompileRun.compile([
            "uitableview/page.md": "# UITableView\n\n**Adopt `UITableViewDataSource` to supply cells.** Call `dequeueReusableCell(withIdentifier:for:)` for each row.\n\n"
                + "> **셀을 제공하려면 UITableViewDataSource를 채택하세요.** 각 행마다 dequeueReusableCell(withIdentifier:for:)을 호출하세요.\n",
        ])
        #expect(!compilation.report.findings.contains { $0.kind == .anchorMismatch }, "\(compilation.report.findings.map(\.message))")
    }

    @Test func aTranslationThatLeavesOutARequirementsSymbolIsStillReported() throws {
        let compilation = try Self.compile()
        let rule = try Self.rule(in: compilation, section: "currentPage", english: "The value you assign")
        let findings = compilation.report.findings.filter { $0.kind == .anchorMismatch }
        #expect(findings.map(\.rule) == [rule.id])
        #expect(findings.first?.message == "API symbols missing: NSRangeException; code missing: NSRangeException")
    }

    @Test func anAPIRequirementsSymbolsAreThoseOfItsSentenceAndExplanationNotOfItsNeighbours() throws {
        let compilation = try Self.compile()
        // The member's second paragraph is a requirement of its own: its sentence's symbols stay its own.
        let first = try Self.rule(in: compilation, section: "currentPage", english: "The value you assign")
        let second = try Self.rule(in: compilation, section: "currentPage", english: "You should change")
        #expect(first.statements[.english]?.symbols == ["currentPage", "numberOfPages", "NSRangeException"], "the member first")
        #expect(second.statements[.english]?.symbols == ["currentPage"])
    }

    @Test func aLoneLowerCaseIdentifierInCodeOnAnAPIPageIsASymbolButALiteralIsNot() throws {
        let compilation = try Self.compile()
        let rule = try Self.rule(in: compilation, section: "direction")
        for language: LanguageCode in [.english, "ja"] {
            let statement = try #require(rule.statements[language])
            #expect(statement.code.contains("true"))
            #expect(statement.symbols == ["direction", "allowsContinuousInteraction"], "\(language)")
        }
        // On a guideline page a lone word in code stays code only.
        let guideline = CompileRun.compile(["steppers/page.md": "# Steppers\n\n**Set `value` to `true` to start.**\n"])
        #expect(guideline.catalog.rules.first?.primaryStatement.symbols == [])
    }

    // MARK: Ids

    @Test func apiRequirementIdsNameTheMemberTheirSectionDocuments() throws {
        let compilation = try Self.compile()
        let ids = compilation.catalog.rules.map { "\($0.section): \($0.id)" }
        #expect(ids == [
            // A section that documents no member: the symbols the sentence names.
            "Overview: uipagecontrol/update-current-page-display-current-page-defers-current-page-display",
            "numberOfPages: uipagecontrol/number-of-pages",
            // A member's further requirements are numbered in page order.
            "currentPage: uipagecontrol/current-page",
            "currentPage: uipagecontrol/current-page-2",
            "direction: uipagecontrol/direction",
            "setIndicatorImage(_:forPage:): uipagecontrol/set-indicator-image-for-page",
        ])
    }

    @Test func onlyAHeadingThatIsOneSymbolNamesAMember() throws {
        let members = APIMember(lexicons: .bundled)
        func member(_ section: String, kind: RuleKind = .apiRequirement) -> String? {
            let statement = GuidelineStatement(language: .english, text: "You must do it.", marked: false, origin: .inferred,
                                               confidence: 1, explanation: "", section: section, headingPath: [section],
                                               links: [], code: [], tables: [], symbols: [], numbers: [], modality: .requirement,
                                               negated: false, source: SourceLocation(file: "p/reference.md", line: 1))
            return members.member(of: GuidelineRule(page: "p", section: section, headingPath: [section], kind: kind,
                                                    statements: [.english: statement]))
        }
        #expect(member("value") == "value")
        #expect(member("setIncrementImage(_:for:)") == "setIncrementImage(_:for:)")
        #expect(member("UIStepper") == "UIStepper")
        #expect(member("Overview") == nil)
        #expect(member("Configuring the stepper") == nil)
        #expect(member("true") == nil)
        #expect(member("概要") == nil)
        #expect(member("value", kind: .guideline) == nil)
        // Declarations as Topics sections list members, and nested types spelled out.
        #expect(member("func viewDidLoad()") == "viewDidLoad()")
        #expect(member("var preferredContentSize: CGSize") == "preferredContentSize")
        #expect(member("@MainActor class func layerClass() -> AnyClass") == "layerClass()")
        #expect(member("func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell")
                == "tableView(_:cellForRowAt:)")
        #expect(member("init(frame: CGRect)") == "init(frame:)")
        #expect(member("UIButton.Configuration.CornerStyle") == "UIButton.Configuration.CornerStyle")
        #expect(member("Managing the view") == nil)
    }

    @Test func anAPIRequirementRewrittenBeyondRecognitionKeepsItsMembersId() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines")
        try FileManager.default.copyItem(at: Self.root, to: guidelines)
        let output = scratch.appendingPathComponent("Generated")
        let before = try CompileRun.compile(guidelines, into: output)
        let old = try Self.rule(in: before, section: "direction")
        let image = try Self.rule(in: before, section: "setIndicatorImage(_:forPage:)")

        // The member's paragraph is rewritten in both languages: no sentence, word or translation survives.
        let english = guidelines.appendingPathComponent("uipagecontrol/reference.md")
        try CompileRun.edit(english, replacing: "The layout direction of the dots. You should set `direction` before the control appears, and leave `allowsContinuousInteraction` set to `true`.",
                            with: "Which way indicators run. Once onscreen, changing `direction` might animate oddly, so you must configure it earlier.")
        let japanese = guidelines.appendingPathComponent("uipagecontrol/reference.ja.md")
        try CompileRun.edit(japanese, replacing: "ドットを並べる方向です。`direction`はコントロールが表示される前に設定し、`allowsContinuousInteraction`は`true`のままにしておくべきです。",
                            with: "インジケータの向き。画面に出た後で`direction`を変えるとアニメーションが乱れるので、先に決めておく必要があります。")
        // Another member gains a requirement: a new rule, numbered after the one it had.
        try CompileRun.edit(english, replacing: "Sets the image of the indicator for the page at an index.",
                            with: "Sets the image of the indicator for the page at an index. The index must be less than `numberOfPages`.")
        let after = try CompileRun.compile(guidelines, into: output)

        let rewritten = try Self.rule(in: after, section: "direction")
        #expect(RuleMatcher().similarity(rewritten, old) < RuleMatcher.similarityThreshold, "the wording alone no longer matches")
        #expect(rewritten.id == old.id)
        #expect(after.changelog.entries.contains { $0.kind == .reworded && $0.id == old.id && $0.language == .english })
        #expect(try Self.rule(in: after, section: image.section, english: "The image must").id == image.id)
        #expect(try Self.rule(in: after, section: image.section, english: "The index must").id == image.id + "-2")
    }

    @Test func aMembersOnlyRequirementKeepsItsIdWhateverItsWording() throws {
        func rule(_ id: String, _ text: String, section: String) -> GuidelineRule {
            let statement = GuidelineStatement(language: .english, text: text, marked: false, origin: .inferred,
                                               confidence: 0.8, explanation: "", section: section, headingPath: ["T", section],
                                               links: [], code: [], tables: [], symbols: [], numbers: [], modality: .requirement,
                                               negated: false, source: SourceLocation(file: "t/reference.md", line: 1))
            return GuidelineRule(id: id, page: "t", section: section, headingPath: ["T", section], kind: .apiRequirement,
                                 statements: [.english: statement])
        }
        let previous = [rule("t/first-id", "The delegate must outlive the control.", section: "delegate"),
                        rule("t/other", "You must set it once.", section: "Overview")]
        let current = [rule("", "Keep a strong reference elsewhere; the control holds it weakly.", section: "delegate"),
                       rule("", "Never assign twice under any circumstances whatsoever.", section: "Overview")]
        let matched = RuleMatcher(lexicons: .bundled).match(current: current, previous: previous)
        #expect(matched[0] == "t/first-id")
        // A section that documents no member says nothing about which requirement is which.
        #expect(matched[1] == nil)
    }
}

/// An explanation's paragraphs are joined as their language joins sentences.
@Suite struct ParagraphJoinTests {
    @Test(arguments: [
        (["スライダの最小値。", "デフォルト値は０．０です。"], "スライダの最小値。デフォルト値は０．０です。"),
        (["「戻る」を押します。」", "次へ。"], "「戻る」を押します。」次へ。"),
        (["슬라이더의 최솟값입니다.", "기본값은 0.0입니다."], "슬라이더의 최솟값입니다. 기본값은 0.0입니다."),
        (["The minimum value.", "The default is 0.0."], "The minimum value. The default is 0.0."),
        (["設定します。", "`value` も更新します。"], "設定します。 `value` も更新します。"),
        (["Only one."], "Only one."),
    ] as [([String], String)])
    func paragraphsJoinAsTheirLanguage(_ parts: [String], _ joined: String) {
        #expect(ParagraphJoin.joined(parts) == joined)
    }
}
