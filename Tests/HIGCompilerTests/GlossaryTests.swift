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
}
