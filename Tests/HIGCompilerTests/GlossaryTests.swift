import Foundation
@testable import HIGCompiler
import Testing

/// A glossary entry names its English term and, per language code, a term or a list of terms.
@Suite struct GlossaryTests {
    @Test func termsVariantsAndSymbolsAreRead() throws {
        let glossary = try Glossary.parse("""
            terms:
              - en: toolbar
                ko: 툴바
                ja: [ツールバー, ツール バー]
                variants: { ko: 도구 막대 }
                symbol: UIToolbar
            """, file: "glossary.yml")
        let term = try #require(glossary.terms.first)
        #expect(term.translations == ["ko": ["툴바"], "ja": ["ツールバー", "ツール バー"]])
        #expect(term.variants == ["ko": ["도구 막대"]] && term.symbol == "UIToolbar")
    }

    /// A terminology finding points at the entry it applies, not at the top of the file.
    @Test func entriesKnowTheirLineAndFindingsPointThere() throws {
        let text = """
            # Team glossary
            terms:
              - en: toolbar
                ko: [툴바]
              - en: keyboard
                ko: [키보드]
                variants: { ko: [자판] }
            """
        #expect(try Glossary.parse(text, file: "glossary.yml").terms.map(\.line) == [3, 5])
        let root = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("keyboards"), withIntermediateDirectories: true)
        try text.write(to: root.appendingPathComponent("glossary.yml"), atomically: true, encoding: .utf8)
        try "**Show the keyboard when a field is focused.** People expect it.\n\n> **필드에 초점이 있으면 자판을 표시하세요.** 사람들은 이를 기대합니다.\n"
            .write(to: root.appendingPathComponent("keyboards/page.md"), atomically: true, encoding: .utf8)
        let compilation = try GuidelineCompiler().compile(guidelines: root, previous: nil)
        let finding = try #require(compilation.report.findings.first { $0.kind == .terminology })
        #expect(finding.related == [SourceLocation(file: "glossary.yml", line: 5)])
    }

    @Test(arguments: [
        "terms:\n  - en: tab bar\n    translations: { ko: 탭 막대 }\n",
        "terms:\n  - en: tab bar\n    ko: []\n",
        "terms:\n  - en: tab bar\n    Korean: 탭 바\n",
        "terms:\n  - en: tab bar\n    variants: 탭 막대\n",
        "terms:\n  - en: tab bar\n    variants: { korean: 탭 막대 }\n",
    ])
    func anEntryWithoutALanguageAndItsTermsIsRefusedByName(_ text: String) {
        #expect {
            try Glossary.parse(text, file: "glossary.yml")
        } throws: { error in
            "\(error)".contains("glossary.yml") && "\(error)".contains("entry 1 (`tab bar`)")
        }
    }

    /// A glossary that contradicts itself is refused, naming the entry: an empty term, a
    /// rendering both approved and off-glossary, a term given twice.
    @Test(arguments: [
        ("terms:\n  - en: \"\"\n    ko: 탭 바\n", "entry 1 has no `en:` term"),
        ("terms:\n  - en: tab bar\n    ko: [탭 바]\n    variants: { ko: [탭 바, 탭바] }\n", "`탭 바` is both approved and a variant for ko"),
        ("terms:\n  - en: tab bar\n    ko: 탭 바\n  - en: Tab bar\n    ko: 탭바\n", "entry 2 repeats the term `Tab bar` of entry 1"),
    ])
    func aContradictoryGlossaryIsRefused(_ text: String, _ reason: String) {
        #expect {
            try Glossary.parse(text, file: "glossary.yml")
        } throws: { error in
            "\(error)".contains("glossary.yml") && "\(error)".contains(reason)
        }
    }

    /// `jp` looks like a language code: a glossary language no page is written in, one letter
    /// off a page's language, is warned about at its entry's line.
    @Test func aGlossaryLanguageNoPageUsesIsWarnedAbout() throws {
        let glossary = try Glossary.parse("terms:\n  - en: tab bar\n    ko: 탭 바\n    jp: タブバー\n  - en: toolbar\n    fr: barre d’outils\n",
                                          file: "glossary.yml")
        let compilation = CompileRun.compile([
            "tabs/page.md": "# Tab bars\n\n**Use a tab bar for navigation.** People expect it.\n",
            "tabs/ko.md": "# 탭 바\n\n**탐색에는 탭 바를 사용하세요.** 사람들은 이를 기대합니다.\n",
            "tabs/ja.md": "# タブバー\n\n**ナビゲーションにはタブバーを使ってください。** 人々はそれを期待します。\n",
        ], glossary: glossary)
        let warnings = compilation.diagnostics.filter { $0.file == "glossary.yml" }
        // `fr` is a language not translated yet, not a typo: no warning.
        #expect(warnings.map(\.line) == [2])
        #expect(warnings.first?.message.contains("`jp`") == true && warnings.first?.message.hasSuffix("did you mean `ja`?") == true)
        #expect(warnings.allSatisfy { $0.severity == .warning })
    }
}

/// A regional language tag names its language for the glossary, as BCP 47 lookup does.
@Suite struct GlossaryRegionalLanguageTests {
    private let term = Glossary.Term(en: "table view", translations: ["ja": ["テーブルビュー"]], variants: ["ja": ["表ビュー"]])

    @Test func aRegionalPageUsesItsLanguagesEntry() {
        #expect(term.approved(in: "ja-JP") == ["テーブルビュー"])
        #expect(term.offGlossary(in: "ja-JP") == ["表ビュー"])
        #expect(term.approved(in: "ko").isEmpty)
    }

    @Test func aPageInTheLanguageUsesTheOnlyRegionalEntry() {
        let regional = Glossary.Term(en: "table view", translations: ["ja-JP": ["テーブルビュー"]])
        #expect(regional.approved(in: "ja") == ["テーブルビュー"])
        let two = Glossary.Term(en: "color", translations: ["pt-BR": ["cor"], "pt-PT": ["côr"]])
        #expect(two.approved(in: "pt").isEmpty, "two regions: no guess")
        #expect(two.approved(in: "pt-BR") == ["cor"])
    }

    /// A translation file named for a region (`ja-JP.md`) is checked against the `ja` entry.
    @Test func aRegionalTranslationFileIsCheckedAgainstItsLanguagesEntry() throws {
        let glossary = try Glossary.parse("terms:\n  - en: table view\n    ja: [テーブルビュー]\n    variants: { ja: [表ビュー] }\n", file: "glossary.yml")
        let english = "# Tables\n\n**Use a table view for long lists.** It scrolls.\n"
        let japanese = "# テーブル\n\n**長いリストには表ビューを使ってください。** スクロールします。\n"
        let findings = CompileRun.compile(["tables/page.md": english, "tables/ja-JP.md": japanese], glossary: glossary)
            .report.findings.filter { $0.kind == .terminology }
        #expect(findings.map(\.message) == ["“table view” rendered as “表ビュー”; glossary says “テーブルビュー”"])
        #expect(findings.first?.language == "ja-JP")
    }
}

/// A glossary noun spelled like a verb ("people switch views", "to alert people") is the verb
/// there: its translation is not held to the noun's rendering.
@Suite struct GlossaryVerbUseTests {
    @Test func aTermUsedAsAVerbIsNotTheTerm() throws {
        let glossary = try Glossary.parse("terms:\n  - en: switch\n    ko: [스위치]\n    variants:\n      ko: [전환 버튼]\n", file: "glossary.yml")
        let cues = Set(LexiconSet.bundled.lexicon(.english).verbCues)
        #expect(glossary.terms(inEnglish: "People switch views often.", verbCues: cues).isEmpty)
        #expect(glossary.terms(inEnglish: "Offer a menu to switch modes.", verbCues: cues).isEmpty)
        #expect(glossary.terms(inEnglish: "Use a switch for the setting.", verbCues: cues).map(\.en) == ["switch"])
        #expect(glossary.terms(inEnglish: "People can't switch views; use a switch.", verbCues: cues).map(\.en) == ["switch"])
        let page = """
        # Modes

        **Provide a button that changes the layout.** People switch views often.

        > **레이아웃을 바꾸는 화면 전환 버튼을 제공하세요.** 사용자는 보기를 자주 바꿉니다.
        """
        let findings = CompileRun.compile(["modes/page.md": page], glossary: glossary).report.findings
        #expect(!findings.contains { $0.kind == .terminology }, "\(findings.map(\.message))")
    }
}

/// A term of an English statement whose translation holds no approved rendering anywhere, nor a
/// listed variant, was rendered some other way or left out.
@Suite struct GlossaryMissingRenderingTests {
    static let glossary = "terms:\n  - en: setup information\n    ja: [設定情報]\n  - en: orientation\n    ja: [向き]\n"

    static func findings(_ japanese: String) throws -> [String] {
        let page = "# Launching\n\n**Avoid asking for setup information up front.** People expect to start at once.\n"
        return CompileRun.compile(["launching/page.md": page, "launching/ja.md": "# 起動\n\n" + japanese + "\n"],
                                  glossary: try Glossary.parse(glossary, file: "glossary.yml"))
            .report.findings.filter { $0.kind == .terminology }.map(\.message)
    }

    @Test func anUnlistedRenderingIsReported() throws {
        #expect(try Self.findings("**最初に初期設定の情報を尋ねるのは避けましょう。** ユーザーはすぐに始めたいと考えています。")
                == ["“setup information” has no approved rendering in the translation; glossary says “設定情報”"])
    }

    @Test(arguments: [
        "**最初に設定情報を尋ねるのは避けましょう。** ユーザーはすぐに始めたいと考えています。",
        // Anywhere in the translation: the explanation may carry it.
        "**最初に尋ねるのは避けましょう。** 設定情報がなくても、ユーザーはすぐに始めたいと考えています。",
    ])
    func anApprovedRenderingAnywhereIsEnough(_ japanese: String) throws {
        #expect(try Self.findings(japanese).isEmpty)
    }

    /// Only terms of the statement: an explanation is often put more freely.
    @Test func aTermOnlyInTheExplanationIsNotRequired() throws {
        let page = "# Launching\n\n**Launch quickly.** Respect the device orientation.\n"
        let findings = CompileRun.compile(["launching/page.md": page, "launching/ja.md": "# 起動\n\n**すばやく起動してください。** 画面の方向を尊重します。\n"],
                                          glossary: try Glossary.parse(Self.glossary, file: "glossary.yml")).report.findings
        #expect(!findings.contains { $0.kind == .terminology })
    }
}

/// A variant the team listed is off-glossary wherever it stands, also where the English does
/// not name its term; one that another term approves renders that term there.
@Suite struct GlossaryVariantAnywhereTests {
    /// A glossary whose one term lists a variant.
    static let badge = """
        terms:
          - en: badge
            ko: [배지]
            variants:
              ko: [뱃지]
        """

    @Test func aListedVariantIsReportedEvenWhenTheEnglishDoesNotNameItsTerm() throws {
        let glossary = try Glossary.parse(Self.badge + """

              - en: notification
                ko: [알림]
              - en: alert
                ko: [경고]
                variants:
                  ko: [알림]
            """, file: "glossary.yml")
        let page = """
        # Icons

        **Label every icon button.** People also hear the count.

        > **모든 아이콘 버튼에 레이블을 붙이세요.** 사람들은 뱃지 숫자도 듣습니다.

        **Keep the count current.** Stale counts mislead.

        > **숫자를 최신으로 유지하세요.** 오래된 알림 숫자는 혼란을 줍니다.
        """
        let findings = CompileRun.compile(["icons/page.md": page], glossary: glossary).report.findings.filter { $0.kind == .terminology }
        #expect(findings.map(\.message) == ["“badge” rendered as “뱃지”; glossary says “배지”"], "\(findings.map(\.message))")
    }

    /// The terminology findings of a one-page compile with a glossary of one Korean term.
    static func terminology(term: String, approved: String, variant: String, page: String) throws -> [AlignmentFinding] {
        let glossary = try Glossary.parse("""
            terms:
              - en: \(term)
                ko: [\(approved)]
                variants:
                  ko: [\(variant)]
            """, file: "glossary.yml")
        return CompileRun.compile(["p/page.md": page], glossary: glossary).report.findings.filter { $0.kind == .terminology }
    }

    /// A listed variant that is a word of its own (끝, "end", listed under "Done") says the term
    /// only where the English names it: elsewhere it means what it means.
    @Test func aListedVariantOfItsOwnMeaningCountsOnlyWhereTheEnglishNamesItsTerm() throws {
        let findings = try Self.terminology(term: "Done", approved: "완료", variant: "끝", page: """
        # Alerts

        **Use ending punctuation in messages.** A message is a sentence.

        > **메시지에는 끝 문장 부호를 사용하세요.** 메시지는 문장입니다.

        **Title the confirming button Done.** People know what it does.

        > **확인 버튼의 제목은 끝으로 지으세요.** 사람들은 그 역할을 압니다.
        """)
        #expect(findings.map(\.message) == ["“Done” rendered as “끝”; glossary says “완료”"], "\(findings.map(\.message))")
        #expect(findings.map(\.source.line) == [9])
    }

    /// A listed variant borrowed with an ending (스크롤링, "scrolling", for "scroll") still borrows
    /// the term: off-glossary also where the English does not name it.
    @Test func anInflectedBorrowedVariantCountsWhereTheEnglishDoesNotNameItsTerm() throws {
        let findings = try Self.terminology(term: "scroll", approved: "스크롤", variant: "스크롤링", page:
            "# Lists\n\n**Keep lists short.** Long lists tire people.\n\n> **목록은 짧게 유지하세요.** 긴 목록은 스크롤링을 지치게 합니다.\n")
        #expect(findings.map(\.message) == ["“scroll” rendered as “스크롤링”; glossary says “스크롤”"], "\(findings.map(\.message))")
    }

    /// A listed variant that holds the approved rendering (취소하기 for the button title 취소) is
    /// the longer word the translation wrote: off-glossary where the English names the term.
    @Test func aVariantHoldingTheApprovedRenderingIsFound() throws {
        let findings = try Self.terminology(term: "Cancel", approved: "취소", variant: "취소하기", page: """
        # Alerts

        **Label a cancellation button Cancel.** People know what it does.

        > **취소 버튼의 레이블은 취소하기로 하세요.** 사람들은 그 역할을 압니다.

        **Put Cancel on the left.** People expect it there.

        > **취소 버튼은 왼쪽에 두세요.** 사람들은 그곳에서 찾습니다.
        """)
        #expect(findings.map(\.message) == ["“Cancel” rendered as “취소하기”; glossary says “취소”"], "\(findings.map(\.message))")
        #expect(findings.map(\.source.line) == [5])
    }

    /// Also in a translation no English rule took (`extra`): it is the team's text all the same.
    @Test func aListedVariantInAnExtraTranslationIsReported() throws {
        let glossary = try Glossary.parse(Self.badge, file: "glossary.yml")
        let compilation = CompileRun.compile([
            "icons/page.md": "# Icons\n\n**Label every icon button.** People hear the label.\n",
            "icons/ko.md": "# 아이콘\n\n**모든 아이콘 버튼에 레이블을 붙이세요.** 사람들은 레이블을 듣습니다.\n\n**뱃지는 잠금 화면에 표시하지 마세요.** 개인 정보가 드러납니다.\n",
        ], glossary: glossary)
        let findings = compilation.report.findings
        #expect(findings.map(\.kind).sorted { $0.rawValue < $1.rawValue } == [.extra, .terminology], "\(findings.map(\.message))")
        #expect(findings.first { $0.kind == .terminology }?.source == HIGCompiler.SourceLocation(file: "icons/ko.md", line: 5))
    }

    /// A warning about a glossary beside the guidelines root names it from the current
    /// directory, without going into the root and out again.
    @Test func aFileBesideTheRootIsNamedWithoutGoingThroughIt() {
        #expect(FindingLocation(guidelinesPath: "Guidelines").path(SourceLocation(file: "../jp-glossary.yml", line: 2)) == "jp-glossary.yml")
        #expect(FindingLocation(guidelinesPath: "docs/hig").path(SourceLocation(file: "../team.yml", line: 1)) == "docs/team.yml")
        #expect(FindingLocation(guidelinesPath: "../../Guidelines").path(SourceLocation(file: "../g.yml", line: 1)) == "../../g.yml")
        #expect(FindingLocation(guidelinesPath: "/repo/Guidelines").path(SourceLocation(file: "../g.yml", line: 1)) == "/repo/g.yml")
        #expect(FindingLocation(guidelinesPath: "Guidelines").path(SourceLocation(file: "buttons/ja.md", line: 3)) == "Guidelines/buttons/ja.md")
    }

    /// A glossary the compile cannot use is named from the current directory, as its warnings
    /// are: in the guidelines root or given with `--glossary`.
    @Test func anInvalidGlossaryIsNamedFromTheCurrentDirectory() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try TestPaths.write(["G/toolbars/page.md": "# Toolbars\n\n**Use a toolbar.** It helps.\n", "G/glossary.yml": "terms: 3\n",
                             "cfg/team.yml": "terms: 3\n"], under: scratch)
        let inRoot = try CommandRunner.run(["compile", "--guidelines", "G", "--output", "O"], in: scratch)
        #expect(inRoot.status == 2)
        #expect(inRoot.standardError.contains("higc: error: G/glossary.yml: invalid glossary"), "\(inRoot.standardError)")
        let given = try CommandRunner.run(["compile", "--guidelines", "G", "--output", "O", "--glossary", "cfg/team.yml"], in: scratch)
        #expect(given.status == 2)
        #expect(given.standardError.contains("higc: error: cfg/team.yml: invalid glossary"), "\(given.standardError)")
    }
}
