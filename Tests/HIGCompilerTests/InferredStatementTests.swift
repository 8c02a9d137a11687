import Foundation
@testable import HIGCompiler
import Testing

/// Pages that lost their bold still yield their guidelines, marked as inferred.
@Suite struct InferredStatementTests {
    struct Gold: Decodable {
        struct Statement: Decodable { var text: String; var file: String; var line: Int; var marked: Bool }
        struct Revision: Decodable { var en: Statement; var ko: Statement }
        struct Rule: Decodable { var key: String; var revision2022: Revision? }
        struct APIReference: Decodable {
            var must_extract: [String]
            var may_extract: [String]
            var must_not_extract: [String]
        }
        var rules: [Rule]
        var api_reference: APIReference
    }

    static func gold() throws -> Gold? {
        guard TestPaths.hasShared else { return nil }
        return try JSONDecoder().decode(Gold.self, from: Data(contentsOf: TestPaths.gold))
    }

    static func revisionPage() throws -> Compilation {
        let text = try String(contentsOf: TestPaths.fixtures.appendingPathComponent("revision2022/navigation-bars/page.md"), encoding: .utf8)
        return CompileRun.compile(["navigation-bars/page.md": text])
    }

    /// One bold lead left in an export that lost the rest does not stop the plain guidelines
    /// around it from being read; two bold leads among two plain paragraphs mark the file's style.
    @Test func aStrayBoldLeadInABoldlessExportKeepsTheOthers() {
        let plain = ["Display placeholder text that describes what people can search for.", "Start search immediately when a person types.",
                     "Show suggested search terms before search begins.", "Simplify search results.",
                     "Place the search field at the top of the list it filters."]
        func page(_ bold: Int) -> String {
            "# Search fields\n\n## Best practices\n\n" + plain.enumerated().map { index, sentence in
                (index < bold ? "**\(sentence)**" : sentence) + " People find things faster that way.\n\n"
            }.joined()
        }
        let stray = CompileRun.compile(["search-fields/page.md": page(1)]).catalog.rules.compactMap { $0.statements[.english] }
        #expect(stray.count == plain.count)
        #expect(stray.filter(\.marked).count == 1)
        let styled = CompileRun.compile(["search-fields/page.md": page(3)]).catalog.rules.compactMap { $0.statements[.english] }
        #expect(styled.count == 3 && styled.allSatisfy(\.marked))
    }

    /// A request without bold that introduces a table with a colon ("…使用してください：") is a
    /// statement, as its bold English ("Use these sizes …:") is.
    @Test func aRequestEndingInAColonBeforeATableIsAStatement() {
        let table = "\n\n| iOS | 1024x1024 px |\n| --- | --- |\n| macOS | 1024x1024 px |\n\n"
        let compilation = CompileRun.compile([
            "icons/page.md": "# App icons\n\n**Use these sizes when you supply icons yourself:**" + table + "**Keep the background simple.** A busy background distracts.\n",
            "icons/ja.md": "# アプリアイコン\n\nアイコンを自分で用意する場合は、次のサイズを使用してください：" + table + "背景はシンプルにしてください。にぎやかな背景は気が散ります。\n",
        ])
        let japanese = compilation.catalog.rules.compactMap { $0.statements["ja"]?.text }
        #expect(japanese == ["アイコンを自分で用意する場合は、次のサイズを使用してください。", "背景はシンプルにしてください。"])
        #expect(compilation.findings(.missing).isEmpty)
    }

    @Test func aBlogExportYieldsItsGuidelinesAsInferredPairs() throws {
        let compilation = try Self.revisionPage()
        let english = compilation.catalog.rules.compactMap { $0.statements[.english] }
        let korean = compilation.catalog.rules.compactMap { $0.statements["ko"] }
        #expect(english.allSatisfy { !$0.marked && $0.origin == .inferred && $0.confidence < 1 })
        #expect(korean.allSatisfy { !$0.marked })
        // Nine guidelines; the optional "If you create a custom glyph…" may make ten.
        #expect((9...10).contains(english.count))
        #expect(compilation.catalog.rules.allSatisfy { $0.statements[.english] != nil }, "every Korean statement pairs with its English")

        guard let gold = try Self.gold() else { return TestPaths.noteSkipped("gold revision2022 comparison") }
        for revision in gold.rules.compactMap(\.revision2022) {
            let rule = try #require(compilation.catalog.rules.first { LexiconText.normalise($0.statements[.english]?.text ?? "") == LexiconText.normalise(revision.en.text) },
                                    "missing English: \(revision.en.text)")
            #expect(rule.statements[.english]!.source.line == revision.en.line)
            let korean = try #require(rule.statements["ko"], "no Korean for \(revision.en.text)")
            #expect(LexiconText.normalise(korean.text) == LexiconText.normalise(revision.ko.text))
            #expect(korean.source.line == revision.ko.line)
        }
    }

    @Test func captionsCrossReferencesAndFootersAreNeverStatements() throws {
        let compilation = try Self.revisionPage()
        let texts = compilation.catalog.rules.flatMap { $0.statements.values.map(\.text) }
        for text in texts {
            #expect(!text.hasPrefix("For developer guidance"))
            #expect(!text.contains("참조하십시오"))
            #expect(!text.contains("카테고리의 다른 글"))
            #expect(!text.hasPrefix("Standard title") && !text.hasPrefix("Large title") && !text.contains("24x24"), "caption or table debris: \(text)")
        }
    }

    /// Platform sections copied from a browser state their rules after a setting or a condition
    /// ("In macOS, use …", "When space is limited, use …"): each is still a guideline, paired
    /// with the bold translation, while a description after such a setting stays prose.
    @Test func anImperativeAfterALeadingSettingOrConditionIsInferred() {
        let english = """
        # Switches

        ## Platform considerations

        In macOS, use a checkbox in a list of several independent options. A checkbox takes less room.

        On Apple Watch, keep switch labels short. Long labels wrap.

        When space is limited, use a mini switch. It is about two-thirds the size.

        In iOS, a switch appears at the trailing edge of a row. People recognize it.

        """
        let japanese = """
        # スイッチ

        ## プラットフォームごとの考慮事項

        **macOSでは、複数の独立したオプションのリストにチェックボックスを使ってください。** チェックボックスは場所を取りません。

        **Apple Watchでは、スイッチのラベルを短くしてください。** 長いラベルは折り返されます。

        **スペースが限られている場合は、ミニスイッチを使ってください。** 約３分の２の大きさです。

        """
        let compilation = CompileRun.compile(["switches/page.md": english, "switches/ja.md": japanese])
        #expect(compilation.catalog.rules.map { $0.statements[.english]?.text } == [
            "In macOS, use a checkbox in a list of several independent options.",
            "On Apple Watch, keep switch labels short.",
            "When space is limited, use a mini switch.",
        ])
        #expect(compilation.catalog.rules.allSatisfy { $0.statements["ja"] != nil })
        #expect(compilation.report.findings.filter { $0.kind != .unmarked }.isEmpty, "\(compilation.report.findings)")
    }

    /// Words that mark a cross-reference or blog chatter only in their place: a guideline may
    /// speak of "your app" (여러분의 앱), of comments (댓글 입력란), of details (詳細は) or open
    /// with an example (たとえば) and still be one; "자세한 내용은 …를 참조하세요", "댓글로 알려
    /// 주세요" and "詳しくは…をご覧ください" are not.
    @Test func guidelinesThatMentionCommentsDetailsOrExamplesAreStillInferred() {
        let korean = CompileRun.compile(["ko/ko.md": """
            # 홈 인디케이터

            여러분의 앱에서는 시스템이 홈 인디케이터를 자동으로 숨기도록 하세요. 몰입형 화면에 알맞습니다.

            댓글 입력란은 키보드 위에 두세요. 입력하는 동안 보여야 합니다.

            자세한 내용은 개발자 문서를 참조하세요.

            오역이 있다면 댓글로 알려 주세요.

            """])
        #expect(korean.catalog.rules.compactMap { $0.statements["ko"]?.text } == [
            "여러분의 앱에서는 시스템이 홈 인디케이터를 자동으로 숨기도록 하세요.", "댓글 입력란은 키보드 위에 두세요.",
        ])
        let japanese = CompileRun.compile(["ja/ja.md": """
            # キャプション

            詳細は展開したビューに表示してください。概要だけでは足りないことがあります。

            たとえば字幕のような短いテキストでも、各キャプションは少なくとも１．５秒は画面に表示してください。

            詳しくは開発者向けドキュメントをご覧ください。

            """])
        #expect(japanese.catalog.rules.compactMap { $0.statements["ja"]?.text } == [
            "詳細は展開したビューに表示してください。", "たとえば字幕のような短いテキストでも、各キャプションは少なくとも１．５秒は画面に表示してください。",
        ])
    }

    /// A page copied from a browser ends with its furniture: "Resources", "Related", "Change log"
    /// with dated changes run on below it. None of it is a guideline, whether the headings kept
    /// their markup or became plain lines, nor is a real `## Change log` section.
    @Test func aPagesChangeLogAndResourcesAreNoGuidelines() {
        let copied = """
        # App Clip Codes

        Best practices

        Display codes where they're easy to scan. Place the code at a comfortable height.

        Don't modify the code design. Changing its colors makes it harder to recognize.

        Resources

        Related
        App Clips

        Change log
        June 5, 2023\tUpdated guidance for printed codes.
        September 14, 2021\tNew page.

        """
        let marked = """
        # App Clip Codes

        ## Best practices

        **Display codes where they're easy to scan.** Place the code at a comfortable height.

        ## Change log

        **June 5, 2023.** Updated guidance for printed codes.

        """
        for page in [copied, marked] {
            let compilation = CompileRun.compile(["app-clip-codes/page.md": page])
            let statements = compilation.catalog.rules.compactMap { $0.statements[.english]?.text }
            #expect(statements.allSatisfy { !$0.contains("2023") && !$0.contains("2021") }, "\(statements)")
            #expect(statements.first == "Display codes where they're easy to scan.")
        }
        let japanese = CompileRun.compile(["p/ja.md": "# コード\n\n## 変更履歴\n\n2023年6月5日：印刷されたコードのガイダンスを更新してください。\n"])
        #expect(japanese.catalog.rules.isEmpty)
    }

    /// A blog export's calls to action (read on, subscribe, follow, share, the previous post) in
    /// each language, and its table of contents of in-page links: no guideline, nor part of the
    /// explanation before them.
    @Test func blogCallsToActionAndTablesOfContentsAreNoGuidelines() {
        let english = """
            # Refresh

            - [Overview](#overview)
              - [Perform automatic content updates](#guidelines)

            ## Guidelines

            Perform automatic content updates. People expect current content.

            Continue reading →

            Subscribe to my newsletter to get the next summary by email.

            Follow me on Twitter for more design notes.

            Check out the previous post in this series: Pickers.

            Share: Twitter · Facebook · Hatena
            """
        let japanese = """
            # 更新

            コンテンツは自動で更新しましょう。ユーザーは最新の内容を期待しています。

            続きを読む

            Twitterもぜひフォローしてください。
            """
        let korean = """
            # 새로 고침

            콘텐츠는 자동으로 업데이트하세요. 사람들은 최신 콘텐츠를 기대합니다.

            뉴스레터를 구독해 주세요.

            트위터도 팔로우해 주세요.
            """
        let compilation = CompileRun.compile(["refresh/index.md": english, "refresh/ja.md": japanese, "refresh/ko.md": korean])
        let rules = compilation.catalog.rules
        #expect(rules.map { $0.statements[.english]?.text } == ["Perform automatic content updates."])
        #expect(rules.first?.statements[.english]?.explanation == "People expect current content.")
        #expect(rules.first?.statements["ja"]?.explanation == "ユーザーは最新の内容を期待しています。")
        #expect(rules.first?.statements["ko"]?.explanation == "사람들은 최신 콘텐츠를 기대합니다.")
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }

    /// A blog translation's asides: a caption pointing up at a picture ("▲ …"), a series intro,
    /// a sign-off asking for corrections, a long thank-you footer: none is a guideline, nor part
    /// of the explanation before it.
    @Test func blogCaptionsIntrosAndSignOffsAreNoGuidelines() {
        let compilation = CompileRun.compile([
            "lock-screen/page.md": """
                # Lock Screen

                **Keep widgets glanceable.** People look at them briefly.

                **Update widgets sparingly.** Frequent updates drain the battery.
                """,
            "lock-screen/ko.md": """
                # 잠금 화면

                HIG 시리즈를 처음 보신다면 이전 글부터 읽어 보세요.

                위젯은 한눈에 볼 수 있게 유지하세요. 사람들은 위젯을 잠깐만 봅니다.

                ▲ iPhone 15 Pro의 잠금 화면 위젯 예시

                위젯은 가끔만 업데이트하세요. 잦은 업데이트는 배터리를 소모합니다.

                오역이나 잘못된 부분이 있다면 편하게 알려 주세요.

                오늘도 읽어 주셔서 감사합니다 😊 오역이나 틀린 부분은 댓글로 알려 주세요!
                """,
        ])
        #expect(compilation.catalog.rules.map { $0.statements["ko"]?.text } == ["위젯은 한눈에 볼 수 있게 유지하세요.", "위젯은 가끔만 업데이트하세요."])
        #expect(compilation.catalog.rules.map { $0.statements["ko"]?.explanation } == ["사람들은 위젯을 잠깐만 봅니다.", "잦은 업데이트는 배터리를 소모합니다."])
        #expect(compilation.report.findings.allSatisfy { $0.kind == .unmarked }, "\(compilation.report.findings.map(\.message))")
    }

    /// A blog translation that shows each English original (in a quote) before its translation:
    /// the originals quote the source, so each rule pairs with its own translation (unbolded:
    /// `unmarked`), and the number changed in one of them is reported on its own rule.
    @Test func englishOriginalsShownBeforeEachTranslationAreNoStatementsOfTheTranslation() {
        let english = """
        # Audio

        **Duck other audio only while you play short spoken content.** Restore it within 1 second.

        **Don't duck audio for sound effects.** Frequent volume changes distract.

        **Respect the silent mode switch.** Play only audio people start.
        """
        let japanese = """
        # オーディオ

        > **Duck other audio only while you play short spoken content.**

        短い音声を再生している間だけ、他のオーディオをダッキングしてください。３秒以内に元に戻します。

        > **Don't duck audio for sound effects.**

        効果音のためにオーディオをダッキングしないでください。頻繁な音量変化は気が散ります。
        """
        let compilation = CompileRun.compile(["audio/page.md": english, "audio/ja.md": japanese])
        let texts = compilation.catalog.rules.map { $0.statements["ja"]?.text }
        #expect(texts == ["短い音声を再生している間だけ、他のオーディオをダッキングしてください。", "効果音のためにオーディオをダッキングしないでください。", nil])
        let kinds = compilation.report.findings.map { "\($0.kind.rawValue) \($0.rule ?? "")" }.sorted()
        #expect(kinds == ["anchor-mismatch audio/duck-audio-only-while-play-short-spoken", "missing audio/respect-silent-mode-switch",
                          "unmarked audio/duck-audio-only-while-play-short-spoken"])
    }

    @Test func englishBoldWithUnboldedTranslationStaysOneRule() {
        let compilation = CompileRun.compile(["bars/page.md": """
        # Bars

        **Keep bar titles short.** Long titles truncate.

        > 바 제목은 짧게 유지하세요. 긴 제목은 잘립니다.

        **Avoid placing two bars together.** It crowds the screen.

        > **두 바를 함께 배치하지 마세요.** 화면이 복잡해집니다.
        """])
        #expect(compilation.catalog.rules.count == 2)
        #expect(compilation.findings(.unmarked).count == 1)
        #expect(compilation.catalog.rules.allSatisfy { $0.statements.count == 2 })
    }

    @Test func apiReferenceNormativeSentencesBecomeRequirementsWithSymbols() throws {
        guard let gold = try Self.gold() else { return TestPaths.noteSkipped("gold api_reference comparison") }
        let compilation = try GuidelineCompiler().compile(guidelines: TestPaths.guidelines, previous: nil)
        let requirements = compilation.catalog.rules.filter { $0.kind == .apiRequirement }
        let texts = Set(requirements.flatMap { $0.statements.values.map { LexiconText.normalise($0.text) } })
        for sentence in gold.api_reference.must_extract {
            #expect(texts.contains(LexiconText.normalise(sentence)), "not extracted: \(sentence)")
        }
        for sentence in gold.api_reference.must_not_extract {
            #expect(!texts.contains(LexiconText.normalise(sentence)), "wrongly extracted: \(sentence)")
        }
        // Each requirement carries the API symbols its sentence names.
        for rule in requirements {
            let statement = rule.primaryStatement
            let named = SymbolExtractor(notSymbols: LexiconSet.bundled.notSymbols).symbols(inText: statement.text)
            #expect(Set(named).isSubset(of: Set(statement.symbols)), "\(statement.text): \(statement.symbols)")
        }
        let allowed = Set((gold.api_reference.must_extract + gold.api_reference.may_extract).map { LexiconText.normalise($0) })
        let unexpected = texts.subtracting(allowed)
        print("api-requirement rules: \(requirements.count), beyond must/may lists: \(unexpected.count)")
        #expect(unexpected.count <= requirements.count / 3, "too many unlisted requirements: \(unexpected.sorted())")
    }

    @Test func apiRequirementNamesFrameBoundsAndAlphaThroughTheGlossary() throws {
        let glossary = try Glossary.parse("terms:\n  - en: frame\n    ko: [프레임]\n    symbol: frame\n", file: "glossary.yml")
        let compilation = CompileRun.compile(["view/reference.ko.md": "Overview\n\n뷰의 프레임을 직접 수정하지는 않아야 합니다. 다른 문장입니다.\n"], glossary: glossary)
        let rule = try #require(compilation.catalog.rules.first)
        #expect(rule.kind == .apiRequirement)
        #expect(rule.primaryStatement.symbols == ["frame"])
        #expect(rule.primaryStatement.text == "뷰의 프레임을 직접 수정하지는 않아야 합니다.")
    }

    @Test func mustWordsMakeJapaneseAndKoreanAPISentencesRequirements() throws {
        let compilation = CompileRun.compile([
            "view/reference.ja.md": "Overview\n\nこのメソッドは必ずメインスレッドから呼び出してください。詳細はドキュメントを参照してください。\n",
            "cell/reference.ko.md": "Overview\n\n이 메서드는 반드시 메인 스레드에서 호출하세요. 자세한 내용은 문서를 참고하세요.\n",
        ])
        let texts = compilation.catalog.rules.filter { $0.kind == .apiRequirement }.map(\.primaryStatement.text).sorted()
        #expect(texts == ["このメソッドは必ずメインスレッドから呼び出してください。", "이 메서드는 반드시 메인 스레드에서 호출하세요."])
    }

    @Test func documentationSectionMarkersMakeAPageAnAPIReference() throws {
        let page = "# UITabBar\n\nA control that displays one or more buttons in a tab bar.\n\n## Declaration\n\n"
            + "```swift\nclass UITabBar : UIView\n```\n\n## Overview\n\nYou must not change the `delegate` of a tab bar that a tab bar controller manages.\n"
        let compilation = CompileRun.compile(["tab-bar-api/page.md": page])
        #expect(compilation.pageKinds["tab-bar-api"] == .apiReference)
        #expect(compilation.catalog.rules.map(\.kind) == [.apiRequirement])
        // One marker is not enough: a guideline page may have an "Overview" section.
        let guideline = CompileRun.compile(["tabs/page.md": "# Tabs\n\n## Overview\n\nYou must not hide tabs.\n"])
        #expect(guideline.pageKinds["tabs"] == .guideline)
    }

    @Test func translatedDocumentationSectionMarkersMakeAPageAnAPIReference() throws {
        let japanese = "# UIDatePicker\n\n## 宣言\n\n```swift\nclass UIDatePicker : UIControl\n```\n\n## 概要\n\n"
            + "`minimumDate`は`maximumDate`より前の日付でなければなりません。\n"
        let korean = "# UIStepper\n\n## 선언\n\n```swift\nclass UIStepper : UIControl\n```\n\n## 개요\n\n"
            + "`stepValue`는 0보다 커야 합니다.\n"
        let compilation = CompileRun.compile(["date-picker/ja.md": japanese, "stepper/ko.md": korean])
        #expect(compilation.pageKinds["date-picker"] == .apiReference)
        #expect(compilation.pageKinds["stepper"] == .apiReference)
        #expect(compilation.catalog.rules.map(\.kind) == [.apiRequirement, .apiRequirement])
    }

    @Test func aTranslationThatWaivesARequirementIsPairedAndReportedAsAFlip() throws {
        // "need not" is as normative as "must": the translated requirement is kept, and flips.
        let compilation = CompileRun.compile([
            "sheets/reference.md": "Overview\n\nYou should set `prefersGrabberVisible` to `true` when the sheet has two detents.\n",
            "sheets/reference.ja.md": "Overview\n\nシートに2つのディテントがある場合、`prefersGrabberVisible`を`true`に設定する必要はありません。\n",
            "sheets/reference.ko.md": "Overview\n\n시트에 디텐트가 두 개 있으면 `prefersGrabberVisible`을 `true`로 설정할 필요는 없습니다.\n",
        ])
        let rule = try #require(compilation.catalog.rules.first)
        #expect(compilation.catalog.rules.count == 1 && rule.statements.count == 3)
        #expect(rule.statements["ja"]?.negated == true && rule.statements["ko"]?.negated == true)
        let flips = compilation.report.findings.filter { $0.kind == .polarity }.map(\.language).sorted()
        #expect(flips == ["ja", "ko"])
    }

    @Test func aTranslatedReferencePageIsPairedWithTheEnglishOne() throws {
        let compilation = CompileRun.compile([
            "sheets/reference.md": "Overview\n\nYou must call `animateChanges(_:)` after you change `selectedDetentIdentifier`. "
                + "Apps should wait 0.35 seconds before they dismiss the sheet.\n",
            "sheets/reference.ko.md": "Overview\n\n`selectedDetentIdentifier`를 변경한 후 `animateChanges(_:)`를 호출해야 합니다. "
                + "앱은 시트를 닫기 전에 0.5초를 기다려야 합니다.\n",
        ])
        let rules = compilation.catalog.rules
        #expect(rules.count == 2 && rules.allSatisfy { $0.kind == .apiRequirement && $0.statements.count == 2 })
        #expect(rules.first?.id == "sheets/animate-changes-selected-detent-identifier", "the English rule keeps the base id")
        let findings = compilation.report.findings.map { "\($0.kind.rawValue): \($0.message)" }
        #expect(findings == ["anchor-mismatch: numbers missing: 0.35; numbers added: 0.5"])
    }

    /// The jum0 corpus with its bold removed: how many bold statements come back, and how much else.
    @Test func strippedCorpusRecoversItsBoldStatements() throws {
        guard TestPaths.hasCorpus else { return TestPaths.noteSkipped("stripped-bold corpus recovery") }
        let pages = FileManager.default.enumerator(atPath: TestPaths.corpus.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".md") && $0.contains("/") }.sorted()
        #expect(pages.count == 46)
        var boldTotal = 0, recovered = 0, inferredTotal = 0, falseStatements = 0
        var misses: [String] = [], extras: [String] = []
        for page in pages {
            let text = try String(contentsOf: TestPaths.corpus.appendingPathComponent(page), encoding: .utf8)
            let path = page.replacingOccurrences(of: " ", with: "-")
            // The statements of the page as published: bold ones and their (sometimes unbolded) translations.
            let bold = CompileRun.compile([path: text]).catalog.rules.flatMap { $0.statements.values }
            let stripped = CompileRun.compile([path: text.replacingOccurrences(of: "**", with: "")])
            let inferred = stripped.catalog.rules.flatMap { $0.statements.values }
            let boldTexts = Set(bold.map { LexiconText.normalise($0.text) })
            let inferredTexts = Set(inferred.map { LexiconText.normalise($0.text) })
            boldTotal += boldTexts.count
            inferredTotal += inferredTexts.count
            for text in boldTexts {
                if inferredTexts.contains(text) { recovered += 1 } else { misses.append("\(page): \(text)") }
            }
            for text in inferredTexts where !boldTexts.contains(text) {
                falseStatements += 1
                extras.append("\(page): \(text)")
            }
        }
        let recall = Double(recovered) / Double(max(1, boldTotal))
        let falseRate = Double(falseStatements) / Double(max(1, inferredTotal))
        print("stripped-bold corpus: \(recovered)/\(boldTotal) bold statements recovered (\(String(format: "%.1f", recall * 100)) %), \(falseStatements)/\(inferredTotal) inferred statements false (\(String(format: "%.1f", falseRate * 100)) %)")
        for miss in misses.prefix(200) { print("  missed: \(miss)") }
        for extra in extras.prefix(200) { print("  extra: \(extra)") }
        #expect(boldTotal > 300)
        #expect(recall >= 0.95)
        // "False" counts every inferred statement the page did not bold, also imperatives after a
        // leading setting that read as guidelines but were left plain there ("For SF, use Text …").
        #expect(falseRate <= 0.055)
    }

    /// A sentence that introduces what follows ("keep the following principles in mind") asks for
    /// nothing of its own, in any language: the English is no rule, nor is its translation.
    @Test(arguments: [
        ("ko", "영향과 그 도달 범위를 극대화하기 위해서, 다음 원칙들을 염두에 두면서 앱의 정체성에 대해 상상하세요."),
        ("ja", "アプリのアイデンティティを考えるときは、次の原則を念頭に置いてください。"),
        ("en", "To maximize impact and reach, keep the following principles in mind as you imagine your app's identity."),
    ])
    func anIntroductionToWhatFollowsIsNoStatement(_ language: String, _ sentence: String) {
        #expect(LexiconSet.bundled.lexicon(language).nonStatement.matches(normalising: sentence), "\(sentence)")
    }

    /// A blog export whose guidelines are headings in one section ("### 1. …하세요") and plain
    /// paragraphs in another: the paragraphs under a heading statement explain it, the others
    /// are statements of their own.
    @Test func paragraphsOutsideHeadingStatementsAreInferred() {
        let english = "# Charts\n\n## Best practices\n\n**Keep a chart simple.** Every element should mean something.\n\n"
            + "**Make every chart accessible.** Provide an audio graph.\n\n## Axes\n\n**Label axes clearly.** Use units.\n\n"
            + "**Start the y-axis at zero for bar charts.** Other baselines exaggerate differences.\n"
        let korean = "# 차트\n\n## 모범 사례\n\n### 1. 차트는 단순하게 유지하세요\n\n모든 요소는 의미를 전달해야 합니다.\n\n"
            + "### 2. 모든 차트를 접근 가능하게 만드세요\n\n오디오 그래프를 제공하세요.\n\n## 축\n\n축의 레이블을 명확하게 지정하세요. 단위를 사용하세요.\n\n"
            + "막대 차트의 y축은 0에서 시작해야 합니다. 다른 기준선은 차이를 과장합니다.\n"
        let compilation = CompileRun.compile(["charts/page.md": english, "charts/ko.md": korean])
        let paired = compilation.catalog.rules.compactMap { $0.statements["ko"]?.text }
        #expect(paired.count == 4, "\(paired)")
        #expect(compilation.findings(.missing).isEmpty && compilation.findings(.extra).isEmpty,
                "\(compilation.report.findings.map(\.message))")
    }
}
