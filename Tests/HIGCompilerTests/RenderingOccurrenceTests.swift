@testable import HIGCompiler
import Testing

/// A glossary rendering counts where it stands as a word, not inside a longer word.
@Suite struct RenderingOccurrenceTests {
    static let korean = LexiconSet.bundled.lexicon("ko").particles

    @Test(arguments: [
        ("표", "여러 열로 된 표에는 머리글을 사용하세요.", true),
        ("표", "단일 열 표를 쓰세요.", true),
        ("표", "데이터를 행에 표시합니다.", false),
        ("표", "도표와 표준 크기를 사용하세요.", false),
        ("表", "データを行に表示します。", false),
        ("表", "図表を使ってください。", false),
        ("テーブル", "テーブルには見出しを付けてください。", true),
        ("テーブル", "テーブルビューを使ってください。", false),
        ("tab", "Use a tab bar.", true),
        ("tab", "Use a table.", false),
        ("탐색 막대", "탐색 막대에서 제목을 보여 주세요.", true),
        ("경고", "경고음과 경고등은 구별하세요.", false),
        ("경고", "경고를 보여 주세요. 곧바로 경고하세요.", true),
        ("알림", "푸시알림을 보내세요.", true),
        ("警告", "警告音と警告灯を区別してください。", false),
        ("警告", "警告を表示してください。", true),
        ("警告", "すぐに警告してください。", true),
    ])
    func aRenderingCountsOnlyAsAWordOfItsOwn(rendering: String, text: String, expected: Bool) {
        #expect(RenderingOccurrence.occurs(rendering, in: text, particles: Self.korean) == expected)
    }

    static let japanese = LexiconSet.bundled.lexicon("ja").particles

    /// Kana after one kanji is a particle (表を) or the verb the kanji spells (表す, 表せる).
    @Test(arguments: [
        ("表", "複数列の表には見出しを付けてください。", true),
        ("表", "表を使ってください。", true),
        ("表", "ボタンのタイトルは結果を表す言葉にしてください。", false),
        ("表", "一言で表せる名前にしてください。", false),
    ])
    func kanaAfterOneKanjiIsAParticleOrAVerb(rendering: String, text: String, expected: Bool) {
        #expect(RenderingOccurrence.occurs(rendering, in: text, particles: Self.japanese) == expected)
    }

    /// The common words that hold a one-character variant raise no terminology finding.
    @Test func aVariantInsideACommonWordIsNoTerminologyFinding() throws {
        let glossary = try Glossary.parse("""
            terms:
              - en: table
                ko: 테이블
                ja: テーブル
                variants: { ko: [표], ja: [表] }
            """, file: "glossary.yml")
        let page = """
        # Tables

        ## Best practices

        **Prefer displaying text in a table.** A table shows rows of data.

        > **테이블에는 텍스트를 표시하는 것을 우선으로 하세요.** 테이블은 데이터를 행으로 표시합니다.

        **Use column headings in a multicolumn table.** Headings label the data.

        > **여러 열로 된 표에는 열 머리글을 사용하세요.** 머리글은 데이터를 설명합니다.
        """
        let japanese = """
        # テーブル

        ## ベストプラクティス

        **テーブルにはテキストを表示することを優先してください。** テーブルはデータを行で表示します。

        **複数列のテーブルには列見出しを使ってください。** 見出しはデータを説明します。
        """
        let findings = CompileRun.compile(["tables/page.md": page, "tables/ja.md": japanese], glossary: glossary)
            .report.findings.filter { $0.kind == .terminology }
        // Only the Korean 표 of the second rule is off-glossary (and reported once, where it stands).
        #expect(findings.map { "\($0.language) \($0.rule ?? "page")" }.sorted() == ["ko tables/use-column-headings-multicolumn-table"])
    }

    /// The approved ユーザ is the first part of the variant ユーザー: the variant is still found
    /// (the JIS and Microsoft long-vowel styles are the usual dispute), the approved form is not.
    @Test func aVariantThatExtendsTheApprovedRenderingIsReported() throws {
        let glossary = try Glossary.parse("terms:\n  - en: user\n    ja: [ユーザ]\n    variants:\n      ja: [ユーザー]\n", file: "glossary.yml")
        let english = "# Progress\n\n**Keep the user informed.** Update the label as the task moves on.\n"
        func terminology(_ japanese: String) -> [String] {
            CompileRun.compile(["progress/page.md": english, "progress/ja.md": "# 進行状況\n\n**\(japanese)** タスクの進行に合わせてラベルを更新します。\n"],
                               glossary: glossary).report.findings.filter { $0.kind == .terminology }.map(\.message)
        }
        #expect(terminology("ユーザーに状況を知らせてください。") == ["“user” rendered as “ユーザー”; glossary says “ユーザ”"])
        #expect(terminology("ユーザに状況を知らせてください。").isEmpty)
        #expect(RenderingOccurrence.masking("ユーザ", in: "ユーザとユーザー", particles: []) == " とユーザー")
    }

    /// Half-width katakana are the same words: a listed variant written ﾒﾆｭｰｱｲﾃﾑ is reported, and
    /// the approved term written in half width is no variant.
    @Test func halfWidthKatakanaAreTheSameWords() throws {
        let glossary = try Glossary.parse("terms:\n  - en: menu item\n    ja: [メニュー項目]\n    variants:\n      ja: [メニューアイテム]\n", file: "glossary.yml")
        let english = "# Menus\n\n**Don't show a state in a menu item's title.** Use a checkmark.\n"
        func terminology(_ japanese: String) -> [String] {
            CompileRun.compile(["menus/page.md": english, "menus/ja.md": "# メニュー\n\n**\(japanese)** チェックマークを使います。\n"],
                               glossary: glossary).report.findings.filter { $0.kind == .terminology }.map(\.message)
        }
        #expect(terminology("ﾒﾆｭｰｱｲﾃﾑのタイトルで状態を表さないでください。") == ["“menu item” rendered as “メニューアイテム”; glossary says “メニュー項目”"])
        #expect(terminology("ﾒﾆｭｰ項目のタイトルで状態を表さないでください。").isEmpty)
        #expect(LexiconText.foldingHalfwidthKana("ﾊﾌﾟﾃｨｸｽ") == "ハプティクス")
        #expect(LexiconText.foldingHalfwidthKana("ｱ") == "ア" && LexiconText.foldingHalfwidthKana("ＡＢ") == "ＡＢ", "only text with half-width kana changes")
    }

    /// The approved katakana spelled with or without a long-vowel mark is found, and nothing else.
    @Test func longVowelSpellingsOfAnApprovedKatakanaTerm() {
        #expect(RenderingOccurrence.longVowelSpellings(of: "ポップオーバー", in: "ポップオーバを使います。ポップオーバーも。") == ["ポップオーバ"])
        #expect(RenderingOccurrence.longVowelSpellings(of: "プログレスインジケータ", in: "プログレスインジケーターを表示") == ["プログレスインジケーター"])
        #expect(RenderingOccurrence.longVowelSpellings(of: "ポップオーバー", in: "ポップオーバーコントローラを使います。").isEmpty, "a longer word")
        #expect(RenderingOccurrence.longVowelSpellings(of: "バー", in: "バを使います。").isEmpty, "too short to tell")
        #expect(RenderingOccurrence.longVowelSpellings(of: "ユーザー", in: "ユーザーとユーザ") == ["ユーザ"], "two letters: the final ー")
        #expect(RenderingOccurrence.longVowelSpellings(of: "データ", in: "データーを保存") == ["データー"])
        #expect(RenderingOccurrence.longVowelSpellings(of: "サーバー", in: "サバの缶詰とサーバ") == ["サーバ"], "サバ is another word")
        #expect(RenderingOccurrence.longVowelSpellings(of: "コンピュータ", in: "コンピューターとコンピュータ") == ["コンピューター"])
    }

    @Test func aLongVowelSpellingIsATerminologyFinding() throws {
        let glossary = try Glossary.parse("terms:\n  - en: popover\n    ja: [ポップオーバー]\n", file: "glossary.yml")
        let english = "# Popovers\n\n**Use a popover for a small amount of information.** Keep it brief.\n"
        let japanese = "# ポップオーバー\n\n**少量の情報にはポップオーバを使ってください。** 簡潔にしましょう。\n"
        let findings = CompileRun.compile(["popovers/page.md": english, "popovers/ja.md": japanese], glossary: glossary)
            .report.findings.filter { $0.kind == .terminology }.map(\.message)
        #expect(findings == ["“popover” rendered as “ポップオーバ”; glossary says “ポップオーバー”"])
    }
}
