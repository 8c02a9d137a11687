import Foundation

/// What higc knows about how one language states guidelines. Loaded from `Lexicons/LANG.json`
/// so a team can add or tune a language without touching code (see `Lexicons/README.md`).
public struct LanguageLexicon: Hashable, Sendable, Codable {
    public var language: LanguageCode
    /// One-word labels that start a callout: TIP, NOTE, 참고, 注意 …
    public var calloutLabels: [String]
    /// Number words and their values: "three" = 3, "세" = 3, "三" = 3.
    public var numberWords: [String: Int]
    /// Counters that must follow a number word in scripts without spaces (三つ, 세 개).
    public var numberCounters: [String]
    /// Leading phrases skipped before looking at a sentence's verb ("in general,").
    public var leadingAdverbials: [String] { didSet { adverbials = LeadingAdverbials(leadingAdverbials) } }
    public var prohibition: PhraseList { didSet { prepareNegationMentions() } }
    public var recommendation: PhraseList
    public var requirement: PhraseList
    public var negation: PhraseList { didSet { prepareNegationMentions() } }
    /// The guideline voice of unmarked pages (step: inferred statements).
    public var guidelineVoice: PhraseList
    /// Normative sentences of API reference pages (must, should, 해야 합니다).
    public var normative: PhraseList
    /// Paragraphs that are never statements (cross-references, bylines, captions).
    public var nonStatement: PhraseList
    /// Paragraphs or headings that mark an API reference page ("Declaration", "Overview").
    public var apiReferenceMarkers: [String]
    /// Words that open a subordinate clause before the main one ("If you …, don't …").
    public var subordinators: [String] { didSet { prepareClauseLookups() } }
    /// Words after which a clause no longer carries the statement's polarity ("… that don't …").
    public var clauseBreakers: [String] { didSet { prepareClauseLookups() } }
    /// Phrases that open a contrast inside a clause (", not"): up to the next comma or dash, the
    /// words do not carry the statement's polarity. Text in brackets or between two dashes never
    /// does, in any language (see `ClauseAsides`).
    public var contrasts: [String]
    /// Phrases built on a negation word whose polarity a translation may or may not keep
    /// ("no more than three" / "3개까지만", "not only"): a sentence holding one is not compared
    /// for polarity.
    public var polarityNeutral: PhraseList
    /// Words that carry a negation anywhere in a sentence ("without", "없이", "避け"), besides
    /// `negation` and `prohibition`: a sentence that has none of them says nothing negative.
    public var negationMarkers: PhraseList { didSet { prepareNegationMentions() } }
    /// Paragraphs that end the guideline content of a page (a blog's footer, "related posts").
    public var endOfContent: PhraseList
    /// The longest paragraph (in Unicode scalars, normalised) `endOfContent` can match: footers
    /// are short lines, so a guideline paragraph that mentions comments is not taken for one.
    /// Nil: no limit.
    public var endOfContentMaxLength: Int?
    /// Function words ignored when comparing vocabulary and building rule ids.
    public var stopWords: [String]
    /// Particles stripped from the end of a word before transliteration (툴바를 → 툴바).
    public var particles: [String]
    /// How borrowed words are spelled in the native script (alignment trusts their transliteration).
    public var loanwordShape: LoanwordShape
    /// First path segments of a site's pages in this language (`jp` of developer.apple.com/jp/…):
    /// a translation's link to the localised page points at the same target as the English one.
    public var linkLocales: [String]

    // Lookups prepared from the lists above (every sentence of every page asks them).
    private var adverbials = LeadingAdverbials([])
    private var subordinatorSet: Set<String> = []
    private var clauseBreakerSet: Set<String> = []
    private var clauseReader = MainClauseReader(subordinators: [], clauseBreakers: [])
    /// `negationMarkers`, `negation` and `prohibition` as one list: whether a sentence mentions a
    /// negation is then one pass over it, not three.
    private var negationMentions = PhraseList()

    private enum CodingKeys: String, CodingKey {
        case language, calloutLabels, numberWords, numberCounters, leadingAdverbials, prohibition, recommendation,
             requirement, negation, guidelineVoice, normative, nonStatement, apiReferenceMarkers, subordinators,
             clauseBreakers, contrasts, polarityNeutral, negationMarkers, endOfContent, endOfContentMaxLength, stopWords, particles, loanwordShape,
             linkLocales
    }

    public init(language: LanguageCode) {
        self.language = language
        calloutLabels = []
        numberWords = [:]
        numberCounters = []
        leadingAdverbials = []
        prohibition = PhraseList()
        recommendation = PhraseList()
        requirement = PhraseList()
        negation = PhraseList()
        guidelineVoice = PhraseList()
        normative = PhraseList()
        nonStatement = PhraseList()
        apiReferenceMarkers = []
        stopWords = []
        particles = []
        endOfContent = PhraseList()
        loanwordShape = LoanwordShape()
        linkLocales = []
        subordinators = []
        clauseBreakers = []
        contrasts = []
        polarityNeutral = PhraseList()
        negationMarkers = PhraseList()
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
    }

    public static func == (lhs: LanguageLexicon, rhs: LanguageLexicon) -> Bool {
        lhs.language == rhs.language && lhs.calloutLabels == rhs.calloutLabels && lhs.numberWords == rhs.numberWords
            && lhs.numberCounters == rhs.numberCounters && lhs.leadingAdverbials == rhs.leadingAdverbials
            && lhs.prohibition == rhs.prohibition && lhs.recommendation == rhs.recommendation
            && lhs.requirement == rhs.requirement && lhs.negation == rhs.negation
            && lhs.guidelineVoice == rhs.guidelineVoice && lhs.normative == rhs.normative
            && lhs.nonStatement == rhs.nonStatement && lhs.apiReferenceMarkers == rhs.apiReferenceMarkers
            && lhs.subordinators == rhs.subordinators && lhs.clauseBreakers == rhs.clauseBreakers
            && lhs.contrasts == rhs.contrasts && lhs.polarityNeutral == rhs.polarityNeutral
            && lhs.negationMarkers == rhs.negationMarkers
            && lhs.endOfContent == rhs.endOfContent && lhs.endOfContentMaxLength == rhs.endOfContentMaxLength
            && lhs.stopWords == rhs.stopWords
            && lhs.particles == rhs.particles && lhs.loanwordShape == rhs.loanwordShape && lhs.linkLocales == rhs.linkLocales
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(language)
        hasher.combine(leadingAdverbials)
        hasher.combine(prohibition)
        hasher.combine(recommendation)
        hasher.combine(requirement)
        hasher.combine(guidelineVoice)
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(language: try container.decode(LanguageCode.self, forKey: .language))
        calloutLabels = try container.decodeIfPresent([String].self, forKey: .calloutLabels) ?? []
        numberWords = try container.decodeIfPresent([String: Int].self, forKey: .numberWords) ?? [:]
        numberCounters = try container.decodeIfPresent([String].self, forKey: .numberCounters) ?? []
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
        subordinators = try container.decodeIfPresent([String].self, forKey: .subordinators) ?? []
        clauseBreakers = try container.decodeIfPresent([String].self, forKey: .clauseBreakers) ?? []
        contrasts = try container.decodeIfPresent([String].self, forKey: .contrasts) ?? []
        polarityNeutral = try container.decodeIfPresent(PhraseList.self, forKey: .polarityNeutral) ?? PhraseList()
        negationMarkers = try container.decodeIfPresent(PhraseList.self, forKey: .negationMarkers) ?? PhraseList()
        prepareLookups()
    }

    /// Strips leading adverbials ("in general, use …" → "use …"; "briefly and precisely describe …"
    /// → "describe …"). Each must end at a word boundary.
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
        if prohibition.match(normalised) != nil { return .prohibition }
        if recommendation.match(normalised) != nil { return .recommendation }
        if requirement.match(normalised) != nil { return .requirement }
        return .statement
    }

    /// Whether the sentence negates or forbids something in its main clause. Negation inside a
    /// relative or subordinate clause ("graphics that don't require …", "관계없이") or an aside
    /// ("use style — not size — to …") does not flip a guideline, so only the main clause without
    /// its asides is read.
    public func isNegated(_ sentence: String) -> Bool {
        isNegated(prepared: withoutLeadingAdverbial(LexiconText.normalise(sentence)))
    }

    private func isNegated(prepared normalised: String) -> Bool {
        // Asides first: a clause breaker glued to a dash ("text—when") is found once the aside is gone.
        let clause = mainClause(of: ClauseAsides.removing(from: normalised, contrasts: contrasts))
        return negation.match(clause) != nil || prohibition.match(clause) != nil
    }

    /// Whether a sentence holds a phrase whose polarity translations render either way.
    public func hasNeutralPolarity(_ sentence: String) -> Bool {
        !polarityNeutral.isEmpty && polarityNeutral.match(LexiconText.normalise(sentence)) != nil
    }

    /// Whether a sentence has a negation anywhere, in any clause: what a translation's opposite
    /// must lack before a flipped meaning is reported (`ExplanationMeaningCheck`). The final
    /// predicates of `negation` only show at the sentence's end, so `negationMarkers` must also
    /// list what they are made of (않, ない).
    public func mentionsNegation(_ sentence: String) -> Bool {
        negationMentions.match(LexiconText.normalise(sentence)) != nil
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
        if let cut = words.dropFirst().firstIndex(where: { clauseBreakerSet.contains(String($0)) }) {
            return words[..<cut].joined(separator: " ")
        }
        return String(text)
    }

    /// Whether a normalised paragraph ends the page's guideline content.
    public func endsContent(normalised paragraph: String) -> Bool {
        if let limit = endOfContentMaxLength, paragraph.unicodeScalars.count > limit { return false }
        return endOfContent.match(paragraph) != nil
    }

    /// Whether `text` is a callout label alone ("TIP", "Note:", "참고").
    public func isCalloutLabel(_ text: String) -> Bool {
        let candidate = LexiconText.normalise(text)
        return calloutLabels.contains { $0.lowercased() == candidate }
    }
}
