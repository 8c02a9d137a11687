import HIGConventions

/// What the previous catalog paired: for each page and language, the English statement each
/// translated statement was the translation of. A plain value read off the previous catalog
/// before alignment, so the aligner needs nothing of the catalog or of rule identity.
///
/// Why: a translation that nobody touched renders what it rendered before. When the English
/// moves a rule or removes a neighbour, content and position alone can shift such a translation
/// onto the wrong rule; the previous pairing is the translator's own answer, still valid as long
/// as both texts are unchanged.
public struct PreviousPairings: Sendable {
    /// The English a translated statement was paired with: its statement and its explanation,
    /// both normalised, where it stood and under which headings. Either text unchanged recognises
    /// the rule (a reworded statement keeps its explanation, an edited explanation keeps its
    /// statement); the place tells apart an English text the page states twice.
    public struct English: Hashable, Sendable {
        public var statement: String
        public var explanation: String
        public var source: SourceLocation
        public var headingPath: [String]
        /// Whether the pairing was itself kept from an earlier catalog across a change of the
        /// page's English (its evidence names `PreviousPairings.evidence`).
        public var held: Bool

        /// Whether `english` could be this English rewritten (`RewriteResemblance`).
        func resembles(_ english: GuidelineStatement, by resemblance: RewriteResemblance) -> Bool {
            resemblance.resembles((statement, explanation), (english.text, english.explanation),
                                  headings: [headingPath, english.headingPath])
        }
    }

    /// The evidence name a pairing records when it was kept because the previous catalog paired
    /// the same unchanged translation with the same English, across a change of the page's
    /// English. A recompile reads it back: that page and language then keep weighing the
    /// previous pairings although the English no longer changes, so the pairing stays.
    public static let evidence = "previous"

    /// A translated statement: its normalised text and where it stood.
    struct Translation: Hashable, Sendable {
        var text: String
        var source: SourceLocation

        // By bytes, as `ExactText`: the texts are normalised keys.
        static func == (lhs: Translation, rhs: Translation) -> Bool {
            lhs.source == rhs.source && ExactText(lhs.text) == ExactText(rhs.text)
        }

        func hash(into hasher: inout Hasher) {
            ExactText(text).hash(into: &hasher)
            hasher.combine(source)
        }
    }

    /// Page → language → translated statement → English. An unchanged file keeps its lines, so
    /// a translation is found at its place first; then by its text alone, when the page stated
    /// that text once.
    private var byPlace: [String: [LanguageCode: [Translation: English]]] = [:]
    private var byText: [String: [LanguageCode: [ExactText: English]]] = [:]
    /// Translations that stood alone (paired with no English), at their place.
    private var alone: [String: [LanguageCode: Set<Translation>]] = [:]
    /// Every English statement of each page, at its place.
    private var englishByPage: [String: Set<Translation>] = [:]
    /// Every English rule of each page as statement and explanation together.
    private var englishRulesByPage: [String: Set<ExactText>] = [:]
    /// Page → languages with a pairing kept across a change of the English (`English.held`).
    private var heldLanguages: [String: Set<LanguageCode>] = [:]

    public static let none = PreviousPairings()

    public init() {}

    public init(catalog: RuleCatalog?) {
        guard let catalog else { return }
        var counts: [String: [LanguageCode: [ExactText: Int]]] = [:]
        for rule in catalog.rules {
            let english = rule.statements[.english].map {
                English(statement: Self.key($0.text), explanation: Self.key($0.explanation), source: $0.source,
                        headingPath: $0.headingPath, held: false)
            }
            if let english {
                englishByPage[rule.page, default: []].insert(Translation(text: english.statement, source: english.source))
                englishRulesByPage[rule.page, default: []].insert(ExactText(english.statement + "\u{1}" + english.explanation))
            }
            for (language, statement) in rule.statements where language != .english {
                let text = Self.key(statement.text)
                counts[rule.page, default: [:]][language, default: [:]][ExactText(text), default: 0] += 1
                guard let english else {
                    alone[rule.page, default: [:]][language, default: []].insert(Translation(text: text, source: statement.source))
                    continue
                }
                var paired = english
                paired.held = statement.alignment?.evidence.contains(Self.evidence) ?? false
                if paired.held { heldLanguages[rule.page, default: []].insert(language) }
                byPlace[rule.page, default: [:]][language, default: [:]][Translation(text: text, source: statement.source)] = paired
                byText[rule.page, default: [:]][language, default: [:]][ExactText(text)] = paired
            }
        }
        // A text stated twice says nothing about which of the two was paired.
        for (page, languages) in counts {
            for (language, texts) in languages {
                for (text, count) in texts where count > 1 { byText[page]?[language]?[text] = nil }
            }
        }
    }

    /// These pairings with each renamed page's under its new id. `english` holds every page of
    /// the compile with its English statements (`key`ed): a page the previous catalog did not
    /// have is a renamed one (its folder moved) when a page that is gone now stated at least half
    /// of its English statements, and more of them than any other gone page. A renamed page's
    /// translations then keep their pairings (by their text: their files moved with the folder).
    public func followingRenamedPages(english: [String: Set<String>]) -> PreviousPairings {
        let gone = englishByPage.keys.filter { english[$0] == nil }
        guard !gone.isEmpty else { return self }
        var renamed = self
        for (page, statements) in english where englishByPage[page] == nil && !statements.isEmpty {
            let overlaps = gone.map { old in (old, englishByPage[old]!.filter { statements.contains($0.text) }.count) }
            guard let best = overlaps.max(by: { ($0.1, $1.0) < ($1.1, $0.0) }), best.1 * 2 >= statements.count,
                  overlaps.filter({ $0.1 == best.1 }).count == 1 else { continue }
            let old = best.0
            renamed.byPlace[page] = byPlace[old]
            renamed.byText[page] = byText[old]
            renamed.alone[page] = alone[old]
            renamed.englishByPage[page] = englishByPage[old]
            renamed.englishRulesByPage[page] = englishRulesByPage[old]
            renamed.heldLanguages[page] = heldLanguages[old]
        }
        return renamed
    }

    /// The English that `translation` (in `language`, on `page`) was paired with, if any;
    /// `translations` are the page's statements in that language now, `translation` among them.
    func english(page: String, language: LanguageCode, translation: GuidelineStatement,
                 among translations: [GuidelineStatement]) -> English? {
        let text = Self.key(translation.text)
        if let english = byPlace[page]?[language]?[Translation(text: text, source: translation.source)] { return english }
        // Looked up first: counting the page's translations for each one costs their number squared.
        guard let english = pairings(page: page, language: language)?[ExactText(text)],
              translations.count(where: { Self.key($0.text) == text }) == 1 else { return nil }
        return english
    }

    /// The page's previous pairings by text in `language`, or in the one other form of it the
    /// previous catalog had (`ko` for a file renamed `ko-KR.md`).
    private func pairings(page: String, language: LanguageCode) -> [ExactText: English]? {
        guard let languages = byText[page] else { return nil }
        if let pairings = languages[language] { return pairings }
        let forms = languages.keys.filter { LanguageTag.primarySubtag($0) == LanguageTag.primarySubtag(language) }
        return forms.count == 1 ? languages[forms[0]] : nil
    }

    /// Whether the page's English is what it was, statement for statement and place for place.
    /// Then its previous pairings came from its own content, unless some were kept across an
    /// earlier change of the English (`holdsPairings`).
    /// `optional`: English statements that are rules only when a translation vouches for them
    /// (`UnconfirmedLeadRun`): had before or not, they leave the English as it was.
    func englishUnchanged(page: String, english: [GuidelineStatement], optional: [GuidelineStatement] = []) -> Bool {
        guard let before = englishByPage[page] else { return english.isEmpty }
        var now = Set(english.map { Translation(text: Self.key($0.text), source: $0.source) })
        now.formUnion(optional.map { Translation(text: Self.key($0.text), source: $0.source) }.filter(before.contains))
        return now == before
    }

    /// Whether the previous catalog had the page at all.
    func hadPage(_ page: String) -> Bool {
        englishByPage[page] != nil
    }

    /// Whether the page stated this English statement before (by its text, wherever it stood).
    func hadEnglish(page: String, _ statement: GuidelineStatement) -> Bool {
        let text = Self.key(statement.text)
        return englishByPage[page]?.contains { $0.text == text } ?? false
    }

    /// Whether the page had this English rule, statement and explanation both as they are now:
    /// such a rule is no rewrite of another that was removed.
    func hadEnglishRule(page: String, _ statement: GuidelineStatement) -> Bool {
        englishRulesByPage[page]?.contains(ExactText(Self.key(statement.text) + "\u{1}" + Self.key(statement.explanation))) ?? false
    }

    /// Whether the previous catalog kept a pairing of `language` on `page` across a change of the
    /// English: content alone need not give that pairing, so the previous pairings still weigh.
    func holdsPairings(page: String, language: LanguageCode) -> Bool {
        guard let held = heldLanguages[page] else { return false }
        return held.contains(language) || (byText[page]?[language] == nil && held.contains { LanguageTag.primarySubtag($0) == LanguageTag.primarySubtag(language) })
    }

    /// Whether `translation`, at its place and unchanged, stood alone in the previous catalog: the
    /// translator's earlier answer was that it renders no English rule.
    func stoodAlone(page: String, language: LanguageCode, translation: GuidelineStatement) -> Bool {
        alone[page]?[language]?.contains(Translation(text: Self.key(translation.text), source: translation.source)) ?? false
    }

    /// Of the English statements a previous pairing names, the one it means: the one at its
    /// place when the page states the text twice. Nil when that does not single one out.
    static func row(of english: English, among statements: [GuidelineStatement]) -> Int? {
        let named = statements.indices.filter { names(english, statements[$0]) }
        if named.count == 1 { return named[0] }
        let placed = named.filter { statements[$0].source == english.source }
        return placed.count == 1 ? placed[0] : nil
    }

    /// Whether an English statement is the one a previous pairing names.
    static func names(_ english: English, _ statement: GuidelineStatement) -> Bool {
        english.statement == key(statement.text)
            || (!english.explanation.isEmpty && english.explanation == key(statement.explanation))
    }

    static func key(_ text: String) -> String {
        SimpleText.lowercased(TextNormalizer.normalize(text))
    }
}
