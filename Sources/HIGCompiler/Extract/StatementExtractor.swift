import GuidelineMarkdown

/// Finds the guideline statements and callouts of one source file.
///
/// A statement is a bold lead sentence (or a paragraph that is entirely bold); its explanation is
/// the rest of the paragraph and the following paragraphs of the same language, up to the next
/// statement, callout or heading. Translations that follow an English statement in the same file
/// join its group. Languages without any bold statement fall back to the guideline voice of the
/// lexicons (`origin: inferred`); so does a section's opening paragraph in a translation file that
/// marks its other statements in bold, tentatively (see `StatementGroup.tentative`). API reference
/// pages yield their normative sentences.
public struct StatementExtractor {
    let lexicons: LexiconSet
    let features: StatementFeatures
    /// Every language's API reference markers, for one lookup per block.
    private let apiReferenceMarkers: Set<String>
    /// The UTF-8 length of the longest marker.
    private let longestAPIReferenceMarker: Int

    public init(lexicons: LexiconSet = .bundled, glossary: Glossary = .empty) {
        self.lexicons = lexicons
        self.features = StatementFeatures(lexicons: lexicons, glossary: glossary)
        self.apiReferenceMarkers = Set(lexicons.languages.values.flatMap(\.apiReferenceMarkers))
        self.longestAPIReferenceMarker = apiReferenceMarkers.map(\.utf8.count).max() ?? 0
    }

    /// `title` is the page's name from its front matter: the root of every heading path when the
    /// Markdown has no level-1 heading of its own.
    public func extract(_ document: MarkdownDocument, file: GuidelineSourceFile, title: String? = nil,
                        diagnostics: [Diagnostic] = []) -> ExtractedSource {
        var blocks = ContentBlock.blocks(of: document, fixedLanguage: file.fixedLanguage)
        // "** Avoid … **": markers spaced off their text are no bold in CommonMark, and the writer
        // meant one; the rule is not read, so the markup is reported rather than lost in silence,
        // and the paragraph is read without the stray markers.
        let spacedBold = blocks.indices.filter { ExtractionRun.hasSpacedBoldMarkers(blocks[$0]) }
        for index in spacedBold { blocks[index].inlines = ExtractionRun.withoutSpacedBoldMarkers(blocks[index].inlines) }
        var run = ExtractionRun(extractor: self, file: file, blocks: blocks)
        if let title = title.map(TextNormalizer.normalize), !title.isEmpty,
           !blocks.contains(where: { if case .heading(level: 1) = $0.kind { return true } else { return false } }) {
            // Level 0: above every heading the page has, so none of them replaces it.
            run.headingPath = [(0, title)]
        }
        run.pageKind = detectPageKind(blocks, file: file)
        run.perform()
        let markup = blocks.filter(\.repairedBold).map { block in
            Diagnostic(.warning, "bold lead is not closed in CommonMark (a closing ** after punctuation needs a space or "
                       + "punctuation after it), so GitHub shows the asterisks; read as bold", file: file.relativePath, line: block.line)
        }
        let spaced = spacedBold.map { index in
            Diagnostic(.warning, "bold markers with spaces inside them (`** text **`) are no bold in CommonMark, so this paragraph "
                       + "is read as plain text; remove the spaces to make its lead a statement", file: file.relativePath, line: blocks[index].line)
        }
        var leadRuns: [UnconfirmedLeadRun] = []
        if !run.unconfirmedLeads.isEmpty {
            // The page read with every such lead a statement: where each one's explanation ends,
            // and where the statement before them then ends.
            var reading = ExtractionRun(extractor: self, file: file, blocks: blocks)
            reading.pageKind = run.pageKind
            reading.forcedLeads = Set(run.unconfirmedLeads)
            reading.perform()
            leadRuns = UnconfirmedLeadRun.runs(leadLines: Set(run.unconfirmedLeads.map { blocks[$0].line }),
                                               in: reading.finishedGroups())
        }
        return ExtractedSource(
            file: file, pageKind: run.pageKind, groups: run.finishedGroups(), callouts: run.finishedCallouts(),
            // A file named for its language (`ja.md`) is in that language even with nothing to read
            // yet (empty, front matter or a comment only): its page is committed to the language.
            languages: Set(blocks.compactMap { $0.language } + (file.fixedLanguage.map { [$0] } ?? [])),
            diagnostics: diagnostics + markup + spaced,
            unconfirmedLeads: leadRuns
        )
    }

    /// API reference pages are named `reference.md` / `reference.LANG.md`, or carry the section
    /// markers of Apple's documentation ("Declaration", "Overview") and no bold statements.
    func detectPageKind(_ blocks: [ContentBlock], file: GuidelineSourceFile) -> ExtractedSource.PageKind {
        if file.stem.lowercased() == "reference" { return .apiReference }
        var markers: Set<String> = []
        for block in blocks {
            // A bold sentence is a guideline's lead; a bold term ("**never**: …") is how reference
            // pages list a type's cases.
            if case .paragraph = block.kind, let lead = block.inlines.leadingStrong,
               readsAsSentence(TextNormalizer.normalize(lead.strong.plainText)) { return .guideline }
            let plain = block.inlines.plainText
            // A marker is a word or two: a paragraph whose normalised form must be longer is not one.
            guard LexiconSet.bytesNormalisingKeeps(plain, upTo: longestAPIReferenceMarker) <= longestAPIReferenceMarker else { continue }
            let text = LexiconText.normalise(plain)
            if apiReferenceMarkers.contains(text) { markers.insert(text) }
        }
        return markers.count >= 2 ? .apiReference : .guideline
    }

    /// Whitespace-separated words in `text`, counted no further than `limit`: a paragraph's
    /// length only matters up to a few words.
    static func wordCount(_ text: String, upTo limit: Int) -> Int {
        if let count = simpleWordCount(text, upTo: limit) { return count }
        var count = 0
        var inWord = false
        for character in text {
            if character.isWhitespace {
                inWord = false
            } else if !inWord {
                inWord = true
                count += 1
                if count >= limit { break }
            }
        }
        return count
    }

    /// `wordCount` on the UTF-8 of simple text (see `SimpleText`), where a character is
    /// whitespace exactly when its scalar is; nil for other text.
    static func simpleWordCount(_ text: String, upTo limit: Int) -> Int? {
        SimpleText.withUTF8(text) { bytes -> Int? in
            var count = 0
            var inWord = false
            var index = 0
            while index < bytes.count {
                let (value, length) = SimpleText.decode(bytes, at: index)
                guard SimpleText.isSimple(value) else { return nil }
                if SimpleText.isWhitespace(value) {
                    inWord = false
                } else if !inWord {
                    inWord = true
                    count += 1
                    if count >= limit { return count }
                }
                index += length
            }
            return count
        }
    }

    /// Whether bold text names something rather than says it: a few words, no sentence ending.
    static func isLabel(_ text: String) -> Bool {
        guard let last = text.last, !".!?。！？".contains(last) else { return false }
        return StatementExtractor.wordCount(text, upTo: labelWordLimit + 1) <= labelWordLimit
            && !LexiconText.scalarCount(of: text, exceeds: labelScalarLimit)
    }

    /// Words and scalars a label has at most ("Variable color", "가변 색상", "可変カラー").
    static let labelWordLimit = 6
    static let labelScalarLimit = 40

    /// A bold span reads as a statement when it is a sentence, not a label or a caption.
    /// Short Latin spans ("Inset grouped.", "San Francisco (SF).") are term labels unless they
    /// speak in the guideline voice ("Be consistent.", "Use system fonts.").
    func readsAsSentence(_ text: String) -> Bool {
        guard !lexicons.isCalloutLabel(text) else { return false }
        // "Platform availability:", "플랫폼 지원:": a bold run ending in a colon labels what follows.
        if let last = text.last(where: { !$0.isWhitespace }), last == ":" || last == "：" { return false }
        let counts = ScriptLanguageDetector.counts(text)
        if counts.hangulWords + counts.japaneseWords >= 2 {
            guard counts.hangulWords >= 2 || counts.japaneseWords >= 3 else { return false }
            // Two or three Korean words are a sentence when they end like one ("탭 바를 사용하세요"),
            // not when they name something ("관련 글", a blog's related posts; "카드 스타일.", whose
            // period does not make it a sentence).
            guard counts.hangulWords >= 2, counts.hangulWords < 4 else { return true }
            return endsLikeSentence(text, language: "ko")
        }
        let words = Self.wordCount(text, upTo: 5)
        guard words >= 2 else { return false }
        if words > 4 { return true }
        let lexicon = lexicons.lexicon(.english)
        // Also after a leading setting ("In watchOS, avoid steppers."), as platform sections write.
        if speaksInGuidelineVoice(text, language: .english) { return true }
        return Self.opensWithUnlistedVerb(text, followers: lexicon.verbFollowerSet)
    }

    /// Whether a sentence asks for something: the guideline voice or a modality of its language.
    func asksSomething(_ text: String, language: LanguageCode) -> Bool {
        let lexicon = lexicons.lexicon(language)
        return asks(lexicon.withoutLeadingAdverbial(LexiconText.normalise(text)), lexicon: lexicon)
    }

    private func asks(_ normalised: String, lexicon: LanguageLexicon) -> Bool {
        lexicon.guidelineVoice.match(normalised) != nil || lexicon.requirement.match(normalised) != nil
            || lexicon.recommendation.match(normalised) != nil || lexicon.prohibition.match(normalised) != nil
    }

    /// Whether text ends with a predicate: an ending of the lexicon's `sentenceEndings`
    /// ("항목은 카드에 놓입니다", "…表示します"), or it asks for something or states a requirement
    /// of an API. Labels name something and have none ("카드 스타일", "カードスタイル").
    func endsLikeSentence(_ text: String, language: LanguageCode) -> Bool {
        let lexicon = lexicons.lexicon(language)
        let normalised = lexicon.withoutLeadingAdverbial(LexiconText.normalise(text))
        return lexicon.sentenceEndings.match(normalised) != nil || asks(normalised, lexicon: lexicon)
            || lexicon.normative.match(normalised) != nil
    }

    /// Whether a sentence asks in the guideline voice, after a leading adverbial ("In general, …")
    /// or a leading setting or condition ("In macOS, use …", "When space is limited, use …"):
    /// platform sections state most of their rules that way.
    func speaksInGuidelineVoice(_ sentence: String, language: LanguageCode) -> Bool {
        let lexicon = lexicons.lexicon(language)
        let normalised = lexicon.withoutLeadingAdverbial(LexiconText.normalise(sentence))
        if lexicon.guidelineVoice.match(normalised) != nil { return true }
        let main = lexicon.withoutLeadingSubordinateClause(normalised)
        return main != normalised && lexicon.guidelineVoice.match(lexicon.withoutLeadingAdverbial(main)) != nil
    }

    /// A list item's bold span, when a sibling item speaks in the guideline voice (see
    /// `boldStatement`), is a statement rather than a term's label when it is a sentence. In
    /// English that is a sentence by `readsAsSentence` or one of three words or more ("Dim
    /// unavailable menu items."), as labels have one or two ("Inset grouped."). Words are not
    /// counted that way where the lexicon lists `sentenceEndings`: there the span must also end
    /// like a sentence or be longer than any label ("카드 스타일.", "カードスタイル。" are labels).
    func readsAsSentenceInGuidelineList(_ text: String, language: LanguageCode) -> Bool {
        guard !lexicons.lexicon(language).sentenceEndings.isEmpty else {
            return readsAsSentence(text) || Self.wordCount(text, upTo: 3) >= 3
        }
        return readsAsSentence(text)
            && (endsLikeSentence(text, language: language) || LexiconText.scalarCount(of: text, exceeds: Self.labelScalarLimit))
    }

    /// "Use these sizes:", "다음 크기를 사용하세요:", "次のサイズを使ってください：": bold in the
    /// guideline voice that introduces what follows with a colon is a statement, as the sentence
    /// it is: the colon becomes its end ("Use these sizes."), in the
    /// script's own form ("。" after kana or kanji). Nil for any other text: bold before a colon
    /// that names something labels what follows ("Platform availability:", "Note:").
    func colonLeadStatement(_ text: String, language: LanguageCode) -> String? {
        guard let last = text.last, last == ":" || last == "：" else { return nil }
        var head = Substring(text)
        while let end = head.last, end == ":" || end == "：" || end.isWhitespace { head.removeLast() }
        let sentence = String(head)
        guard let end = sentence.unicodeScalars.last, !lexicons.isCalloutLabel(sentence), readsAsSentence(sentence),
              speaksInGuidelineVoice(sentence, language: language) else { return nil }
        if ".!?。！？".unicodeScalars.contains(end) { return sentence }
        return sentence + (Self.isKanaOrHan(end) ? "。" : ".")
    }

    private static func isKanaOrHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F, 0x3400...0x4DBF, 0x4E00...0x9FFF: return true
        default: return false
        }
    }

    /// "Account for narrow widths.", "Tailor the layout.": a sentence ending in a period whose
    /// second word, in lower case, is one that follows verbs (`verbFollowers`). No verb list is
    /// complete; labels ("Inset grouped.", "Sign In with Apple.") have a noun or a capital there.
    static func opensWithUnlistedVerb(_ text: String, followers: Set<String>) -> Bool {
        guard !followers.isEmpty, let last = text.last(where: { $0 != " " }), last == "." || last == "!" else { return false }
        let words = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard words.count == 3, words[0].first?.isUppercase == true else { return false }
        let second = String(words[1])
        return second == second.lowercased() && followers.contains(second)
    }
}

/// The mutable state of one pass over a file's blocks.
private struct ExtractionRun {
    /// Whether a paragraph opens with bold markers spaced off their text: `** Avoid … **`, or
    /// `**…하세요. **`.
    static func hasSpacedBoldMarkers(_ block: ContentBlock) -> Bool {
        guard case .paragraph = block.kind, !block.repairedBold, block.inlines.leadingStrong == nil,
              case .text(let text)? = block.inlines.first else { return false }
        let trimmed = text.drop(while: \.isWhitespace)
        return (trimmed.hasPrefix("**") || trimmed.hasPrefix("__")) && block.inlines.plainText.dropFirst(3).contains(" " + trimmed.prefix(2))
    }

    /// `inlines` without the opening marker and the first spaced closing one (` **`).
    static func withoutSpacedBoldMarkers(_ inlines: [MarkdownInline]) -> [MarkdownInline] {
        guard case .text(let first)? = inlines.first else { return inlines }
        let trimmed = first.drop(while: \.isWhitespace)
        let marker = String(trimmed.prefix(2))
        var result = inlines
        result[0] = .text(String(trimmed.dropFirst(2)))
        for index in result.indices {
            guard case .text(let text) = result[index], let closing = text.range(of: " " + marker) else { continue }
            result[index] = .text(text.replacingCharacters(in: closing, with: " "))
            break
        }
        return result
    }

    /// At most this many bold statements in a language may be strays of an export that lost its
    /// bold, when more than `strayBoldRatio` times as many paragraphs speak in the guideline voice.
    static let strayBoldLimit = 2
    static let strayBoldRatio = 3

    struct StatementDraft {
        var language: LanguageCode
        var text: String
        var marked: Bool
        var origin: StatementOrigin
        var confidence: Double
        var explanation: [String]
        var links: [GuidelineLink]
        var code: [String]
        var tables: [String] = []
        var headingPath: [String]
        var line: Int
        /// The list whose item holds the statement, if any (see `ListTranslationRuns`).
        var list: Int?
        /// The explanation parts that are cross-reference paragraphs, and their links (see
        /// `GuidelineStatement.crossReferenceURLs`).
        var crossReferenceParts: Set<Int> = []
        var crossReferenceURLs: [String] = []
    }

    struct GroupDraft {
        var statements: [LanguageCode: StatementDraft] = [:]
        var opening: LanguageCode
        var kind: RuleKind
        /// Languages that have had a paragraph since the group opened.
        var languagesSeen: Set<LanguageCode> = []
        /// See `StatementGroup.tentative`.
        var tentative = false
        /// The group of the bold statement whose explanation this tentative one interrupts, the
        /// interrupting paragraph as that explanation would have it, and how many of this
        /// statement's explanation parts come from that paragraph (its rest: none or one).
        var interrupts: (group: Int, paragraph: String, partsOfParagraph: Int)?
    }

    struct CalloutDraft {
        var label: String
        var language: LanguageCode
        var parts: [String]
        var links: [GuidelineLink]
        var line: Int
    }

    enum Target {
        case group(Int)
        case callout(Int)
    }

    let extractor: StatementExtractor
    let file: GuidelineSourceFile
    let blocks: [ContentBlock]
    var pageKind: ExtractedSource.PageKind = .guideline

    var groups: [GroupDraft] = []
    var callouts: [CalloutDraft] = []
    /// The level of the furniture heading the blocks stand under (`furnitureHeadingLevel`), if any.
    var furnitureLevel: Int?
    /// Whether the list items read next are a table of contents' (`navigationLabel`).
    var skippingContentsList = false
    var headingPath: [(level: Int, text: String)] = [] {
        // Kept as one array that every statement under these headings shares, not one copy each.
        didSet {
            currentPath = headingPath.map(\.text)
            translatedHeadings = translatedHeadings.mapValues { $0.filter { level, _ in headingPath.contains { $0.level == level } } }
                .filter { !$0.value.isEmpty }
        }
    }
    private(set) var currentPath: [String] = []
    /// A bilingual page's translated headings (`# Toggles` then `> # 토글`), by language and
    /// level: its statements stand under them, the English under the English ones.
    var translatedHeadings: [LanguageCode: [Int: String]] = [:]
    /// The language of the heading that last opened a section.
    var headingLanguage: LanguageCode?
    /// A paragraph's bold lead and what follows it (see `readBoldLead`).
    typealias BoldLead = (strong: [MarkdownInline], rest: [MarkdownInline])
    /// Each block's bold lead, by position, and the lead of the block being read.
    var boldLeads: [BoldLead?] = []
    var currentLead: BoldLead?
    /// The position in `blocks` of the block being read.
    var currentIndex = 0
    /// Which blocks hold a bold statement, as the reading pass found them.
    var holdsBoldStatement: [Bool] = []
    /// A translator's prose that opens a `>` quote before the bold translation further down it
    /// ("> 피커는 유용합니다." / "> **…사용하세요.**"): it explains that translation.
    var quotedProseBeforeBold: (quote: Int, language: LanguageCode, text: String)?
    var openGroup: Int?
    /// English-first and translation-first pairs among `groups[..<upTo]`, for `joins`.
    var closedPairs = (upTo: 0, englishFirst: 0, translationFirst: 0)
    var targets: [LanguageCode: Target] = [:]
    /// A callout label waiting for its text from each language, and the label's own language:
    /// a translated label ("참고" after "Note") gives a callout only to its language's text.
    var pendingCalloutLabel: (label: String, line: Int, language: LanguageCode?)?
    /// A callout opened by a quoted paragraph (`> Tip: …`, a DocC aside) and what was open before
    /// it: prose of its language after the quote goes back there instead of into the aside.
    var quotedCallout: (quote: Int, language: LanguageCode, targets: [LanguageCode: Target], openGroup: Int?)?
    /// The admonition container being read (`ContentBlock.container`), what was open before it,
    /// and how many callouts there were when it opened.
    var openContainer: (container: Int, targets: [LanguageCode: Target], openGroup: Int?,
                        pending: (label: String, line: Int, language: LanguageCode?)?, callouts: Int,
                        directive: String, literal: String, block: ContentBlock)?
    var lastBlockWasOpeningStatement = false
    /// Languages in this file with at least one bold statement.
    var boldLanguages: Set<LanguageCode> = []
    /// Whether the file has English prose: a file without it is a translation of its own.
    var hasEnglish = false
    /// Blocks whose short English bold lead no translation in this file vouches for
    /// (`vouchForTranslatedLeads`): prose in this reading, statements if alignment finds a
    /// translation of them in another file.
    var unconfirmedLeads: [Int] = []
    /// Blocks whose short English bold lead this run reads as a statement: the second reading
    /// of a file with `unconfirmedLeads`.
    var forcedLeads: Set<Int> = []
    /// Lists of a language without bold in which two items or more open in the guideline voice:
    /// a blog export's numbered guidelines, whose items are read like paragraphs.
    var guidelineVoiceLists: Set<Int> = []
    /// Lists of a translation's language in which an item opens with a bold statement, on a page
    /// with English: a translated list of guidelines, whose items are statements one by one.
    var translatedGuidelineLists: Set<Int> = []
    /// Languages without bold with two headings or more in the guideline voice: a blog export
    /// that writes its guidelines as headings ("### 1. 탭 바는 내비게이션에 사용하세요"). There a
    /// heading in the voice is a statement, and the paragraphs under it are its explanation.
    var headingVoiceLanguages: Set<LanguageCode> = []
    /// Groups opened by such a heading: the paragraphs under it explain it.
    var headingStatementGroups: Set<Int> = []

    init(extractor: StatementExtractor, file: GuidelineSourceFile, blocks: [ContentBlock]) {
        self.extractor = extractor
        self.file = file
        self.blocks = blocks
    }

    var lexicons: LexiconSet { extractor.lexicons }

    mutating func perform() {
        // Each paragraph's bold statement, found once: the first pass needs them all to know
        // which languages mark statements in bold, the second uses them one by one.
        // Each block's bold lead, read once: every step below asks about it.
        boldLeads = blocks.map(readBoldLead)
        var boldStatements = blocks.indices.map { boldStatement(in: blocks[$0], lead: boldLeads[$0]) }
        // A list with an item in the guideline voice is a list of guidelines: its other items'
        // bold sentences are statements too ("Dim unavailable items." next to "Use an ellipsis …").
        let guidelineLists = Set(blocks.indices.compactMap { boldStatements[$0] != nil ? blocks[$0].list : nil })
        for index in blocks.indices where boldStatements[index] == nil {
            guard let list = blocks[index].list, guidelineLists.contains(list) else { continue }
            boldStatements[index] = boldStatement(in: blocks[index], lead: boldLeads[index], inGuidelineList: true)
        }
        dropLoneShortListLeads(&boldStatements)
        vouchForTranslatedLeads(&boldStatements)
        // A language whose statements open with bold uses bold inside a sentence for emphasis
        // ("…テキストが**11ポイント以上**になるように…" in an explanation): such a sentence is at
        // most a statement that lost its bold (step 6), which alignment decides. Unless the file's
        // own style is the phrase (a Qiita-style translation that bolds one sentence whole among
        // many key phrases): the style of most of its statements decides.
        var leadingCount: [LanguageCode: Int] = [:], phraseCount: [LanguageCode: Int] = [:]
        for index in blocks.indices where boldStatements[index] != nil {
            guard let language = blocks[index].language else { continue }
            if blocks[index].inlines.opensWithBoldSentence { leadingCount[language, default: 0] += 1 }
            else if blocks[index].inlines.leadingStrong == nil { phraseCount[language, default: 0] += 1 }
        }
        let leadingBoldLanguages = Set(leadingCount.keys.filter { leadingCount[$0]! >= phraseCount[$0, default: 0] })
        for index in blocks.indices where boldStatements[index] != nil && blocks[index].inlines.leadingStrong == nil {
            if let language = blocks[index].language, leadingBoldLanguages.contains(language) { boldStatements[index] = nil }
        }
        var boldCount: [LanguageCode: Int] = [:]
        for (block, bold) in zip(blocks, boldStatements) {
            if let language = block.language, bold != nil { boldLanguages.insert(language); boldCount[language, default: 0] += 1 }
            if let list = block.list, bold != nil, block.language.map({ $0 != .english }) == true { translatedGuidelineLists.insert(list) }
            if block.language == .english { hasEnglish = true }
        }
        // A bold lead or two left in an export that lost the rest ("<strong>Default to …</strong>"
        // among nine guidelines in plain prose) does not make the file one that marks its
        // statements in bold: its guideline-voice paragraphs are still read as statements.
        for (language, count) in boldCount where count <= Self.strayBoldLimit {
            var voiced = 0
            for (index, block) in blocks.enumerated() where block.language == language && boldStatements[index] == nil && block.quote == nil {
                guard case .paragraph = block.kind, !block.inListItem, inferredStatement(block, language: language) != nil else { continue }
                voiced += 1
                if voiced > count * Self.strayBoldRatio { boldLanguages.remove(language); break }
            }
        }
        var voicedItems: [Int: Int] = [:]
        for block in blocks {
            guard let list = block.list, case .paragraph = block.kind, let language = block.language,
                  !boldLanguages.contains(language), inferredStatement(block, language: language) != nil else { continue }
            voicedItems[list, default: 0] += 1
        }
        guidelineVoiceLists = Set(voicedItems.filter { $0.value >= 2 }.keys)
        var voicedHeadings: [LanguageCode: Int] = [:]
        for block in blocks {
            guard let language = block.language, !boldLanguages.contains(language), headingStatement(block) != nil else { continue }
            voicedHeadings[language, default: 0] += 1
        }
        headingVoiceLanguages = Set(voicedHeadings.filter { $0.value >= 2 }.keys)
        // A page without section headings below its title may be an export that turned them
        // into plain lines ("권장 사항", "배지"): such lines are read as the headings they were.
        let lostHeadings = !blocks.contains { if case .heading(let level) = $0.kind { return level > 1 } else { return false } }
        holdsBoldStatement = boldStatements.map { $0 != nil }
        for (index, (block, bold)) in zip(blocks, boldStatements).enumerated() {
            currentLead = boldLeads[index]
            currentIndex = index
            let wasOpening = lastBlockWasOpeningStatement
            lastBlockWasOpeningStatement = false
            if let open = openContainer, block.container != open.container { closeContainer() }
            let openBefore = (targets: targets, openGroup: openGroup)
            if let aside = quotedCallout, block.quote != aside.quote {
                quotedCallout = nil
                if block.quote == nil, block.language == aside.language, isCallout(targets[aside.language]) {
                    (targets, openGroup, pendingCalloutLabel) = (aside.targets, aside.openGroup, nil)
                }
            }
            // Page furniture (a change log, related resources) holds no guideline, down to the next
            // heading of its level or above.
            if case .heading(let level) = block.kind, let furniture = furnitureLevel, level <= furniture { furnitureLevel = nil }
            if let level = furnitureHeadingLevel(block, lostHeadings: lostHeadings, bold: bold) {
                if case .heading = block.kind { handleHeading(block, level: level) } else { closeEverything() }
                furnitureLevel = level
                continue
            }
            if furnitureLevel != nil {
                if lostHeadings, bold == nil, isBareHeadingLine(block) { handleHeading(block, level: 2) }
                continue
            }
            if bold == nil, let label = navigationLabel(block) {
                closeEverything()
                switch label {
                // "댓글 1", "Comments (3)": a blog's footer opens, down to the page's next title.
                case .footer: furnitureLevel = 1
                // "목차" over a plain list of the page's sections: the list is navigation.
                case .contents: skippingContentsList = true
                }
                continue
            }
            if skippingContentsList {
                if block.inListItem { continue }
                skippingContentsList = false
            }
            switch block.kind {
            case .heading(let level):
                handleHeading(block, level: level)
            case .code(_, let literal):
                handleCode(literal, block: block)
            case .containerOpening(let directive, let literal):
                openContainer(directive: directive, literal: literal, block: block)
            case .table(let source):
                handleTable(source, block: block)
            case .paragraph where lostHeadings && bold == nil && isBareHeadingLine(block):
                handleHeading(block, level: 2)
            case .paragraph:
                handleParagraph(block, boldStatement: bold, afterOpeningStatement: wasOpening)
            }
            if quotedCallout == nil, let quote = block.quote, let language = block.language,
               pendingCalloutLabel != nil || isCallout(targets[language]), !isCallout(openBefore.targets[language]) {
                quotedCallout = (quote, language, openBefore.targets, openBefore.openGroup)
            }
        }
        if openContainer != nil { closeContainer() }
        regroupLeftoverTranslations()
        pairTranslatedLists()
    }

    /// Reads a run of translation-first pairs (`T E T E …`) as the file's other pairs read.
    /// `joins` pairs an English statement with a translation right before it (a translation-first
    /// file), so in an English-first file a translation left behind when its English was deleted
    /// takes the next English statement, that statement's own translation the one after, and so
    /// on down the section. When the file's other pairs put English first more often, each English
    /// statement of the run goes with the translation after it and the first translation stands
    /// alone. A file with no other pairs is read English first (the bilingual layout's usual
    /// order) when that leaves no more statements alone: a run ending in a lone translation.
    mutating func regroupLeftoverTranslations() {
        // Group indices are referred to by `interrupts`: those files are left as they are.
        guard !groups.contains(where: { $0.interrupts != nil }) else { return }
        func isPair(_ group: GroupDraft) -> Bool {
            group.statements.count == 2 && group.statements[.english] != nil && group.kind == .guideline && !group.tentative
        }
        func isTranslationFirstPair(_ group: GroupDraft, _ language: LanguageCode) -> Bool {
            isPair(group) && group.opening == language && group.statements[language] != nil
        }
        let englishFirst = groups.filter { isPair($0) && $0.opening == .english }.count
        let translationFirst = groups.filter { isPair($0) && $0.opening != .english }.count
        guard translationFirst > 0 else { return }
        var rebuilt: [GroupDraft] = []
        var index = 0
        while index < groups.count {
            let language = groups[index].opening
            guard language != .english, isTranslationFirstPair(groups[index], language) else {
                rebuilt.append(groups[index])
                index += 1
                continue
            }
            var end = index
            while end + 1 < groups.count, isTranslationFirstPair(groups[end + 1], language) { end += 1 }
            let run = groups[index...end]
            let trailing = end + 1 < groups.count && groups[end + 1].opening == language && groups[end + 1].statements.count == 1
                && groups[end + 1].kind == .guideline && !groups[end + 1].tentative ? groups[end + 1] : nil
            let others = translationFirst - run.count
            guard englishFirst > others || (englishFirst == others && trailing != nil) else {
                rebuilt += run
                index = end + 1
                continue
            }
            var alone = run.first!
            alone.statements[.english] = nil
            alone.languagesSeen = [language]
            rebuilt.append(alone)
            let translations = run.dropFirst().map { $0.statements[language]! } + (trailing.map { [$0.statements[language]!] } ?? [])
            for (offset, pair) in run.enumerated() {
                var group = GroupDraft(opening: .english, kind: .guideline)
                group.statements[.english] = pair.statements[.english]
                group.languagesSeen = [.english]
                if offset < translations.count {
                    group.statements[language] = translations[offset]
                    group.languagesSeen.insert(language)
                }
                rebuilt.append(group)
            }
            index = end + 1 + (trailing == nil ? 0 : 1)
        }
        groups = rebuilt
    }

    /// Gives each item of a list that translates a list of English guidelines to its own English
    /// item (see `ListTranslationRuns`).
    mutating func pairTranslatedLists() {
        // Group indices are referred to by `interrupts`; files with tentative groups have no English.
        guard !groups.contains(where: { $0.interrupts != nil }) else { return }
        let shapes = groups.map { group in
            ListTranslationRuns.GroupShape(opening: group.opening, eligible: group.kind == .guideline && !group.tentative,
                                           lists: group.statements.mapValues(\.list),
                                           headingPath: group.statements[group.opening]?.headingPath ?? [])
        }
        let moves = ListTranslationRuns.moves(in: shapes)
        guard !moves.isEmpty else { return }
        let before = groups
        var detached: [Int: [GroupDraft]] = [:]
        for move in moves { groups[move.from].statements[move.language] = nil }
        for move in moves {
            guard let statement = before[move.from].statements[move.language] else { continue }
            if let to = move.to {
                groups[to].statements[move.language] = statement
                groups[to].languagesSeen.insert(move.language)
            } else {
                var alone = GroupDraft(opening: move.language, kind: .guideline)
                alone.statements[move.language] = statement
                alone.languagesSeen = [move.language]
                detached[move.from, default: []].append(alone)
            }
        }
        groups = groups.indices.flatMap { index in
            (groups[index].statements.isEmpty ? [] : [groups[index]]) + (detached[index] ?? [])
        }
    }

    /// A bold English sentence too short to tell from a label ("Steer clear of jargon.", its verb
    /// in no list) is a statement when the translation that follows it is one: the page pairs
    /// them, and dropping the English would hand its translation to the next rule. One that no
    /// translation follows in its file is left for alignment (`unconfirmedLeads`), or read as a
    /// statement when this run is the reading that takes them all (`forcedLeads`).
    mutating func vouchForTranslatedLeads(_ boldStatements: inout [String?]) {
        guard pageKind != .apiReference else { return }
        for index in blocks.indices where boldStatements[index] == nil {
            guard let text = shortEnglishLead(at: index) else { continue }
            // The next paragraph, unless it is the English statement's own explanation.
            guard let next = blocks[(index + 1)...].first(where: { if case .paragraph = $0.kind { return true }; return false }),
                  let language = next.language, language != .english, next.quote != nil,
                  let nextIndex = blocks[(index + 1)...].firstIndex(where: { $0.line == next.line }) else {
                if forcedLeads.contains(index) { boldStatements[index] = text } else { unconfirmedLeads.append(index) }
                continue
            }
            guard let translated = boldStatements[nextIndex], next.inlines.leadingStrong != nil,
                  // A translated label (インセットグループ。) vouches for nothing: the translation must ask.
                  speaksInGuidelineVoice(translated, language: language) else { continue }
            boldStatements[index] = text
        }
    }

    /// The bold lead of an English paragraph (not a list item) that ends like a sentence but is
    /// too short to tell from a label ("Declutter toolbars." / "Inset grouped."): only a
    /// translation can say which it is.
    func shortEnglishLead(at index: Int) -> String? {
        let block = blocks[index]
        guard block.language == .english, case .paragraph = block.kind, !block.inListItem,
              let lead = block.inlines.leadingStrong else { return nil }
        let text = TextNormalizer.normalize(lead.strong.plainText)
        guard let last = text.last, ".!".contains(last), StatementExtractor.wordCount(text, upTo: 2) >= 2,
              !lexicons.isCalloutLabel(text) else { return nil }
        return text
    }

    private func isCallout(_ target: Target?) -> Bool {
        if case .callout? = target { return true }
        return false
    }

    /// A heading opens a section, unless the page writes its guidelines as headings and this one
    /// is a statement (see `headingVoiceLanguages`).
    enum NavigationLabel { case footer, contents }

    /// What a short paragraph alone on its line labels, when it labels a blog's footer
    /// (`footerLabels`) or a table of contents (`contentsLabels`).
    func navigationLabel(_ block: ContentBlock) -> NavigationLabel? {
        guard case .paragraph = block.kind, !block.inListItem, block.quote == nil, let language = block.language,
              !block.inlines.contains(where: { $0 == .softBreak || $0 == .lineBreak }) else { return nil }
        let lexicon = lexicons.lexicon(language)
        guard !lexicon.footerLabels.isEmpty || !lexicon.contentsLabels.isEmpty else { return nil }
        let plain = block.inlines.plainText
        // Labels are a word or three: longer paragraphs are not read further.
        guard plain.utf8.count <= 120 else { return nil }
        let normalised = LexiconText.normalise(TextNormalizer.normalize(plain))
        if lexicon.isFooterLabel(normalised: normalised) { return .footer }
        if lexicon.isContentsLabel(normalised: normalised) { return .contents }
        return nil
    }

    /// A paragraph that is a heading an export flattened: one line of plain text, at most three
    /// words and twenty letters, ending in no punctuation, that neither reads as a sentence nor
    /// labels a callout or caption.
    func isBareHeadingLine(_ block: ContentBlock) -> Bool {
        // A heading a blog editor wrote as a bold line (`<p><strong>Best practices</strong></p>`)
        // is one too.
        var inlines = block.inlines
        if inlines.count == 1, case .strong(let children) = inlines[0] { inlines = children }
        guard !block.inListItem, block.quote == nil, let language = block.language,
              inlines.allSatisfy({ if case .text = $0 { return true } else { return false } }) else { return false }
        let text = TextNormalizer.normalize(block.inlines.plainText)
        guard !text.isEmpty, text.unicodeScalars.count <= 20, text.split(separator: " ").count <= 3,
              let last = text.last, !".。!！?？:：…)」』\"”".contains(last) else { return false }
        let normalised = LexiconText.normalise(text)
        return !extractor.readsAsSentence(text) && !speaksInGuidelineVoice(text, language: language)
            && !lexicons.isCalloutLabel(normalised: normalised) && !lexicons.lexicon(language).isCaption(normalised: normalised)
    }

    /// The level of the furniture section `block` opens (`LanguageLexicon.furnitureHeadings`), or
    /// nil: a heading, or in a file whose headings were flattened into plain lines, a line or the
    /// first line of a paragraph ("Change log" with the dated changes run on below it).
    func furnitureHeadingLevel(_ block: ContentBlock, lostHeadings: Bool, bold: String?) -> Int? {
        guard let language = block.language, !lexicons.lexicon(language).furnitureHeadings.isEmpty else { return nil }
        let lexicon = lexicons.lexicon(language)
        switch block.kind {
        case .heading(let level):
            let text = LeadingMarkers.removing(from: HeadingNumbering.removing(from: TextNormalizer.normalize(block.inlines.plainText)))
            return lexicon.namesFurniture(text) ? level : nil
        case .paragraph where lostHeadings && bold == nil && !block.inListItem && block.quote == nil:
            let firstLine = block.inlines.prefix { if case .softBreak = $0 { return false } else if case .lineBreak = $0 { return false } else { return true } }
            return lexicon.namesFurniture(Array(firstLine).plainText) ? 2 : nil
        default:
            return nil
        }
    }

    mutating func handleHeading(_ block: ContentBlock, level: Int) {
        if let language = block.language, headingVoiceLanguages.contains(language), let statement = headingStatement(block) {
            closeEverything()
            addStatement(language: language, text: statement, rest: block.inlines, marked: false, origin: .inferred,
                         confidence: 0.8, block: block, afterOpeningStatement: false, explanation: "")
            if case .group(let group)? = targets[language] { headingStatementGroups.insert(group) }
            return
        }
        // "■ 視野": the mark decorates the section's name.
        let text = LeadingMarkers.removing(from: HeadingAttributes.removing(from: TextNormalizer.normalize(block.inlines.plainText)))
        // A heading right after one of its level in another language translates it (a bilingual
        // page's `## Best practices` then `> ## 모범 사례`): the section stays the first one's.
        if let language = block.language, currentIndex > 0, case .heading(let previousLevel) = blocks[currentIndex - 1].kind,
           previousLevel == level, let previousLanguage = blocks[currentIndex - 1].language, previousLanguage != language,
           let last = headingPath.last, last.level == level, let sectionLanguage = headingLanguage, sectionLanguage != language,
           translatedHeadings[language]?[level] == nil {
            translatedHeadings[language, default: [:]][level] = text
            return
        }
        headingLanguage = block.language
        // A page that repeats its front matter title as its first heading, one level down.
        if headingPath.count == 1, headingPath[0].level == 0, headingPath[0].text == text { headingPath.removeAll() }
        headingPath.removeAll { $0.level >= level }
        // On an API page a member's own subsections ("### Discussion", "### Parameters" under
        // "## prepareForReuse()") document the member: what they state stays in its section,
        // where a translation's "### 논의" pairs with it by the member, not by a word.
        let symbols = extractor.features.symbols
        // (The page's title names its type, not a member.)
        if pageKind == .apiReference, headingPath.count > 1, let member = headingPath.last, member.level > 0,
           symbols.member(named: member.text) != nil, symbols.member(named: text) == nil {
            closeEverything()
            return
        }
        headingPath.append((level, text))
        closeEverything()
    }

    mutating func closeEverything() {
        openGroup = nil
        targets = [:]
        pendingCalloutLabel = nil
    }

    // MARK: Blocks

    mutating func handleCode(_ literal: String, block: ContentBlock) {
        let lines = literal.split(separator: "\n", omittingEmptySubsequences: false)
        if let first = lines.first, lexicons.isCalloutLabel(String(first)) {
            let body = TextNormalizer.normalize(lines.dropFirst().joined(separator: " "))
            let language = ScriptLanguageDetector.detect(body) ?? block.language ?? .english
            let parsed = MarkdownParser.parse(lines.dropFirst().joined(separator: "\n"))
            let links = parsed.blocks.flatMap { $0.inlines }.links
            let plain = TextNormalizer.normalize(parsed.blocks.flatMap { $0.inlines }.plainText)
            closeEverything()
            startCallout(label: TextNormalizer.normalize(String(first)), language: language,
                         text: plain.isEmpty ? body : plain, links: links, line: block.line)
            return
        }
        // Other code belongs to the explanations open before it, as a table does: a bilingual
        // page shows one code block after the English and its translation. Code commented in a
        // translation's language belongs to that translation alone.
        let code = [literal.trimmingCharacters(in: .newlines)]
        if let language = block.language, language != .english, let target = targets[language] {
            append(text: "", links: [], code: code, language: language, to: target)
            return
        }
        for language in targets.keys.sorted() {
            append(text: "", links: [], code: code, language: language, to: targets[language]!)
        }
    }

    /// An admonition container (see `ContainerDirectives`) is an aside: the explanation open
    /// before it goes on after its closing fence. Its Markdown is read like the page's: a bold
    /// guideline in it is a rule (its `>` translation with it), and its other paragraphs are a
    /// callout named by the directive (`:::warning` → warning; Zenn's `:::message alert` →
    /// message), one per language, as under a `**Note**` label.
    mutating func openContainer(directive: String, literal: String, block: ContentBlock) {
        let label = String(directive.prefix { !$0.isWhitespace && $0 != "[" && $0 != "{" })
        if openContainer == nil, let container = block.container {
            openContainer = (container, targets, openGroup, pendingCalloutLabel, callouts.count, directive, literal, block)
        }
        closeEverything()
        pendingCalloutLabel = (label, block.line, nil)
    }

    /// Ends the container `openContainer` names. One that holds only guidelines is a callout too,
    /// with their text, as a GitHub alert over a guideline is.
    mutating func closeContainer() {
        guard let open = openContainer else { return }
        openContainer = nil
        if callouts.count == open.callouts {
            // A callout per language, each with its own paragraphs (a guideline and its `>`
            // translation give two), in the order the languages first appear.
            var paragraphs: [(language: LanguageCode, inlines: [MarkdownInline])] = []
            func collect(_ blocks: [MarkdownBlock]) {
                for block in blocks {
                    if case .paragraph = block.kind {
                        let language = ContentBlock.detectedLanguage(block.inlines) ?? open.block.language ?? .english
                        paragraphs.append((language, block.inlines))
                    }
                    collect(block.children)
                }
            }
            collect(MarkdownParser.parse(open.literal).blocks)
            let label = String(open.directive.prefix { !$0.isWhitespace && $0 != "[" && $0 != "{" })
            var languages: [LanguageCode] = []
            for paragraph in paragraphs where !languages.contains(paragraph.language) { languages.append(paragraph.language) }
            for language in languages {
                // Paragraphs apart: a line break between them reads as a space.
                let inlines = Array(paragraphs.filter { $0.language == language }.map(\.inlines).joined(separator: [MarkdownInline.softBreak]))
                let text = TextNormalizer.normalize(inlines.plainText)
                guard !text.isEmpty else { continue }
                startCallout(label: label, language: language, text: text, links: inlines.links, line: open.block.line)
            }
        }
        (targets, openGroup, pendingCalloutLabel) = (open.targets, open.openGroup, open.pending)
    }

    /// Whether a paragraph is a page's footer. A footer's first line may run on into more ("…공감과
    /// 구독 부탁드립니다! 다음 글에서는 …"), so a paragraph too long to be one is judged by its first
    /// sentence, once the paragraph holds a footer phrase at all, unless that sentence speaks in the
    /// guideline voice ("댓글 입력란은 화면 하단에 두세요." opens a guideline about comments).
    func endsContent(_ normalised: String, plain: String, language: LanguageCode) -> Bool {
        let lexicon = lexicons.lexicon(language)
        if lexicon.endsContent(normalised: normalised) { return true }
        guard let limit = lexicon.endOfContentMaxLength, LexiconText.scalarCount(of: normalised, exceeds: limit),
              lexicon.endOfContent.match(normalised) != nil else { return false }
        let (first, rest) = leadSentence(plain, language: language)
        let sentence = TextNormalizer.normalize(first)
        return !rest.isEmpty && !speaksInGuidelineVoice(sentence, language: language)
            && lexicon.endsContent(normalised: LexiconText.normalise(sentence))
    }

    /// A table in a translation's language belongs to that translation's open explanation. Any
    /// other table (English, or only numbers) belongs to every open explanation: a bilingual page
    /// shows one table after the English and its translation, and translations keep the English
    /// tables they have no words to translate in.
    mutating func handleTable(_ source: String, block: ContentBlock) {
        let languages: [LanguageCode]
        if let language = block.language, language != .english, targets[language] != nil {
            languages = [language]
        } else {
            languages = targets.keys.sorted()
        }
        for language in languages {
            append(text: "", links: block.inlines.links, code: [], tables: [source], language: language, to: targets[language]!)
        }
    }

    /// A list item that is one link, maybe followed by a short note in parentheses ("(default)").
    static func isLinkItem(_ inlines: [MarkdownInline]) -> Bool {
        var links = 0
        var note = ""
        for inline in inlines {
            switch inline {
            case .link: links += 1
            case .text(let text): if links == 1 { note += text } else if !SimpleText.isBlank(text) { return false }
            case .softBreak, .lineBreak: continue
            default: return false
            }
        }
        let trimmed = note.trimmingCharacters(in: .whitespaces)
        return links == 1 && (trimmed.isEmpty
            || (trimmed.hasPrefix("(") && trimmed.hasSuffix(")") && trimmed.split(separator: " ").count <= 3))
    }

    /// A short paragraph without bold or a link that asks for nothing and ends no sentence.
    func isGroupLabel(_ block: ContentBlock, language: LanguageCode) -> Bool {
        let text = TextNormalizer.normalize(block.inlines.plainText)
        guard !text.isEmpty, text.count <= 30, text.split(separator: " ").count <= 4,
              !block.inlines.contains(where: { if case .link = $0 { return true } else { return false } }),
              let last = text.last, !".。!！?？".contains(last) else { return false }
        return !speaksInGuidelineVoice(text, language: language)
    }

    /// `boldStatement` is `boldStatement(in: block)`.
    mutating func handleParagraph(_ block: ContentBlock, boldStatement: String?, afterOpeningStatement: Bool) {
        guard let language = block.language else { return }
        let inlines = block.inlines
        // A list item that only names the group of its nested list ("Values", "레이아웃") is
        // structure, like a heading: neither a statement nor part of the explanation before it.
        if block.opensNestedList, currentLead == nil, isGroupLabel(block, language: language) { return }
        // A list of API links after a rule and its translation ("- [secondaryLabel](…)", "- [fill](…)
        // (default)") names symbols no translation translates: like a table, it belongs to every
        // explanation open, the translations' too.
        if block.inListItem, language == .english, currentLead == nil, targets.count > 1, Self.isLinkItem(inlines) {
            let text = TextNormalizer.normalize(inlines.plainText)
            for language in targets.keys.sorted() {
                append(text: language == .english ? text : "", links: inlines.links, code: [], language: language, to: targets[language]!)
            }
            return
        }

        // 1. Bold lead: a statement, or a callout label.
        if let lead = currentLead {
            let strongText = TextNormalizer.normalize(lead.strong.plainText)
            if lexicons.isCalloutLabel(strongText) {
                closeEverything()
                let rest = TextNormalizer.normalize(lead.rest.plainText.drop(while: { $0 == ":" || $0 == "：" || $0.isWhitespace }).description)
                if rest.isEmpty {
                    pendingCalloutLabel = (strongText, block.line, language)
                } else {
                    startCallout(label: strongText, language: language, text: rest, links: lead.rest.links, line: block.line)
                    // An API page's aside states requirements like its other prose, whatever
                    // marks its label ("**Important:** You must …").
                    if pageKind == .apiReference { handleAPIReferenceParagraph(block, language: language, text: rest) }
                }
                return
            }
            // "**Note: Star colors follow the accent color.**": the label and its text bold together.
            if let (label, inner) = labelBeforeColon(strongText) {
                closeEverything()
                let rest = TextNormalizer.normalize(lead.rest.plainText)
                let text = rest.isEmpty ? inner : inner + " " + rest
                startCallout(label: label, language: language, text: text, links: lead.strong.links + lead.rest.links, line: block.line)
                if pageKind == .apiReference { handleAPIReferenceParagraph(block, language: language, text: text) }
                return
            }
            if let statement = boldStatement {
                if pageKind == .apiReference {
                    handleAPIReferenceParagraph(block, language: language)
                    return
                }
                // "**….**⏎**….** …": bold statements on consecutive lines of one paragraph (the
                // blank line between them lost in an export) are statements of their own. (A hard
                // break between them joins them into one lead, as the author asked.)
                if let (before, second) = Self.boldSentenceOnSecondLine(inlines), let first = before.leadingStrong {
                    let text = TextNormalizer.normalize(second.strong.plainText)
                    // (A translation on the line after its English is a block of its own by now: `BilingualLines`.)
                    if speaksInGuidelineVoice(text, language: language), language != .english || extractor.readsAsSentence(text) {
                        addStatement(language: language, text: statement, rest: first.rest, marked: true, origin: .bold,
                                     confidence: 1, block: block, afterOpeningStatement: afterOpeningStatement)
                        addStatement(language: language, text: text, rest: second.rest, marked: true, origin: .bold,
                                     confidence: 1, block: block, afterOpeningStatement: false)
                        return
                    }
                }
                // A second bold sentence after a translation's explanation ("**….** … **….**": a
                // translator's own guideline added to the paragraph) is a statement of its own, not
                // explanation. (English is left whole: the translation after it follows the first.)
                if language != .english, let (before, second, after) = Self.boldSentenceAfterSentence(lead.rest) {
                    let text = TextNormalizer.normalize(second.plainText)
                    if speaksInGuidelineVoice(text, language: language) {
                        addStatement(language: language, text: statement, rest: before, marked: true, origin: .bold,
                                     confidence: 1, block: block, afterOpeningStatement: afterOpeningStatement)
                        addStatement(language: language, text: text, rest: after, marked: true, origin: .bold,
                                     confidence: 0.9, block: block, afterOpeningStatement: false)
                        return
                    }
                }
                addStatement(language: language, text: statement, rest: lead.rest, marked: true, origin: .bold,
                             confidence: 1, block: block, afterOpeningStatement: afterOpeningStatement)
                return
            }
        }

        // 2. A label that lost its bold, alone in its paragraph ("TIP"), or on its own first line ("Note\n…").
        let plain = TextNormalizer.normalize(inlines.plainText)
        // Normalised once for every lexicon lookup of the whole paragraph.
        let normalisedPlain = LexiconText.normalise(plain)
        // A link is a reference, whatever its title says ("- [알림](…)" under "함께 보기" is the
        // Notifications page, not a Note).
        if lexicons.isCalloutLabel(normalised: normalisedPlain), !inlines.isLoneLink {
            closeEverything()
            pendingCalloutLabel = (plain, block.line, language)
            return
        }
        // A GitHub alert's marker with a blank line under it (`> [!TIP]`, `>`, `> …`): its
        // text is the next paragraph, as under a label alone.
        if block.quote != nil, plain.utf8.first == UInt8(ascii: "["),
           !inlines.contains(where: { $0 == .softBreak || $0 == .lineBreak }), let label = alertLabel(plain) {
            closeEverything()
            pendingCalloutLabel = (label, block.line, language)
            return
        }
        if let (label, rest) = labelLine(inlines) {
            closeEverything()
            let text = TextNormalizer.normalize(rest.plainText)
            // An Obsidian callout's title (`> [!warning]+ Orientation`) opens its text.
            let title = alertTitle(TextNormalizer.normalize(Array(inlines.prefix { $0 != .softBreak && $0 != .lineBreak }).plainText))
            startCallout(label: label, language: language, text: title.map { $0 + ". " + text } ?? text, links: rest.links, line: block.line)
            // An API page's aside ("Important: … must …") states requirements like its other prose.
            if pageKind == .apiReference { handleAPIReferenceParagraph(block, language: language, text: text) }
            // A guideline in bold under the label (`> [!IMPORTANT]` over "**Don't use an alert
            // for …**") is a rule as well as the callout it stands in.
            else if let lead = rest.leadingStrong {
                let bold = TextNormalizer.normalize(lead.strong.plainText)
                if speaksInGuidelineVoice(bold, language: language), language != .english || extractor.readsAsSentence(bold) {
                    addStatement(language: language, text: bold, rest: lead.rest, marked: true, origin: .bold, confidence: 0.9,
                                 block: block, afterOpeningStatement: afterOpeningStatement)
                }
            }
            return
        }
        if let (label, rest) = labelBeforeColon(plain) {
            closeEverything()
            // "Note: …\n**Test alerts on every platform.** …": a guideline on the line after the
            // note, the blank line between them lost. The note is the callout, the guideline a rule.
            if pageKind != .apiReference, let (note, lead) = Self.boldSentenceAfterLineBreak(inlines) {
                let bold = TextNormalizer.normalize(lead.strong.plainText)
                if speaksInGuidelineVoice(bold, language: language), language != .english || extractor.readsAsSentence(bold),
                   let (_, noteText) = labelBeforeColon(TextNormalizer.normalize(note.plainText)) {
                    startCallout(label: label, language: language, text: noteText, links: note.links, line: block.line)
                    addStatement(language: language, text: bold, rest: lead.rest, marked: true, origin: .bold, confidence: 0.9,
                                 block: block, afterOpeningStatement: afterOpeningStatement)
                    return
                }
            }
            // "참고: …표기했습니다. **…피하세요.** …": the guideline after the note on its line.
            if pageKind != .apiReference, let (note, strong, after) = Self.boldSentenceAfterSentence(inlines) {
                let bold = TextNormalizer.normalize(strong.plainText)
                if speaksInGuidelineVoice(bold, language: language), language != .english || extractor.readsAsSentence(bold),
                   let (_, noteText) = labelBeforeColon(TextNormalizer.normalize(note.plainText)) {
                    startCallout(label: label, language: language, text: noteText, links: note.links, line: block.line)
                    addStatement(language: language, text: bold, rest: after, marked: true, origin: .bold, confidence: 0.9,
                                 block: block, afterOpeningStatement: afterOpeningStatement)
                    return
                }
            }
            startCallout(label: label, language: language, text: rest, links: inlines.links, line: block.line)
            if pageKind == .apiReference { handleAPIReferenceParagraph(block, language: language, text: rest) }
            return
        }

        // 3. A callout label waiting for its text: the first paragraph of each language gives it.
        if let pending = pendingCalloutLabel {
            var alreadyGiven = false
            if case .callout? = targets[language] { alreadyGiven = true }
            // An English label may stand for every language (a translation under it left it
            // untranslated); a translated one is its language's own.
            let offered = pending.language == nil || pending.language == .english || pending.language == language
            if !alreadyGiven, offered {
                startCallout(label: pending.label, language: language, text: plain,
                             links: inlines.links, line: block.line, keepPending: true)
                if pageKind == .apiReference { handleAPIReferenceParagraph(block, language: language) }
                return
            }
        }

        // English prose that is no callout's ends the callouts of the translations, and a label
        // still waiting for text: what follows in another language translates this paragraph.
        if language == .english, !isCallout(targets[.english]) {
            for (other, target) in targets where other != .english && isCallout(target) { targets[other] = nil }
            pendingCalloutLabel = nil
        }

        // 3b. A translation file's guideline that bolds a phrase of its sentence (`phraseBoldStatement`).
        if let statement = boldStatement, !hasEnglish, pageKind != .apiReference {
            let rest = leadSentence(plain, language: language).1
            addStatement(language: language, text: statement, rest: inlines, marked: true, origin: .bold, confidence: 0.9,
                         block: block, afterOpeningStatement: afterOpeningStatement,
                         explanation: TextNormalizer.normalize(String(rest)))
            return
        }

        if endsContent(normalisedPlain, plain: plain, language: language) {
            closeEverything()
            return
        }
        // A caption labels the image or table beside it: it explains nothing.
        if lexicons.lexicon(language).isCaption(normalised: normalisedPlain) { return }

        if pageKind == .apiReference {
            handleAPIReferenceParagraph(block, language: language)
            return
        }

        // Only the opening sentence decides: a translation may end with "더 많은 정보는 …". Read
        // only when a step below could take the paragraph as a statement; most explain one.
        var crossReference: Bool?
        func isCrossReference() -> Bool {
            if let crossReference { return crossReference }
            let answer = lexicons.lexicon(language).opensNonStatement(plain)
            crossReference = answer
            return answer
        }

        // 4. The translation right after a marked English statement, not bold itself (or bold too
        //    short to tell from a label: "**아이콘은 단순하게.**"). A list item led by a bold label
        //    ("- **인셋 그룹.** 행은 …") translates a label, not the statement before its list.
        if let open = openGroup, groups[open].opening == .english, language != .english,
           groups[open].statements[language] == nil, !groups[open].languagesSeen.contains(language),
           groups[open].kind == .guideline, !(block.inListItem && inlines.opensWithBoldSentence),
           !introducesTranslatedList(block, after: groups[open]), !isCrossReference() {
            // Prose opening a quote whose bold translation comes further down explains it.
            if let quote = block.quote, !block.inListItem, boldTranslationFollows(inQuote: quote, language: language) {
                let prose = quotedProseBeforeBold.flatMap { $0.quote == quote && $0.language == language ? $0.text + " " : nil } ?? ""
                quotedProseBeforeBold = (quote, language, prose + plain)
                return
            }
            var (first, rest) = leadSentence(plain, language: language)
            // "**…마세요. ** 알림을 …": markers spaced off their text are no bold (a warning says so),
            // and the closing one is no word of the explanation.
            if let marker = ["**", "__"].first(where: { plain.hasPrefix($0) }), rest.drop(while: \.isWhitespace).hasPrefix(marker) {
                rest = rest.drop(while: \.isWhitespace).dropFirst(2)
            }
            var statement = TextNormalizer.normalize(first)
            // A bold phrase inside the sentence marks it, as in translation files (`phraseBoldStatement`).
            var marked = Self.plainOffsetOfFirstStrong(inlines).map { $0 < statement.count } ?? false
            // "…혼란스러울 수 있어요. **…사용하세요.**": the reason first, the guideline bold at the
            // end or amid the explanation. The translator's bold names the statement; the prose
            // around it explains.
            if !marked, let found = Self.boldSentenceAfterProse(inlines, leadsIn: { onlyLeadsIn($0, language: language) }) {
                let bold = TextNormalizer.normalize(found.strong.plainText)
                if speaksInGuidelineVoice(bold, language: language) {
                    (statement, rest, marked) = (bold, Substring(found.explanation), true)
                }
            }
            if !statement.isEmpty {
                groups[open].statements[language] = draft(language: language, text: statement,
                    explanation: TextNormalizer.normalize(String(rest)), marked: marked, origin: .layout, confidence: 0.9,
                    links: inlines.links, code: inlines.codeSpans, line: block.line(of: statement))
                groups[open].statements[language]!.list = block.list
                groups[open].languagesSeen.insert(language)
                targets[language] = .group(open)
                return
            }
        }

        // 4b. The same reason-first paragraph in a file that marks its statements in bold, on its
        //     own ("…面倒です。…続けられます。**…復元してください。**", or with more explanation
        //     after the bold): the bold sentence is the statement, the prose around it its
        //     explanation. In English too, where the bold must read as a sentence ("Text shown in
        //     an empty field. **Use the placeholder for hints.**" under a term).
        if boldLanguages.contains(language), !block.inListItem,
           let found = Self.boldSentenceAfterProse(inlines, leadsIn: { onlyLeadsIn($0, language: language) }) {
            let bold = TextNormalizer.normalize(found.strong.plainText)
            if speaksInGuidelineVoice(bold, language: language), language != .english || extractor.readsAsSentence(bold) {
                addStatement(language: language, text: bold, rest: inlines, marked: true, origin: .bold, confidence: 0.9,
                             block: block, afterOpeningStatement: afterOpeningStatement,
                             explanation: found.explanation)
                return
            }
        }

        // 5. Pages that lost their bold: the guideline voice (unless their headings carry it: then
        //    only outside a heading's statement, in a section whose heading states none).
        if !boldLanguages.contains(language), !headingVoiceLanguages.contains(language) || !explainsHeadingStatement(language),
           !block.inListItem || block.list.map(guidelineVoiceLists.contains) == true, !isCrossReference(),
           let inferred = inferredStatement(block, language: language) {
            addStatement(language: language, text: inferred.text, rest: block.inlines, marked: false, origin: .inferred,
                         confidence: inferred.confidence, block: block, afterOpeningStatement: afterOpeningStatement,
                         explanation: inferred.rest)
            return
        }

        // 5b. An item of a translated list of bold statements, in the guideline voice but not
        //     bold: a statement that lost its bold (`marked: false`), one item as the English is,
        //     not the explanation of the item before it (see `ListTranslationRuns`).
        if language != .english, hasEnglish, block.inListItem, let list = block.list, translatedGuidelineLists.contains(list),
           !isCrossReference(), let inferred = inferredStatement(block, language: language) {
            addStatement(language: language, text: inferred.text, rest: block.inlines, marked: false, origin: .inferred,
                         confidence: inferred.confidence, block: block, afterOpeningStatement: afterOpeningStatement,
                         explanation: inferred.rest)
            return
        }

        // 6. A translation file that marks its statements in bold: a paragraph in the guideline
        //    voice that opens a section, or that follows a bold statement's explanation, may be a
        //    statement that lost its bold; so may an item of a list of bold statements. Alignment
        //    decides.
        let interrupted = interruptibleExplanation(language: language)
        if language != .english, !hasEnglish, boldLanguages.contains(language), targets[language] == nil || interrupted != nil,
           !block.inListItem || block.list.map(translatedGuidelineLists.contains) == true, !isCrossReference(),
           let inferred = inferredStatement(block, language: language) {
            // A bold phrase inside the sentence still marks it, once alignment keeps it.
            let marked = Self.plainOffsetOfFirstStrong(inlines).map { $0 < inferred.text.count } ?? false
            addStatement(language: language, text: inferred.text, rest: block.inlines, marked: marked, origin: marked ? .bold : .inferred,
                         confidence: inferred.confidence, block: block, afterOpeningStatement: afterOpeningStatement,
                         explanation: inferred.rest)
            if let open = openGroup, groups[open].statements.count == 1 {
                groups[open].tentative = true
                groups[open].interrupts = interrupted.map { ($0, plain, groups[open].statements[language]!.explanation.count) }
            }
            return
        }

        // 7. A short paragraph that is bold from end to end and is no sentence labels what
        //    follows ("- **Variable color**" over a nested list of guidelines): it ends the
        //    explanation before it instead of joining it. A bold sentence still explains.
        if let lead = inlines.leadingStrong, StatementExtractor.isLabel(TextNormalizer.normalize(lead.strong.plainText)),
           lead.rest.plainText.allSatisfy({ $0.isWhitespace || $0 == ":" || $0 == "：" }) {
            closeEverything()
            return
        }

        // 8. Everything else explains whatever is open in its language. A list outside any quote
        //    is no part of a callout before it ("**Note:** …" then "- **Title.** …"): callouts
        //    hold lists only inside their own quote (`> [!NOTE]`).
        if case .callout? = targets[language], block.inListItem, block.quote == nil {
            targets[language] = nil
            pendingCalloutLabel = nil
            return
        }
        if let open = openGroup { groups[open].languagesSeen.insert(language) }
        // A cross-reference after a translator's note ("※訳注：…" then "デベロッパ向けのガイダンスに
        // ついては…") is the section's, as it is after a rule: it goes to the section's last rule
        // of its language, not into the note.
        // (Inside a container or a quote the paragraph is the note's own.)
        if case .callout? = targets[language], block.container == nil, block.quote == nil, !inlines.links.isEmpty, isCrossReference(),
           let last = groups.indices.last(where: { groups[$0].statements[language]?.headingPath == currentPath }) {
            targets[language] = .group(last)
        }
        if let target = targets[language] {
            let links = inlines.links
            if !links.isEmpty, case .group(let index) = target, groups[index].statements[language] != nil, isCrossReference() {
                groups[index].statements[language]!.crossReferenceParts.insert(groups[index].statements[language]!.explanation.count)
                groups[index].statements[language]!.crossReferenceURLs += links.map(\.url)
            }
            append(text: plain, links: links, code: inlines.codeSpans, language: language, to: target)
        }
    }

    /// Whether a paragraph that follows an English list item opens a list of its own language
    /// instead of translating that item: the lead-in of a list translated as a whole (`> …` then
    /// `> - **…**`), which renders the English list's lead-in, prose. The English item's
    /// translation is in that list, in a list item as the item is (see `ListTranslationRuns`). A
    /// list that holds no bold statement is the translation's explanation, not such a list.
    func introducesTranslatedList(_ block: ContentBlock, after group: GroupDraft) -> Bool {
        guard !block.inListItem, group.statements[.english]?.list != nil,
              let next = blocks[(currentIndex + 1)...].first(where: { $0.language != nil }) else { return false }
        guard case .paragraph = next.kind, let list = next.list else { return false }
        // A list of guidelines, not the items of a translated explanation (a translated "Options:" list).
        return next.language == block.language && translatedGuidelineLists.contains(list)
    }

    /// The group whose statement in `language` is explaining itself right now, if a paragraph
    /// may interrupt it as a statement that lost its bold: a bold statement, or such a statement
    /// after one (two in a row may both have lost it), up to `longestTentativeRun` of them.
    func interruptibleExplanation(language: LanguageCode) -> Int? {
        guard case .group(let open)? = targets[language], let statement = groups[open].statements[language] else { return nil }
        guard groups[open].tentative else { return statement.marked ? open : nil }
        var run = 1
        var head = groups[open].interrupts?.group
        while let group = head, groups[group].tentative {
            run += 1
            head = groups[group].interrupts?.group
        }
        return head != nil && run < Self.longestTentativeRun ? open : nil
    }

    /// A list of bold labels ("**Watch together.** …", "**Listen together.** …", "**Play
    /// together.** …") whose one item happens to open with a verb of the guideline voice: that
    /// item is a label like its siblings, not the list's only rule. A short lead (under three
    /// words) is a rule in a list only when a sibling is one too.
    private func dropLoneShortListLeads(_ boldStatements: inout [String?]) {
        var itemsByList: [Int: [Int]] = [:]
        for index in blocks.indices where boldLeads[index] != nil {
            if let list = blocks[index].list { itemsByList[list, default: []].append(index) }
        }
        for items in itemsByList.values where items.count >= 3 {
            let statements = items.filter { boldStatements[$0] != nil }
            guard statements.count == 1, let only = statements.first, let text = boldStatements[only],
                  StatementExtractor.wordCount(text, upTo: 3) < 3 else { continue }
            boldStatements[only] = nil
        }
    }

    /// Statements in a row that may each have lost their bold. Each is read both ways until
    /// alignment decides, so a run costs readings in proportion to its length squared.
    static let longestTentativeRun = 3

    /// The bold lead sentence of a paragraph, if it has one that reads as a statement. In list
    /// items bold usually labels a term ("**Date.** Displays …"), so there it must also speak in
    /// the guideline voice, unless a sibling item does (`inGuidelineList`): then a bold sentence is
    /// enough (`readsAsSentenceInGuidelineList`). Bold ending in a colon is a statement only in the guideline
    /// voice, written as a sentence (`colonLeadStatement`).
    func boldStatement(in block: ContentBlock, lead: BoldLead?, inGuidelineList: Bool = false) -> String? {
        guard case .paragraph = block.kind, let language = block.language else { return nil }
        guard let lead else { return phraseBoldStatement(in: block, language: language) }
        let text = TextNormalizer.normalize(lead.strong.plainText)
        if let last = text.last, last == ":" || last == "：" {
            return extractor.colonLeadStatement(text, language: language)
        }
        if inGuidelineList {
            guard !lexicons.isCalloutLabel(text), extractor.readsAsSentenceInGuidelineList(text, language: language) else { return nil }
            return text
        }
        guard extractor.readsAsSentence(text) else { return nil }
        guard !block.inListItem || speaksInGuidelineVoice(text, language: language) else { return nil }
        // Bold glued to the rest of its sentence names a term unless the sentence asks for
        // something ("**날짜**는 항목의 날짜를 표시합니다." describes a column).
        if block.inlines.opensWithGluedBold, !extractor.asksSomething(text, language: language) { return nil }
        // A short Korean or Japanese bold span that ends like no sentence names something
        // ("インセットグループ。"), as a short English one does ("Inset grouped."). A span still in
        // English (a placeholder awaiting translation) was judged as English sentences are, above.
        if !lexicons.lexicon(language).sentenceEndings.isEmpty,
           SimpleText.hasWideScript(text),
           !LexiconText.scalarCount(of: text, exceeds: StatementExtractor.labelScalarLimit),
           !extractor.endsLikeSentence(text, language: language) { return nil }
        return text
    }

    /// The bold a paragraph opens with and what follows it, the bold extended to the end of its
    /// sentence when the sentence goes on after it (`leadingStrong`, `SpacedBoldContinuation`).
    func readBoldLead(of block: ContentBlock) -> BoldLead? {
        guard let lead = block.inlines.leadingStrong else { return nil }
        guard let language = block.language else { return lead }
        return SpacedBoldContinuation(extractor: extractor).extending(lead.strong, rest: lead.rest, language: language) ?? lead
    }

    /// A translation's first sentence in the guideline voice with a bold phrase inside it
    /// ("メニュー項目のタイトルは**短く**してください。", "자주 쓰는 항목에는 **단축키**를 표시하세요."):
    /// translators who bold the key phrase mark their guidelines that way. Not in English, whose
    /// guidelines bold the whole lead sentence, nor in lists, where bold labels terms.
    func phraseBoldStatement(in block: ContentBlock, language: LanguageCode) -> String? {
        guard language != .english, !block.inListItem,
              let boldStart = Self.plainOffsetOfFirstStrong(block.inlines) else { return nil }
        // A guideline the bold lost, read the same way (`inferredStatement`), with its bold kept.
        guard let inferred = inferredStatement(block, language: language), boldStart < inferred.text.count else { return nil }
        return inferred.text
    }

    /// A bold sentence after prose that ends a sentence, and the prose around it as the
    /// explanation ("…헷갈려요. **…사용하세요.** 현재 뷰의 …"); nil when the paragraph has none. Bold
    /// inside a sentence ("…が**11ポイント以上**になるように…") is emphasis, not such a sentence,
    /// unless what precedes it in its sentence only links it to the reason before (`leadsIn`:
    /// "…방해가 됩니다. 따라서 **…제공하십시오.**", "なお、**…**"): that link is dropped.
    static func boldSentenceAfterProse(_ inlines: [MarkdownInline], leadsIn: (String) -> Bool)
        -> (strong: [MarkdownInline], explanation: String)? {
        let sentenceEnds = ".!?。！？"
        for index in inlines.indices.dropFirst() {
            guard case .strong(let strong) = inlines[index],
                  let closing = strong.plainText.last(where: { !$0.isWhitespace }), sentenceEnds.contains(closing) else { continue }
            var before = Array(inlines[..<index]).plainText
            if let end = before.last(where: { !$0.isWhitespace }), !sentenceEnds.contains(end) {
                // The words since the last sentence end: a link such as 따라서 or そのため, or no sentence of its own.
                let start = before.lastIndex(where: { sentenceEnds.contains($0) }).map { before.index(after: $0) } ?? before.startIndex
                guard leadsIn(String(before[start...]).trimmingCharacters(in: .whitespaces)) else { continue }
                before = String(before[..<start])
            }
            let after = Array(inlines[(index + 1)...])
            // What follows starts a sentence of its own: nothing, a space or a break (CJK text
            // may follow the full stop directly).
            let next = after.plainText.first
            guard next.map({ $0.isWhitespace || closing == "。" || closing == "！" || closing == "？" }) ?? true else { continue }
            return (strong, TextNormalizer.normalize(before + " " + after.plainText))
        }
        return nil
    }

    /// The inlines before the first bold sentence that follows a finished sentence, that bold
    /// sentence, and the inlines after it: "Note: ….  **Use ….** …".
    static func boldSentenceAfterSentence(_ inlines: [MarkdownInline])
        -> (before: [MarkdownInline], strong: [MarkdownInline], after: [MarkdownInline])? {
        let sentenceEnds = ".!?。！？"
        for index in inlines.indices.dropFirst() {
            guard case .strong(let strong) = inlines[index],
                  let closing = strong.plainText.last(where: { !$0.isWhitespace }), sentenceEnds.contains(closing),
                  let end = Array(inlines[..<index]).plainText.last(where: { !$0.isWhitespace }), sentenceEnds.contains(end) else { continue }
            return (Array(inlines[..<index]), strong, Array(inlines[(index + 1)...]))
        }
        return nil
    }

    /// Whether `text` is only a word that links a sentence to the one before ("따라서", "そのため、"):
    /// the lexicon's leading adverbials.
    func onlyLeadsIn(_ text: String, language: LanguageCode) -> Bool {
        let normalised = LexiconText.normalise(text)
        return !normalised.isEmpty && lexicons.lexicon(language).withoutLeadingAdverbial(normalised).isEmpty
    }

    /// Whether text in `language` now explains a statement a heading made.
    func explainsHeadingStatement(_ language: LanguageCode) -> Bool {
        guard case .group(let group)? = targets[language] else { return false }
        return headingStatementGroups.contains(group)
    }

    /// The inlines before a line break after which a bold sentence starts a line, and that bold
    /// sentence with the rest, when the text before the break ends a sentence.
    /// `boldSentenceAfterLineBreak` at the paragraph's first line break only, when it is a soft
    /// one: what its first line holds and the bold sentence opening its second. Read once, however
    /// many lines the paragraph has.
    static func boldSentenceOnSecondLine(_ inlines: [MarkdownInline])
        -> (before: [MarkdownInline], lead: (strong: [MarkdownInline], rest: [MarkdownInline]))? {
        guard let index = inlines.firstIndex(where: { $0 == .softBreak || $0 == .lineBreak }), inlines[index] == .softBreak else { return nil }
        let after = Array(inlines[(index + 1)...])
        guard after.opensWithBoldSentence, let lead = after.leadingStrong,
              let last = Array(inlines[..<index]).plainText.last(where: { !$0.isWhitespace }), ".!?。！？".contains(last)
        else { return nil }
        return (Array(inlines[..<index]), lead)
    }

    static func boldSentenceAfterLineBreak(_ inlines: [MarkdownInline])
        -> (before: [MarkdownInline], lead: (strong: [MarkdownInline], rest: [MarkdownInline]))? {
        for index in inlines.indices where inlines[index] == .softBreak || inlines[index] == .lineBreak {
            let after = Array(inlines[(index + 1)...])
            guard after.opensWithBoldSentence, let lead = after.leadingStrong,
                  let last = Array(inlines[..<index]).plainText.last(where: { !$0.isWhitespace }), ".!?。！？".contains(last)
            else { continue }
            return (Array(inlines[..<index]), lead)
        }
        return nil
    }

    /// How many characters of plain text come before the paragraph's first top-level bold span,
    /// or nil when it has none. Leading whitespace is not counted, as the statement is trimmed.
    static func plainOffsetOfFirstStrong(_ inlines: [MarkdownInline]) -> Int? {
        guard inlines.contains(where: { if case .strong = $0 { return true } else { return false } }) else { return nil }
        var before = ""
        for inline in inlines {
            if case .strong = inline { return before.drop(while: \.isWhitespace).count }
            before += [inline].plainText
        }
        return nil
    }

    /// "Note" / "참고" alone on the first line of a paragraph, followed by its text.
    func labelLine(_ inlines: [MarkdownInline]) -> (String, [MarkdownInline])? {
        guard let breakIndex = inlines.firstIndex(where: { $0 == .softBreak || $0 == .lineBreak }) else { return nil }
        let head = TextNormalizer.normalize(Array(inlines[..<breakIndex]).plainText)
        if lexicons.isCalloutLabel(head) { return (head, Array(inlines[(breakIndex + 1)...])) }
        guard let label = alertLabel(head) else { return nil }
        return (label, Array(inlines[(breakIndex + 1)...]))
    }

    /// The label of a GitHub alert's marker line (`> [!NOTE]`), or an Obsidian callout's, which
    /// may fold (`> [!tip]-`, `> [!tip]+`) and carry a title (`> [!warning]+ Orientation`), when
    /// it is a callout label.
    func alertLabel(_ head: String) -> String? {
        guard head.hasPrefix("[!"), let close = head.firstIndex(of: "]") else { return nil }
        var rest = head[head.index(after: close)...]
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        // A title follows a space; anything else glued to the marker is no marker.
        guard rest.isEmpty || rest.first == " " else { return nil }
        let label = String(head[head.index(head.startIndex, offsetBy: 2)..<close])
        return !label.isEmpty && lexicons.isCalloutLabel(label) ? label : nil
    }

    /// The title an alert's marker line carries after its label (`[!warning]+ Orientation`).
    func alertTitle(_ head: String) -> String? {
        guard alertLabel(head) != nil, let close = head.firstIndex(of: "]") else { return nil }
        let title = head[head.index(after: close)...].drop { $0 == "+" || $0 == "-" }.trimmingCharacters(in: .whitespaces)
        return title.isEmpty ? nil : title
    }

    /// "Note: …" / "참고: …" / "注意：…": a label and a colon opening the paragraph, the form of
    /// DocC asides (`> Important: …`). The colon is required, so "Note that …" stays a sentence.
    func labelBeforeColon(_ plain: String) -> (String, String)? {
        // A translator's note as blogs mark it: "※ 역자 주: …", "(역자 주) …", "【訳注】…".
        if let first = plain.unicodeScalars.first, first == "※" || "([（【".unicodeScalars.contains(first) {
            return bracketedOrMarkedLabel(plain)
        }
        // No label is longer than `longestCalloutLabel` bytes: look for the colon in those bytes
        // first, without reading the paragraph as `Character`s.
        var previous: (UInt8, UInt8) = (0, 0)
        let hasColon = plain.utf8.prefix(lexicons.longestCalloutLabel + 3).contains { byte in
            defer { previous = (previous.1, byte) }
            return byte == 0x3A || (previous == (0xEF, 0xBC) && byte == 0x9A) // ":" or "："
        }
        guard hasColon, let colon = plain.firstIndex(where: { $0 == ":" || $0 == "：" }) else {
            // "역주) …", as "※ 역주) …" reads once its mark is gone: a label closed like a list number.
            // Looked for in the label's bytes only (")" or "）", EF BC 89), as the colon is.
            var last: (UInt8, UInt8) = (0, 0)
            guard plain.utf8.prefix(lexicons.longestCalloutLabel + 3).contains(where: { byte in
                      defer { last = (last.1, byte) }
                      return byte == 0x29 || (last == (0xEF, 0xBC) && byte == 0x89)
                  }),
                  let close = plain.firstIndex(where: { $0 == ")" || $0 == "）" }) else { return nil }
            let head = TextNormalizer.normalize(String(plain[..<close]))
            guard !head.isEmpty, !head.contains(where: { $0 == "(" || $0 == "（" }), lexicons.isCalloutLabel(head) else { return nil }
            let rest = TextNormalizer.normalize(String(plain[plain.index(after: close)...]))
            return rest.isEmpty ? nil : (head, rest)
        }
        let head = TextNormalizer.normalize(String(plain[..<colon]))
        guard !head.isEmpty, lexicons.isCalloutLabel(head) else { return nil }
        let rest = TextNormalizer.normalize(String(plain[plain.index(after: colon)...]))
        return rest.isEmpty ? nil : (head, rest)
    }

    /// `labelBeforeColon` of a label after a reference mark (`※ 역자 주: …`) or in brackets, with
    /// or without a colon after them (`(역자 주) …`, `[역자 주] …`, `（訳注）…`, `【訳注】…`).
    private func bracketedOrMarkedLabel(_ plain: String) -> (String, String)? {
        let unmarked = LeadingMarkers.removing(from: plain)
        if unmarked != plain { return unmarked.unicodeScalars.first == "※" ? nil : labelBeforeColon(unmarked) }
        let closers: [Character: Character] = ["(": ")", "[": "]", "（": "）", "【": "】"]
        guard let opener = plain.first, let closer = closers[opener],
              let end = plain.prefix(lexicons.longestCalloutLabel + 2).firstIndex(of: closer) else { return nil }
        let head = TextNormalizer.normalize(String(plain[plain.index(after: plain.startIndex)..<end]))
        guard !head.isEmpty, lexicons.isCalloutLabel(head) else { return nil }
        let rest = TextNormalizer.normalize(String(plain[plain.index(after: end)...].drop { $0 == ":" || $0 == "：" || $0.isWhitespace }))
        return rest.isEmpty ? nil : (head, rest)
    }

    func inferredStatement(_ block: ContentBlock, language: LanguageCode) -> (text: String, rest: String, confidence: Double)? {
        let lexicon = lexicons.lexicon(language)
        let raw = block.inlines.plainText
        let trimmed = SimpleText.trimmingWhitespace(raw) ?? raw.trimmingCharacters(in: .whitespacesAndNewlines)
        let (firstRaw, restRaw) = leadSentence(trimmed, language: language)
        var first = TextNormalizer.normalize(firstRaw)
        // "次のサイズを使用してください：" before a table: the colon ends the request it introduces.
        if SimpleText.isBlank(restRaw), let sentence = extractor.colonLeadStatement(first, language: language) { first = sentence }
        guard !first.isEmpty, extractor.readsAsSentence(first), speaksInGuidelineVoice(first, language: language),
              lexicon.nonStatement.match(LexiconText.normalise(first)) == nil else { return nil }
        var confidence = 0.7
        // A no-break space right after the sentence is where a lost bold span used to end.
        if restRaw.first == "\u{00A0}" || firstRaw.hasSuffix("\u{00A0}") { confidence += 0.15 }
        if !TextNormalizer.normalize(String(restRaw)).isEmpty { confidence += 0.1 }
        return (first, TextNormalizer.normalize(String(restRaw)), min(confidence, 0.95))
    }

    /// A heading below the page's title that reads as a statement in the guideline voice, without
    /// its numbering ("1. ", "2) ", "③ "), or nil.
    func headingStatement(_ block: ContentBlock) -> String? {
        guard case .heading(let level) = block.kind, level > 1, let language = block.language else { return nil }
        let heading = HeadingAttributes.removing(from: TextNormalizer.normalize(block.inlines.plainText))
        var text = HeadingNumbering.removing(from: heading)
        // "iOS: 사이드바 사용은 피하세요": a short label before a colon says where the rule applies;
        // the rule is what follows it.
        if let colon = text.firstIndex(where: { $0 == ":" || $0 == "：" }), text[..<colon].split(separator: " ").count <= 2 {
            let rest = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if !rest.isEmpty, speaksInGuidelineVoice(rest, language: language) { text = rest }
        }
        guard !text.isEmpty, extractor.readsAsSentence(text), speaksInGuidelineVoice(text, language: language),
              lexicons.lexicon(language).nonStatement.match(LexiconText.normalise(text)) == nil else { return nil }
        return text
    }

    func speaksInGuidelineVoice(_ sentence: String, language: LanguageCode) -> Bool {
        extractor.speaksInGuidelineVoice(sentence, language: language)
    }

    /// The first sentence of a paragraph. In languages whose guideline voice is an ending
    /// (세요, ください), a sentence that lost its period still ends at that ending.
    func leadSentence(_ text: String, language: LanguageCode) -> (String, Substring) {
        // Emphasis markers that did not parse (`** 문장. **`) are debris, not text.
        let text = String(text.drop(while: { $0 == "*" || $0 == "_" || $0.isWhitespace }))
        let (first, rest) = SentenceSplitter.splitFirst(Substring(text))
        let endings = lexicons.lexicon(language).guidelineVoice.suffixes
        guard !endings.isEmpty else { return (first, rest) }
        var cut: String.Index?
        let simple = SimpleText.isSimple(first)
        for ending in endings {
            var searchStart = first.startIndex
            while let range = Self.occurrence(of: ending, in: first, from: searchStart, simple: simple) {
                searchStart = range.upperBound
                guard range.upperBound < first.endIndex, first[range.upperBound].isWhitespace else { continue }
                if cut == nil || range.upperBound < cut! { cut = range.upperBound }
                break
            }
        }
        guard let cut else { return (first, rest) }
        let remainder = String(first[cut...]) + rest
        return (String(first[..<cut]), Substring(remainder))
    }

    /// The first `needle` in `text` at or after `start`: compared as bytes when both are simple
    /// text (the same result, see `SimpleText`), through Foundation otherwise.
    private static func occurrence(of needle: String, in text: String, from start: String.Index,
                                   simple: Bool) -> Range<String.Index>? {
        guard simple, SimpleText.isSimple(needle) else { return text.range(of: needle, range: start..<text.endIndex) }
        let from = text.utf8.distance(from: text.startIndex, to: start)
        guard let offset = SimpleText.firstByteOffset(of: needle, in: text, from: from) else { return nil }
        let lower = text.utf8.index(text.startIndex, offsetBy: offset)
        return lower..<text.utf8.index(lower, offsetBy: needle.utf8.count)
    }

    // MARK: API reference pages

    /// `text`: the paragraph's text when it is not all of it (an aside's, after its label).
    mutating func handleAPIReferenceParagraph(_ block: ContentBlock, language: LanguageCode, text: String? = nil) {
        let lexicon = lexicons.lexicon(language)
        let sentences = SentenceSplitter.sentences(text ?? Self.describedText(of: block.inlines, extractor: extractor))
        // "Do not …", "Never …" ask only where they open the sentence (after a leading adverbial
        // or clause, "If you subclass, don't …"): "Changes to a copy don't affect the button" describes.
        let normative = sentences.map { sentence in
            let normalised = LexiconText.normalise(sentence)
            let opening = lexicon.withoutLeadingAdverbial(normalised)
            // The adverbial itself may be what asks ("Always set …", as 必ず and 반드시 do).
            // A modal in a condition or a time clause ("…when it needs to display the view", "If the
            // cell should appear selected, …") states no requirement: it is read without them.
            return (lexicon.normative.match(lexicon.withoutConditionalClauses(opening)) != nil
                    || lexicon.normative.match(lexicon.mainClause(of: opening)) != nil
                    || (opening != normalised && lexicon.normative.prefixes.contains { normalised.hasPrefix($0 + " ") }))
                && lexicon.nonStatement.match(normalised) == nil
                // A normative word that asks for nothing describes: "Always `nil` for …", "반드시
                // 그런 것은 아닙니다" (not necessarily). A waiver asks for nothing and is kept.
                && (lexicon.modality(of: sentence) != .statement || lexicon.waivers.match(opening) != nil)
        }
        // The paragraph's other sentences explain each requirement, but not its other
        // requirements: those are rules of their own, and their numbers and symbols are theirs.
        // A requirement's links and code, like any statement's, are those of its sentence and of
        // its explanation: a translation that moves a clause ("…, or it raises
        // `NSInvalidArgumentException`") into a sentence of its own keeps them.
        let explaining = sentences.indices.filter { !normative[$0] }.map { sentences[$0] }
        let context = explaining.joined(separator: " ")
        let links = block.inlines.links
        let codeSpans = block.inlines.codeSpans
        for (index, sentence) in sentences.enumerated() where normative[index] {
            func named(_ text: String) -> Bool { sentence.contains(text) || explaining.contains { $0.contains(text) } }
            var statement = draft(language: language, text: sentence, explanation: context, marked: false,
                                  origin: .inferred, confidence: 0.8, links: links.filter { named($0.text) },
                                  code: codeSpans.filter(named), line: block.line(of: sentence))
            statement.explanation = context.isEmpty ? [] : [context]
            var group = GroupDraft(opening: language, kind: .apiRequirement)
            group.statements[language] = statement
            groups.append(group)
        }
        openGroup = nil
        targets = [:]
    }

    /// A reference paragraph's text without a bold term that opens it ("**never**: The overlay
    /// view never appears."): reference pages list a type's cases and options that way, and the
    /// term is no part of the sentence that describes it.
    static func describedText(of inlines: [MarkdownInline], extractor: StatementExtractor) -> String {
        let plain = TextNormalizer.normalize(inlines.plainText)
        guard let lead = inlines.leadingStrong else { return plain }
        let term = TextNormalizer.normalize(lead.strong.plainText)
        guard !term.isEmpty, !extractor.readsAsSentence(term) else { return plain }
        let rest = lead.rest.plainText
        let separators: Set<Character> = [":", "：", "—", "–", "-"]
        guard let first = rest.first(where: { !$0.isWhitespace }), separators.contains(first) else { return plain }
        return TextNormalizer.normalize(String(rest.drop { separators.contains($0) || $0.isWhitespace }))
    }

    // MARK: Building

    mutating func addStatement(language: LanguageCode, text: String, rest: [MarkdownInline], marked: Bool,
                               origin: StatementOrigin, confidence: Double, block: ContentBlock,
                               afterOpeningStatement: Bool, explanation: String? = nil) {
        pendingCalloutLabel = nil
        // "**Limit the number of segments**: in iOS, …": the colon or dash joined the bold lead to
        // its explanation; it is no part of what the explanation says.
        let restText = explanation ?? String(TextNormalizer.normalize(rest.plainText)
            .drop { $0 == ":" || $0 == "：" || $0 == "—" || $0 == "–" || $0.isWhitespace })
        var statement = draft(language: language, text: text, explanation: restText, marked: marked, origin: origin,
                              confidence: confidence, links: rest.links + currentLead.map { $0.strong.links }.orEmpty,
                              code: block.inlines.codeSpans, line: block.line(of: text))
        statement.list = block.list
        if let prose = quotedProseBeforeBold, prose.language == language, prose.quote == block.quote {
            statement.explanation.insert(prose.text, at: 0)
        }
        quotedProseBeforeBold = nil
        // A translator's note opening the quote ("> 참고: …") closed the English group for the
        // callout; the bold translation after it in the same quote still translates that group.
        var open = openGroup
        if open == nil, let aside = quotedCallout, aside.quote == block.quote, aside.language == language,
           let before = aside.openGroup, groups[before].opening == .english {
            open = before
        }
        if let open, groups[open].statements[language] == nil,
           joins(language: language, group: groups[open], afterOpeningStatement: afterOpeningStatement) {
            groups[open].statements[language] = statement
            groups[open].languagesSeen.insert(language)
            targets[language] = .group(open)
            return
        }
        var group = GroupDraft(opening: language, kind: .guideline)
        group.statements[language] = statement
        group.languagesSeen = [language]
        groups.append(group)
        openGroup = groups.count - 1
        // A translation of a list translated as a whole (`> - **…**` after the English items)
        // does not end the English explanation open above it: English prose after the lists
        // explains the last English item, as the translation's prose does its last item.
        let englishTarget = language != .english && block.inListItem ? targets[.english] : nil
        targets = [language: .group(groups.count - 1)]
        if let englishTarget { targets[.english] = englishTarget }
        lastBlockWasOpeningStatement = true
    }

    /// Whether a later paragraph of the quote being read, in `language`, holds a bold statement
    /// (before any paragraph of another language).
    func boldTranslationFollows(inQuote quote: Int, language: LanguageCode) -> Bool {
        var index = currentIndex + 1
        while index < blocks.count, blocks[index].quote == quote {
            if case .paragraph = blocks[index].kind {
                guard blocks[index].language == language else { return false }
                if holdsBoldStatement[index] { return !blocks[index].inListItem }
            }
            index += 1
        }
        return false
    }

    /// Translations join the English statement before them; an English statement joins a
    /// translation-first group only when it comes right after it, and only in a file whose pairs
    /// so far do not put English first more often: there the translation before it is one left
    /// behind when its English was deleted, and the English has its own after it.
    mutating func joins(language: LanguageCode, group: GroupDraft, afterOpeningStatement: Bool) -> Bool {
        if group.opening == .english { return language != .english }
        guard language == .english && afterOpeningStatement else { return false }
        if ownTranslationFollows(in: group.opening) { return false }
        // Statements join only the last group while the file is read, so the groups before it
        // are counted once, not again for every English statement (a translation-first file
        // would otherwise cost the square of its length).
        func isPair(_ other: GroupDraft) -> Bool { other.statements.count > 1 && other.statements[.english] != nil }
        while closedPairs.upTo < groups.count - 1 {
            let other = groups[closedPairs.upTo]
            if isPair(other) {
                if other.opening == .english { closedPairs.englishFirst += 1 } else { closedPairs.translationFirst += 1 }
            }
            closedPairs.upTo += 1
        }
        var (englishFirst, translationFirst) = (closedPairs.englishFirst, closedPairs.translationFirst)
        if let last = groups.last, isPair(last) {
            if last.opening == .english { englishFirst += 1 } else { translationFirst += 1 }
        }
        return translationFirst >= englishFirst
    }

    /// Whether the first paragraph in `language` after the English statement being read (before
    /// the next English statement or heading) is a translation without bold: in an English-first
    /// file the statement's own translation, which lost its bold; a translation-first file puts
    /// the next bold translation there. So the translation before the statement is one left
    /// behind, not the statement's.
    func ownTranslationFollows(in language: LanguageCode) -> Bool {
        var index = currentIndex + 1
        while index < blocks.count {
            defer { index += 1 }
            let block = blocks[index]
            if case .heading = block.kind { return false }
            guard case .paragraph = block.kind, let blockLanguage = block.language else { continue }
            if blockLanguage == .english {
                if holdsBoldStatement[index] { return false }
                continue
            }
            guard blockLanguage == language else { continue }
            return !holdsBoldStatement[index] && block.inlines.leadingStrong == nil && !block.inListItem
        }
        return false
    }

    func draft(language: LanguageCode, text: String, explanation: String, marked: Bool, origin: StatementOrigin,
               confidence: Double, links: [GuidelineLink], code: [String], line: Int) -> StatementDraft {
        StatementDraft(language: language, text: Self.withoutTypedBullet(text), marked: marked, origin: origin, confidence: confidence,
                       explanation: explanation.isEmpty ? [] : [explanation], links: links, code: code,
                       headingPath: path(in: language), line: line)
    }

    /// The headings a statement in `language` stands under: `currentPath`, with the headings a
    /// bilingual page translated into `language` in place of their English.
    func path(in language: LanguageCode) -> [String] {
        guard let translated = translatedHeadings[language] else { return currentPath }
        return headingPath.map { translated[$0.level] ?? $0.text }
    }

    /// `text` without a bullet typed as a character (`• `, `・`, `✔️ `, `▶ `) rather than made a
    /// list (`LeadingMarkers`): it marks the line, and says nothing the rule says.
    static func withoutTypedBullet(_ text: String) -> String {
        LeadingMarkers.removing(from: text)
    }

    /// Opens a callout in one language. `keepPending` keeps the label waiting for the other
    /// languages' text (a bilingual `**TIP**` paragraph followed by English and Korean).
    mutating func startCallout(label: String, language: LanguageCode, text: String, links: [GuidelineLink],
                               line: Int, keepPending: Bool = false) {
        var label = label
        while label.last == ":" || label.last == "：" { label.removeLast() } // "**Note:**" is labelled Note
        callouts.append(CalloutDraft(label: label, language: language, parts: text.isEmpty ? [] : [text], links: links, line: line))
        if !keepPending {
            pendingCalloutLabel = nil
            targets = [:]
        }
        openGroup = nil
        targets[language] = .callout(callouts.count - 1)
    }

    mutating func append(text: String, links: [GuidelineLink], code: [String], tables: [String] = [],
                         language: LanguageCode, to target: Target) {
        switch target {
        case .group(let index):
            guard groups[index].statements[language] != nil else { return }
            if !text.isEmpty { groups[index].statements[language]!.explanation.append(text) }
            groups[index].statements[language]!.links += links
            groups[index].statements[language]!.code += code
            groups[index].statements[language]!.tables += tables
        case .callout(let index):
            if !text.isEmpty { callouts[index].parts.append(text) }
            // A callout is prose: a table in one is kept as its text.
            callouts[index].parts += tables
            callouts[index].links += links
        }
    }

    // MARK: Output

    func finishedGroups() -> [StatementGroup] {
        groups.map { group in
            var statements: StatementsByLanguage = [:]
            // A table between an English statement and its translation (`**…** | table | > **…**`)
            // came before the translation opened, so only the English took it; the translator did
            // not repeat it, so it is the translation's too, as a table after both would be. So when
            // the translation holds no table of its own (only ones shared after both), it has the
            // English tables.
            let englishTables = group.statements[.english]?.tables ?? []
            for (language, var draft) in group.statements {
                if language != .english, !englishTables.isEmpty, draft.tables.count < englishTables.count,
                   draft.tables.allSatisfy(englishTables.contains) {
                    draft.tables = englishTables
                }
                statements[language] = finished(draft, kind: group.kind)
            }
            var predecessorsAsProse: [GuidelineStatement] = []
            if let (language, tentative) = group.statements.first, var link = group.interrupts {
                // What step 8 would have appended had the tentative paragraphs been prose: each
                // paragraph whole, then the paragraphs after it; read into every statement up the
                // run (`interruptibleExplanation`), nearest first.
                var tail = (parts: [link.paragraph] + tentative.explanation.dropFirst(link.partsOfParagraph),
                            links: tentative.links, code: tentative.code, tables: tentative.tables)
                while let predecessor = groups[link.group].statements[language] {
                    var reading = predecessor
                    reading.explanation += tail.parts
                    reading.links += tail.links
                    reading.code += tail.code
                    reading.tables += tail.tables
                    predecessorsAsProse.append(finished(reading, kind: groups[link.group].kind))
                    guard let next = groups[link.group].interrupts else { break }
                    // That statement is prose too in the reading of the one before it.
                    tail = (parts: [next.paragraph] + predecessor.explanation.dropFirst(next.partsOfParagraph) + tail.parts,
                            links: predecessor.links + tail.links, code: predecessor.code + tail.code,
                            tables: predecessor.tables + tail.tables)
                    link = next
                }
            }
            return StatementGroup(statements: statements, kind: group.kind, tentative: group.tentative,
                                  predecessorsAsProse: predecessorsAsProse)
        }
    }

    private func finished(_ draft: StatementDraft, kind: RuleKind) -> GuidelineStatement {
        var statement = features(of: draft, kind: kind)
        guard !draft.crossReferenceURLs.isEmpty else { return statement }
        // The symbols the cross-reference paragraphs name (by their links or their words) and the
        // statement's own text does not.
        let symbols = extractor.features.symbols
        var named = Set(draft.links.filter { draft.crossReferenceURLs.contains($0.url) }.compactMap(symbols.symbol(forLink:)))
        var own = draft.text
        for (index, part) in draft.explanation.enumerated() {
            if draft.crossReferenceParts.contains(index) { named.formUnion(symbols.symbols(inText: part)) } else { own += " " + part }
        }
        statement.crossReferenceURLs = draft.crossReferenceURLs
        statement.crossReferenceSymbols = statement.symbols.filter { named.contains($0) && !own.contains($0) }
        // The parts before the cross-reference paragraphs the explanation ends with.
        var ownParts = draft.explanation.count
        while ownParts > 0, draft.crossReferenceParts.contains(ownParts - 1) { ownParts -= 1 }
        if ownParts < draft.explanation.count {
            statement.explanationBeforeCrossReferences = ParagraphJoin.joined(Array(draft.explanation[..<ownParts]))
        }
        return statement
    }

    private func features(of draft: StatementDraft, kind: RuleKind) -> GuidelineStatement {
        extractor.features.statement(
            language: draft.language, text: draft.text, explanation: ParagraphJoin.joined(draft.explanation),
            links: draft.links, code: draft.code, tables: draft.tables, marked: draft.marked, origin: draft.origin,
            confidence: draft.confidence, headingPath: draft.headingPath,
            source: SourceLocation(file: file.relativePath, line: draft.line),
            // On an API reference page a code span's lone identifier (`autorepeat`) is a member.
            codeIdentifiersAreSymbols: kind == .apiRequirement)
    }

    func finishedCallouts() -> [Callout] {
        callouts.filter { !$0.parts.isEmpty }.map { draft in
            Callout(page: file.page, label: draft.label, language: draft.language,
                    text: ParagraphJoin.joined(draft.parts), links: draft.links,
                    source: SourceLocation(file: file.relativePath, line: draft.line))
        }
    }
}

private extension Optional where Wrapped == [GuidelineLink] {
    var orEmpty: [GuidelineLink] { self ?? [] }
}
