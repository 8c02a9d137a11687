@testable import HIGCompiler
import Testing

/// Numbers written as words: in Japanese and Korean a number word counts only before a counter.
@Suite struct NumberWordTests {
    let extractor = NumberExtractor(lexicons: .bundled)

    @Test(arguments: [
        ("検索フィールドはリストの一番上に置いてください。", [String]()),
        ("一番目の項目を選択してください。", ["1"]),
        ("ボタンは三つまでにしてください。", ["3"]),
    ])
    func japaneseCountsOnlyBeforeACounter(text: String, expected: [String]) {
        #expect(extractor.wordNumbers(in: text, language: "ja") == expected)
    }

    @Test(arguments: [
        ("시트는 세 장까지만 겹치세요.", ["3"]),
        ("한 시간 뒤에 다시 알리세요.", ["1"]),
        ("사용자가 한 일을 저장하세요.", [String]()),
    ])
    func koreanCountsSheetsAndHoursButNotAThingDone(text: String, expected: [String]) {
        #expect(extractor.wordNumbers(in: text, language: "ko") == expected)
    }
}
