@testable import HIGCompiler
import Testing

/// A statement's modality comes from the verb of its main clause, in the lexicon's words.
@Suite struct ModalityTests {
    let english = LexiconSet.bundled.lexicon(.english)

    @Test(arguments: [
        ("When it's useful, consider pairing a slider with a text field.", Modality.recommendation),
        ("If it helps, show the exact value next to the slider.", .requirement),
        ("To save space, don't label both ends of the track.", .prohibition),
        // A release or a date sets when ("Starting April 29, 2024," holds a date's comma).
        ("Starting in iOS 18, use the new tab bar.", .requirement),
        ("Beginning with iOS 17, don't use the old API.", .prohibition),
        ("Starting April 29, 2024, use Xcode 15 to build apps.", .requirement),
        ("By default, show the title.", .requirement),
    ])
    func aLeadingSubordinateClauseDoesNotHideTheVerb(sentence: String, expected: Modality) {
        #expect(english.modality(of: sentence) == expected)
    }

    @Test(arguments: [
        "You should avoid light font weights.",
        "You should never hide text behind images.",
        "You must never change the delegate of a managed tab bar.",
        "Apps must avoid blocking the main thread.",
    ])
    func aModalThatAvoidsOrNeverDoesIsAProhibition(sentence: String) {
        #expect(english.modality(of: sentence) == .prohibition)
    }

    @Test func anImperativeOfTheGuidelineVoiceIsARequirement() {
        // "Perform" and "downplay" are guideline-voice verbs the requirement list does not repeat.
        #expect(english.modality(of: "Always perform a full refresh after the account changes.") == .requirement)
        #expect(english.modality(of: "Downplay the loading screen.") == .requirement)
    }

    @Test func anUnlistedAdverbDoesNotHideTheVerb() {
        #expect(english.modality(of: "Persistently highlight the current selection.") == .requirement)
        #expect(english.modality(of: "Deliberately consider the order of items.") == .recommendation)
        #expect(english.modality(of: "Family members share one subscription.") == .statement)
    }

    @Test func aDescriptionStaysAStatement() {
        #expect(english.modality(of: "A slider lets people choose a value from a range.") == .statement)
        #expect(english.modality(of: "When people drag the thumb, the value changes.") == .statement)
    }

    @Test func translationsKeepTheirEndings() {
        #expect(LexiconSet.bundled.lexicon("ko").modality(of: "슬라이더 옆에 텍스트 필드를 두는 것을 고려하세요.") == .recommendation)
        #expect(LexiconSet.bundled.lexicon("ja").modality(of: "スライダーの横に値を表示してください。") == .requirement)
    }

    /// 下さい is ください in kanji; plain-style blogs ask with べき, 推奨される, ダメ, NG and 避ける.
    @Test(arguments: [
        ("コントラスト比は４．５：１以上にして下さい。", Modality.requirement, false),
        ("明るすぎる色は避けて下さい。", .prohibition, true),
        ("ボタンを使わないで下さい。", .prohibition, true),
        ("コントラスト比は４．５：１以上にするべき。", .requirement, false),
        ("コントラスト比を４．５：１以上にすることが推奨される。", .recommendation, false),
        ("アクセントカラーを三つ以上使ってはダメ。", .prohibition, true),
        ("アクセントカラーを三つ以上使うのはNG。", .prohibition, true),
        ("アクセントカラーを三つ以上使うのは避ける。", .prohibition, true),
    ])
    func japaneseWrittenAndPlainRequestsAsk(_ sentence: String, _ modality: Modality, _ negated: Bool) {
        let japanese = LexiconSet.bundled.lexicon("ja")
        #expect(japanese.modality(of: sentence) == modality, "\(sentence)")
        #expect(japanese.isNegated(sentence) == negated, "\(sentence)")
        #expect(japanese.guidelineVoice.matches(normalising: sentence), "\(sentence)")
    }

    /// Korean requests in 해요체, noun style (-기) and soft advice.
    @Test(arguments: [
        ("설정 옵션은 최소한으로 유지하기.", Modality.requirement), ("시스템 아이콘을 사용해야 돼요.", .requirement),
        ("짧은 제목을 쓰는 것이 좋겠습니다.", .recommendation), ("짧게 쓰면 좋습니다.", .recommendation),
        ("짧게 쓰는 편이 나아요.", .recommendation), ("시스템 아이콘을 사용할 것을 권해요.", .recommendation),
    ])
    func koreanRequestsInEveryRegisterAsk(_ sentence: String, _ modality: Modality) {
        #expect(LexiconSet.bundled.lexicon("ko").modality(of: sentence) == modality, "\(sentence)")
    }

    /// Blog punctuation ends a sentence as a period does: a trailing "~" or "‼" hides no ending,
    /// and "‼" ends the sentence before the next one.
    @Test func blogPunctuationEndsASentence() {
        let korean = LexiconSet.bundled.lexicon("ko")
        #expect(korean.modality(of: "민감한 정보는 넣지 마세요~") == .prohibition)
        #expect(korean.modality(of: "집중 모드를 존중하세요‼") == .requirement)
        #expect(LexiconText.normalise("넣지 마세요～") == LexiconText.generalNormalise("넣지 마세요～"))
        #expect(SentenceSplitter.sentences("집중 모드를 존중하세요‼ 중단 수준을 사용하세요.") == ["집중 모드를 존중하세요‼", "중단 수준을 사용하세요."])
    }

    /// "with no patterns" describes the thing asked for; it negates no request.
    @Test func withNoNegatesNothing() {
        #expect(!english.isNegated("Use a plain background with no patterns."))
    }

    /// "Rarely", "seldom" and "only" lead an imperative as other adverbs do.
    @Test(arguments: ["Rarely use alerts.", "Only show the total when it changes.", "Collect only the information you need."])
    func anImperativeAfterALimitingAdverbIsARequirement(_ sentence: String) {
        #expect(english.modality(of: sentence) == .requirement)
    }

    /// "Need not" is the negation of an obligation in every language: 않아도 됩니다 is negated like
    /// "need not" and 必要はありません, though 해도 됩니다 ("may") is not; so is the chatty 않는 것이 좋아요.
    @Test func koreanNeedNotAndBetterNotAreNegated() {
        let korean = LexiconSet.bundled.lexicon("ko")
        #expect(korean.isNegated("이 메서드를 직접 호출하지 않아도 됩니다."))
        #expect(!korean.isNegated("이 메서드를 직접 호출해도 됩니다."))
        #expect(korean.isNegated("오래된 데이터는 표시하지 않는 것이 좋아요."))
        #expect(english.isNegated("You need not call this method directly."))
    }

    /// Hedged advice ("It's a good idea to …", "We recommend …") recommends; "It's best to avoid …"
    /// advises against; "Don't forget to …" and "Don't hesitate to …" ask for the thing, on a
    /// negative form.
    @Test(arguments: [
        ("It's a good idea to label the stepper.", Modality.recommendation, false),
        ("We recommend showing the range.", .recommendation, false),
        ("You might want to add a text field.", .recommendation, false),
        ("It is usually best to show the value.", .recommendation, false),
        ("It's best to avoid steppers for large ranges.", .prohibition, true),
        ("It's better not to autoplay video.", .prohibition, true),
        ("Don't forget to test onboarding with new users.", .requirement, false),
        ("Never forget to save the draft.", .requirement, false),
        ("Don't hesitate to remove a feature.", .recommendation, false),
        ("Don't be afraid to use white space.", .recommendation, false),
    ])
    func hedgedAdviceAndAffirmingNegativesReadAsTheyAsk(_ sentence: String, _ modality: Modality, _ negated: Bool) {
        #expect(english.modality(of: sentence) == modality)
        #expect(english.isNegated(sentence) == negated)
    }

    /// "Don't forget to …" rendered as "…잊지 마세요" / 「…忘れないでください」 asks as the English does.
    @Test(arguments: [("ko", "Split View에서 테스트하는 것을 잊지 마세요."), ("ja", "Split Viewでのテストを忘れないでください。")])
    func forgettingNotToDoIsARequest(language: String, sentence: String) {
        let lexicon = LexiconSet.bundled.lexicon(LanguageCode(language))
        #expect(lexicon.modality(of: sentence) == .requirement)
        #expect(!lexicon.isNegated(sentence))
    }

    /// 「…が必要です」, 「…が欠かせません」, "…이 필수입니다": a need stated is a requirement.
    @Test(arguments: [("ja", "色覚障がいへの配慮が必要です。"), ("ja", "モーダルビューには閉じるボタンが欠かせません。"),
                      ("ko", "모달 뷰에는 닫기 버튼이 필수입니다.")])
    func aNeedStatedIsARequirement(language: String, sentence: String) {
        #expect(LexiconSet.bundled.lexicon(LanguageCode(language)).modality(of: sentence) == .requirement)
    }

    /// In the plain register 「…忘れない。」 states the request: not negated.
    @Test func forgettingNotInThePlainRegisterIsNotNegated() {
        #expect(!LexiconSet.bundled.lexicon("ja").isNegated("チュートリアルを後で見直せるようにすることを忘れない。"))
    }

    /// "…것이 가장 좋습니다", 「…のが最善です」 (it is best to): advice.
    @Test(arguments: [("ko", "스테퍼는 값 근처에 배치하는 것이 가장 좋습니다.", false), ("ko", "큰 범위에는 스테퍼를 피하는 것이 가장 좋습니다.", true),
                      ("ja", "ステッパーは値の近くに置くのが最善です。", false), ("ja", "8ptの倍数に基づいたグリッドを使用するのが最適です。", false)])
    func itIsBestToIsAdvice(language: String, sentence: String, negated: Bool) {
        let lexicon = LexiconSet.bundled.lexicon(LanguageCode(language))
        #expect(lexicon.modality(of: sentence) == .recommendation)
        #expect(lexicon.isNegated(sentence) == negated)
    }

    /// "Consider not …" (…지 않는 것을 고려해 보세요, …ないことを検討してください) is negated advice:
    /// rendering "Don't …", it weakens the request rather than flipping it.
    @Test(arguments: [("ko", "광고를 보여 주지 않는 것을 고려해 보세요."), ("ja", "広告を表示しないことを検討してください。")])
    func consideringNotDoingIsNegatedAdvice(language: String, sentence: String) {
        let lexicon = LexiconSet.bundled.lexicon(LanguageCode(language))
        #expect(lexicon.modality(of: sentence) == .recommendation)
        #expect(lexicon.isNegated(sentence))
    }

    /// 자제하세요 ("refrain from") forbids as 삼가세요 does, and 아니어야 합니다 ("must not be") is
    /// the negative copula's obligation: both render "Avoid …" and "… must not be …".
    @Test(arguments: ["스위치의 틴트 색상을 바꾸는 것은 자제하세요.", "알림을 너무 자주 보내는 것은 자제하십시오.",
                      "자동 재생은 자제해야 합니다.", "버튼 제목은 완전한 문장이 아니어야 합니다.", "델리게이트는 nil이 아니어야 합니다."])
    func koreanRefrainAndMustNotBeAreNegatedProhibitions(_ sentence: String) {
        let korean = LexiconSet.bundled.lexicon("ko")
        #expect(korean.modality(of: sentence) == .prohibition)
        #expect(korean.isNegated(sentence))
    }

    /// "Make sure that" opens its object, not a relative clause; "such as …" and "like …" give
    /// examples inside the subject: neither hides the negation after it.
    @Test(arguments: ["Make sure that the banner doesn't cover the content.", "Ensure that people never lose their work.",
                      "Destructive buttons such as Delete shouldn't appear in a toolbar.",
                      "A message like Oops doesn't help anyone."])
    func aNegationAfterThatOrAnExampleIsRead(_ sentence: String) {
        #expect(english.isNegated(sentence))
    }

    @Test func aRelativeClauseStillHidesItsNegation() {
        #expect(!english.isNegated("Use a label that doesn't truncate."))
        #expect(!english.isNegated("Check that the field isn't empty."))
    }

    /// "Let's stop", "refrain" and "a no-go" forbid too: やめましょう, 控えましょう, 맙시다, 금물입니다.
    /// "Better not" (ないほうがよいでしょう) is negated advice: a recommendation, so an English
    /// prohibition rendered so is reported as weakened, not as flipped.
    @Test func softerProhibitionsAreNegated() {
        let japanese = LexiconSet.bundled.lexicon("ja"), korean = LexiconSet.bundled.lexicon("ko")
        for sentence in ["自動再生はやめましょう。", "派手なアニメーションは控えましょう。"] {
            #expect(japanese.modality(of: sentence) == .prohibition, "\(sentence)")
            #expect(japanese.isNegated(sentence), "\(sentence)")
        }
        for sentence in ["전문 용어는 쓰지 맙시다.", "과도한 애니메이션은 금물입니다."] {
            #expect(korean.modality(of: sentence) == .prohibition, "\(sentence)")
            #expect(korean.isNegated(sentence), "\(sentence)")
        }
        let betterNot = "タイトルはアニメーションさせないほうがよいでしょう。"
        #expect(japanese.modality(of: betterNot) == .recommendation)
        #expect(japanese.isNegated(betterNot))
    }

    /// Blog summaries write guidelines in the plain style: Korean -자 / -지 말자 and memo -ㄹ 것,
    /// Japanese 〜こと, volitional 〜よう / 〜おう and 〜のがよい. Each speaks in the guideline
    /// voice, so a translation that lost its bold is still found, with its modality.
    @Test func plainStyleGuidelinesSpeakInTheGuidelineVoice() {
        let japanese = LexiconSet.bundled.lexicon("ja"), korean = LexiconSet.bundled.lexicon("ko")
        let cases: [(LanguageLexicon, String, Modality, Bool)] = [
            (korean, "모든 컨트롤에 레이블을 달자.", .recommendation, false),
            (korean, "제스처에만 의존하지 말자.", .prohibition, true),
            (korean, "레이블은 텍스트와 맞출 것.", .requirement, false),
            (korean, "레이블은 짧은 것이 좋다.", .recommendation, false),
            (japanese, "重要なコンテンツは視野の中央に置くこと。", .requirement, false),
            (japanese, "ウインドウは快適な距離に保とう。", .recommendation, false),
            (japanese, "奥行きを使うのがよい。", .recommendation, false),
        ]
        for (lexicon, sentence, modality, negated) in cases {
            #expect(lexicon.guidelineVoice.match(LexiconText.normalise(sentence)) != nil, "\(sentence)")
            #expect(lexicon.modality(of: sentence) == modality, "\(sentence)")
            #expect(lexicon.isNegated(sentence) == negated, "\(sentence)")
        }
    }

    /// Verbs of media and display guidelines ask as any imperative does: "Dim …", "Duck …",
    /// "Resume …", "Obscure …". "Dim" is also an adjective ("Dim state colors." labels a term),
    /// so a plain paragraph opening with it is not taken for a guideline.
    @Test func mediaAndDisplayImperativesAreRequirements() {
        let english = LexiconSet.bundled.lexicon(.english)
        for sentence in ["Dim content in always-on mode.", "Duck other audio while speaking.", "Resume playback where people left off.",
                         "Obscure sensitive details on the Lock Screen."] {
            #expect(english.modality(of: sentence) == .requirement, "\(sentence)")
            #expect((english.guidelineVoice.match(LexiconText.normalise(sentence)) != nil) == !sentence.hasPrefix("Dim"), "\(sentence)")
        }
    }

    /// A prohibition softened to a maybe ("피하는 편이 좋을 수도 있습니다", 「避けたほうがいいかもしれません」)
    /// is negated advice, and "절대 없어야 합니다" (there must never be) negates.
    @Test func softenedProhibitionsAndNegativeExistentialsAreNegated() {
        let japanese = LexiconSet.bundled.lexicon("ja"), korean = LexiconSet.bundled.lexicon("ko")
        for sentence in ["아주 짧은 목록에는 피커를 사용하지 않는 편이 좋을 수도 있습니다.", "피커를 보여 주는 것은 피하는 편이 좋을 수도 있습니다."] {
            #expect(korean.modality(of: sentence) == .recommendation && korean.isNegated(sentence), "\(sentence)")
        }
        #expect(japanese.modality(of: "ビューを切り替えるのは避けたほうがいいかもしれません。") == .recommendation)
        #expect(japanese.isNegated("ビューを切り替えるのは避けたほうがいいかもしれません。"))
        #expect(korean.isNegated("이유 없이 검색 필드를 비우는 일은 절대 없어야 합니다."))
    }

    /// More of the ways translators forbid: 지양하세요 (the standard rendering of "avoid"),
    /// 삼가 주십시오, 숨기지 말도록, 않게끔, 피하는 편이 좋습니다; 心がけてください, ないでおきましょう,
    /// てはだめです. "Not recommended" (권장하지 않습니다, おすすめしません) is negated advice.
    @Test func moreProhibitionsAndNegatedAdviceAreRead() {
        let japanese = LexiconSet.bundled.lexicon("ja"), korean = LexiconSet.bundled.lexicon("ko")
        for sentence in ["게임 컨트롤러를 필수로 요구하는 것은 지양하세요.", "메뉴 항목을 숨기지 말도록 하세요.", "긴 메뉴는 피하는 편이 좋습니다.",
                         "제목이 잘리지 않게끔 하세요.", "과도한 효과는 삼가 주십시오."] {
            #expect(korean.modality(of: sentence) == .prohibition && korean.isNegated(sentence), "\(sentence)")
        }
        for sentence in ["項目を隠さないよう心がけてください。", "項目を無効にしないでおきましょう。", "種類を混ぜてはだめです。"] {
            #expect(japanese.modality(of: sentence) == .prohibition && japanese.isNegated(sentence), "\(sentence)")
        }
        #expect(korean.modality(of: "버튼을 색상으로 지칭하는 것은 권장하지 않습니다.") == .recommendation)
        #expect(korean.isNegated("버튼을 색상으로 지칭하는 것은 권장하지 않습니다."))
        #expect(japanese.modality(of: "ボタンを色で呼ぶのはおすすめしません。") == .recommendation)
        #expect(japanese.isNegated("ボタンを色で呼ぶのはおすすめしません。"))
    }

    /// Past and perfect negations negate as the present ones do: wasn't, haven't, didn't;
    /// 않았습니다, 못했습니다, 없었습니다; ませんでした, なかった.
    @Test func pastNegationsAreNegations() {
        let english = LexiconSet.bundled.lexicon(.english), japanese = LexiconSet.bundled.lexicon("ja"),
            korean = LexiconSet.bundled.lexicon("ko")
        for sentence in ["This component wasn't designed for long workflows.", "Most people haven't learned the gesture.",
                         "The sheet didn't support this gesture."] {
            #expect(english.mentionsNegation(sentence) && english.isNegated(sentence), "\(sentence)")
        }
        for sentence in ["초기 버전은 이 제스처를 지원하지 않았습니다.", "사람들은 제스처를 찾을 수 없었습니다.", "사용하지 못했습니다."] {
            #expect(korean.mentionsNegation(sentence) && korean.isNegated(sentence), "\(sentence)")
        }
        for sentence in ["初期のバージョンはこのジェスチャをサポートしていませんでした。", "誰も気づかなかった。"] {
            #expect(japanese.mentionsNegation(sentence) && japanese.isNegated(sentence), "\(sentence)")
        }
    }

    /// 〜てはなりません is the register of Apple's Japanese documentation for "must not"; its
    /// affirmative twin なくてはなりません ("must") stays a requirement.
    @Test func japaneseTewaNarimasenIsANegatedProhibition() {
        let japanese = LexiconSet.bundled.lexicon("ja")
        for sentence in ["日付ピッカーをサブクラス化してはなりません。", "スタイルは.wheelsであってはなりません。", "この値を変更してはならない。"] {
            #expect(japanese.modality(of: sentence) == .prohibition, "\(sentence)")
            #expect(japanese.isNegated(sentence), "\(sentence)")
        }
        #expect(japanese.modality(of: "値を設定しなくてはなりません。") == .requirement)
        #expect(!japanese.isNegated("値を設定しなくてはなりません。"))
    }

    /// A bold lead of two sentences states its rule in the first and its reason in the second;
    /// in Korean and Japanese the verb ends the sentence, so the reason must not decide.
    @Test func aStatementOfTwoSentencesReadsFromTheOneThatAsks() {
        let korean = LexiconSet.bundled.lexicon("ko"), japanese = LexiconSet.bundled.lexicon("ja")
        #expect(StatementFeatures.reading(of: "가능하면 확정형 진행 표시기를 사용하세요. 작업에 걸리는 시간을 알 수 있기 때문입니다.", lexicon: korean)
            == (.requirement, false))
        #expect(StatementFeatures.reading(of: "可能であれば、確定的なインジケータを使ってください。所要時間がわかるからです。", lexicon: japanese)
            == (.requirement, false))
        #expect(StatementFeatures.reading(of: "진행 표시기는 시간을 알려 줍니다. 화면을 가리지 마세요.", lexicon: korean) == (.prohibition, true))
        #expect(StatementFeatures.reading(of: "Progress is visible. The bar fills from left to right.", lexicon: english)
            == (.statement, false))
        // Two requests: the first decides in every language, as it does in English.
        #expect(StatementFeatures.reading(of: "Show a clear selection state. Don't rely on color alone.", lexicon: english)
            == (.requirement, false))
        #expect(StatementFeatures.reading(of: "선택 상태를 분명하게 표시하세요. 색상에만 의존하지 마세요.", lexicon: korean)
            == (.requirement, false))
        #expect(StatementFeatures.reading(of: "選択状態をはっきり示してください。色だけに頼らないでください。", lexicon: japanese)
            == (.requirement, false))
    }

    /// "Must" is a double negative in Japanese and Korean ("unless …, it won't do"): an obligation,
    /// neither a prohibition nor a negation.
    @Test(arguments: [
        ("ja", "ステップ値は0より大きくなければなりません。"),
        ("ja", "ヒット領域は最低44ptにしなくてはいけません。"),
        ("ja", "変更はすぐに保存しないといけません。"),
        ("ko", "단계 값은 0보다 커야 하고, 최댓값보다 작지 않으면 안 됩니다."),
        ("ko", "변경 사항은 바로 저장하지 않으면 안됩니다."),
    ])
    func anObligationBuiltOnANegativeFormIsARequirement(language: String, sentence: String) {
        let lexicon = LexiconSet.bundled.lexicon(LanguageCode(language))
        #expect(lexicon.modality(of: sentence) == .requirement)
        #expect(!lexicon.isNegated(sentence))
    }

    @Test func aProhibitionStaysNegated() {
        #expect(LexiconSet.bundled.lexicon("ja").isNegated("ステップ値を0にしてはいけません。"))
        #expect(LexiconSet.bundled.lexicon("ja").modality(of: "ステップ値を0にしてはいけません。") == .prohibition)
        #expect(LexiconSet.bundled.lexicon("ko").modality(of: "단계 값을 0으로 두면 안 됩니다.") == .prohibition)
    }

    /// Korean 한다체 and Japanese である調, the plain registers of technical writing and blogs,
    /// ask and forbid as the polite ones do; a double negative ("않아서는 안 됩니다", "なきゃ
    /// いけません") asks.
    @Test(arguments: [
        ("ko", "표준 컨트롤러 레이아웃을 지원해야 한다.", Modality.requirement, false),
        ("ko", "버튼을 다시 매핑할 수 있게 해야만 합니다.", .requirement, false),
        ("ko", "올바른 버튼 글리프를 표시할 것.", .requirement, false),
        ("ko", "대체 수단으로 터치 컨트롤을 제공하자.", .recommendation, false),
        ("ko", "동시 입력을 요구하지 마라.", .prohibition, true),
        ("ko", "컨트롤러를 비활성화하면 안 된다.", .prohibition, true),
        ("ko", "터치 컨트롤을 표시해서는 안 된다.", .prohibition, true),
        ("ko", "화면은 30초마다 업데이트하지 않아서는 안 됩니다.", .requirement, false),
        ("ja", "標準のコントローラレイアウトをサポートしなければならない。", .requirement, false),
        ("ja", "正しいボタングリフを表示すべきだ。", .requirement, false),
        ("ja", "代替手段としてタッチ操作を提供する必要がある。", .requirement, false),
        ("ja", "タッチ操作を表示してはいけない。", .prohibition, true),
        ("ja", "同時押しを必須にするのは避けるべき。", .prohibition, true),
        ("ja", "ワークアウトを保存しなきゃいけません。", .requirement, false),
    ])
    func plainRegistersAskAndForbid(language: String, sentence: String, expected: Modality, negated: Bool) {
        let lexicon = LexiconSet.bundled.lexicon(LanguageCode(language))
        #expect(lexicon.modality(of: sentence) == expected)
        #expect(lexicon.isNegated(sentence) == negated)
    }

    @Test(arguments: [
        ("ko", "화면에 텍스트를 넣는 것은 피하도록 하세요."), ("ko", "뒤로 움직이도록 요구하는 것은 피해 주세요."),
        ("ko", "고정된 크기는 피하는 게 좋겠습니다."), ("ko", "갑작스러운 움직임은 피하도록 합니다."),
        ("ko", "사람들이 다시 로그인하도록 요구하는 일이 없도록 하세요."), ("ko", "진동을 남용하는 것은 자제하도록 하세요."),
        ("ja", "画面にテキストを入れるのは避けるようにしてください。"), ("ja", "固定サイズは避けるようにしましょう。"),
        ("ja", "急な動きは避けたほうがよいでしょう。"), ("ja", "長いラベルは避けること。"), ("ja", "過度な通知は控えるようにしてください。"),
    ])
    func everydayRenderingsOfAvoidAreNegatedProhibitions(language: String, sentence: String) {
        let lexicon = LexiconSet.bundled.lexicon(language)
        #expect(lexicon.modality(of: sentence) == .prohibition, "\(sentence)")
        #expect(lexicon.isNegated(sentence), "\(sentence)")
    }

    @Test func japaneseMightIsNoNegation() {
        let japanese = LexiconSet.bundled.lexicon("ja")
        #expect(!japanese.isNegated("何かにぶつかるかもしれません。"))
        #expect(japanese.isNegated("表示されないかもしれません。"), "might not is still negative")
        #expect(japanese.modality(of: "複数のウインドウを表示しない方がいいかもしれません。") == .recommendation)
        #expect(japanese.isNegated("複数のウインドウを表示しない方がいいかもしれません。"))
    }

    @Test(arguments: [
        ("ko", "결과는 항상 한 번에 하나씩 보여 주도록 합니다.", Modality.requirement), ("ja", "十分な余白を取るようにします。", .requirement),
        ("ja", "標準のボタンを使うこと。", .requirement), ("ja", "システムの色を使おう。", .recommendation),
        ("ja", "短いラベルを推奨します。", .recommendation), ("ja", "簡潔な文が望ましいです。", .recommendation),
    ])
    func politeAndPlainDirectiveEndingsAsk(language: String, sentence: String, expected: Modality) {
        #expect(LexiconSet.bundled.lexicon(language).modality(of: sentence) == expected, "\(sentence)")
    }

    @Test func aLeadingPlatformPhraseDoesNotHideTheVerb() {
        #expect(english.modality(of: "On macOS, don't use a sheet for a simple choice.") == .prohibition)
        #expect(english.modality(of: "On iPad, support multiple windows.") == .requirement)
        #expect(english.modality(of: "It's important to test with VoiceOver.") == .requirement)
    }

    @Test func anEmojiAtTheEndLeavesTheEndingToDecide() {
        #expect(LexiconSet.bundled.lexicon("ko").modality(of: "항상 최신 상태로 유지하세요 ✨.") == .requirement)
        #expect(LexiconSet.bundled.lexicon("ko").modality(of: "여러 크기의 위젯을 제공하세요📐。") == .requirement)
        #expect(LexiconSet.bundled.lexicon("ja").modality(of: "常に最新の状態に保ってください 🔄") == .requirement)
    }

    /// A limit stated on a negation word sets a number and forbids nothing, so the English reads
    /// as its translations do ("20자 이하로", "20文字以内に").
    @Test func aLimitOnANegationWordIsNoNegation() {
        #expect(!english.isNegated("Keep titles to no more than 20 characters."))
        #expect(!english.isNegated("Show not only the title but also the date."))
        #expect(english.isNegated("Don't use more than two buttons."))
        #expect(english.isNegated("Use no more than three tabs, and never hide them."))
    }
}

/// "Avoid" advises against: a translation that recommends not doing the thing renders it at its own
/// force, while the same rendering of "Don't" weakens a prohibition.
@Suite struct SoftProhibitionTests {
    static func modalityFindings(_ english: String, _ translation: String, language: String) -> [String] {
        let compilation = CompileRun.compile([
            "haptics/page.md": "# Haptics\n\n**\(english)** Too many patterns lose their meaning.\n",
            "haptics/\(language).md": "# H\n\n**\(translation)** 패턴이 너무 많으면 의미를 잃습니다.\n",
        ])
        return compilation.findings(.modality).map(\.message)
    }

    @Test(arguments: [
        ("Avoid overusing haptics.", "햅틱을 과도하게 사용하지 않는 것이 좋습니다.", "ko"),
        ("Try not to overuse haptics.", "햅틱을 과도하게 사용하지 않는 것이 좋습니다.", "ko"),
        ("Avoid overusing haptics.", "触覚フィードバックを使いすぎないほうがよいでしょう。", "ja"),
        ("Avoid overusing haptics.", "触覚フィードバックの使いすぎは避けたほうがいいです。", "ja"),
        // Advice to keep within the limit the English advises against passing.
        ("It's best not to use more than two haptic patterns.", "触覚パターンは2種類までにするのが最適です。", "ja"),
    ])
    func betterNotRendersAvoid(_ english: String, _ translation: String, _ language: String) {
        #expect(Self.modalityFindings(english, translation, language: language) == [])
    }

    /// A leading adverbial ("Generally, avoid …") does not hide the English's "avoid".
    @Test(arguments: [("Generally, avoid overusing haptics.", "일반적으로 햅틱을 과도하게 사용하는 것은 피하는 게 좋아요.", "ko")])
    func anAdvisedAvoidAfterAnAdverbialRendersAvoid(_ english: String, _ translation: String, _ language: String) {
        #expect(Self.modalityFindings(english, translation, language: language) == [])
    }

    @Test func betterNotWeakensDont() {
        #expect(Self.modalityFindings("Don't overuse haptics.", "햅틱을 과도하게 사용하지 않는 것이 좋습니다.", language: "ko")
            == ["English is a prohibition, the translation reads as a recommendation: “햅틱을 과도하게 사용하지 않는 것이 좋습니다.”"])
    }
}

/// Localised guidelines written in the declarative register render requests as statements
/// throughout: the file's style, not one translation's drift.
@Suite struct DeclarativeRegisterTests {
    static let english = """
        # Toggles

        **Clearly identify the setting a toggle affects.** People need to know what changes.

        **Use a toggle only for binary settings.** A toggle has two states.

        **Don't put a toggle in a toolbar.** Toolbars hold actions.

        **Consider a mini switch in grouped forms.** It saves space.
        """

    static func findings(_ japanese: [String]) -> [AlignmentFinding] {
        CompileRun.compile(["toggles/page.md": english,
                            "toggles/ja.md": "# トグル\n\n" + japanese.map { "**\($0)** 説明。" }.joined(separator: "\n\n") + "\n"])
            .findings(.modality)
    }

    @Test func aFileInTheDeclarativeRegisterReportsNoModality() {
        #expect(Self.findings(["トグルが影響する設定を明確に示します。", "トグルは二者択一の設定にのみ使用します。",
                               "ツールバーにはトグルを配置しません。", "グループ化されたフォームでは、ミニスイッチの使用を検討します。"]) == [])
    }

    /// 「…できます」 grants an option: no register renders a request that way.
    @Test func anOptionInTheDeclarativeRegisterIsReported() {
        let findings = Self.findings(["トグルが影響する設定を明確に示します。", "トグルは二者択一の設定にのみ使用できます。",
                                      "ツールバーにはトグルを配置しません。", "グループ化されたフォームでは、ミニスイッチの使用を検討します。"])
        #expect(findings.map(\.message) == ["English is a requirement, the translation only permits it: “トグルは二者択一の設定にのみ使用できます。”"])
    }

    @Test func oneStatementAmongRequestsIsReported() {
        let findings = Self.findings(["トグルが影響する設定を明確に示してください。", "トグルは二者択一の設定にのみ使用します。",
                                      "ツールバーにはトグルを配置しないでください。", "グループ化されたフォームでは、ミニスイッチの使用を検討してください。"])
        #expect(findings.map(\.message) == ["English is a requirement, the translation reads as a statement: “トグルは二者択一の設定にのみ使用します。”"])
    }
}

/// A translation file that mixes the registers (…します beside …してください) keeps its style
/// with three descriptions in seven requests: they are no modality drift.
@Suite struct MixedRegisterTests {
    @Test func threeDescriptionsInSevenRequestsAreTheFilesStyle() {
        let rules = [("Show progress accurately.", "進捗を正確に伝えます。"),
                     ("Keep people informed.", "ユーザーに状況を知らせます。"),
                     ("Hide the indicator when the task ends.", "タスクが終わったらインジケータを非表示にします。"),
                     ("Use a progress bar for tasks of known duration.", "所要時間がわかるタスクにはプログレスバーを使ってください。"),
                     ("Keep the indicator moving.", "インジケータを動かし続けてください。"),
                     ("Avoid vague labels.", "あいまいなラベルは避けてください。"),
                     ("Let people cancel long tasks.", "長いタスクはキャンセルできるようにしてください。")]
        let english = "# Progress\n\n" + rules.map { "**\($0.0)** People notice.\n\n" }.joined()
        let japanese = "# 進捗\n\n" + rules.map { "**\($0.1)** ユーザーは気づきます。\n\n" }.joined()
        let compilation = CompileRun.compile(["progress/page.md": english, "progress/ja.md": japanese])
        #expect(compilation.catalog.rules.allSatisfy { $0.statements["ja"] != nil })
        #expect(compilation.findings(.modality).isEmpty, "\(compilation.findings(.modality).map(\.message))")
        // Two descriptions are no style: they are drift.
        let fewer = CompileRun.compile(["progress/page.md": english,
                                        "progress/ja.md": japanese.replacingOccurrences(of: "非表示にします。", with: "非表示にしてください。")])
        #expect(fewer.findings(.modality).map(\.message) == ["English is a requirement, the translation reads as a statement: “ユーザーに状況を知らせます。”"])
    }

    /// A page that quotes Korean and Japanese after each English paragraph holds two registers:
    /// the Japanese written declaratively (「…します。」) is its style, whatever the Korean does.
    @Test func eachLanguageOfATrilingualPageHasItsOwnRegister() {
        let rules = [("Keep menus short.", "메뉴는 짧게 유지하세요.", "メニューは短くします。"),
                     ("Use title-style capitalization.", "제목 스타일 대문자를 사용하세요.", "タイトルスタイルの大文字表記を使用します。"),
                     ("Group related items.", "관련 항목을 묶으세요.", "関連する項目をグループにまとめます。"),
                     ("Don't redefine standard shortcuts.", "표준 단축키를 재정의하지 마세요.", "標準のショートカットを再定義しないでください。")]
        let page = "# Menus\n\n" + rules.map { english, korean, japanese in
            "**\(english)** People scan menus.\n\n> **\(korean)** 사람들은 메뉴를 훑어봅니다.\n\n> **\(japanese)** 人はメニューを流し読みします。"
        }.joined(separator: "\n\n") + "\n"
        let compilation = CompileRun.compile(["menus/page.md": page])
        #expect(compilation.catalog.rules.count == 4)
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }
}

