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

    /// 백분율 and 百分率 (percentage) hold 백/百 and the counter 분/分, and count nothing
    /// (lexicon `notNumbers`); the number beside them still counts.
    @Test(arguments: [
        ("소수점 이하 두 자리까지의 백분율로 표시하세요.", "ko", ["2"]),
        ("小数点以下二桁までの百分率で表示してください。", "ja", ["2"]),
        ("백분율 대신 세 가지 단계를 보여 주세요.", "ko", ["3"]),
        ("百分率で表示してください。", "ja", []),
        ("百分率の代わりに三つの段階を示してください。", "ja", ["3"]),
        ("백 분 동안 기다리지 마세요.", "ko", ["100"]),
        ("Don't switch from one to the other while it runs.", "en", []),
        ("Avoid playing the one for every tap.", "en", []),
        ("Show one button and a new one later.", "en", ["1"]),
    ])
    func percentageIsNoNumber(text: String, language: String, expected: [String]) {
        #expect(extractor.wordNumbers(in: text, language: language) == expected)
    }

    @Test(arguments: [
        ("시트는 세 장까지만 겹치세요.", ["3"]),
        ("한 시간 뒤에 다시 알리세요.", ["1"]),
        ("사용자가 한 일을 저장하세요.", [String]()),
    ])
    func koreanCountsSheetsAndHoursButNotAThingDone(text: String, expected: [String]) {
        #expect(extractor.wordNumbers(in: text, language: "ko") == expected)
    }

    /// Teens and tens are number words too, and tens joined to a unit by a hyphen are one number.
    @Test(arguments: [
        ("Don't show more than fifteen items.", ["15"]),
        ("Keep sounds shorter than thirty seconds.", ["30"]),
        ("Nineteen, forty, fifty, sixty and ninety.", ["19", "40", "50", "60", "90"]),
        ("Allow twenty-five characters, or seventy-two.", ["25", "72"]),
        ("Use seven-eight taps and a two-finger swipe.", ["7", "8", "2"]),
    ])
    func englishTeensTensAndHyphenatedCompoundsAreNumbers(text: String, expected: [String]) {
        #expect(extractor.wordNumbers(in: text, language: .english) == expected)
    }

    /// Korean native numbers above ten and Japanese ones written with 十 are written as one word:
    /// the whole is the number, not its parts; two numbers in a row ("두세 개", two or three)
    /// state no one number but the two ("2 or 3 buttons" says the same).
    @Test(arguments: [
        ("ko", "열다섯 개가 넘는 항목을 표시하지 마세요.", ["15"]),
        ("ko", "항목은 열두 개까지만 표시하세요.", ["12"]),
        ("ko", "스무 포인트 여백을 사용하세요.", ["20"]),
        ("ko", "스물다섯 개, 서른 개, 아흔아홉 번.", ["25", "30", "99"]),
        ("ko", "레이블은 네 단어 이내로, 표는 세 열로, 계층은 두 수준으로 유지하세요.", ["4", "3", "2"]),
        ("ko", "두세 개의 버튼을 두세요.", ["2", "3"]),
        ("ko", "두두 개", [String]()),
        ("ja", "十五個までにしてください。", ["15"]),
        ("ja", "二十個のタブ", ["20"]),
        ("ja", "二十五件と三つ", ["25", "3"]),
        ("ja", "一つのボタン", ["1"]),
    ])
    func nativeNumbersAboveTenAreOneNumber(language: String, text: String, expected: [String]) {
        #expect(extractor.wordNumbers(in: text, language: language) == expected)
        let lexicon = LexiconSet.bundled.lexicon(language)
        #expect(extractor.generalWordNumbers(in: text, lexicon: lexicon) == expected)
    }

    /// Parts that state no one number, or numbers too large to add up safely, give none.
    /// Translations glue a version to its product ("iOS17以降", "iPhone15 Pro") where the English
    /// spaces it, and write a scaled number in full-width digits ("１万件"): the same numbers.
    /// A name's own digits ("H264", "A17", a user name in a path) stay no number.
    @Test(arguments: [
        ("iOS17以降では、この設定を使ってください。", "ja", ["17"]),
        ("iOS１７以降に対応してください。", "ja", ["17"]),
        ("iPhone15 Pro에서는 다이내믹 아일랜드를 피하세요.", "ko", ["15"]),
        ("履歴は１万件まで保存してください。", "ja", ["10000"]),
        ("H264 또는 A17 칩을 사용하세요.", "ko", [String]()),
        ("github.com/jum0/Human-Interface-Guidelines 참고", "ko", [String]()),
    ])
    func gluedVersionsAndFullWidthScaledNumbersAreNumbers(text: String, language: LanguageCode, expected: [String]) {
        #expect(extractor.numbers(in: text, language: language) == expected)
    }

    /// A hundred or a scale word multiplies the number words before it, as 百 and 천 do.
    @Test(arguments: [
        ("Limit input to five hundred characters.", ["500"]),
        ("Allow up to two thousand items in a list.", ["2000"]),
        ("Two thousand five hundred rows, one hundred and twenty columns.", ["2500", "120"]),
        ("Three hundred-point margins", ["300"]),
        ("A hundred ways, one or two million people", ["100", "1", "2000000"]),
        ("Use thousands of colors, one of them", ["1"]),
        ("One hundred twenty-five", ["125"]),
    ])
    func aMultiplierJoinsTheNumberWordsBeforeIt(_ text: String, _ expected: [String]) {
        let lexicon = LexiconSet.bundled.lexicon(.english)
        #expect(extractor.wordNumbers(in: text, language: .english) == expected, "\(text)")
        #expect(extractor.generalWordNumbers(in: text, lexicon: lexicon) == expected, "general path: \(text)")
    }

    /// A run of number words longer than any number is read word by word: a text of them stays
    /// linear to read.
    @Test func aRunLongerThanAnyNumberIsReadWordByWord() {
        let text = String(repeating: "one hundred ", count: 40)
        // The last "one hundred", a run of its own, is one number.
        #expect(extractor.wordNumbers(in: text, language: .english) == Array(repeating: ["1", "100"], count: 39).flatMap { $0 } + ["100"])
    }

    @Test func aSpelledOutMultipliedNumberMatchesItsDigits() {
        let compilation = CompileRun.compile(["fields/page.md": """
            # Fields

            **Limit input to five hundred characters.** Long input is hard to review.

            > **입력을 500자로 제한하세요.** 긴 입력은 검토하기 어렵습니다.

            """])
        #expect(compilation.catalog.rules.first?.statements[.english]?.numbers == ["500"])
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }

    @Test func wordsThatStateNoOneNumberGiveNone() {
        #expect(NumberExtractor.composedValue([2, 10, 5]) == 25)
        #expect(NumberExtractor.composedValue([10, 10]) == nil)
        #expect(NumberExtractor.composedValue([2, 3]) == nil)
        #expect(NumberExtractor.composedValue([5, 20]) == nil)
        #expect(NumberExtractor.composedValue([Int.max, 5]) == nil)
    }

    /// A number one side spells out and the other writes in digits is the same anchor.
    @Test func aSpelledOutNumberMatchesItsDigitsInTheTranslation() {
        let compilation = CompileRun.compile(["menus/page.md": """
            # Menus

            **Don't show more than fifteen items in a context menu.** Long menus are hard to scan.

            > **컨텍스트 메뉴에 15개가 넘는 항목을 표시하지 마세요.** 긴 메뉴는 훑어보기 어렵습니다.

            **Show at most 12 items.** Long menus are hard to scan.

            > **항목은 열두 개까지만 표시하세요.** 긴 메뉴는 훑어보기 어렵습니다.
            """])
        #expect(compilation.catalog.rules.count == 2)
        #expect(!compilation.report.findings.contains { $0.kind == .anchorMismatch },
                "\(compilation.report.findings.map(\.message))")
    }

    /// A scale word after the digits multiplies them, and in CJK notation a smaller number after
    /// the scale adds to it: "100만", "100万" and "1 million" all state 1000000.
    @Test(arguments: [
        ("en", "Push updates reach up to 1 million devices in 15 minutes.", ["15", "1000000"]),
        ("en", "Spell out 1.5 million in full, and 2,000 thousand too.", ["1500000", "2000000"]),
        ("en", "Millions of people use it; 3 millions is no number here.", ["3"]),
        ("ko", "푸시 업데이트는 15분 만에 최대 100만 대의 기기에 도달합니다.", ["15", "1000000"]),
        ("ko", "잔액은 12만 원이나 3개만 표시하세요.", ["3", "120000"]),
        ("ja", "残高は1万2000円や12万ウォンのように表示します。", ["12000", "120000"]),
        ("ja", "最大100万台のデバイスに届きます。", ["1000000"]),
        ("ja", "千個を超えるフィールドと最大一万文字のデータ。", ["1000", "10000"]),
        ("ko", "필드가 천 개를 넘거나 3천 개에 이르는 패스.", ["1000", "3000"]),
        ("ko", "레이블은 두세 단어로 쓰고 한두 번만 보여 주세요.", ["1", "2", "3"]),
        ("ja", "十五秒以内に、二階層までにしてください。", ["2", "15"]),
    ])
    func aScaleWordMultipliesTheDigitsBeforeIt(_ language: String, _ text: String, _ expected: [String]) {
        #expect(extractor.numbers(in: text, language: LanguageCode(language)) == expected)
    }

    @Test func aNumberWithAScaleMatchesItsDigitsInTheTranslation() {
        let compilation = CompileRun.compile(["health/page.md": """
            # Health

            **Load long histories progressively.** Charts that cover 1 million samples or more are slow.

            > **긴 기록은 점진적으로 로드하세요.** 100만 개 이상의 샘플을 다루는 차트는 느립니다.
            """, "health/ja.md": """
            # ヘルスケア

            **長い履歴は段階的に読み込んでください。** 1,000,000件以上のサンプルを扱うチャートは遅くなります。
            """])
        #expect(compilation.catalog.rules.count == 1)
        #expect(!compilation.report.findings.contains { $0.kind == .anchorMismatch },
                "\(compilation.report.findings.map(\.message))")
    }
}

/// Japanese text may write a number's separators full width, as its digits.
@Suite struct FullWidthSeparatorTests {
    @Test func aFullWidthPointAndCommaAreTheNumbersOwn() {
        let extractor = NumberExtractor(lexicons: .bundled)
        #expect(extractor.numbers(in: "０．２〜０．５秒にしてください。", language: "ja") == ["0.2", "0.5"])
        #expect(extractor.numbers(in: "項目は最大１，０００個にします。", language: "ja") == ["1000"])
        #expect(extractor.numbers(in: "１．５倍に拡大します。", language: "ja") == ["1.5"])
    }
}

/// A fraction in words states its numerator and denominator, as "3분의 2" does in digits.
@Suite struct FractionWordTests {
    let extractor = NumberExtractor(lexicons: .bundled)

    @Test(arguments: [
        ("Keep the sidebar to one-third of the window.", ["1", "3"]),
        ("Let the chart fill two-thirds of the screen.", ["2", "3"]),
        ("A third of the screen is enough.", ["1", "3"]),
        ("Use three-quarters of the width.", ["3", "4"]),
        // A part of a unit: a quarter of an hour ("4분의 1시간"), half of a second ("0.5초" states 0.5).
        ("Offer times in quarter-hour intervals.", ["1", "4"]),
        ("Fade the view out in half a second.", ["1", "2"]),
    ])
    func fractionsStateBothNumbers(text: String, expected: [String]) {
        #expect(extractor.numbers(in: text, language: .english) == expected)
    }

    @Test func ordinalsStayOrdinals() {
        #expect(!extractor.numbers(in: "Add a third button only when people need it.", language: .english).contains("1"))
        #expect(!extractor.numbers(in: "The third item opens settings.", language: .english).contains("1"))
        // A fraction word before a word that is no unit is no part of it.
        #expect(extractor.numbers(in: "Show a half-height sheet.", language: .english).isEmpty)
    }

    @Test func theTranslationsDigitsMatch() {
        #expect(extractor.numbers(in: "사이드바는 창의 3분의 1로 유지하세요.", language: "ko") == ["1", "3"])
        #expect(extractor.numbers(in: "画面の3分の2を使ってください。", language: "ja") == ["2", "3"])
    }
}

/// A date's month name states its number, as 3월 and 3月 do; a month name alone is a word.
@Suite struct MonthNameTests {
    let extractor = NumberExtractor(lexicons: .bundled)

    @Test func aMonthNextToADayOrAYearIsItsNumber() {
        #expect(extractor.numbers(in: "Show dates as Tuesday, March 5.", language: .english) == ["3", "5"])
        #expect(extractor.numbers(in: "The release is on 5 March 2025.", language: .english) == ["3", "5", "2025"])
        #expect(extractor.numbers(in: "Write Sept. 9 in a short form.", language: .english) == ["9"])
        #expect(extractor.numbers(in: "3월 5일 화요일로 표시하세요.", language: "ko") == ["3", "5"])
    }

    @Test func aMonthNameWithoutANumberIsAWord() {
        #expect(extractor.numbers(in: "May people change the date? March on.", language: .english).isEmpty)
        #expect(extractor.numbers(in: "People may choose a date in May.", language: .english).isEmpty)
    }
}

/// "once" as a conjunction and "no one" count nothing.
@Suite struct WordsThatCountNothingTests {
    @Test(arguments: [
        "The system discards older notifications once it exceeds this limit.",
        "Make sure no one is surprised by the change.",
    ])
    func conjunctionsAndPronounsAreNoNumbers(_ text: String) {
        #expect(NumberExtractor(lexicons: .bundled).wordNumbers(in: text, language: .english).isEmpty, "\(text)")
    }
}

/// Kanji digits written one by one with a zero (三〇, 一〇〇) and ranges whose first end has no
/// counter of its own (三〜五個, 二、三個, 세~다섯 개) state every number.
@Suite struct WrittenDigitAndRangeTests {
    @Test(arguments: [
        ("ja", "タイマーは三〇秒間表示してください。", ["30"]),
        ("ja", "項目は最大一〇〇個にしてください。", ["100"]),
        ("ja", "二〇文字以内にしてください。", ["20"]),
        ("ja", "三〜五個の項目を提供してください。", ["3", "5"]),
        ("ja", "ボタンは二、三個表示してください。", ["2", "3"]),
        ("ja", "色は二～四色を使ってください。", ["2", "4"]),
        ("ko", "버튼은 세~다섯 개만 표시하세요.", ["3", "5"]),
        ("ja", "〇 良い例です。", []),
        ("ja", "三、四の例を見てください。", []),
    ] as [(String, String, [String])])
    func everyNumberIsStated(_ language: String, _ text: String, _ expected: [String]) {
        let extractor = NumberExtractor(lexicons: .bundled)
        #expect(extractor.wordNumbers(in: text, language: LanguageCode(language)).sorted() == expected, "\(text)")
        let lexicon = LexiconSet.bundled.lexicon(language)
        #expect(extractor.generalWordNumbers(in: text, lexicon: lexicon).sorted() == expected, "general path: \(text)")
    }
}

/// A number changed in the statement is reported even when the explanation holds the new one, so
/// the numbers of statement and explanation together are the same on both sides.
@Suite struct StatementNumberTests {
    @Test func aNumberSwappedInTheStatementIsReported() {
        let english = "# Alerts\n\n**Generally, use two-button alerts.** Alerts with three or more buttons create complexity.\n"
        func findings(_ japanese: String) -> [String] {
            CompileRun.compile(["alerts/page.md": english, "alerts/ja.md": "# アラート\n\n" + japanese + "\n"]).findings(.anchorMismatch).map(\.message)
        }
        #expect(findings("**一般的には、３ボタンのアラートを使用してください。** ３つ以上のボタンがあるアラートは複雑になります。")
            == ["numbers of the statement: 2 in English, 3 in the translation"])
        #expect(findings("**一般的には、２ボタンのアラートを使用してください。** ３つ以上のボタンがあるアラートは複雑になります。").isEmpty)
        // A number moved between statement and explanation is no change.
        #expect(findings("**一般的には、ボタンが２つのアラートを使用してください。** ボタンが３つ以上だと複雑になります。").isEmpty)
        // Another number in the statement while the explanation keeps the English one: the
        // statement's numbers are named, not only the added one.
        #expect(findings("**一般的には、５ボタンのアラートを使用してください。** 2つのボタンなら選びやすく、３つ以上のボタンがあるアラートは複雑になります。")
            == ["numbers of the statement: 2 in English, 5 in the translation"])
    }
}

/// A limit said inclusively on one side and exclusively on the other is one limit, whose numbers
/// are one apart; any other difference of one is reported.
@Suite struct NumberBoundTests {
    @Test(arguments: [
        ("Don't use more than two accent colors.", "アクセントカラーを三つ以上使わないでください。", true),
        ("Don't use more than two accent colors.", "강조 색상을 3개 이상 사용하지 마세요.", true),
        ("Show fewer than 5 items.", "항목을 4개 이하로 표시하세요.", true),
        ("Show at least 3 items.", "項目を2つより多く表示してください。", true),
        ("Show no more than 3 items.", "項目を4つ以上表示してください。", false),
        ("Show more than 3 items.", "項目を4つ表示してください。", false),
        ("Show more than 3 items.", "항목을 5개 이상 표시하세요.", false),
        // The same number bounded the other way: the limit moved by one.
        ("Don't include more than three items.", "項目を3つ以上含めないでください。", false),
        ("Show at least five recent items.", "최근 항목을 다섯 개 넘게 표시하세요.", false),
        ("Use fewer than 20 characters in a title.", "제목에는 20자 이하를 사용하세요.", false),
        // The bound turned around: at least 44 / at most 44, no more than 3 / 3 or more.
        ("Make the target at least 44 pt.", "대상은 44pt 이하로 만드세요.", false),
        ("Use no more than three colors.", "색상은 3가지 이상 사용하세요.", false),
        // The same bound, the same limit said from the other side, and "under" said loosely.
        ("Keep titles under 20 characters.", "제목은 20자 미만으로 유지하세요.", true),
        ("Keep titles under 20 characters.", "제목은 20자 이내로 유지하세요.", true),
        ("Don't show more than 3 items.", "항목은 3개 이하로 표시하세요.", true),
        ("Use text no smaller than 11 pt.", "11pt 이상의 텍스트를 사용하세요.", true),
        // A bound that says no itself (超えない, "no longer than") is not turned around again.
        ("Make sure badges don't exceed 3 characters.", "バッジが3文字を超えないようにしてください。", true),
        ("Keep labels no longer than 20 characters.", "레이블은 20자 이하로 유지하세요.", true),
        // Only counts come in whole steps: a measure bounded one apart is another limit.
        ("If a task takes longer than 2 seconds, show an indicator.", "タスクに3秒以上かかる場合は、インジケータを表示してください。", false),
        // "shorter than" and "longer than" bound too.
        ("Keep a haptic pattern shorter than 0.5 seconds.", "햅틱 패턴은 0.5초보다 길게 유지하세요.", false),
        ("Keep a haptic pattern shorter than 0.5 seconds.", "햅틱 패턴은 0.5초보다 짧게 유지하세요.", true),
    ])
    func anInclusiveLimitMeetsAnExclusiveOne(_ english: String, _ translation: String, _ same: Bool) {
        let page = "# Colors\n\n**\(english)** People notice.\n\n> **\(translation)** "
            + (translation.unicodeScalars.contains { $0.value >= 0xAC00 && $0.value <= 0xD7A3 } ? "사람들은 알아챕니다.\n" : "人は気づきます。\n")
        let mismatches = CompileRun.compile(["colors/page.md": page]).findings(.anchorMismatch)
        #expect(mismatches.isEmpty == same, "\(mismatches.map(\.message))")
    }

    @Test func aLimitBoundTheOtherWayNamesBothBounds() {
        let page = "# Menus\n\n**Don't include more than three items.** Long menus are slow.\n\n> **항목을 3개 이상 넣지 마세요.** 긴 메뉴는 느립니다.\n"
        let mismatches = CompileRun.compile(["menus/page.md": page]).findings(.anchorMismatch)
        #expect(mismatches.map(\.message) == ["limit changed: English asks for 3 or fewer, the translation for fewer than 3"])
    }

    /// The bound must stand with the number that changed: another count of the rule bounded
    /// ("more than two choices") excuses nothing.
    @Test func aBoundElsewhereInTheRuleExcusesNoChange() {
        let page = "# Alerts\n\n**Generally, use two-button alerts.** Offer more than two choices only in an action sheet. "
            + "Alerts with three or more buttons are hard to scan.\n\n"
            + "> **일반적으로 버튼이 두 개인 알림을 사용하세요.** 두 개보다 많은 선택지는 액션 시트에서만 제공하세요. 버튼이 4개 이상인 알림은 훑어보기 어렵습니다.\n"
        let mismatches = CompileRun.compile(["alerts/page.md": page]).findings(.anchorMismatch)
        #expect(mismatches.map(\.message) == ["numbers missing: 3; numbers added: 4"])
    }
}

/// A number both sides measure in different units changed: "44 pt" / "44픽셀", "4 hours" / 「4分」.
@Suite struct MeasurementUnitTests {
    @Test func measuresReadTheUnitAfterEachNumber() {
        let english = LexiconSet.bundled.lexicon(.english).measurementUnits
        let measures = english.measures(in: "Make the thumb at least 44x44 pt. Wait 0.5 seconds, then show 5 steps.")
        #expect(measures.map { "\($0.number) \($0.unit)" } == ["44 point", "44 point", "0.5 second"])
        let japanese = LexiconSet.bundled.lexicon("ja").measurementUnits
        #expect(japanese.measures(in: "つまみは４４×４４ポイント以上、最大4時間です。").map { "\($0.number) \($0.unit)" }
                == ["44 point", "44 point", "4 hour"])
        let korean = LexiconSet.bundled.lexicon("ko").measurementUnits
        #expect(korean.measures(in: "1.5밀리초 뒤에 3초 동안 표시하세요.").map(\.unit) == ["millisecond", "second"])
    }

    @Test(arguments: [
        ("Make the thumb at least 44x44 pt.", "썸은 최소 44×44픽셀로 만드세요.", "unit changed: 44 pt in English, 44 픽셀 in the translation"),
        ("End a Live Activity within 4 hours.", "ライブアクティビティは4分以内に終了してください。", "unit changed: 4 hours in English, 4 分 in the translation"),
        ("Make the thumb at least 44x44 pt.", "썸은 최소 44x44포인트로 만드세요.", nil),
        ("End a Live Activity within 4 hours.", "ライブアクティビティは4時間以内に終了してください。", nil),
        // A number one side writes without a unit is not compared.
        ("Show 3 items.", "항목을 3개 표시하세요.", nil),
    ])
    func aNumberMeasuredInAnotherUnitChanged(_ english: String, _ translation: String, _ message: String?) {
        let quote = translation.unicodeScalars.contains { $0.value >= 0xAC00 && $0.value <= 0xD7A3 } ? "사람들은 알아챕니다.\n" : "人は気づきます。\n"
        let page = "# Sizes\n\n**\(english)** People notice.\n\n> **\(translation)** " + quote
        let mismatches = CompileRun.compile(["sizes/page.md": page]).findings(.anchorMismatch)
        #expect(mismatches.map(\.message) == (message.map { [$0] } ?? []))
    }
}
