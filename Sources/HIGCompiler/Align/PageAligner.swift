import Foundation

/// Pairs every translated statement of a page with an English rule of the same page.
///
/// Statements that the same file presents together (the `>` quote layout) are already paired.
/// The rest — monolingual translation files, stray translated statements — are aligned per
/// language against the English rules that still lack that language:
///
/// 1. `PairScorer` weighs content evidence for every pair (links, symbols, code, numbers,
///    vocabulary, glossary, section, modality, length);
///    An unchanged translation that the previous catalog paired with a still-present English
///    statement (`PreviousPairings`) is expected with it again where the English changed (the
///    pairing then records `PreviousPairings.evidence`) or the previous pairings record that
///    evidence; one that stood alone is not paired by position alone, nor one whose English is
///    gone with a rule that is not that English rewritten (`RewriteResemblance`);
///    A pair across a section boundary that both files keep (`SectionStructure`: an introduction
///    above the sections and a rule inside one) pairs on an anchor only;
/// 2. `PositionPrior` adds where the page's order expects each translation, measured from the
///    pairs whose content is unambiguous, so a moved section keeps its inner order. A pair
///    without content evidence must be where that order puts it;
/// 3. the order-preserving pairing (`SequenceAligner`) wins unless a one-to-one pairing that
///    reorders (`WeightedMatching`) gains more than `reorderingCost` per statement it moves.
///
/// 4. statements that may have lost their bold (`StatementGroup.tentative`) are offered last, to
///    the rules still without a translation, between the translations of their neighbours.
///    Until one that follows a bold statement's explanation is paired, that statement is read
///    with the tentative paragraphs in its explanation (`StatementGroup.predecessorAsProse`).
///
/// 5. translations still unpaired are offered to the short English leads that only a translation
///    can tell from labels (`UnconfirmedLeadRun`, `confirmLeads`).
///
/// What stays unpaired becomes a rule of its own (reported as `extra`); a tentative statement that
/// stays unpaired was prose: a section's introduction is dropped, the rest of an explanation stays
/// in it.
public struct PageAligner {
    /// Minimum evidence for a pairing; below it a gap is the better explanation.
    public static let pairingThreshold = 0.3
    /// The evidence of every layout pairing: one shared array rather than one per statement.
    static let layoutEvidence = ["layout"]
    /// Weight of the position prior among the content evidence of `PairScorer`.
    static let positionWeight = 1.5
    /// Least position prior (`PositionPrior.value`: 1 where the anchors expect the translation,
    /// 1/2 one place off) a pair without content evidence needs.
    static let positionOnlyPrior = 0.5
    /// Gain a reordering must earn per statement it moves out of the page's order.
    static let reorderingCost = 0.1

    /// Pairs whose link, symbol, code or number evidence is the only such evidence of their row
    /// and of their column:
    /// other pairings of that rule and that translation gain nothing, and the pair itself gains
    /// at least `heldAnchorGain`, so the matching keeps it even against the page's order.
    static func holdUniqueAnchors(content: [[PairScorer.Score]], refused: [[Bool]], gains: inout [[Double]],
                                  holds: (Int) -> Bool, sharesOwnLinkOrSymbol: (Int, Int) -> Bool,
                                  sharesNumber: (Int, Int) -> Bool) {
        guard let columns = content.first?.count else { return }
        var anchoredColumnsOfRow = [[Int]](repeating: [], count: content.count)
        var anchoredRowsOfColumn = [[Int]](repeating: [], count: columns)
        for i in content.indices {
            // Links, symbols, code, and numbers other than 1 (which recurs on a page too often to tie).
            // A section's cross-reference paragraph goes with whichever rule comes last: its link ties no pair.
            for j in content[i].indices where !refused[i][j] && (content[i][j].evidence.contains("code")
                                                                 || (content[i][j].evidence.contains { $0 == "link" || $0 == "symbol" }
                                                                     && sharesOwnLinkOrSymbol(i, j))
                                                                 || (content[i][j].evidence.contains("number") && sharesNumber(i, j))) {
                anchoredColumnsOfRow[i].append(j)
                anchoredRowsOfColumn[j].append(i)
            }
        }
        for i in content.indices where anchoredColumnsOfRow[i].count == 1 {
            let j = anchoredColumnsOfRow[i][0]
            guard anchoredRowsOfColumn[j] == [i], holds(j) else { continue }
            hold(row: i, column: j, in: &gains)
        }
    }

    /// Makes (`row`, `column`) the pair the matching keeps: the rule's and the translation's other
    /// pairings gain nothing, and the pair gains at least `heldAnchorGain`.
    static func hold(row i: Int, column j: Int, in gains: inout [[Double]]) {
        for other in gains[i].indices where other != j { gains[i][other] = min(gains[i][other], 0) }
        for other in gains.indices where other != i { gains[other][j] = min(gains[other][j], 0) }
        gains[i][j] = max(gains[i][j], heldAnchorGain)
    }

    /// What a pair held by its unique anchor gains at least: more than the reordering it may cost.
    static let heldAnchorGain = 0.25
    /// Extra content evidence a tentative statement (`StatementGroup.tentative`) needs over the
    /// pairing threshold. It is offered only to rules that no marked translation took, and only
    /// between the translations of their neighbours, so it never displaces a marked one.
    static let tentativeMargin = 0.1
    /// What a tentative statement needs when it is the only one between the translations of two
    /// rules that have exactly one rule between them: the order pairs them, so agreement that
    /// needs no shared words (modality, length) is enough, and a translation that contradicts the
    /// rule (another number, another link) still falls short.
    static let loneGapBar = 0.15

    let lexicons: LexiconSet
    let glossary: Glossary
    /// Tells a rewritten English rule from another rule put in its place.
    let resemblance: RewriteResemblance
    /// Built once for every page: preparing its word tables cost more than a small page's alignment.
    let numberExtractor: NumberExtractor

    public init(lexicons: LexiconSet = .bundled, glossary: Glossary = .empty) {
        self.lexicons = lexicons
        self.glossary = glossary
        self.resemblance = RewriteResemblance(lexicons: lexicons)
        self.numberExtractor = NumberExtractor(lexicons: lexicons)
    }

    /// `previous`: what the previous catalog paired (the translators' earlier answers), if any.
    public func align(page: String, sources: [ExtractedSource], previous: PreviousPairings = .none) -> PageAlignment {
        let englishNow = sources.flatMap { $0.groups.compactMap { $0.statements[.english] } }
        // The previous pairings weigh where the English changed under the translations, and where
        // the previous catalog kept pairings across such a change (which content alone need not
        // give); an unchanged page whose pairings came from its content aligns from its content.
        let englishChanged = !previous.englishUnchanged(page: page, english: englishNow,
                                                        optional: sources.flatMap { $0.unconfirmedLeads.flatMap(\.leads) })
        var rules: [GuidelineRule] = []
        var loose: [LanguageCode: [(statement: GuidelineStatement, tentative: Bool)]] = [:]
        // A statement that tentative ones interrupt, read with all of their paragraphs in its
        // explanation (by its source); the statement each tentative one interrupts (by the
        // tentative one's source); and each statement up a tentative one's run read through it.
        var readingsAsProse: [SourceLocation: GuidelineStatement] = [:]
        var interrupted: [SourceLocation: SourceLocation] = [:]
        var readingsThrough: [SourceLocation: [SourceLocation: GuidelineStatement]] = [:]
        // The kind of a loose statement's group: one left unpaired keeps it (an API requirement).
        var looseKinds: [SourceLocation: RuleKind] = [:]
        for source in sources {
            for group in source.groups {
                if let english = group.statements[.english] {
                    var statements = group.statements
                    for (language, statement) in statements where language != .english {
                        statements[language]!.alignment = AlignmentPairing(
                            method: .layout, confidence: statement.marked ? 1 : 0.9, evidence: Self.layoutEvidence)
                    }
                    rules.append(GuidelineRule(page: page, section: english.section, headingPath: english.headingPath,
                                               kind: group.kind, statements: statements))
                } else {
                    for (language, statement) in group.statements {
                        if group.statements.count > 1 {
                            // A translation-first group stands on its own. A translated API
                            // requirement is paired like any translation (with the English
                            // reference page's requirement, when the page has one).
                            let primary = group.statements.values.sorted { languageOrder($0.language, $1.language) }.first!
                            if language == primary.language {
                                rules.append(GuidelineRule(page: page, section: primary.section, headingPath: primary.headingPath,
                                                           kind: group.kind, statements: group.statements))
                            }
                        } else {
                            loose[language, default: []].append((statement, group.tentative))
                            if let nearest = group.predecessorsAsProse.first {
                                interrupted[statement.source] = nearest.source
                                for reading in group.predecessorsAsProse {
                                    // A later statement of the run reads further: the last one's reading stands.
                                    readingsAsProse[reading.source] = reading
                                    readingsThrough[statement.source, default: [:]][reading.source] = reading
                                }
                            }
                            if group.kind != .guideline { looseKinds[statement.source] = group.kind }
                        }
                    }
                }
            }
        }

        let englishRuleCount = rules.filter { $0.statements[.english] != nil }.count
        let sections = SectionStructure(statements: sources.flatMap { $0.groups.flatMap { Array($0.statements.values) } })
        let vocabulary = VocabularyMatcher(lexicons: lexicons, glossary: glossary)
        releaseDisplacedQuotes(rules: &rules, loose: &loose, vocabulary: vocabulary, page: page, previous: previous,
                               englishChanged: englishChanged)
        // Translations no English rule took: offered to the English leads that only a translation
        // can tell from labels (`UnconfirmedLeadRun`), then rules of their own.
        var leftovers: [LanguageCode: [GuidelineStatement]] = [:]
        var lengthRatios: [LanguageCode: Double] = [:]
        for language in loose.keys.sorted() {
            // Prose is the default reading: a tentative statement is split off only once it pairs.
            let translations = loose[language]!.filter { !$0.tentative }.map { readingsAsProse[$0.statement.source] ?? $0.statement }
            let readingsCut = Dictionary(loose[language]!.filter { readingsAsProse[$0.statement.source] != nil }
                .map { ($0.statement.source, $0.statement) }, uniquingKeysWith: { first, _ in first })
            let tentative = loose[language]!.filter(\.tentative).map(\.statement)
            let candidates = rules.indices.filter { rules[$0].statements[.english] != nil && rules[$0].statements[language] == nil }
            guard englishRuleCount > 0, !candidates.isEmpty else {
                leftovers[language, default: []] += translations
                // Without English nothing can show a tentative statement to be prose; one that
                // a bold phrase marks is a statement, as it would be in a file without whole bold sentences.
                let marked = englishRuleCount == 0 ? tentative.filter(\.marked) : []
                leftovers[language]! += marked
                settleReadings(kept: Set(marked.map(\.source)), language: language, rules: &rules, leftovers: &leftovers[language]!,
                               interrupted: interrupted, readingsThrough: readingsThrough, readingsCut: readingsCut)
                continue
            }
            let scorer = PairScorer(vocabulary: vocabulary)
            scorer.declarativeFiles = PairScorer.declarativeFiles(of: translations)
            let englishLength = candidates.reduce(0.0) { $0 + length(rules[$1].statements[.english]!) }
            let translationLength = translations.reduce(0.0) { $0 + length($1) }
            // Per statement, so a translation that is truncated or leaves rules out still has the ratio right.
            scorer.lengthRatio = englishLength > 0
                ? max(0.1, (translationLength / Double(translations.count)) / (englishLength / Double(candidates.count))) : 1
            lengthRatios[language] = scorer.lengthRatio
            // Fallback positions when no pair is unambiguous: relative to the whole page, so a
            // truncated translation still lines up.
            let englishPositions = Dictionary(uniqueKeysWithValues: rules.indices.filter { rules[$0].statements[.english] != nil }
                .enumerated().map { ($1, Double($0) / Double(max(1, englishRuleCount - 1))) })
            let englishCandidates = candidates.map { index -> PairScorer.Candidate in
                candidate(rules[index].statements[.english]!, position: englishPositions[index] ?? 0)
            }
            scorer.distinguish(englishCandidates)
            // A translation that every candidate rule sits across a section boundary from
            // (`SectionStructure`) takes no place in the page's order: the others are placed as
            // if it were not there, so an introduction does not push them one rule down.
            let placeable = translations.map { statement in
                candidates.contains { !sections.crosses(rules[$0].statements[.english]!, statement) }
            }
            // A statement that may have lost its bold (`StatementGroup.tentative`) holds its place
            // too while the translation has fewer statements than the English has rules: it is the
            // likelier reading then, and without it every translation after it would be expected
            // one rule up.
            let tentativePlaces = tentative.filter { statement in
                candidates.contains { !sections.crosses(rules[$0].statements[.english]!, statement) }
            }.map(\.source)
            let countsTentative = placeable.filter { $0 }.count + tentativePlaces.count <= englishRuleCount
            let placed = placeable.filter { $0 }.count + (countsTentative ? tentativePlaces.count : 0)
            // Places in source order: a translation's rank is how many come before it.
            let places = (translations.indices.filter { placeable[$0] }.map { translations[$0].source }
                          + (countsTentative ? tentativePlaces : [])).sorted()
            var rank = -1
            let translationCandidates = translations.enumerated().map { offset, statement in
                if placeable[offset] {
                    var low = 0, high = places.count
                    while low < high {
                        let middle = (low + high) / 2
                        if places[middle] < statement.source { low = middle + 1 } else { high = middle }
                    }
                    rank = low
                }
                return candidate(statement, position: Double(max(rank, 0)) / Double(max(1, placed - 1))
                                     * min(1, Double(placed) / Double(max(1, englishRuleCount))))
            }
            // A statement whose explanation runs into a paragraph that may be a statement of its own
            // (`StatementGroup.tentative`) has two readings until that paragraph is placed. Each
            // English rule is scored against the reading that fits it: the prose reading alone
            // would favour long English statements and lend the next rule's vocabulary to it.
            let cutCandidates = translations.map { statement in readingsCut[statement.source].map { candidate($0) } }
            // Content first: it finds the anchors the position prior hangs on.
            // A pair across a section boundary both files keep (`SectionStructure`) stands on an
            // anchor or not at all: it neither pairs on words nor anchors the page's order.
            let scored = englishCandidates.map { english in
                translationCandidates.indices.map { j in
                    let prose = scorer.score(english: english, translation: translationCandidates[j])
                    var best = prose
                    if let cut = cutCandidates[j] {
                        let alone = scorer.score(english: english, translation: cut)
                        if alone.value > prose.value { best = alone }
                    }
                    guard !best.hasAnchorEvidence, sections.crosses(english.statement, translationCandidates[j].statement) else { return best }
                    return PairScorer.Score(total: 0, weights: best.weights, evidence: [])
                }
            }
            // Pairs settled beside their English (a quote after its paragraph) fix the order in that
            // file: a translation left above one (its English deleted) is not the translation of a
            // rule below it, however alone both are.
            let settled = rules.indices.filter { !candidates.contains($0) }.compactMap { index -> (SourceLocation, SourceLocation)? in
                guard let english = rules[index].statements[.english], let translation = rules[index].statements[language] else { return nil }
                return (english.source, translation.source)
            }
            let crossesSettled = englishCandidates.map { english in
                translations.map { translation in
                    settled.contains { pair in
                        pair.0.file == english.statement.source.file && pair.1.file == translation.source.file
                            && (pair.0 < english.statement.source) != (pair.1 < translation.source)
                    }
                }
            }
            // Sections both files keep in the same order (`SectionOrder`).
            let sectionOrder = SectionOrder(english: englishCandidates.map(\.statement), translations: translationCandidates.map(\.statement),
                                            sharedHeading: { scored[$0][$1].evidence.contains("section") })
            // The previous catalog's answer for unchanged translations (`PreviousPairings`): the
            // English each was paired with, and the row that English is now.
            let pairedBefore = translations.map { previous.english(page: page, language: language, translation: $0, among: translations) }
            let rowBefore = pairedBefore.map { english in
                english.flatMap { PreviousPairings.row(of: $0, among: englishCandidates.map(\.statement)) }
            }
            let weighsPairings = englishChanged || previous.holdsPairings(page: page, language: language)
            // An unchanged translation whose English was rewritten in both statement and
            // explanation (two rules merged into one, then moved) is named by no rule, but the one
            // rule that could be that English rewritten, and that no unchanged pairing names, is
            // where the translator's answer points: it weighs as the previous pairing does, so
            // the translation stays with its rule and is reported `stale`, not `extra`. A rule the
            // page already had, word for word, is no such rewrite (a neighbour that merely shares
            // the page's vocabulary, left untranslated in this language).
            let namedRows = Set(rowBefore.compactMap { $0 })
            let rewrittenRow = rowBefore.indices.map { j -> Int? in
                guard rowBefore[j] == nil, let before = pairedBefore[j] else { return nil }
                let rows = englishCandidates.indices.filter {
                    !namedRows.contains($0) && before.resembles(englishCandidates[$0].statement, by: resemblance)
                        && !previous.hadEnglishRule(page: page, englishCandidates[$0].statement)
                }
                return rows.count == 1 ? rows[0] : nil
            }
            let remembered = weighsPairings ? rowBefore.indices.map { rowBefore[$0] ?? rewrittenRow[$0] } : rowBefore.map { _ in nil }
            // Across the sections both files keep, a pair stands on an anchor, or on the previous
            // catalog's answer (the English moved the rule; the translation has not followed yet).
            let content = !sectionOrder.applies ? scored : scored.indices.map { i in
                scored[i].indices.map { j in
                    guard !scored[i][j].hasAnchorEvidence, rowBefore[j] != i, sectionOrder.crosses(i, j) else { return scored[i][j] }
                    return PairScorer.Score(total: 0, weights: scored[i][j].weights, evidence: [])
                }
            }
            let aloneBefore = translations.map { previous.stoodAlone(page: page, language: language, translation: $0) }
            // An unchanged translation whose English is gone (no statement names it any more): it
            // renders a rule that was removed or rewritten, so position alone may not hand it to
            // an English rule that is not that rule rewritten.
            let orphanedFrom = translations.indices.map { j in rowBefore[j] == nil ? pairedBefore[j] : nil }
            let guided = Self.weighing(remembered, alone: aloneBefore, in: content)
            // Position is measured from content alone, with or without a previous catalog: the
            // previous pairings weigh on the pairs they name, never on where the others are
            // expected, so a compile against its own output finds the pairs it made again. It is
            // also what a pairing records (its content and position).
            // Only a pair that shares content can anchor: agreement in section, modality and length
            // alone is true of many pairs.
            let prior = PositionPrior(content: content.map { $0.map { $0.hasContentEvidence ? $0.value : 0 } },
                                      rowPositions: englishCandidates.map(\.position),
                                      columnPositions: translationCandidates.map(\.position))
            let scores = content.indices.map { i in
                content[i].indices.map { j in content[i][j].adding(prior.value(row: i, column: j), weight: Self.positionWeight) }
            }
            let guidedScores = guided.indices.map { i in
                guided[i].indices.map { j in guided[i][j].adding(prior.value(row: i, column: j), weight: Self.positionWeight) }
            }
            var gains = guidedScores.map { $0.map { $0.value - Self.pairingThreshold } }
            // Agreement that every pair of a section shares (section, modality, length) and the
            // position prior lift a pair without any content evidence over the threshold. Two such
            // pairs then outweigh one well-evidenced pair, and after a merged or dropped statement
            // every later translation shifts onto its neighbour's rule (or, once the page is
            // reordered anyway, a stray translation crosses to a far rule). A pair without content
            // evidence stands on position alone, so it must be where position puts it: not a
            // translation that clearly renders another rule (an anchor), not for a rule anchored to
            // another translation, and not two or more places from where the anchors expect it.
            // A rule left missing is one finding; a shifted chain is several wrong ones. A
            // translation that stood alone before (the previous answer was that it renders no
            // rule), or whose English is gone, pairs with a rule that is not that English
            // rewritten only on an anchor.
            var refused = crossesSettled
            for i in gains.indices { for j in gains[i].indices where crossesSettled[i][j] { gains[i][j] = min(gains[i][j], 0) } }
            var anchorRowOfColumn: [Int: Int] = [:], anchorColumnOfRow: [Int: Int] = [:]
            for anchor in prior.anchors {
                anchorRowOfColumn[anchor.column] = anchor.row
                anchorColumnOfRow[anchor.row] = anchor.column
            }
            // Per column, the best place the order gives a rule with content evidence for it (and a
            // positive gain): a pair on position alone yields to it.
            var contentPlaceOfColumn = [Double?](repeating: nil, count: translations.count)
            for i in gains.indices {
                for j in gains[i].indices where gains[i][j] > 0 && content[i][j].hasContentEvidence {
                    contentPlaceOfColumn[j] = max(contentPlaceOfColumn[j] ?? 0, prior.value(row: i, column: j))
                }
            }
            for i in gains.indices {
                for j in gains[i].indices where remembered[j] != i {
                    // A rule the page already had, word for word, is no rewrite of the removed one.
                    let madeFromAnother = orphanedFrom[j].map {
                        !$0.resembles(englishCandidates[i].statement, by: resemblance)
                            || previous.hadEnglishRule(page: page, englishCandidates[i].statement)
                    } ?? false
                    // An orphan's words are those of the English it was made from, and one that stood
                    // alone was found to render none of the rules the page had then: the page's own
                    // vocabulary ("popover" on the Popovers page) is no sign that either renders
                    // this one. Only an anchor (a link, symbol, code or number) is. A rule the page
                    // did not have may be what a translation written ahead of the English renders.
                    let refusedBefore = aloneBefore[j] && previous.hadEnglish(page: page, englishCandidates[i].statement)
                    if (madeFromAnother || refusedBefore) && !content[i][j].hasAnchorEvidence {
                        gains[i][j] = min(gains[i][j], 0)
                        refused[i][j] = true
                        continue
                    }
                    guard !content[i][j].hasContentEvidence else { continue }
                    let place = prior.value(row: i, column: j)
                    let offPosition = !prior.anchors.isEmpty && place < Self.positionOnlyPrior
                    // Position is the last word, not the first: where the order expects another rule
                    // as much, and that rule shares content with the translation, it is that rule's
                    // (a changed link may weaken its evidence, never hand its translation to a neighbour).
                    let yieldsToContent = contentPlaceOfColumn[j].map { $0 >= place } ?? false
                    if offPosition || yieldsToContent
                        || anchorRowOfColumn[j].map({ $0 != i }) ?? false || anchorColumnOfRow[i].map({ $0 != j }) ?? false {
                        gains[i][j] = min(gains[i][j], 0)
                    }
                }
            }
            // A link, symbol, code or number that one English rule and one translation alone share
            // on the page ties them, wherever the translator put it: their neighbours' place does
            // not hand either to another (two guidelines swapped, one carrying the page's only
            // link to the capitalization guide).
            // Not a translation read with the paragraphs that may be statements of their own
            // (`readingsCut`): what ties it may be theirs.
            Self.holdUniqueAnchors(content: content, refused: refused, gains: &gains,
                                   holds: { readingsCut[translations[$0].source] == nil },
                                   sharesOwnLinkOrSymbol: { i, j in
                let (english, translation) = (englishCandidates[i].ownAnchors, translationCandidates[j].ownAnchors)
                return !english.urls.isDisjoint(with: translation.urls) || !english.symbols.isDisjoint(with: translation.symbols)
            }) { i, j in
                // A number other than 1 ties as a link does ("four or fewer" / ４文字以下).
                !englishCandidates[i].anchors.numbers.intersection(translationCandidates[j].anchors.numbers).subtracting(["1"]).isEmpty
            }
            // An unchanged translation whose English statement is still there word for word was
            // that statement's last time, and still renders it wherever either now stands: the
            // English moved the rule to another section (past settled pairs too, when the quote
            // stayed behind), or the translator put it elsewhere. The pair holds against the
            // page's order, as a unique anchor does, words or none.
            if weighsPairings {
                for j in translations.indices {
                    guard let i = rowBefore[j], let before = pairedBefore[j],
                          before.statement == PreviousPairings.key(englishCandidates[i].statement.text) else { continue }
                    refused[i][j] = false
                    Self.hold(row: i, column: j, in: &gains)
                }
            }
            // A translation keeps its page's order unless the evidence for moving is clearly worth it.
            let ordered = SequenceAligner.align(gains)
            let reordered = WeightedMatching.maximumGainPairs(gains)
            func total(_ pairs: [(Int, Int)]) -> Double { pairs.reduce(0) { $0 + gains[$1.0][$1.1] } }
            let chosen = total(reordered) - Self.reorderingCost * Double(SequenceAligner.disorder(reordered)) > total(ordered)
                ? reordered : ordered
            let moved = chosen + Self.movedBlockPairs(after: chosen, guided: guided, content: content, refused: refused,
                                                      placeable: placeable)
            let pairedRows = Set(moved.map(\.0)), pairedColumns = Set(moved.map(\.1))
            let pairs = moved + sectionOrder.gapPairs(
                rows: content.indices.filter { !pairedRows.contains($0) },
                columns: translations.indices.filter { !pairedColumns.contains($0) && placeable[$0] },
                value: { guided[$0][$1].value }, refused: { refused[$0][$1] }, bar: Self.loneGapBar,
                agrees: { englishCandidates[$0].statement.negated == translations[$1].negated })
            let rowsLeft = Set(pairs.map(\.0)), columnsLeft = Set(pairs.map(\.1))
            let rescued = SectionLeftovers.pairs(
                rows: content.indices.filter { !rowsLeft.contains($0) },
                columns: translations.indices.filter { !columnsLeft.contains($0) && placeable[$0] },
                score: { content[$0][$1] }, refused: { refused[$0][$1] },
                agrees: { englishCandidates[$0].statement.negated == translations[$1].negated },
                newOrPairedBefore: { i, j in
                    rowBefore[j] == i || (previous.hadPage(page) && pairedBefore[j] == nil
                        && !previous.stoodAlone(page: page, language: language, translation: translations[j])
                        && !previous.hadEnglish(page: page, englishCandidates[i].statement))
                })
            var paired: Set<Int> = []
            for (i, j) in pairs + rescued {
                var statement = translations[j]
                let score = scores[i][j]
                // Kept with the English the previous catalog paired it with, across a change of
                // the English or because that pairing was already so kept: the evidence says so,
                // and the next compile reads it back (`PreviousPairings.holdsPairings`).
                let kept = remembered[j] == i && (englishChanged || pairedBefore[j]?.held == true)
                statement.alignment = AlignmentPairing(method: .sequence, confidence: score.value,
                                                       evidence: kept ? (score.evidence + [PreviousPairings.evidence]).sorted() : score.evidence)
                rules[candidates[i]].statements[language] = statement
                paired.insert(j)
            }
            leftovers[language, default: []] += translations.indices.filter { !paired.contains($0) }.map { translations[$0] }
            let pairedTentative = pairTentative(tentative, language: language, rules: &rules, scorer: scorer,
                                                englishCandidates: Dictionary(uniqueKeysWithValues: zip(candidates, englishCandidates)))
            settleReadings(kept: Set(pairedTentative.map(\.source)), language: language, rules: &rules,
                           leftovers: &leftovers[language, default: []],
                           interrupted: interrupted, readingsThrough: readingsThrough, readingsCut: readingsCut)
        }

        confirmLeads(sources.flatMap(\.unconfirmedLeads), page: page, leftovers: &leftovers, rules: &rules,
                     vocabulary: vocabulary, lengthRatios: lengthRatios)
        for language in leftovers.keys.sorted() {
            rules += leftovers[language]!.map(standalone(page: page, kinds: looseKinds))
        }

        var languages: Set<LanguageCode> = []
        for rule in rules { languages.formUnion(rule.statements.keys) }
        // A translation file commits its page to its language even when none of its statements
        // could be read: every English rule is then missing there, not silently untranslated.
        for source in sources where !source.languages.contains(.english) { languages.formUnion(source.languages) }
        return PageAlignment(page: page, rules: rules.sorted(by: sourceOrder), callouts: sources.flatMap(\.callouts),
                             languages: languages, diagnostics: sources.flatMap(\.diagnostics))
    }

    /// Weight of a previous pairing (`PreviousPairings`) among the content evidence: as much as the
    /// statement's own vocabulary, so an unchanged translation stays with its unchanged English
    /// unless the content clearly says otherwise.
    static let previousPairingWeight = 3.0

    /// Pairs among the rules and translations the first pass left unpaired, placed against each
    /// other alone.
    ///
    /// Why: a translation that moved a whole section has its anchors in the sections that stayed
    /// (or in the moved one), and the position prior expects every rule of the other block next
    /// to those anchors, far from where its translations are. Their content evidence alone is
    /// then too weak to pay for the move, and the block came out as `missing` plus `extra`. Once
    /// the first pairs are taken, what is left keeps its own order: placed among themselves,
    /// the block's rules and translations line up again. Only pairs with content evidence count,
    /// and only in order, so a dropped rule and an unrelated added statement stay apart.
    static func movedBlockPairs(after pairs: [(Int, Int)], guided: [[PairScorer.Score]], content: [[PairScorer.Score]],
                                refused: [[Bool]], placeable: [Bool]) -> [(Int, Int)] {
        let pairedRows = Set(pairs.map(\.0)), pairedColumns = Set(pairs.map(\.1))
        let rows = content.indices.filter { !pairedRows.contains($0) }
        let columns = (content.first?.indices ?? 0..<0).filter { !pairedColumns.contains($0) && placeable[$0] }
        guard !pairs.isEmpty, !rows.isEmpty, !columns.isEmpty else { return [] }
        func positions(_ count: Int) -> [Double] { (0..<count).map { Double($0) / Double(max(1, count - 1)) } }
        let prior = PositionPrior(content: rows.map { i in columns.map { j in content[i][j].hasContentEvidence ? content[i][j].value : 0 } },
                                  rowPositions: positions(rows.count), columnPositions: positions(columns.count))
        let gains = rows.indices.map { r in
            columns.indices.map { c -> Double in
                let (i, j) = (rows[r], columns[c])
                guard content[i][j].hasContentEvidence, !refused[i][j] else { return 0 }
                return guided[i][j].adding(prior.value(row: r, column: c), weight: positionWeight).value - pairingThreshold
            }
        }
        return SequenceAligner.align(gains).map { (rows[$0.0], columns[$0.1]) }
    }

    /// `content` with the previous catalog's pairings folded in: `remembered[j]` is the row the
    /// translation in column j was paired with before. That pair gains the evidence; the rest of
    /// its row and column lose it (each had its translation), as does every cell of a translation
    /// that stood alone before (`alone[j]`).
    static func weighing(_ remembered: [Int?], alone: [Bool] = [], in content: [[PairScorer.Score]]) -> [[PairScorer.Score]] {
        guard remembered.contains(where: { $0 != nil }) || alone.contains(true) else { return content }
        let rememberedRows = Set(remembered.compactMap { $0 })
        return content.indices.map { i in
            content[i].indices.map { j in
                if remembered[j] == i { return content[i][j].adding(1, weight: previousPairingWeight) }
                if remembered[j] != nil || rememberedRows.contains(i) || (j < alone.count && alone[j]) {
                    return content[i][j].adding(0, weight: previousPairingWeight)
                }
                return content[i][j]
            }
        }
    }

    /// Gives each English rule still without `language` the tentative statement that sits between
    /// its neighbours' translations and renders it best, if its content alone clears the bar. A
    /// tentative statement that renders no rule was prose after all. Returns those paired.
    private func pairTentative(_ tentative: [GuidelineStatement], language: LanguageCode, rules: inout [GuidelineRule],
                               scorer: PairScorer, englishCandidates: [Int: PairScorer.Candidate]) -> [GuidelineStatement] {
        guard !tentative.isEmpty else { return [] }
        let translated = tentative.map { candidate($0) }
        let englishRules = rules.indices.filter { rules[$0].statements[.english] != nil }
        var used: Set<Int> = []
        for (order, index) in englishRules.enumerated() where rules[index].statements[language] == nil {
            guard let english = englishCandidates[index] else { continue }
            // Positions in `englishRules` of the nearest rules on either side that have a translation.
            let previous = englishRules[..<order].lastIndex { rules[$0].statements[language] != nil }
            let next = englishRules[(order + 1)...].firstIndex { rules[$0].statements[language] != nil }
            let lower = previous.map { rules[englishRules[$0]].statements[language]!.source }
            let upper = next.map { rules[englishRules[$0]].statements[language]!.source }
            let inGap = translated.indices.filter { j in
                let source = translated[j].statement.source
                return !used.contains(j) && lower.map { $0 < source } ?? true && upper.map { source < $0 } ?? true
            }
            // Rules missing between two pairs, and at least as many tentative statements between
            // their translations: the order itself pairs each rule with the statement at its rank,
            // as it pairs marked statements (two in a row may have lost their bold; a paragraph
            // after one may be its explanation, in the guideline voice), unless content says
            // otherwise.
            let firstMissing = previous.map { $0 + 1 } ?? 0
            let missingInGap = (firstMissing..<(next ?? englishRules.count)).count
            let inOrder = inGap.count >= missingInGap ? inGap[order - firstMissing] : nil
            var best: (index: Int, score: PairScorer.Score)?
            for j in inGap {
                let score = scorer.score(english: english, translation: translated[j])
                let bar = j == inOrder ? Self.loneGapBar : Self.pairingThreshold + Self.tentativeMargin
                if score.value >= bar, score.value > best?.score.value ?? 0 { best = (j, score) }
            }
            guard let best else { continue }
            var statement = tentative[best.index]
            statement.alignment = AlignmentPairing(method: .sequence, confidence: best.score.value, evidence: best.score.evidence)
            rules[index].statements[language] = statement
            used.insert(best.index)
        }
        return used.sorted().map { tentative[$0] }
    }

    /// Reads each statement of `language` that tentative ones followed as the alignment decided:
    /// through the tentative statements after it that were not `kept` (prose after all), up to
    /// the next kept one or the end of the run; a statement whose next one was kept ends where
    /// that one begins. Applies to rules and to statements left alone alike.
    private func settleReadings(kept: Set<SourceLocation>, language: LanguageCode, rules: inout [GuidelineRule],
                                leftovers: inout [GuidelineStatement], interrupted: [SourceLocation: SourceLocation],
                                readingsThrough: [SourceLocation: [SourceLocation: GuidelineStatement]],
                                readingsCut: [SourceLocation: GuidelineStatement]) {
        guard !interrupted.isEmpty else { return }
        var next: [SourceLocation: SourceLocation] = [:]
        for (tentative, predecessor) in interrupted { next[predecessor] = tentative }
        func settled(_ statement: GuidelineStatement) -> GuidelineStatement? {
            guard var cursor = next[statement.source] else { return nil }
            var lastProse: SourceLocation?
            while !kept.contains(cursor) {
                lastProse = cursor
                guard let following = next[cursor] else { break }
                cursor = following
            }
            guard var reading = lastProse.flatMap({ readingsThrough[$0]?[statement.source] }) ?? readingsCut[statement.source] else { return nil }
            reading.alignment = statement.alignment
            return reading
        }
        for index in rules.indices {
            if let statement = rules[index].statements[language], let reading = settled(statement) {
                rules[index].statements[language] = reading
            }
        }
        for index in leftovers.indices {
            if let reading = settled(leftovers[index]) { leftovers[index] = reading }
        }
    }

    func standalone(page: String, kinds: [SourceLocation: RuleKind]) -> (GuidelineStatement) -> GuidelineRule {
        { statement in
            GuidelineRule(page: page, section: statement.section, headingPath: statement.headingPath,
                          kind: kinds[statement.source] ?? .guideline, statements: [statement.language: statement])
        }
    }

    /// A statement as `PairScorer` weighs it: its anchors, its place (0…1) and its length.
    func candidate(_ statement: GuidelineStatement, position: Double = 0) -> PairScorer.Candidate {
        let anchors = AnchorSet(statement: statement, numberExtractor: numberExtractor, localeSegments: lexicons.linkLocales)
        var own = anchors
        if !statement.crossReferenceURLs.isEmpty {
            // Only the links and symbols differ: read them alone, not the text's numbers again.
            var linksAlone = GuidelineStatement(language: statement.language, text: "", marked: statement.marked, origin: statement.origin,
                                                links: statement.links, symbols: statement.symbols.filter { !statement.crossReferenceSymbols.contains($0) },
                                                source: statement.source)
            for url in statement.crossReferenceURLs {
                if let index = linksAlone.links.firstIndex(where: { $0.url == url }) { linksAlone.links.remove(at: index) }
            }
            let anchored = AnchorSet(statement: linksAlone, numberExtractor: numberExtractor, localeSegments: lexicons.linkLocales)
            (own.urls, own.symbols) = (anchored.urls, anchored.symbols)
        }
        return PairScorer.Candidate(statement: statement, anchors: anchors, ownAnchors: own, position: position, length: length(statement))
    }

    func length(_ statement: GuidelineStatement) -> Double {
        Double(statement.text.count + statement.explanation.count)
    }

    /// Rules in reading order of their primary statement.
    private func sourceOrder(_ lhs: GuidelineRule, _ rhs: GuidelineRule) -> Bool {
        lhs.primaryStatement.source < rhs.primaryStatement.source
    }
}
