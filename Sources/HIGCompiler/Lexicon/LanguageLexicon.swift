import Foundation

/// What higc knows about how one language states guidelines. Loaded from `Lexicons/LANG.json`
/// so a team can add or tune a language without touching code (see `Lexicons/README.md`).
public struct LanguageLexicon: Hashable, Sendable, Codable {
    public var language: LanguageCode {
        get { storage.language }
        set { mutableStorage().language = newValue }
    }
    /// One-word labels that start a callout: TIP, NOTE, 참고, 注意 …
    public var calloutLabels: [String] {
        get { storage.calloutLabels }
        set { mutableStorage().calloutLabels = newValue }
    }
    /// Number words and their values: "three" = 3, "세" = 3, "三" = 3.
    public var numberWords: [String: Int] {
        get { storage.numberWords }
        set { mutableStorage().numberWords = newValue }
    }
    /// Counters that must follow a number word in scripts without spaces (三つ, 세 개).
    public var numberCounters: [String] {
        get { storage.numberCounters }
        set { mutableStorage().numberCounters = newValue }
    }
    /// Words that scale the number written before them ("1.5 million", "100만", "1万2000"):
    /// the number stated is the product (plus a smaller number right after, in CJK notation).
    public var numberScales: [String: Int] {
        get { storage.numberScales }
        set { mutableStorage().numberScales = newValue }
    }
    /// Words that name a fraction's denominator ("thirds": 3), read after a number word
    /// ("two-thirds", "a third of"): the fraction states both numbers, as "3분의 2" does.
    public var numberFractions: [String: Int] {
        get { storage.numberFractions }
        set { mutableStorage().numberFractions = newValue }
    }
    /// Words that name a rank without a number ("second", "secondary", "tertiary"): a translation
    /// may state the rank with digits (「2番目」, "2번째"), which is no number it added.
    public var ordinalWords: [String: Int] {
        get { storage.ordinalWords }
        set { mutableStorage().ordinalWords = newValue }
    }
    /// Units of `measurementUnits` in a base unit (`millisecond`: `second` 0.001): "0.1 seconds"
    /// and 「100ミリ秒」 measure the same, though their numbers differ.
    public var unitMagnitudes: [String: [String: Double]] {
        get { storage.unitMagnitudes }
        set { mutableStorage().unitMagnitudes = newValue }
    }

    /// Units of measure written after a number ("pt", "포인트", "時間"), by a name every language
    /// shares: a translation measuring the same number in another unit changed it.
    public var measurementUnits: MeasurementUnits {
        get { storage.measurementUnits }
        set { mutableStorage().measurementUnits = newValue }
    }
    /// How the language bounds a count, inclusive or not ("more than two" / "3개 이상").
    public var numberBounds: NumberBounds {
        get { storage.numberBounds }
        set { mutableStorage().numberBounds = newValue }
    }
    /// Month names and their numbers ("March": 3), read next to a day or a year ("March 5"):
    /// the date states the month as 3월 and 3月 do.
    public var monthNames: [String: Int] {
        get { storage.monthNames }
        set { mutableStorage().monthNames = newValue }
    }
    /// Leading phrases skipped before looking at a sentence's verb ("in general,").
    public var leadingAdverbials: [String] {
        get { storage.leadingAdverbials }
        set { mutableStorage().leadingAdverbials = newValue; adverbials = LeadingAdverbials(leadingAdverbials) }
    }
    public var prohibition: PhraseList {
        get { storage.prohibition }
        set { mutableStorage().prohibition = newValue; prepareNegationMentions() }
    }
    public var recommendation: PhraseList {
        get { storage.recommendation }
        set { mutableStorage().recommendation = newValue }
    }
    public var requirement: PhraseList {
        get { storage.requirement }
        set { mutableStorage().requirement = newValue }
    }
    public var negation: PhraseList {
        get { storage.negation }
        set { mutableStorage().negation = newValue; prepareNegationMentions() }
    }
    /// The guideline voice of unmarked pages (step: inferred statements).
    public var guidelineVoice: PhraseList {
        get { storage.guidelineVoice }
        set { mutableStorage().guidelineVoice = newValue }
    }
    /// Normative sentences of API reference pages (must, should, 해야 합니다).
    public var normative: PhraseList {
        get { storage.normative }
        set { mutableStorage().normative = newValue }
    }
    /// Paragraphs that are never statements (cross-references, bylines, captions).
    public var nonStatement: PhraseList {
        get { storage.nonStatement }
        set { mutableStorage().nonStatement = newValue }
    }
    /// Paragraphs or headings that mark an API reference page ("Declaration", "Overview").
    public var apiReferenceMarkers: [String] {
        get { storage.apiReferenceMarkers }
        set { mutableStorage().apiReferenceMarkers = newValue }
    }
    /// Words that open a subordinate clause before the main one ("If you …, don't …").
    public var subordinators: [String] {
        get { storage.subordinators }
        set { mutableStorage().subordinators = newValue; prepareClauseLookups() }
    }
    /// Words after which a clause no longer carries the statement's polarity ("… that don't …").
    public var clauseBreakers: [String] {
        get { storage.clauseBreakers }
        set { mutableStorage().clauseBreakers = newValue; prepareClauseLookups() }
    }

    /// Verbs whose "that" opens their object, not a relative clause ("make sure that … doesn't
    /// …"): the clause goes on after it.
    public var complementVerbs: [String] {
        get { storage.complementVerbs }
        set { mutableStorage().complementVerbs = newValue }
    }

    /// Subjects that open a clause with no word to open it ("delete data *you* no longer need",
    /// "remove items *people* can't use"): a negation right after one belongs to that relative
    /// clause, not to the request, unless a complement verb comes before it ("make sure you don't").
    public var relativeClauseSubjects: [String] {
        get { storage.relativeClauseSubjects }
        set { mutableStorage().relativeClauseSubjects = newValue; prepareClauseLookups() }
    }

    /// Words after which a noun's spelling is its verb ("people *switch* views", "to *alert*
    /// people", "can *badge*"): a glossary term met right after one is not the term.
    public var verbCues: [String] {
        get { storage.verbCues }
        set { mutableStorage().verbCues = newValue }
    }

    /// Korean verb endings after a noun (제안*하세요*, 탭*합니다*), stripped with `particles`
    /// before a word is transliterated: their consonants are the verb's, not the loanword's, and
    /// would let a native noun's skeleton pass for an English word's (제안하세요 for "change").
    public var verbEndings: [String] {
        get { storage.verbEndings }
        set { mutableStorage().verbEndings = newValue }
    }

    /// Headings of a page's furniture ("Change log", "Resources", "変更履歴"), lower-cased: what
    /// stands under one (dates and notes of changes, lists of related pages) is no guideline.
    public var furnitureHeadings: [String] {
        get { storage.furnitureHeadings }
        set { mutableStorage().furnitureHeadings = newValue }
    }

    /// Words that hold a number word and a counter but count nothing (백분율, percentage: 백 and
    /// 분 read as "100 minutes"): no number is read inside them.
    public var notNumbers: [String] {
        get { storage.notNumbers }
        set { mutableStorage().notNumbers = newValue }
    }

    /// Words that open examples inside a noun phrase ("buttons such as Delete shouldn't …",
    /// "a message like “Oops” doesn't …"): not a clause of their own.
    public var exampleMarkers: [String] {
        get { storage.exampleMarkers }
        set { mutableStorage().exampleMarkers = newValue }
    }
    /// Phrases that open a contrast inside a clause (", not"): up to the next comma or dash, the
    /// words do not carry the statement's polarity. Text in brackets or between two dashes never
    /// does, in any language (see `ClauseAsides`).
    public var contrasts: [String] {
        get { storage.contrasts }
        set { mutableStorage().contrasts = newValue }
    }
    /// Joins that attach a negative directive to a positive one ("Hide …, don't dim them"): a
    /// sentence whose text before one asks for something is a contrast too (see `holdsContrast`).
    public var directiveJoins: [String] {
        get { storage.directiveJoins }
        set { mutableStorage().directiveJoins = newValue }
    }

    /// Joins that negate the clause before them and lead on to a positive directive ("…하지 말고
    /// …하세요", "…ではなく…"): a translation holding one after which it asks for something says
    /// no and yes at once, however the English put it ("Avoid cropping the preview" / "자르지 말고
    /// 그대로 보여 주세요"), and is not compared for `polarity`.
    public var negatingJoins: [String] {
        get { storage.negatingJoins }
        set { mutableStorage().negatingJoins = newValue }
    }
    /// Endings that say a thing is not needed ("need not", 필요가 없습니다, 必要はありません): a
    /// waiver, which for "must not" turns a prohibition into an option.
    public var waivers: PhraseList {
        get { storage.waivers }
        set { mutableStorage().waivers = newValue }
    }

    /// How the language says a thing can or may be done ("…できます", "…수 있습니다"): a statement
    /// so ending grants an option, which no register of requests uses for one.
    public var permissions: PhraseList {
        get { storage.permissions }
        set { mutableStorage().permissions = newValue }
    }

    /// Prohibitions that advise against rather than forbid ("avoid", "try not to"): a translation
    /// that recommends not doing the thing (…지 않는 것이 좋습니다) renders them at their own force.
    public var softProhibitions: PhraseList {
        get { storage.softProhibitions }
        set { mutableStorage().softProhibitions = newValue }
    }

    /// Requests to weigh a thing rather than do it ("consider", "고려해 보세요", "検討してください"),
    /// and in the source language the verbs a faithful translation renders so ("account for",
    /// "keep in mind"): a translation holding one renders a requirement whose English holds none
    /// as an option to think about.
    public var weighingRequests: PhraseList {
        get { storage.weighingRequests }
        set { mutableStorage().weighingRequests = newValue }
    }

    /// Words that forbid outright ("never", "must not", 절대, 決して): a translation that only
    /// advises against the thing (its `softProhibitions`: 피하세요, 避けてください) without one of
    /// its own softens the English.
    public var absoluteProhibitions: PhraseList {
        get { storage.absoluteProhibitions }
        set { mutableStorage().absoluteProhibitions = newValue }
    }

    /// Words that ask only as far as possible ("when possible", "generally", 가급적, なるべく): a
    /// translation holding one renders a prohibition whose English holds none, and does not
    /// advise against (`softProhibitions`), as a preference.
    public var hedges: PhraseList {
        get { storage.hedges }
        set { mutableStorage().hedges = newValue }
    }

    /// Phrases built on a negation word whose polarity a translation may or may not keep
    /// ("no more than three" / "3개까지만", "not only"): a sentence holding one is not compared
    /// for polarity.
    public var polarityNeutral: PhraseList {
        get { storage.polarityNeutral }
        set { mutableStorage().polarityNeutral = newValue }
    }

    /// Words that call a thing hard to do ("hard to", "어렵게", "にくい"): not making it hard asks
    /// for what making it easy asks, so a translation may negate one and not the other.
    public var difficultyWords: PhraseList {
        get { storage.difficultyWords }
        set { mutableStorage().difficultyWords = newValue }
    }

    /// Words that call a thing easy to do ("easy to", "쉽게", "やすい"): the antonym that shows a
    /// translation turned a negated difficulty around rather than dropping the negation.
    public var easeWords: PhraseList {
        get { storage.easeWords }
        set { mutableStorage().easeWords = newValue }
    }
    /// Words that carry a negation anywhere in a sentence ("without", "없이", "避け"), besides
    /// `negation` and `prohibition`: a sentence that has none of them says nothing negative.
    public var negationMarkers: PhraseList {
        get { storage.negationMarkers }
        set { mutableStorage().negationMarkers = newValue; prepareNegationMentions() }
    }
    /// Paragraphs that end the guideline content of a page (a blog's footer, "related posts").
    public var endOfContent: PhraseList {
        get { storage.endOfContent }
        set { mutableStorage().endOfContent = newValue }
    }
    /// The longest paragraph (in Unicode scalars, normalised) `endOfContent` can match: footers
    /// are short lines, so a guideline paragraph that mentions comments is not taken for one.
    /// Nil: no limit.
    public var endOfContentMaxLength: Int? {
        get { storage.endOfContentMaxLength }
        set { mutableStorage().endOfContentMaxLength = newValue }
    }
    /// Function words ignored when comparing vocabulary and building rule ids.
    public var stopWords: [String] {
        get { storage.stopWords }
        set { mutableStorage().stopWords = newValue }
    }
    /// Words that follow an imperative's verb ("Account *for* …", "Tailor *the* layout") and
    /// rarely a label's first word ("Inset grouped"): a short bold span whose second word is one
    /// of them, written in lower case, reads as a sentence even when its verb is not listed.
    public var verbFollowers: [String] {
        get { storage.verbFollowers }
        set { mutableStorage().verbFollowers = newValue; mutableStorage().verbFollowerSet = Set(newValue) }
    }
    /// `verbFollowers` for lookups.
    var verbFollowerSet: Set<String> { storage.verbFollowerSet }
    /// Endings of adverbs ("ly"): an unlisted adverb that leads an imperative ("Persistently
    /// highlight …") does not hide its verb from `modality(of:)`.
    public var adverbEndings: [String] {
        get { storage.adverbEndings }
        set { mutableStorage().adverbEndings = newValue }
    }
    /// Particles stripped from the end of a word before transliteration (툴바를 → 툴바).
    public var particles: [String] {
        get { storage.particles }
        set { mutableStorage().particles = newValue }
    }
    /// How borrowed words are spelled in the native script (alignment trusts their transliteration).
    public var loanwordShape: LoanwordShape {
        get { storage.loanwordShape }
        set { mutableStorage().loanwordShape = newValue }
    }
    /// Endings built on a negative form that say yes: permission ("てもかまいません", "해도 됩니다":
    /// "you may use it") and obligation ("なければなりません", "지 않으면 안 됩니다": "it must").
    /// They never make a sentence negative nor a prohibition.
    public var affirmativeEndings: PhraseList {
        get { storage.affirmativeEndings }
        set { mutableStorage().affirmativeEndings = newValue }
    }
    /// Endings of a finite predicate in languages whose words are not counted like English ones
    /// (`니다`, `세요`, `ます`, `る`): a short bold span that ends with one says something, one that
    /// does not ("카드 스타일.", "カードスタイル。") names something. Empty: word counts decide.
    public var sentenceEndings: PhraseList {
        get { storage.sentenceEndings }
        set { mutableStorage().sentenceEndings = newValue }
    }
    /// Words that open a caption with its number ("Figure 2.", "표 1:", "図3"), and marks that open
    /// one alone ("▲ 잠금 화면 예시"): such a paragraph labels an image or a table and explains nothing.
    public var captionLabels: [String] {
        get { storage.captionLabels }
        set { mutableStorage().captionLabels = newValue }
    }
    /// Labels that open a blog's footer when they stand alone on a line, maybe with a count
    /// ("댓글 1", "Comments (3)", "タグ"): nothing after them is guideline content.
    public var footerLabels: [String] {
        get { storage.footerLabels }
        set { mutableStorage().footerLabels = newValue }
    }
    /// Labels of a table of contents written as a plain list ("목차", "目次", "Contents"): the
    /// list under one names the page's sections, it states nothing.
    public var contentsLabels: [String] {
        get { storage.contentsLabels }
        set { mutableStorage().contentsLabels = newValue }
    }
    /// First path segments of a site's pages in this language (`jp` of developer.apple.com/jp/…):
    /// a translation's link to the localised page points at the same target as the English one.
    public var linkLocales: [String] {
        get { storage.linkLocales }
        set { mutableStorage().linkLocales = newValue }
    }

    // Lookups prepared from the lists above (every sentence of every page asks them).
    private var adverbials: LeadingAdverbials {
        get { storage.adverbials }
        set { mutableStorage().adverbials = newValue }
    }
    private var subordinatorSet: Set<String> {
        get { storage.subordinatorSet }
        set { mutableStorage().subordinatorSet = newValue }
    }
    private var clauseBreakerSet: Set<String> {
        get { storage.clauseBreakerSet }
        set { mutableStorage().clauseBreakerSet = newValue }
    }
    private var clauseReader: MainClauseReader {
        get { storage.clauseReader }
        set { mutableStorage().clauseReader = newValue }
    }
    /// `relativeClauseSubjects` as the words they are in a sentence (" you "), made once.
    private var relativeClauseNeedles: [String] {
        get { storage.relativeClauseNeedles }
        set { mutableStorage().relativeClauseNeedles = newValue }
    }
    /// `negationMarkers`, `negation` and `prohibition` as one list: whether a sentence mentions a
    /// negation is then one pass over it, not three.
    private var negationMentions: PhraseList {
        get { storage.negationMentions }
        set { mutableStorage().negationMentions = newValue }
    }

    /// The fields, held once and shared by copies until one is changed: a lexicon is looked up for
    /// every paragraph and statement, and copying some thirty lists each time cost more than
    /// reading them. Mutated only through `mutableStorage()`, after a copy if it is shared.
    private final class Storage: @unchecked Sendable {
        var language: LanguageCode
        var calloutLabels: [String] = []
        var numberWords: [String: Int] = [:]
        var numberCounters: [String] = []
        var numberScales: [String: Int] = [:]
        var numberFractions: [String: Int] = [:]
        var ordinalWords: [String: Int] = [:]
        var unitMagnitudes: [String: [String: Double]] = [:]
        var measurementUnits: MeasurementUnits = MeasurementUnits()
        var numberBounds = NumberBounds()
        var monthNames: [String: Int] = [:]
        var leadingAdverbials: [String] = []
        var prohibition: PhraseList = PhraseList()
        var recommendation: PhraseList = PhraseList()
        var requirement: PhraseList = PhraseList()
        var negation: PhraseList = PhraseList()
        var guidelineVoice: PhraseList = PhraseList()
        var normative: PhraseList = PhraseList()
        var nonStatement: PhraseList = PhraseList()
        var apiReferenceMarkers: [String] = []
        var subordinators: [String] = []
        var clauseBreakers: [String] = []
        var complementVerbs: [String] = []
        var relativeClauseSubjects: [String] = []
        var verbCues: [String] = []
        var verbEndings: [String] = []
        var furnitureHeadings: [String] = []
        var notNumbers: [String] = []
        var exampleMarkers: [String] = []
        var contrasts: [String] = []
        var directiveJoins: [String] = []
        var negatingJoins: [String] = []
        var polarityNeutral: PhraseList = PhraseList()
        var waivers: PhraseList = PhraseList()
        var difficultyWords: PhraseList = PhraseList()
        var easeWords: PhraseList = PhraseList()
        var softProhibitions: PhraseList = PhraseList()
        var weighingRequests: PhraseList = PhraseList()
        var absoluteProhibitions: PhraseList = PhraseList()
        var hedges: PhraseList = PhraseList()
        var permissions: PhraseList = PhraseList()
        var negationMarkers: PhraseList = PhraseList()
        var endOfContent: PhraseList = PhraseList()
        var endOfContentMaxLength: Int? = nil
        var stopWords: [String] = []
        var particles: [String] = []
        var verbFollowers: [String] = []
        var adverbEndings: [String] = []
        var verbFollowerSet: Set<String> = []
        var loanwordShape: LoanwordShape = LoanwordShape()
        var linkLocales: [String] = []
        var captionLabels: [String] = []
        var footerLabels: [String] = []
        var contentsLabels: [String] = []
        var affirmativeEndings: PhraseList = PhraseList()
        var sentenceEndings: PhraseList = PhraseList()
        var adverbials: LeadingAdverbials = LeadingAdverbials([])
        var subordinatorSet: Set<String> = []
        var clauseBreakerSet: Set<String> = []
        var clauseReader: MainClauseReader = MainClauseReader(subordinators: [], clauseBreakers: [])
        var relativeClauseNeedles: [String] = []
        var negationMentions: PhraseList = PhraseList()

        init(language: LanguageCode) { self.language = language }

        func copy() -> Storage {
            let copy = Storage(language: language)
            copy.calloutLabels = calloutLabels
            copy.numberWords = numberWords
            copy.numberCounters = numberCounters
            copy.numberScales = numberScales
            copy.numberFractions = numberFractions
            copy.ordinalWords = ordinalWords
            copy.unitMagnitudes = unitMagnitudes
            copy.measurementUnits = measurementUnits
            copy.numberBounds = numberBounds
            copy.monthNames = monthNames
            copy.leadingAdverbials = leadingAdverbials
            copy.prohibition = prohibition
            copy.recommendation = recommendation
            copy.requirement = requirement
            copy.negation = negation
            copy.guidelineVoice = guidelineVoice
            copy.normative = normative
            copy.nonStatement = nonStatement
            copy.apiReferenceMarkers = apiReferenceMarkers
            copy.subordinators = subordinators
            copy.clauseBreakers = clauseBreakers
            copy.complementVerbs = complementVerbs
            copy.relativeClauseSubjects = relativeClauseSubjects
            copy.verbCues = verbCues
            copy.verbEndings = verbEndings
            copy.furnitureHeadings = furnitureHeadings
            copy.notNumbers = notNumbers
            copy.exampleMarkers = exampleMarkers
            copy.contrasts = contrasts
            copy.directiveJoins = directiveJoins
            copy.negatingJoins = negatingJoins
            copy.polarityNeutral = polarityNeutral
            copy.waivers = waivers
            copy.difficultyWords = difficultyWords
            copy.easeWords = easeWords
            copy.softProhibitions = softProhibitions
            copy.weighingRequests = weighingRequests
            copy.absoluteProhibitions = absoluteProhibitions
            copy.hedges = hedges
            copy.permissions = permissions
            copy.negationMarkers = negationMarkers
            copy.endOfContent = endOfContent
            copy.endOfContentMaxLength = endOfContentMaxLength
            copy.stopWords = stopWords
            copy.particles = particles
            copy.verbFollowers = verbFollowers
            copy.adverbEndings = adverbEndings
            copy.verbFollowerSet = verbFollowerSet
            copy.loanwordShape = loanwordShape
            copy.linkLocales = linkLocales
            copy.captionLabels = captionLabels
            copy.footerLabels = footerLabels
            copy.contentsLabels = contentsLabels
            copy.affirmativeEndings = affirmativeEndings
            copy.sentenceEndings = sentenceEndings
            copy.adverbials = adverbials
            copy.subordinatorSet = subordinatorSet
            copy.clauseBreakerSet = clauseBreakerSet
            copy.clauseReader = clauseReader
            copy.relativeClauseNeedles = relativeClauseNeedles
            copy.negationMentions = negationMentions
            return copy
        }
    }

    private var storage: Storage

    private mutating func mutableStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    private enum CodingKeys: String, CodingKey {
        case language, calloutLabels, numberWords, numberCounters, numberScales, numberFractions, ordinalWords, unitMagnitudes, measurementUnits, numberBounds, monthNames, leadingAdverbials, prohibition, recommendation,
             requirement, negation, guidelineVoice, normative, nonStatement, apiReferenceMarkers, subordinators,
             clauseBreakers, complementVerbs, relativeClauseSubjects, verbCues, verbEndings, furnitureHeadings, notNumbers, exampleMarkers, contrasts, directiveJoins, negatingJoins, polarityNeutral, difficultyWords, easeWords, waivers, softProhibitions, weighingRequests, absoluteProhibitions, hedges, permissions, negationMarkers, endOfContent, endOfContentMaxLength, stopWords, particles, loanwordShape,
             linkLocales, captionLabels, footerLabels, contentsLabels, affirmativeEndings, sentenceEndings, verbFollowers,
             adverbEndings
    }

    public init(language: LanguageCode) {
        storage = Storage(language: language)
    }

    private mutating func prepareLookups() {
        adverbials = LeadingAdverbials(leadingAdverbials)
        prepareClauseLookups()
        prepareNegationMentions()
    }

    private mutating func prepareNegationMentions() {
        let lists = [negationMarkers, negation, prohibition]
        negationMentions = PhraseList(prefixes: lists.flatMap(\.prefixes), suffixes: lists.flatMap(\.suffixes),
                                      contains: lists.flatMap(\.contains))
    }

    private mutating func prepareClauseLookups() {
        subordinatorSet = Set(subordinators)
        clauseBreakerSet = Set(clauseBreakers)
        clauseReader = MainClauseReader(subordinators: subordinators, clauseBreakers: clauseBreakers)
        relativeClauseNeedles = relativeClauseSubjects.map { " " + $0 + " " }
    }

    public static func == (lhs: LanguageLexicon, rhs: LanguageLexicon) -> Bool {
        lhs.language == rhs.language && lhs.calloutLabels == rhs.calloutLabels && lhs.numberWords == rhs.numberWords
            && lhs.numberCounters == rhs.numberCounters && lhs.numberScales == rhs.numberScales
            && lhs.numberFractions == rhs.numberFractions && lhs.ordinalWords == rhs.ordinalWords
            && lhs.unitMagnitudes == rhs.unitMagnitudes && lhs.measurementUnits == rhs.measurementUnits && lhs.numberBounds == rhs.numberBounds && lhs.monthNames == rhs.monthNames
            && lhs.leadingAdverbials == rhs.leadingAdverbials
            && lhs.prohibition == rhs.prohibition && lhs.recommendation == rhs.recommendation
            && lhs.requirement == rhs.requirement && lhs.negation == rhs.negation
            && lhs.guidelineVoice == rhs.guidelineVoice && lhs.normative == rhs.normative
            && lhs.nonStatement == rhs.nonStatement && lhs.apiReferenceMarkers == rhs.apiReferenceMarkers
            && lhs.subordinators == rhs.subordinators && lhs.clauseBreakers == rhs.clauseBreakers
            && lhs.complementVerbs == rhs.complementVerbs && lhs.relativeClauseSubjects == rhs.relativeClauseSubjects && lhs.verbCues == rhs.verbCues
            && lhs.verbEndings == rhs.verbEndings && lhs.furnitureHeadings == rhs.furnitureHeadings && lhs.notNumbers == rhs.notNumbers
            && lhs.exampleMarkers == rhs.exampleMarkers
            && lhs.contrasts == rhs.contrasts && lhs.directiveJoins == rhs.directiveJoins && lhs.negatingJoins == rhs.negatingJoins && lhs.polarityNeutral == rhs.polarityNeutral && lhs.waivers == rhs.waivers && lhs.difficultyWords == rhs.difficultyWords && lhs.easeWords == rhs.easeWords && lhs.softProhibitions == rhs.softProhibitions && lhs.weighingRequests == rhs.weighingRequests && lhs.absoluteProhibitions == rhs.absoluteProhibitions && lhs.hedges == rhs.hedges && lhs.permissions == rhs.permissions
            && lhs.negationMarkers == rhs.negationMarkers
            && lhs.endOfContent == rhs.endOfContent && lhs.endOfContentMaxLength == rhs.endOfContentMaxLength
            && lhs.stopWords == rhs.stopWords
            && lhs.particles == rhs.particles && lhs.loanwordShape == rhs.loanwordShape && lhs.linkLocales == rhs.linkLocales
            && lhs.captionLabels == rhs.captionLabels && lhs.footerLabels == rhs.footerLabels && lhs.contentsLabels == rhs.contentsLabels && lhs.affirmativeEndings == rhs.affirmativeEndings
            && lhs.sentenceEndings == rhs.sentenceEndings
            && lhs.verbFollowers == rhs.verbFollowers && lhs.adverbEndings == rhs.adverbEndings
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(language)
        hasher.combine(leadingAdverbials)
        hasher.combine(prohibition)
        hasher.combine(recommendation)
        hasher.combine(requirement)
        hasher.combine(guidelineVoice)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(language, forKey: .language)
        try container.encode(calloutLabels, forKey: .calloutLabels)
        try container.encode(numberWords, forKey: .numberWords)
        try container.encode(numberCounters, forKey: .numberCounters)
        try container.encode(numberScales, forKey: .numberScales)
        try container.encode(numberFractions, forKey: .numberFractions)
        try container.encode(ordinalWords, forKey: .ordinalWords)
        try container.encode(unitMagnitudes, forKey: .unitMagnitudes)
        try container.encode(measurementUnits, forKey: .measurementUnits)
        try container.encode(numberBounds, forKey: .numberBounds)
        try container.encode(monthNames, forKey: .monthNames)
        try container.encode(leadingAdverbials, forKey: .leadingAdverbials)
        try container.encode(prohibition, forKey: .prohibition)
        try container.encode(recommendation, forKey: .recommendation)
        try container.encode(requirement, forKey: .requirement)
        try container.encode(negation, forKey: .negation)
        try container.encode(guidelineVoice, forKey: .guidelineVoice)
        try container.encode(normative, forKey: .normative)
        try container.encode(nonStatement, forKey: .nonStatement)
        try container.encode(apiReferenceMarkers, forKey: .apiReferenceMarkers)
        try container.encode(subordinators, forKey: .subordinators)
        try container.encode(clauseBreakers, forKey: .clauseBreakers)
        try container.encode(complementVerbs, forKey: .complementVerbs)
        try container.encode(relativeClauseSubjects, forKey: .relativeClauseSubjects)
        try container.encode(verbCues, forKey: .verbCues)
        try container.encode(verbEndings, forKey: .verbEndings)
        try container.encode(furnitureHeadings, forKey: .furnitureHeadings)
        try container.encode(notNumbers, forKey: .notNumbers)
        try container.encode(exampleMarkers, forKey: .exampleMarkers)
        try container.encode(contrasts, forKey: .contrasts)
        try container.encode(directiveJoins, forKey: .directiveJoins)
        try container.encode(negatingJoins, forKey: .negatingJoins)
        try container.encode(polarityNeutral, forKey: .polarityNeutral)
        try container.encode(waivers, forKey: .waivers)
        try container.encode(difficultyWords, forKey: .difficultyWords)
        try container.encode(easeWords, forKey: .easeWords)
        try container.encode(softProhibitions, forKey: .softProhibitions)
        try container.encode(weighingRequests, forKey: .weighingRequests)
        try container.encode(absoluteProhibitions, forKey: .absoluteProhibitions)
        try container.encode(hedges, forKey: .hedges)
        try container.encode(permissions, forKey: .permissions)
        try container.encode(negationMarkers, forKey: .negationMarkers)
        try container.encode(endOfContent, forKey: .endOfContent)
        try container.encodeIfPresent(endOfContentMaxLength, forKey: .endOfContentMaxLength)
        try container.encode(stopWords, forKey: .stopWords)
        try container.encode(particles, forKey: .particles)
        try container.encode(loanwordShape, forKey: .loanwordShape)
        try container.encode(linkLocales, forKey: .linkLocales)
        try container.encode(captionLabels, forKey: .captionLabels)
        try container.encode(footerLabels, forKey: .footerLabels)
        try container.encode(contentsLabels, forKey: .contentsLabels)
        try container.encode(affirmativeEndings, forKey: .affirmativeEndings)
        try container.encode(sentenceEndings, forKey: .sentenceEndings)
        try container.encode(verbFollowers, forKey: .verbFollowers)
        try container.encode(adverbEndings, forKey: .adverbEndings)
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(language: try container.decode(LanguageCode.self, forKey: .language))
        calloutLabels = try container.decodeIfPresent([String].self, forKey: .calloutLabels) ?? []
        numberWords = try container.decodeIfPresent([String: Int].self, forKey: .numberWords) ?? [:]
        numberCounters = try container.decodeIfPresent([String].self, forKey: .numberCounters) ?? []
        numberScales = try container.decodeIfPresent([String: Int].self, forKey: .numberScales) ?? [:]
        numberFractions = try container.decodeIfPresent([String: Int].self, forKey: .numberFractions) ?? [:]
        ordinalWords = try container.decodeIfPresent([String: Int].self, forKey: .ordinalWords) ?? [:]
        unitMagnitudes = try container.decodeIfPresent([String: [String: Double]].self, forKey: .unitMagnitudes) ?? [:]
        measurementUnits = try container.decodeIfPresent(MeasurementUnits.self, forKey: .measurementUnits) ?? MeasurementUnits()
        numberBounds = try container.decodeIfPresent(NumberBounds.self, forKey: .numberBounds) ?? NumberBounds()
        monthNames = try container.decodeIfPresent([String: Int].self, forKey: .monthNames) ?? [:]
        leadingAdverbials = try container.decodeIfPresent([String].self, forKey: .leadingAdverbials) ?? []
        prohibition = try container.decodeIfPresent(PhraseList.self, forKey: .prohibition) ?? PhraseList()
        recommendation = try container.decodeIfPresent(PhraseList.self, forKey: .recommendation) ?? PhraseList()
        requirement = try container.decodeIfPresent(PhraseList.self, forKey: .requirement) ?? PhraseList()
        negation = try container.decodeIfPresent(PhraseList.self, forKey: .negation) ?? PhraseList()
        guidelineVoice = try container.decodeIfPresent(PhraseList.self, forKey: .guidelineVoice) ?? PhraseList()
        normative = try container.decodeIfPresent(PhraseList.self, forKey: .normative) ?? PhraseList()
        nonStatement = try container.decodeIfPresent(PhraseList.self, forKey: .nonStatement) ?? PhraseList()
        apiReferenceMarkers = try container.decodeIfPresent([String].self, forKey: .apiReferenceMarkers) ?? []
        stopWords = try container.decodeIfPresent([String].self, forKey: .stopWords) ?? []
        particles = try container.decodeIfPresent([String].self, forKey: .particles) ?? []
        endOfContent = try container.decodeIfPresent(PhraseList.self, forKey: .endOfContent) ?? PhraseList()
        endOfContentMaxLength = try container.decodeIfPresent(Int.self, forKey: .endOfContentMaxLength)
        loanwordShape = try container.decodeIfPresent(LoanwordShape.self, forKey: .loanwordShape) ?? LoanwordShape()
        linkLocales = try container.decodeIfPresent([String].self, forKey: .linkLocales) ?? []
        captionLabels = try container.decodeIfPresent([String].self, forKey: .captionLabels) ?? []
        footerLabels = try container.decodeIfPresent([String].self, forKey: .footerLabels) ?? []
        contentsLabels = try container.decodeIfPresent([String].self, forKey: .contentsLabels) ?? []
        affirmativeEndings = try container.decodeIfPresent(PhraseList.self, forKey: .affirmativeEndings) ?? PhraseList()
        sentenceEndings = try container.decodeIfPresent(PhraseList.self, forKey: .sentenceEndings) ?? PhraseList()
        verbFollowers = try container.decodeIfPresent([String].self, forKey: .verbFollowers) ?? []
        adverbEndings = try container.decodeIfPresent([String].self, forKey: .adverbEndings) ?? []
        subordinators = try container.decodeIfPresent([String].self, forKey: .subordinators) ?? []
        clauseBreakers = try container.decodeIfPresent([String].self, forKey: .clauseBreakers) ?? []
        complementVerbs = try container.decodeIfPresent([String].self, forKey: .complementVerbs) ?? []
        relativeClauseSubjects = try container.decodeIfPresent([String].self, forKey: .relativeClauseSubjects) ?? []
        verbCues = try container.decodeIfPresent([String].self, forKey: .verbCues) ?? []
        verbEndings = try container.decodeIfPresent([String].self, forKey: .verbEndings) ?? []
        furnitureHeadings = try container.decodeIfPresent([String].self, forKey: .furnitureHeadings) ?? []
        notNumbers = try container.decodeIfPresent([String].self, forKey: .notNumbers) ?? []
        exampleMarkers = try container.decodeIfPresent([String].self, forKey: .exampleMarkers) ?? []
        contrasts = try container.decodeIfPresent([String].self, forKey: .contrasts) ?? []
        directiveJoins = try container.decodeIfPresent([String].self, forKey: .directiveJoins) ?? []
        negatingJoins = try container.decodeIfPresent([String].self, forKey: .negatingJoins) ?? []
        polarityNeutral = try container.decodeIfPresent(PhraseList.self, forKey: .polarityNeutral) ?? PhraseList()
        waivers = try container.decodeIfPresent(PhraseList.self, forKey: .waivers) ?? PhraseList()
        difficultyWords = try container.decodeIfPresent(PhraseList.self, forKey: .difficultyWords) ?? PhraseList()
        easeWords = try container.decodeIfPresent(PhraseList.self, forKey: .easeWords) ?? PhraseList()
        softProhibitions = try container.decodeIfPresent(PhraseList.self, forKey: .softProhibitions) ?? PhraseList()
        weighingRequests = try container.decodeIfPresent(PhraseList.self, forKey: .weighingRequests) ?? PhraseList()
        absoluteProhibitions = try container.decodeIfPresent(PhraseList.self, forKey: .absoluteProhibitions) ?? PhraseList()
        hedges = try container.decodeIfPresent(PhraseList.self, forKey: .hedges) ?? PhraseList()
        permissions = try container.decodeIfPresent(PhraseList.self, forKey: .permissions) ?? PhraseList()
        negationMarkers = try container.decodeIfPresent(PhraseList.self, forKey: .negationMarkers) ?? PhraseList()
        prepareLookups()
    }

    /// Strips leading adverbials ("in general, use …" → "use …"; "briefly and precisely describe …"
    /// → "describe …"). Each must end at a word boundary.
    /// Whether a heading's text names page furniture (`furnitureHeadings`).
    public func namesFurniture(_ heading: String) -> Bool {
        !furnitureHeadings.isEmpty && furnitureHeadings.contains(SimpleText.lowercased(TextNormalizer.normalize(heading)))
    }

    /// Whether a paragraph is a cross-reference or another paragraph that states nothing ("For
    /// developer guidance, see …", "개발자 가이드는 …"): its first sentence decides, as a
    /// translation may go on with more after it (lexicon `nonStatement`).
    public func opensNonStatement(_ paragraph: String) -> Bool {
        let first = SentenceSplitter.splitFirst(Substring(paragraph)).0
        return nonStatement.match(LexiconText.normalise(first)) != nil
    }

    public func withoutLeadingAdverbial(_ normalised: String) -> String {
        adverbials.strip(normalised) ?? generalWithoutLeadingAdverbial(normalised)
    }

    /// `withoutLeadingAdverbial` comparing `Character`s, for text the byte path does not answer for.
    func generalWithoutLeadingAdverbial(_ normalised: String) -> String {
        var text = Substring(normalised)
        var stripped = true
        while stripped {
            stripped = false
            for adverbial in leadingAdverbials where text.hasPrefix(adverbial) {
                let rest = text.dropFirst(adverbial.count)
                if rest.isEmpty { return "" }
                guard let next = rest.first, next == "," || next == " " || next == "、" else { continue }
                text = rest.drop(while: { $0 == "," || $0 == " " || $0 == "、" })
                stripped = true
                break
            }
        }
        return String(text)
    }

    /// Classifies a statement. Prohibition wins over recommendation, which wins over requirement,
    /// because "고려하세요" ends like every Korean imperative.
    public func modality(of sentence: String) -> Modality {
        modality(ofPrepared: withoutLeadingAdverbial(LexiconText.normalise(sentence)))
    }

    /// `modality(of:)` and `isNegated(_:)` together, normalising the sentence once.
    public func modalityAndNegation(of sentence: String) -> (modality: Modality, negated: Bool) {
        let prepared = withoutLeadingAdverbial(LexiconText.normalise(sentence))
        return (modality(ofPrepared: prepared), isNegated(prepared: prepared))
    }

    /// The modality of a normalised sentence without its leading adverbial.
    private func modality(ofPrepared normalised: String) -> Modality {
        // "…할 필요가 없습니다", 「…必要はありません」, "you need not …": a waiver asks for nothing,
        // in any language (the English lists none of its phrases as a request).
        if !waivers.isEmpty, waivers.match(normalised) != nil { return .statement }
        if let listed = listedModality(normalised) { return listed }
        // "When it's helpful, consider …": the verb of the main clause, after a leading
        // subordinate clause, decides.
        let main = withoutLeadingSubordinateClause(normalised)
        if main != normalised, let listed = listedModality(withoutLeadingAdverbial(main)) { return listed }
        // Any other imperative of the guideline voice ("perform …", "always perform …") asks for
        // something as firmly as the listed ones do.
        if guidelineVoice.match(normalised) != nil || (main != normalised && guidelineVoice.match(main) != nil) {
            return .requirement
        }
        if let verb = afterUnlistedAdverb(normalised), verb != normalised { return modality(ofPrepared: verb) }
        return .statement
    }

    /// The text after a first word with an adverb's ending ("persistently highlight …" →
    /// "highlight …"), or nil when it has none.
    private func afterUnlistedAdverb(_ normalised: String) -> String? {
        guard !adverbEndings.isEmpty, let space = normalised.firstIndex(of: " ") else { return nil }
        let first = normalised[..<space]
        guard adverbEndings.contains(where: { first.count > $0.count + 2 && first.hasSuffix($0) }) else { return nil }
        return String(normalised[normalised.index(after: space)...])
    }

    private func listedModality(_ normalised: String) -> Modality? {
        // Read once for the four lists below.
        let simple = SimpleText.isSimple(normalised)
        if prohibition.match(normalised, simple: simple) != nil, affirmativeEndings.match(normalised, simple: simple) == nil {
            return .prohibition
        }
        if recommendation.match(normalised, simple: simple) != nil { return .recommendation }
        if requirement.match(normalised, simple: simple) != nil { return .requirement }
        return nil
    }

    /// `normalised` without its condition and time clauses: one that leads, up to its comma, and
    /// each one opening later, up to the next comma or the end. They open with a word that both
    /// opens a leading clause and breaks a clause (`subordinators` and `clauseBreakers`: "if",
    /// "when", "unless", "because"), not with a relative pronoun, whose clause may hold the verb
    /// ("Apps that …").
    func withoutConditionalClauses(_ normalised: String) -> String {
        let text = withoutLeadingSubordinateClause(normalised)
        guard !subordinatorSet.isEmpty, !clauseBreakerSet.isEmpty, text.contains(" ") else { return text }
        var kept: [Substring] = []
        var skipping = false
        for (position, word) in text.split(separator: " ", omittingEmptySubsequences: true).enumerated() {
            if !skipping, position > 0, subordinatorSet.contains(String(word)), clauseBreakerSet.contains(String(word)) {
                skipping = true
            }
            if skipping {
                // The clause ends with its comma; what follows is the sentence's again.
                if word.hasSuffix(",") { skipping = false }
                continue
            }
            kept.append(word)
        }
        return kept.joined(separator: " ")
    }

    /// The text after a leading subordinate clause ("if you …, " / "when it's helpful, "), or the
    /// text itself when it does not open with one.
    func withoutLeadingSubordinateClause(_ normalised: String) -> String {
        let first = normalised.prefix(while: { $0 != " " && $0 != "," })
        guard !first.isEmpty, subordinatorSet.contains(String(first)) else { return normalised }
        // The clause ends at the first comma that no number follows: "starting april 29, 2024, …"
        // holds a date's comma.
        var searchFrom = normalised.startIndex
        while let comma = normalised[searchFrom...].firstIndex(where: { $0 == "," || $0 == "、" }) {
            let rest = normalised[normalised.index(after: comma)...].drop(while: { $0 == " " })
            if let next = rest.first, next.isASCII, next.isNumber {
                searchFrom = normalised.index(after: comma)
                continue
            }
            return String(rest)
        }
        return normalised
    }

    /// Whether the sentence negates or forbids something in its main clause. Negation inside a
    /// relative or subordinate clause ("graphics that don't require …", "관계없이") or an aside
    /// ("use style — not size — to …") does not flip a guideline, so only the main clause without
    /// its asides is read.
    public func isNegated(_ sentence: String) -> Bool {
        isNegated(normalised: LexiconText.normalise(sentence))
    }

    /// `isNegated(_:)` of a sentence already normalised with `LexiconText.normalise`.
    func isNegated(normalised sentence: String) -> Bool {
        isNegated(prepared: withoutLeadingAdverbial(sentence))
    }

    private func isNegated(prepared normalised: String) -> Bool {
        var text = normalised
        for verb in complementVerbs where text.hasPrefix(verb) && text.dropFirst(verb.count).hasPrefix(" that ") {
            text = verb + " " + text.dropFirst(verb.count + " that ".count)
            break
        }
        if !exampleMarkers.isEmpty {
            text = ClauseAsides.removingExamples(from: text, markers: exampleMarkers, endingAt: negation)
        }
        if !relativeClauseSubjects.isEmpty { text = withoutReducedRelativeClause(text) }
        // Asides first: a clause breaker glued to a dash ("text—when") is found once the aside is gone.
        let clause = mainClause(of: ClauseAsides.removing(from: text, contrasts: contrasts))
        // Read once for the three lists below.
        let simple = SimpleText.isSimple(clause)
        if !affirmativeEndings.isEmpty, let affirmative = affirmativeEndings.match(clause, simple: simple) {
            // A longer negative ending names the clause more exactly: "않아도 됩니다" (need not)
            // over "도 됩니다" (may).
            guard negation.suffixes.contains(where: { $0.count > affirmative.count && clause.hasSuffix($0) }) else { return false }
            return true
        }
        let negated = negation.match(clause, simple: simple) != nil || prohibition.match(clause, simple: simple) != nil
        guard negated, !polarityNeutral.contains.isEmpty else { return negated }
        // A limit stated on a negation word ("no more than 20 characters", "not only") sets a
        // number, it forbids nothing: without those phrases, is anything left that negates?
        var masked = clause
        // Byte searches: the clause and the phrases are normalised text, and Foundation's search
        // costs a bridge per phrase on every negated clause.
        for phrase in polarityNeutral.contains where phrase.utf8.contains(0x20) && SimpleText.bytesContain(masked, phrase)
            && (negation.match(phrase) != nil || prohibition.match(phrase) != nil) {
            masked = SimpleText.replacingBytes(phrase, with: " ", in: masked)
        }
        guard masked != clause else { return true }
        return negation.match(masked) != nil || prohibition.match(masked) != nil
    }

    /// `text` without a relative clause that opens with its subject and a negation ("delete data
    /// [you no longer need]"), up to its comma: after the request's first two words, and not
    /// after a complement verb, whose object it would be ("make sure you don't").
    private func withoutReducedRelativeClause(_ text: String) -> String {
        // Most clauses hold no such subject: a byte search answers for them without splitting.
        guard relativeClauseNeedles.contains(where: { SimpleText.bytesContain(text, $0) }) else { return text }
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count > 3 else { return text }
        for index in 2..<(words.count - 1) where relativeClauseSubjects.contains(String(words[index])) {
            // Right after a noun: after a comma or a joining word the subject opens a clause of
            // its own ("…, and it never truncates"), whose negation is the sentence's.
            let previous = words[index - 1]
            guard !previous.hasSuffix(","), !previous.hasSuffix(";"), !clauseBreakers.contains(String(previous)),
                  !Self.coordinators.contains(String(previous)) else { continue }
            let before = words[..<index].joined(separator: " ")
            guard !complementVerbs.contains(where: { before.hasSuffix($0) }) else { continue }
            let rest = words[(index + 1)...].joined(separator: " ")
            guard negation.match(rest) != nil || Self.opensWithNegation(rest, negation: negation) else { continue }
            // The clause ends at its comma: what follows ("…, and don't keep backups") is the request's again.
            guard let end = words[index...].firstIndex(where: { $0.hasSuffix(",") }), end + 1 < words.count else { return before }
            return before + " " + words[(end + 1)...].joined(separator: " ")
        }
        return text
    }

    /// Words that join two clauses, each with its own subject.
    private static let coordinators: Set<String> = ["and", "but", "or", "so", "yet", "then", "nor"]

    /// Whether `text` opens with a word the negation lists end a clause with ("no longer need").
    private static func opensWithNegation(_ text: String, negation: PhraseList) -> Bool {
        guard let first = text.split(separator: " ").first else { return false }
        return ["no", "not", "never"].contains(first) || negation.match(String(first)) != nil
    }

    /// Whether a sentence sets two things against each other ("Use a tab bar for navigation, not
    /// for actions", "Hide unavailable items, don't dim them"): it says yes and no at once, and a
    /// translation may lead with either half ("…에 사용하고, …에는 사용하지 마세요", "흐리게 표시하지
    /// 말고 숨기세요").
    public func holdsContrast(_ sentence: String) -> Bool {
        (!contrasts.isEmpty || !directiveJoins.isEmpty || !negatingJoins.isEmpty)
            && holdsContrast(normalised: LexiconText.normalise(sentence))
    }

    /// `holdsContrast(_:)` of a sentence already normalised with `LexiconText.normalise`.
    func holdsContrast(normalised sentence: String) -> Bool {
        let simple = SimpleText.isSimple(sentence)
        func contains(_ phrase: String) -> Bool {
            // Between simple texts a byte search finds what Foundation's does, without its bridging.
            !phrase.isEmpty && (simple && SimpleText.isSimple(phrase) ? SimpleText.bytesContain(sentence, phrase) : sentence.contains(phrase))
        }
        return contrasts.contains(where: contains) || directiveJoins.contains { join in
            contains(join) && joinsOpposedDirectives(sentence, at: join)
        } || negatingJoins.contains { join in
            contains(join) && leadsToPositiveDirective(sentence, after: join)
        }
    }

    /// Whether the text after the first `join` in `sentence` asks for something without negating it.
    private func leadsToPositiveDirective(_ sentence: String, after join: String) -> Bool {
        guard let range = sentence.range(of: join) else { return false }
        let after = withoutLeadingAdverbial(String(sentence[range.upperBound...]).trimmingCharacters(in: .whitespaces))
        let modality = modality(ofPrepared: after)
        return modality != .statement && modality != .prohibition && !isNegated(prepared: after)
    }

    /// Whether the text before the first `join` in `sentence` is itself a positive directive
    /// ("hide unavailable menu items" before ", don't dim them"), not a condition or a setting
    /// ("if the bar is hidden", "in ios") that the negative directive after it belongs to.
    private func joinsOpposedDirectives(_ sentence: String, at join: String) -> Bool {
        guard let range = sentence.range(of: join) else { return false }
        let before = withoutLeadingAdverbial(String(sentence[..<range.lowerBound]))
        guard withoutLeadingSubordinateClause(before) == before else { return false }
        let modality = modality(ofPrepared: before)
        return modality != .statement && modality != .prohibition && !isNegated(prepared: before)
    }

    /// Whether a sentence holds a phrase whose polarity translations render either way. A name in
    /// title case after the sentence's first word ("the Reduce Motion setting", "Limit Ad
    /// Tracking") is a name, not a phrase that lessens.
    public func hasNeutralPolarity(_ sentence: String) -> Bool {
        !polarityNeutral.isEmpty && hasNeutralPolarity(normalised: LexiconText.normalise(Self.withoutTitleCaseNames(sentence)))
    }

    /// `sentence` without runs of two or more capitalised Latin words after its first word. Read on
    /// UTF-8: a word is a run of bytes between spaces, capitalised when it opens with A–Z and has a
    /// lower-case ASCII letter after it.
    static func withoutTitleCaseNames(_ sentence: String) -> String {
        var utf8 = Array(sentence.utf8)
        var words: [Range<Int>] = []
        var start = 0
        for index in 0...utf8.count where index == utf8.count || utf8[index] == 0x20 {
            words.append(start..<index)
            start = index + 1
        }
        guard words.count > 2 else { return sentence }
        // A run between spaces that holds CJK or Hangul (lead bytes E3–EF) is no name: Japanese
        // glues Latin names to the clause around them ("Touch（iOS）やForce", "Watch）がなくても、…").
        func capitalised(_ word: Range<Int>) -> Bool {
            guard let first = word.first, (0x41...0x5A).contains(utf8[first]) else { return false }
            return utf8[word.dropFirst()].contains { (0x61...0x7A).contains($0) } && !utf8[word].contains { (0xE3...0xEF).contains($0) }
        }
        var removed: [Range<Int>] = []
        var index = 1
        while index < words.count {
            var end = index
            while end < words.count, capitalised(words[end]) { end += 1 }
            if end - index >= 2 { removed.append(words[index].lowerBound..<words[end - 1].upperBound) }
            index = max(end, index + 1)
        }
        guard !removed.isEmpty else { return sentence }
        for range in removed.reversed() { utf8.removeSubrange(range) }
        return String(decoding: utf8, as: UTF8.self).split(separator: " ").joined(separator: " ")
    }

    /// `hasNeutralPolarity(_:)` of a sentence already normalised with `LexiconText.normalise`.
    func hasNeutralPolarity(normalised sentence: String) -> Bool {
        !polarityNeutral.isEmpty && polarityNeutral.match(sentence) != nil
    }

    /// Whether a sentence has a negation anywhere, in any clause: what a translation's opposite
    /// must lack before a flipped meaning is reported (`ExplanationMeaningCheck`). The final
    /// predicates of `negation` only show at the sentence's end, so `negationMarkers` must also
    /// list what they are made of (않, ない).
    public func mentionsNegation(_ sentence: String) -> Bool {
        negationMentions.matches(normalising: sentence)
    }

    /// The main clause of a normalised sentence: after a leading subordinate clause, before a
    /// relative one.
    func mainClause(of normalised: String) -> String {
        clauseReader.mainClause(of: normalised) ?? generalMainClause(of: normalised)
    }

    /// `mainClause(of:)` on `Character`s, for text the byte reader does not answer for.
    func generalMainClause(of normalised: String) -> String {
        var text = Substring(normalised)
        // The first word, without splitting the whole sentence to find it.
        let first = text.drop(while: { $0 == " " }).prefix(while: { $0 != " " })
        if !first.isEmpty, subordinatorSet.contains(String(first)),
           let comma = text.firstIndex(where: { $0 == "," || $0 == "、" }) {
            text = text[text.index(after: comma)...].drop(while: { $0 == " " })
        }
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        func breaks(_ word: Substring) -> Bool {
            var word = word
            while let last = word.last, last == "," || last == ";" || last == ":" { word.removeLast() }
            return clauseBreakerSet.contains(String(word))
        }
        if let cut = words.dropFirst().firstIndex(where: breaks) {
            return words[..<cut].joined(separator: " ")
        }
        return String(text)
    }

    /// Whether a normalised paragraph ends the page's guideline content.
    public func endsContent(normalised paragraph: String) -> Bool {
        if let limit = endOfContentMaxLength, LexiconText.scalarCount(of: paragraph, exceeds: limit) { return false }
        return endOfContent.match(paragraph) != nil
    }

    /// Whether a normalised paragraph is a caption: a caption label, a number, then `.`, `:` or a
    /// space ("figure 2. a refresh control", "표 1: 기본 색상", "図3 設定画面"), or a label and a
    /// colon ("image: alert example", "출처: apple", "画像：アラート"), maybe in brackets
    /// ("[그림 2] …", "【図1】…", "(image: apple)").
    public func isCaption(normalised paragraph: String) -> Bool {
        guard let first = paragraph.unicodeScalars.first else { return false }
        let text = Self.captionOpenings.contains(first) ? paragraph.dropFirst() : Substring(paragraph)
        // Most paragraphs open with no label's first letter: one comparison each.
        guard let lead = text.unicodeScalars.first, captionLabels.contains(where: { $0.unicodeScalars.first == lead }) else { return false }
        for label in captionLabels where text.hasPrefix(label) {
            var rest = text.dropFirst(label.count).drop(while: { $0 == " " })
            // A mark ("▲ 잠금 화면 위젯 예시") points at the picture by itself; a word ("그림 1")
            // labels a caption only with its number or a colon.
            if !label.contains(where: \.isLetter) { return !rest.isEmpty }
            if let first = rest.first, first == ":" || first == "：" { return !rest.dropFirst().allSatisfy(\.isWhitespace) }
            let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
            guard !digits.isEmpty else { continue }
            rest = rest.dropFirst(digits.count)
            if let first = rest.unicodeScalars.first, Self.captionClosings.contains(first) { return true }
            if rest.isEmpty || rest.first == "." || rest.first == ":" || rest.first == "：" || rest.first == " " { return true }
        }
        return false
    }

    private static let captionOpenings: Set<Unicode.Scalar> = ["(", "[", "【", "〔", "‹", "<", "〈", "（", "［"]
    private static let captionClosings: Set<Unicode.Scalar> = [")", "]", "】", "〕", "›", ">", "〉", "）", "］"]

    /// Whether a paragraph (normalised) is a blog footer's label alone, maybe with a count
    /// ("댓글 1", "comments (3)", "コメント 2件"): what follows it is the footer (`footerLabels`).
    public func isFooterLabel(normalised paragraph: String) -> Bool {
        guard !footerLabels.isEmpty, paragraph.unicodeScalars.count <= 40 else { return false }
        var text = Substring(paragraph)
        // A count before or after the label, in brackets or not, with a counter word or not.
        func isCountCharacter(_ character: Character) -> Bool {
            (character.isASCII && character.isNumber) || " ()[]（）件개個".contains(character)
        }
        while let first = text.first, isCountCharacter(first) { text = text.dropFirst() }
        while let last = text.last, isCountCharacter(last) || last == ":" || last == "：" { text = text.dropLast() }
        return footerLabels.contains(String(text))
    }

    /// Whether a paragraph (normalised) is a table of contents' label alone (`contentsLabels`).
    public func isContentsLabel(normalised paragraph: String) -> Bool {
        var text = Substring(paragraph)
        while let last = text.last, last == ":" || last == "：" || last == " " { text = text.dropLast() }
        return !contentsLabels.isEmpty && contentsLabels.contains(String(text))
    }

    /// Whether `text` is a callout label alone ("TIP", "Note:", "참고").
    public func isCalloutLabel(_ text: String) -> Bool {
        let candidate = LexiconText.normalise(text)
        return calloutLabels.contains { $0.lowercased() == candidate }
    }
}
