@testable import HIGCompiler
import Testing

/// Korean writes a compound noun with or without its spaces (내비게이션 바, 내비게이션바; 사이드바,
/// 사이드 바) and Japanese may dot a katakana compound (ナビゲーション・バー): one word either way.
/// Code spans are quoted text, and a term inside a longer one is that one's part.
@Suite struct GlossaryCompoundSpacingTests {
    static let glossary = """
        terms:
          - en: navigation bar
            ko: 내비게이션 바
            ja: ナビゲーションバー
            variants:
              ko: [탐색 막대]
          - en: sidebar
            ko: 사이드바
          - en: back button
            ko: 뒤로 버튼
            variants:
              ko: [백 버튼]
          - en: sheet
            ko: 시트
          - en: action sheet
            ko: [action sheet, 액션 시트]
        """

    static func terminology(english: String, korean: String? = nil, japanese: String? = nil, glossary: String = glossary) throws -> [String] {
        var page = "# Bars\n\n**\(english)** People notice.\n"
        if let korean { page += "\n> **\(korean)** 사람들이 알아차립니다.\n" }
        var sources = ["bars/page.md": page]
        if let japanese { sources["bars/ja.md"] = "# バー\n\n**\(japanese)** 気づきます。\n" }
        return CompileRun.compile(sources, glossary: try Glossary.parse(glossary, file: "glossary.yml"))
            .report.findings.filter { $0.kind == .terminology }.map { "\($0.language) \($0.message)" }
    }

    @Test(arguments: [
        ("Keep the navigation bar clean.", "내비게이션바를 깔끔하게 유지하세요."),
        ("Keep the navigation bar clean.", "내비게이션 바를 깔끔하게 유지하세요."),
        ("Put filters in the sidebar.", "필터는 사이드 바에 두세요."),
        ("Put filters in the sidebar.", "필터는 사이드바에 두세요."),
    ])
    func anApprovedCompoundCountsHoweverItIsSpaced(english: String, korean: String) throws {
        #expect(try Self.terminology(english: english, korean: korean).isEmpty)
    }

    @Test func aListedVariantIsFoundWithoutItsSpace() throws {
        #expect(try Self.terminology(english: "Use the standard back button.", korean: "표준 백버튼을 사용하세요.")
                == ["ko “back button” rendered as “백버튼”; glossary says “뒤로 버튼”"], "as the translation spells it")
    }

    @Test func aDottedKatakanaCompoundIsTheApprovedWord() throws {
        #expect(try Self.terminology(english: "Keep the navigation bar clean.", japanese: "ナビゲーション・バーをすっきりさせてください。").isEmpty)
    }

    /// A team that lists the dotted spelling as off-glossary still hears of it.
    @Test func aListedDottedSpellingIsStillReported() throws {
        let glossary = "terms:\n  - en: navigation bar\n    ja: ナビゲーションバー\n    variants:\n      ja: [ナビゲーション・バー]\n"
        #expect(try Self.terminology(english: "Keep the navigation bar clean.", japanese: "ナビゲーション・バーをすっきりさせてください。", glossary: glossary)
                == ["ja “navigation bar” rendered as “ナビゲーション・バー”; glossary says “ナビゲーションバー”"])
        #expect(try Self.terminology(english: "Keep the navigation bar clean.", japanese: "ナビゲーションバーをすっきりさせてください。", glossary: glossary).isEmpty)
    }

    /// Words merely next to each other are no compound: 탭 바꾸기 is "switching tabs".
    @Test func neighbouringWordsAreNoCompound() {
        #expect(!RenderingOccurrence.occurs("탭 바", in: "탭 바꾸기를 줄이세요.", particles: RenderingOccurrenceTests.korean))
        #expect(RenderingOccurrence.occurs("탭 바", in: "탭바를 보여 주세요.", particles: RenderingOccurrenceTests.korean))
        #expect(RenderingOccurrence.masking("내비게이션 바", in: "새 내비게이션바를 쓰세요", particles: RenderingOccurrenceTests.korean) == "새  를 쓰세요")
    }

    @Test func aVariantInACodeSpanIsNoRendering() throws {
        #expect(try Self.terminology(english: "Keep the navigation bar clean.", korean: "내비게이션 바를 깔끔하게 유지하세요. `탐색 막대` 클래스는 쓰지 마세요.").isEmpty)
    }

    /// "sheet" stands only inside "action sheet" here: the approved "action sheet" renders both.
    @Test func aTermInsideALongerTermIsThatTermsPart() throws {
        #expect(try Self.terminology(english: "Use an action sheet instead of a menu.", korean: "메뉴 대신 action sheet를 사용하세요.").isEmpty)
        #expect(try Self.terminology(english: "Use an action sheet, not a sheet.", korean: "시트 말고 action sheet를 사용하세요.").isEmpty)
        #expect(try Self.terminology(english: "Use an action sheet, not a sheet.", korean: "다른 것 말고 action sheet를 사용하세요.")
                == ["ko “sheet” has no approved rendering in the translation; glossary says “시트”"])
    }
}
