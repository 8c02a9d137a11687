@testable import HIGCompiler
import Testing

/// Renderings a skilled translator writes that say what the English says in other words: no
/// finding on them, while the drift next to them is still reported.
@Suite struct FaithfulRenderingTests {
    /// A settings page in English and one translation file of it.
    static func compile(english: [String], translation: [String], language: String) -> Compilation {
        let title = language == "ja" ? "# 設定\n\n## ベストプラクティス\n\n" : "# 설정\n\n## 모범 사례\n\n"
        return CompileRun.compile([
            "settings/page.md": "# Settings\n\n## Best practices\n\n" + english.joined(separator: "\n\n") + "\n",
            "settings/\(language).md": title + translation.joined(separator: "\n\n") + "\n",
        ])
    }

    static func messages(_ compilation: Compilation) -> [String] {
        compilation.report.findings.map { "\($0.kind.rawValue): \($0.message)" }
    }

    // MARK: Numbers

    /// "more than three" is 「４つ以上」 even where the translation writes 3 elsewhere for "three
    /// or fewer": one limit said inclusively.
    @Test func aLimitRestatedBesideItsOtherSideIsNoAddedNumber() {
        let compilation = Self.compile(english: [
            "**Consider whether icons or text-titled buttons are right for your app.** Icons work well when you need more than three toolbar buttons. When you have three buttons or fewer, text can be clearer.",
        ], translation: [
            "**アイコンとテキストのボタンのどちらが適しているかを検討してください。** ツールバーのボタンが４つ以上必要な場合は、アイコンが効果的です。ボタンが３つ以下なら、テキストのほうがわかりやすいこともあります。",
        ], language: "ja")
        #expect(compilation.report.findings.isEmpty, "\(Self.messages(compilation))")
    }

    /// "more than four … five or more" said twice as "다섯 개 이상": the English's four is that limit.
    @Test func aLimitTheEnglishStatesTwoWaysIsNoMissingNumber() {
        let compilation = Self.compile(english: [
            "**Don't use a pie chart for more than four categories.** With five or more slices, compare values with a bar chart instead.",
        ], translation: [
            "**범주가 다섯 개 이상이면 파이 차트를 사용하면 안 됩니다.** 조각이 다섯 개 이상이면 막대 차트로 값을 비교하세요.",
        ], language: "ko")
        #expect(compilation.report.findings.isEmpty, "\(Self.messages(compilation))")
    }

    /// Beside an added number, the missing one is what it became, whatever else the translation
    /// restates: "three or more" turned "4개 이상" names both.
    @Test func aChangedLimitBesideARestatedOneNamesBothNumbers() {
        let compilation = Self.compile(english: [
            "**Generally, use two-button alerts.** Alerts with three or more buttons create complexity. If you need more than two choices, consider an action sheet.",
        ], translation: [
            "**일반적으로 버튼이 두 개인 알림을 사용하세요.** 버튼이 4개 이상인 알림은 복잡합니다. 두 개보다 많은 선택지가 필요하다면 액션 시트를 고려하세요.",
        ], language: "ko")
        #expect(Self.messages(compilation) == ["anchor-mismatch: numbers missing: 3; numbers added: 4"])
    }

    /// Ranks and months the English names in words, stated with digits by the translation.
    @Test func ranksAndMonthsNamedInWordsAreNoAddedNumbers() {
        let compilation = Self.compile(english: [
            "**Use a consistent style hierarchy.** The most important buttons use a color fill; secondary buttons aren't color-filled.",
            "**Place virtual controls within reach of the thumbs.** Position buttons in the bottom third of the screen.",
            "**Keep axis labels short.** Use abbreviations such as “Jan” and “Feb.”",
        ], translation: [
            "**일관된 스타일 계층을 사용하세요.** 가장 중요한 버튼은 색을 채우고, 2번째로 중요한 버튼은 색을 채우지 않습니다.",
            "**가상 컨트롤은 엄지손가락이 닿는 곳에 배치하세요.** 버튼은 화면 하단 3분의 1 영역에 두세요.",
            "**축 레이블은 짧게 유지하세요.** “1월”, “2월”처럼 짧게 쓰세요.",
        ], language: "ko")
        #expect(compilation.report.findings.isEmpty, "\(Self.messages(compilation))")
    }

    /// A rank is no licence for any number: a changed count beside it is reported.
    @Test func aChangedCountBesideARankIsReported() {
        let compilation = Self.compile(english: [
            "**Use a consistent style hierarchy.** Secondary buttons aren't color-filled. Show at most 5 buttons.",
        ], translation: [
            "**一貫したスタイル階層を使ってください。** 2番目に重要なボタンは塗りつぶしません。ボタンは最大７つまで表示します。",
        ], language: "ja")
        #expect(Self.messages(compilation) == ["anchor-mismatch: numbers missing: 5; numbers added: 7"])
    }

    /// A digit changed for another names those two: a number word elsewhere in the translation
    /// ("두 가지") is no part of the change.
    @Test func aChangedDigitIsNamedWithoutTheTranslationsNumberWords() {
        let compilation = Self.compile(english: [
            "**Keep a widget's text legible.** Use at least 30% contrast between text and its background, in light and dark appearance.",
        ], translation: [
            "**위젯의 텍스트를 읽기 쉽게 유지하세요.** 라이트 모드와 다크 모드 두 가지 모두에서 텍스트와 배경 사이에 최소 50%의 대비를 사용하세요.",
        ], language: "ko")
        #expect(Self.messages(compilation) == ["anchor-mismatch: numbers missing: 30; numbers added: 50"])
    }

    /// A measure converted to another unit states the same quantity; a changed one is reported.
    @Test func aMeasureConvertedToAnotherUnitIsNoChangedNumber() {
        let compilation = Self.compile(english: [
            "**Show focus right away.** Move the focus within 0.1 seconds of a swipe.",
            "**Fade sounds in and out.** Take at least 200 ms for a fade.",
        ], translation: [
            "**フォーカスはすぐに表示してください。** スワイプしてから100ミリ秒以内にフォーカスを移動します。",
            "**音はフェードイン・フェードアウトしてください。** フェードには0.3秒以上かけてください。",
        ], language: "ja")
        #expect(Self.messages(compilation) == ["anchor-mismatch: numbers missing: 200; numbers added: 0.3"])
    }

    // MARK: Polarity

    /// "Don't require X" said as "make it work without X", and "Never … without …" as "always …
    /// when …": a double negative, which a translation may say either way.
    @Test func aNegationThroughWithoutIsNotComparedForPolarity() {
        let japanese = Self.compile(english: [
            "**Don't require 3D Touch (iOS) or Force Touch (Apple Watch) to access your app's core functionality.** Not everyone can press the screen.",
        ], translation: [
            "**3D Touch（iOS）やForce Touch（Apple Watch）がなくても、アプリの主要な機能を利用できるようにしてください。** 画面を押し込めるユーザーばかりではありません。",
        ], language: "ja")
        #expect(japanese.report.findings.isEmpty, "\(Self.messages(japanese))")
        let korean = Self.compile(english: [
            "**Never pause gameplay without telling people why.** Show a message that explains how to reconnect.",
            "**Don't truncate data without saying so.** State the range in the chart title.",
        ], translation: [
            "**게임을 일시 정지할 때는 반드시 그 이유를 알리세요.** 다시 연결하는 방법을 설명하는 메시지를 표시하세요.",
            "**데이터를 잘라 냈다면 반드시 그 사실을 밝히세요.** 차트 제목에 범위를 적으세요.",
        ], language: "ko")
        #expect(korean.report.findings.isEmpty, "\(Self.messages(korean))")
    }

    /// A prohibition turned into a request in a sentence that glues Latin names to Japanese is
    /// still reported: the names are no reason to pass over it.
    @Test func aFlippedProhibitionAroundLatinNamesIsReported() {
        let compilation = Self.compile(english: [
            "**Don't use 3D Touch (iOS) or Force Touch (Apple Watch) for core functionality.** Not everyone can press the screen.",
        ], translation: [
            "**主要な機能には3D Touch（iOS）やForce Touch（Apple Watch）を使ってください。** 画面を押し込めるユーザーばかりではありません。",
        ], language: "ja")
        #expect(compilation.report.findings.map(\.kind) == [.polarity], "\(Self.messages(compilation))")
    }

    /// 「…のはNGです」 forbids, as 「…しないでください」 does.
    @Test func aColloquialProhibitionIsAProhibition() {
        let compilation = Self.compile(english: [
            "**Don't interpret a resting palm as input.** People rest their hand on the screen while they write.",
        ], translation: [
            "**画面に置いた手のひらを入力として扱うのはNGです。** ユーザーは書くときに画面に手を置きます。",
        ], language: "ja")
        #expect(compilation.report.findings.isEmpty, "\(Self.messages(compilation))")
    }

    // MARK: Meaning

    /// "provides little value" is "가치를 주지 못합니다"; "can't" is "불가능합니다": the same
    /// sense, one side with a negation and the other with a word that holds it.
    @Test func lessenedOrImpossibleSaidEitherWayIsNoFlippedMeaning() {
        let compilation = CompileRun.compile(["widgets/page.md": """
            # Widgets

            **Don't use a widget only as a launcher.** A widget that merely opens your app provides little value. A Live Activity can't receive text input.

            > **위젯을 앱 실행 용도로만 사용하지 마세요.** 앱을 열기만 하는 위젯은 별다른 가치를 주지 못합니다. 라이브 액티비티에서는 텍스트 입력이 불가능합니다.
            """])
        #expect(compilation.report.findings.isEmpty, "\(Self.messages(compilation))")
    }
}
