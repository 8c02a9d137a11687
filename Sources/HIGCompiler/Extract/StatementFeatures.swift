/// Builds a `GuidelineStatement` from its sentence and explanation: links, code, symbols,
/// numbers, modality and polarity all come from here, so every statement is described alike.
struct StatementFeatures {
    let lexicons: LexiconSet
    let glossary: Glossary
    let symbols: SymbolExtractor
    let numbers: NumberExtractor

    init(lexicons: LexiconSet, glossary: Glossary) {
        self.lexicons = lexicons
        self.glossary = glossary
        self.symbols = SymbolExtractor(lexicons: lexicons)
        self.numbers = NumberExtractor(lexicons: lexicons)
    }

    func statement(
        language: LanguageCode, text: String, explanation: String, links: [GuidelineLink], code: [String],
        tables: [String] = [], marked: Bool, origin: StatementOrigin, confidence: Double, headingPath: [String], source: SourceLocation,
        codeIdentifiersAreSymbols: Bool = false
    ) -> GuidelineStatement {
        let lexicon = lexicons.lexicon(language)
        var whole = explanation.isEmpty ? text : text + " " + explanation
        for table in tables { whole += " " + table }
        // In the order first named, each once; the set answers "named already?" for an
        // explanation of thousands of links in one step each.
        var symbolList: [String] = []
        var named: Set<String> = []
        func add(_ symbol: String) { if named.insert(symbol).inserted { symbolList.append(symbol) } }
        for link in links { if let symbol = symbols.symbol(forLink: link) { add(symbol) } }
        for span in code {
            for symbol in symbols.symbols(inCode: span, identifiers: codeIdentifiersAreSymbols) { add(symbol) }
        }
        for symbol in symbols.symbols(inText: whole) { add(symbol) }
        for term in glossary.terms where term.symbol != nil {
            let stated = language == .english
                ? !glossary.terms(inEnglish: text).filter { $0 == term }.isEmpty
                : term.renderings(language).contains { RenderingOccurrence.occurs($0, in: text, particles: lexicon.particles) }
            if stated, let symbol = term.symbol { add(symbol) }
        }
        let reading = Self.reading(of: text, lexicon: lexicon)
        return GuidelineStatement(
            language: language, text: text, marked: marked, origin: origin,
            confidence: (confidence * 100).rounded() / 100, explanation: explanation,
            section: headingPath.last ?? "", headingPath: headingPath,
            links: uniqued(links), code: uniqued(code), tables: tables, symbols: symbolList,
            numbers: numbers.numbers(in: whole, language: language),
            modality: reading.modality, negated: reading.negated, source: source
        )
    }

    /// The modality and polarity of a statement: those of its first sentence that asks for
    /// something, else the whole text's. A bold lead of two sentences may give its reason second
    /// ("…사용하세요. …때문입니다."), or a second request ("Show … . Don't rely …"): the languages
    /// that put the verb last would otherwise be read from the second sentence, English from the first.
    static func reading(of text: String, lexicon: LanguageLexicon) -> (modality: Modality, negated: Bool) {
        // Most statements are one sentence: read as a whole. A sentence ending before the last
        // few bytes (".", "!", "?", or 。！？, whose UTF-8 opens with E3 or EF) may make two.
        let whole = lexicon.modalityAndNegation(of: text)
        guard text.utf8.dropLast(3).contains(where: { $0 == 0x2E || $0 == 0x21 || $0 == 0x3F || $0 == 0xE3 || $0 == 0xEF }) else {
            return whole
        }
        var (sentence, remaining) = SentenceSplitter.splitFirst(Substring(text))
        guard !remaining.isEmpty else { return whole }
        while true {
            let reading = lexicon.modalityAndNegation(of: sentence)
            if reading.modality != .statement { return reading }
            if remaining.isEmpty { return whole }
            (sentence, remaining) = SentenceSplitter.splitFirst(remaining)
        }
    }

    private func uniqued<T: Hashable>(_ items: [T]) -> [T] {
        var seen: Set<T> = []
        return items.filter { seen.insert($0).inserted }
    }
}
