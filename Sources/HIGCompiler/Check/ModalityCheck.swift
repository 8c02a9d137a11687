/// `modality`: an imperative or prohibition rendered as a plain statement, a prohibition
/// rendered as a suggestion or as mere advice against ("never" / "avoid"), or a requirement
/// rendered as a thing to consider. A translation
/// whose polarity differs ("Don't use …" / "…使用してもかまいません", you may use) is
/// `polarity`'s to report: the meaning flipped, not only its force.
/// A stale translation is not compared: it renders the English as it was; nor one in a language
/// higc has no lexicon for, whose force it cannot read. Where `polarity`
/// passes a pair over because it sets a limit ("Don't stack more than one sheet" / "…重ねて表示して
/// もかまいません"), the weakened request is reported here: a permission for a prohibition is
/// drift whichever check names it.
///
/// A translation file written in the declarative register (「…を明確に示します。」, "…배치하지
/// 않습니다." for "Clearly show …", "Don't place …"), as some localised guidelines are, renders
/// its English requests as statements: that is the file's style, not drift, so a file where
/// enough requests read as statements (`DeclarativeRegister.holds`) reports none of them.
struct ModalityCheck: DriftCheck {
    /// Whether a file is written in the declarative register is read over all its rules.
    var comparesAcrossRules: Bool { true }

    /// Whether the translation says the thing can or may be done (「…用意できます。」, lexicon
    /// `permissions`): an option, not the declarative register's request.
    private func grantsAnOption(_ translation: GuidelineStatement, context: CheckContext) -> Bool {
        context.lexicons.lexicon(translation.language).permissions.match(LexiconText.normalise(translation.text)) != nil
    }

    func findings(in context: CheckContext) -> [AlignmentFinding] {
        let englishLexicon = context.lexicons.lexicon(.english)
        // Per translation file and language (a page that quotes Korean and Japanese after each
        // English paragraph holds two registers): its English requests, and how many it renders
        // as statements.
        struct Register: Hashable { let file: String, language: LanguageCode }
        func register(_ translation: GuidelineStatement) -> Register { Register(file: translation.source.file, language: translation.language) }
        var requests: [Register: (all: Int, asStatements: Int)] = [:]
        context.translationPairs().forEach { _, english, translation in
            guard english.modality.isDirective else { return }
            let asStatement = translation.modality == .statement && english.negated == translation.negated
                && !grantsAnOption(translation, context: context)
            requests[register(translation), default: (0, 0)].all += 1
            if asStatement { requests[register(translation), default: (0, 0)].asStatements += 1 }
        }
        let declarativeFiles = Set(requests.filter { DeclarativeRegister.holds(descriptions: $0.value.asStatements, of: $0.value.all) }.keys)
        return context.translationPairs().compactMap { rule, english, translation in
            guard context.lexicons.reads(translation.language) else { return nil }
            let weakened: Bool
            // A translation that waives ("…할 필요가 없습니다", 「…必要はありません」, need not; lexicon
            // `waivers`) turns "must not" into an option. A negated request ("…않게 하세요", make
            // sure it does not) forbids, as the English does.
            let translatedLexicon = context.lexicons.lexicon(translation.language)
            // "Avoid …", also after a leading adverbial ("Generally, avoid …").
            let englishAvoids = englishLexicon.softProhibitions.match(englishLexicon.withoutLeadingAdverbial(LexiconText.normalise(english.text))) != nil
            let waives = english.modality == .prohibition && translation.modality == .statement && translation.negated
                && translatedLexicon.waivers.match(LexiconText.normalise(translation.text)) != nil
            // "Avoid …" advises against: "…지 않는 것이 좋습니다" (better not to) says the same.
            // So does advice to keep within the limit the English sets ("It's best not to use more
            // than two fonts" / 「フォントは2種類までにするのが最適です」).
            let advisesAgainst = english.modality == .prohibition && translation.modality == .recommendation
                && (translation.negated || englishLexicon.hasNeutralPolarity(english.text)) && englishAvoids
            // A request stated in the register of its file ("…示します。"), granting no option.
            let inFileRegister = translation.modality == .statement && declarativeFiles.contains(register(translation))
                && english.negated == translation.negated && !grantsAnOption(translation, context: context)
            // "Use …" rendered as "…使用を検討してください" (consider using): a thing to weigh, where
            // the English asks for it. Korean and Japanese render plain requests as advice
            // ("…것이 좋습니다") often enough that only a request to weigh counts.
            let asksToWeigh = english.modality == .requirement && translation.modality == .recommendation
                && translatedLexicon.weighingRequests.matches(normalising: translation.text)
                && !englishLexicon.weighingRequests.matches(normalising: english.text)
            // "Never …" rendered as "…피하세요" / 「…避けてください」 (avoid): advice against, where the
            // English forbids outright.
            let softens = english.modality == .prohibition && translation.modality == .prohibition
                && englishLexicon.absoluteProhibitions.matches(normalising: english.text)
                && translatedLexicon.softProhibitions.matches(normalising: translation.text)
                && !translatedLexicon.absoluteProhibitions.matches(normalising: translation.text)
            // "Don't …" rendered as 「なるべく…しないでください」 (as far as possible): a preference,
            // where the English neither hedges nor only advises against.
            let hedges = !softens && english.modality == .prohibition && translation.negated && !englishAvoids
                && translatedLexicon.hedges.matches(normalising: translation.text)
                && !englishLexicon.hedges.matches(normalising: english.text)
            switch (english.modality, translation.modality) {
            case (.prohibition, .recommendation) where advisesAgainst, (_, .statement) where inFileRegister:
                weakened = false
            case (.prohibition, .recommendation), (.prohibition, .statement),
                 (.requirement, .statement), (.recommendation, .statement):
                weakened = true
            default:
                weakened = waives || asksToWeigh || softens || hedges
            }
            // (A placeholder still in English is no pair at all: `TranslationPairs`.)
            guard weakened, !translation.rendersEarlierEnglish(than: english) else { return nil }
            if english.negated != translation.negated {
                // `polarity`'s to report, unless it passes the pair over for a limit it sets.
                guard englishLexicon.hasNeutralPolarity(english.text)
                        || translatedLexicon.hasNeutralPolarity(translation.text) else { return nil }
            }
            let reading = waives ? "says it is not needed"
                : asksToWeigh ? "asks only to consider it"
                : softens ? "only advises against it"
                : hedges ? "forbids it only as far as possible"
                : translation.modality == .statement && grantsAnOption(translation, context: context) ? "only permits it"
                : "reads as a \(translation.modality.rawValue)"
            let englishReading = softens ? "forbids it outright" : "is a \(english.modality.rawValue)"
            return AlignmentFinding(kind: .modality, rule: rule.id, language: translation.language, page: rule.page,
                                    message: "English \(englishReading), the translation \(reading): “\(translation.text)”",
                                    source: translation.source, related: [english.source])
        }
    }
}
