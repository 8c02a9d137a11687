@testable import HIGCompiler
import Testing

/// The English vocabulary a translation is expected to carry.
@Suite struct VocabularyMatcherTests {
    let matcher = VocabularyMatcher(lexicons: .bundled, glossary: .empty)

    @Test func aPossessiveCountsAsItsNounAndContractionsAsFunctionWords() {
        let words = matcher.contentWords("Customize a slider’s appearance if it doesn't add value.")
        #expect(words.contains("slider"))
        #expect(!words.contains { $0.contains("'") })
        #expect(!words.contains("doesn"))
    }

    @Test func aLoanwordOfThePossessiveNounIsCarried() throws {
        let coverage = try #require(matcher.coverage(english: "Customize a slider's appearance.", translation: "スライダの外観をカスタマイズしてください。", language: "ja"))
        #expect(coverage.score >= 0.5)
        #expect(coverage.evidence.contains("transliteration"))
    }

    @Test func aPluralIsCarriedByItsSingularLoanword() throws {
        let coverage = try #require(matcher.coverage(english: "Avoid nesting pickers inside popovers.", translation: "팝오버 안에 피커를 넣지 마세요.", language: "ko"))
        #expect(coverage.evidence.contains("transliteration"))
        #expect(VocabularyMatcher.singulars(["pickers", "glass", "bus", "tabs"]) == ["picker", "tab"])
    }

    @Test func aKatakanaCompoundCarriesBothWordsItRunsTogether() throws {
        // カラーピッカー is "color picker" as one run; neither word alone is long enough to be found in it.
        let coverage = try #require(matcher.coverage(english: "Offer a color picker for custom colors.", translation: "独自の色を選ぶためのカラーピッカーを用意してください。", language: "ja"))
        #expect(coverage.score >= 0.5)
        #expect(coverage.evidence.contains("transliteration"))
    }

    @Test func aSoftDgIsBorrowedAsOneSound() throws {
        #expect(Transliteration.englishSkeleton("widget") == Transliteration.skeleton(try #require(Transliteration.romanize("위젯"))))
        #expect(Transliteration.englishSkeleton("badge") == Transliteration.skeleton(try #require(Transliteration.romanize("バッジ"))))
        let coverage = try #require(matcher.coverage(english: "Keep each widget simple.", translation: "각 위젯을 단순하게 유지하세요.", language: "ko"))
        #expect(coverage.evidence.contains("transliteration"))
    }

    /// A Korean verb ending's consonants belong to the verb: 제안하세요 ("offer") must not pass
    /// for "change" (S-N-S), nor 필요합니다 ("need") for "value" (B-R), while a loanword verb
    /// with a stem of three consonants keeps it (스크롤하세요 carries "scroll").
    @Test func aVerbEndingIsNoPartOfTheLoanword() throws {
        let native = try #require(matcher.coverage(english: "Update tickets when details change.", translation: "구매 직후에 티켓을 제안하세요.", language: "ko"))
        #expect(!native.evidence.contains("transliteration") || native.score < 0.5)
        let changed = try #require(matcher.coverage(english: "Ask people to change it.", translation: "그것을 제안하세요.", language: "ko"))
        #expect(changed.evidence.isEmpty)
        let need = try #require(matcher.coverage(english: "Show the value.", translation: "값이 필요합니다.", language: "ko"))
        #expect(need.evidence.isEmpty)
        let borrowed = try #require(matcher.coverage(english: "Scroll the list.", translation: "목록을 스크롤하세요.", language: "ko"))
        #expect(borrowed.evidence.contains("transliteration"))
    }
}
