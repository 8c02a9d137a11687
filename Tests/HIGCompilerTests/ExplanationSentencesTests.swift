@testable import HIGCompiler
import Testing

/// Sentences of an explanation pair with their translations by length, one to one only where
/// the lengths agree.
@Suite struct ExplanationSentencesTests {
    @Test func aSplitSentenceLeavesItsNeighboursPaired() {
        let english = ["Large titles should never compete with content, but they can help orient people.",
                       "In iOS 13 and later, a large title has no background.",
                       "Also, a large title transitions to a standard title as people scroll."]
        let korean = ["큰 제목이 콘텐츠와 경쟁해서는 안 됩니다.", "하지만 사용자의 위치를 알려 줄 수 있습니다.",
                      "iOS 13 이상에서 큰 제목에는 배경이 없습니다.", "또한 사용자가 스크롤하면 큰 제목은 기본 제목으로 바뀝니다."]
        let pairs = ExplanationSentences.pairs(english: english, translation: korean)
        #expect(pairs.map { [$0.english, $0.translation] } == [[1, 2], [2, 3]])
        // The split sentence is a bead of its own: one English sentence, two translated.
        let beads = ExplanationSentences.beads(english: english, translation: korean)
        #expect(beads.map { [$0.english, $0.translation] } == [[0..<1, 0..<2], [1..<2, 2..<3], [2..<3, 3..<4]])
    }

    @Test func aSentenceFarFromItsCounterpartsLengthIsNotPaired() {
        let pairs = ExplanationSentences.pairs(english: ["Short.", "A much, much longer sentence that goes on and on about many things."],
                                               translation: ["짧음.", "짧음."])
        #expect(!pairs.contains { $0.english == 1 })
    }

    @Test func explanationsTooLongToCompareAreLeftAlone() {
        let many = Array(repeating: "A sentence.", count: 201)
        #expect(ExplanationSentences.pairs(english: many, translation: many + ["One more."]).isEmpty)
        #expect(ExplanationSentences.pairs(english: Array(many.prefix(100)), translation: Array(many.prefix(100))).count == 100)
    }

    @Test func emptySidesPairNothing() {
        #expect(ExplanationSentences.pairs(english: [], translation: ["하나."]).isEmpty)
        #expect(ExplanationSentences.pairs(english: ["One."], translation: []).isEmpty)
    }
}
