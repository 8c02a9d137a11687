/// Matches this compile's rules to the previous catalog's, so ids survive rewording.
///
/// In order of confidence: the same page and normalised English statement; then, within a page,
/// the most similar statement + explanation (word overlap) above a threshold; then unchanged
/// translations; then, for API requirements, the member they document; then position between
/// matched neighbours. Each previous id is used at most once, and never by a translation whose
/// English rule was removed.
struct RuleMatcher {
    static let similarityThreshold = 0.45
    /// Least similarity a rule without English matched by position alone must keep with the
    /// previous rule (rules with English are compared by `RewriteResemblance`).
    static let rewriteFloor = 0.1
    /// Least similarity of a rewording that would swap a rule's place with a rule whose English
    /// is unchanged: what an unchanged explanation or translation gives.
    static let crossingSimilarity = 0.8
    /// Reads the member an API requirement's section documents.
    var members: APIMember
    /// Tells a rewritten English rule from another rule put in its place.
    var resemblance: RewriteResemblance

    init(lexicons: LexiconSet = .bundled) {
        self.members = APIMember(lexicons: lexicons)
        self.resemblance = RewriteResemblance(lexicons: lexicons)
    }

    func match(current: [GuidelineRule], previous: [GuidelineRule]) -> [Int: String] {
        var result: [Int: String] = [:]
        var usedPrevious: Set<String> = []

        // Previous rules indexed once: scanning the whole previous catalog for every rule (and
        // normalising its statements each time) grew with the square of the catalog.
        // 1. The same English statement on the same page: the first unused previous rule, in
        //    catalog order, of the same kind and key. A page may repeat a short lead in several
        //    sections ("Keep it short."): the same section and explanation are asked first, then
        //    the same section, then any, so deleting the first copy leaves the others their ids.
        let englishKeys: [(GuidelineRule, GuidelineStatement) -> String] = [
            { rule, english in rule.headingPath.joined(separator: "\u{3}") + "\u{2}" + TextNormalizer.normalize(english.explanation) },
            { rule, _ in rule.headingPath.joined(separator: "\u{3}") },
            { _, _ in "" },
        ]
        for refinement in englishKeys {
            var byEnglishKey: [ExactText: [Int]] = [:]
            for (position, old) in previous.enumerated() where !usedPrevious.contains(old.id) {
                guard let english = old.statements[.english] else { continue }
                byEnglishKey[ExactText(englishKey(old, english) + "\u{2}" + refinement(old, english)), default: []].append(position)
            }
            if byEnglishKey.isEmpty { break }
            var englishCursor: [ExactText: Int] = [:] // entries before it are used (and stay used)
            for (index, rule) in current.enumerated() where result[index] == nil {
                guard let english = rule.statements[.english] else { continue }
                let wanted = ExactText(englishKey(rule, english) + "\u{2}" + refinement(rule, english))
                guard let positions = byEnglishKey[wanted] else { continue }
                var cursor = englishCursor[wanted] ?? 0
                while cursor < positions.count, usedPrevious.contains(previous[positions[cursor]].id) { cursor += 1 }
                englishCursor[wanted] = cursor
                if cursor < positions.count {
                    let match = previous[positions[cursor]]
                    result[index] = match.id
                    usedPrevious.insert(match.id)
                }
            }
        }

        // 2. Similar wording, same page, best pairs first.
        var previousByPage: [String: [Int]] = [:]
        for (position, old) in previous.enumerated() { previousByPage[old.page, default: []].append(position) }
        // Rules matched by their unchanged English, by page: a rewording that would pair a rule
        // on one side of such a rule with one on its other side, swapping their order, has to be
        // close to certain (`crossingSimilarity`): two rewritten rules of a page share enough of
        // its vocabulary (and Japanese its endings, read as character pairs) to pass for each other.
        var anchors: [String: [(index: Int, position: Int)]] = [:]
        let positionOfPrevious = Dictionary(previous.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, id) in result { if let position = positionOfPrevious[id] { anchors[current[index].page, default: []].append((index, position)) } }
        func crossesAnAnchor(_ index: Int, _ position: Int) -> Bool {
            (anchors[current[index].page] ?? []).contains { ($0.index < index) != ($0.position < position) }
        }
        func matchSimilarWording(onPage page: (GuidelineRule) -> String?) {
            var candidates: [(score: Double, index: Int, position: Int)] = []
            for (index, rule) in current.enumerated() where result[index] == nil {
                // A rule with English is matched on its English; translation-only rules wait for step 3.
                guard let page = page(rule) else { continue }
                for position in previousByPage[page] ?? [] {
                    let old = previous[position]
                    guard !usedPrevious.contains(old.id), old.kind == rule.kind,
                          (old.statements[.english] == nil) == (rule.statements[.english] == nil),
                          !replacedInPlace(old, by: rule) else { continue }
                    let score = similarity(rule, old)
                    guard score >= Self.similarityThreshold else { continue }
                    if score < Self.crossingSimilarity, crossesAnAnchor(index, position) { continue }
                    candidates.append((score, index, position))
                }
            }
            // Ties go in catalog order on both sides, so identical rules keep their order (and ids):
            // ordered by id, `…-10` would come before `…-2`.
            for candidate in candidates.sorted(by: { ($0.score, $1.index, $1.position) > ($1.score, $0.index, $0.position) })
            where result[candidate.index] == nil && !usedPrevious.contains(previous[candidate.position].id) {
                let id = previous[candidate.position].id
                result[candidate.index] = id
                usedPrevious.insert(id)
            }
        }
        matchSimilarWording(onPage: \.page)

        // 3. An unchanged translation on the same page, then anywhere (the rule moved pages): the
        //    first unused previous rule, in catalog order, sharing a statement.
        func statementKey(_ statement: GuidelineStatement) -> ExactText {
            ExactText(SimpleText.lowercased(TextNormalizer.normalize(statement.text)) + "\u{1}" + statement.language)
        }
        var byStatementKey: [ExactText: [Int]] = [:]
        for (position, old) in previous.enumerated() {
            for key in Set(old.statements.values.map(statementKey)) { byStatementKey[key, default: []].append(position) }
        }
        var statementCursor: [ExactText: Int] = [:]
        for samePage in [true, false] {
            for (index, rule) in current.enumerated() where result[index] == nil {
                var best: Int?
                for key in Set(rule.statements.values.map(statementKey)) {
                    guard let positions = byStatementKey[key] else { continue }
                    var cursor = statementCursor[key] ?? 0
                    while cursor < positions.count, usedPrevious.contains(previous[positions[cursor]].id) { cursor += 1 }
                    statementCursor[key] = cursor
                    for position in positions[cursor...] {
                        if let best, position >= best { break }
                        let old = previous[position]
                        if !usedPrevious.contains(old.id), old.kind == rule.kind, !samePage || old.page == rule.page,
                           !lostEnglish(rule, old), !replacedInPlace(old, by: rule) {
                            best = position
                            break
                        }
                    }
                }
                if let best {
                    result[index] = previous[best].id
                    usedPrevious.insert(previous[best].id)
                }
            }
        }

        // 3b. A renamed page: a page new to this catalog whose rules matched so far came from a
        //     page it no longer has is that page renamed (or moved), and its other rules are
        //     matched by wording and position against the old page's, as on one page.
        let formerPages = Self.formerPages(current: current, previous: previous, matched: result)
        if !formerPages.isEmpty { matchSimilarWording(onPage: { formerPages[$0.page] }) }
        func samePage(_ old: GuidelineRule, _ rule: GuidelineRule) -> Bool {
            old.page == rule.page || formerPages[rule.page] == old.page
        }

        // 4. The member: an API requirement is about the member its section documents, however
        //    it is worded. When a member of a page has one unmatched requirement in each catalog,
        //    they are the same requirement reworded (with more, which is which is not known).
        var unmatchedByMember: [String: (current: [Int], previous: [Int])] = [:]
        func memberKey(_ rule: GuidelineRule) -> String? {
            members.member(of: rule).map { rule.page + "\u{1}" + $0 }
        }
        for (index, rule) in current.enumerated() where result[index] == nil {
            if let key = memberKey(rule) { unmatchedByMember[key, default: ([], [])].current.append(index) }
        }
        if !unmatchedByMember.isEmpty {
            for (position, old) in previous.enumerated() where !usedPrevious.contains(old.id) {
                if let key = memberKey(old), unmatchedByMember[key] != nil { unmatchedByMember[key]!.previous.append(position) }
            }
            for candidates in unmatchedByMember.values
            where candidates.current.count == 1 && candidates.previous.count == 1 {
                let old = previous[candidates.previous[0]]
                result[candidates.current[0]] = old.id
                usedPrevious.insert(old.id)
            }
        }

        // 5. Position: a run of unmatched rules between two matched neighbours takes the
        //    unmatched previous rules between their counterparts, in order, when there are as
        //    many and each could be the other rewritten (`couldBeRewritten`): a rule sharing next
        //    to no words with its place's predecessor replaced it (removed + added). Two
        //    neighbours reworded in one revision, translations and all, keep their ids as one
        //    does. The edge of a page stands for a neighbour: the run then reaches the first or
        //    last place of the page before.
        let previousIndex = Dictionary(previous.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var start = 0
        while start < current.count {
            guard result[start] == nil else { start += 1; continue }
            let page = current[start].page
            var end = start
            while end + 1 < current.count, result[end + 1] == nil, current[end + 1].page == page { end += 1 }
            defer { start = end + 1 }
            let opensPage = start == 0 || current[start - 1].page != page
            let closesPage = end + 1 == current.count || current[end + 1].page != page
            var lower: Int?, upper: Int?
            if !opensPage {
                guard let before = result[start - 1].flatMap({ previousIndex[$0] }) else { continue }
                lower = before + 1
            }
            if !closesPage {
                guard let after = result[end + 1].flatMap({ previousIndex[$0] }) else { continue }
                upper = after - 1
            }
            // The page the run was on before: its neighbour's, or its own (or the one it was renamed from).
            let previousPage = lower.map { previous[$0 - 1].page } ?? upper.map { previous[$0 + 1].page }
                ?? (previousByPage[page] != nil ? page : formerPages[page])
            guard let previousPage, let onPage = previousByPage[previousPage], let first = onPage.first, let last = onPage.last else { continue }
            let from = lower ?? first
            var through = upper ?? last
            if through < from, lower != nil {
                // The neighbour after the run moved from before it (an untouched rule moved down
                // the page): the run goes by the neighbour before, up to the next matched place.
                through = onPage.first { $0 >= from && usedPrevious.contains(previous[$0].id) }.map { $0 - 1 } ?? last
            }
            guard through >= from else { continue }
            let places = (from...through).filter { previous[$0].page == previousPage && !usedPrevious.contains(previous[$0].id) }
            // One place for a run of several (a rule split in two, or a new rule beside a
            // rewritten one): the one rule that could be its predecessor rewritten takes it.
            if places.count == 1, end > start {
                let old = previous[places[0]]
                let rewrites = (start...end).filter { index in
                    samePage(old, current[index]) && old.kind == current[index].kind && !lostEnglish(current[index], old)
                        && couldBeRewritten(old, as: current[index])
                }
                // Several could be: the one that keeps clearly more of its words (the half of a
                // split that kept the wording, not the rule added beside it).
                let ranked = rewrites.map { (index: $0, share: rewriteShare(old, as: current[$0])) }.sorted { $0.share > $1.share }
                if let best = ranked.first, ranked.count == 1 || best.share - ranked[1].share >= Self.clearlyCloser {
                    result[best.index] = old.id
                    usedPrevious.insert(old.id)
                }
                continue
            }
            guard places.count == end - start + 1 else { continue }
            for (offset, position) in places.enumerated() {
                let rule = current[start + offset], old = previous[position]
                if samePage(old, rule), old.kind == rule.kind, !lostEnglish(rule, old), couldBeRewritten(old, as: rule) {
                    result[start + offset] = old.id
                    usedPrevious.insert(old.id)
                }
            }
        }
        return result
    }

    /// Pages of this compile that are a previous page renamed: the page is new, the previous page
    /// is gone, and it is where most of the new page's matched rules came from (and no other new
    /// page's). Keyed by the new page's name.
    static func formerPages(current: [GuidelineRule], previous: [GuidelineRule], matched: [Int: String]) -> [String: String] {
        let currentPages = Set(current.map(\.page))
        let previousPages = Dictionary(previous.map { ($0.id, $0.page) }, uniquingKeysWith: { first, _ in first })
        let gone = Set(previousPages.values).subtracting(currentPages)
        guard !gone.isEmpty else { return [:] }
        let known = Set(previousPages.values)
        var origins: [String: [String: Int]] = [:] // new page → former page → matched rules
        var matchedCount: [String: Int] = [:]
        for (index, id) in matched {
            let page = current[index].page
            guard !known.contains(page), let former = previousPages[id] else { continue }
            matchedCount[page, default: 0] += 1
            if gone.contains(former) { origins[page, default: [:]][former, default: 0] += 1 }
        }
        var result: [String: String] = [:]
        var claimed: [String: Int] = [:]
        for (page, counts) in origins {
            guard let (former, count) = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
                  2 * count > matchedCount[page, default: 0] else { continue }
            result[page] = former
            claimed[former, default: 0] += 1
        }
        return result.filter { claimed[$0.value] == 1 }
    }

    /// Whether the English of a quote-layout rule was replaced by another rule's: its translation
    /// is unchanged only because it sits in the same place (`layout` pairs by position), so it is
    /// evidence of the same rule only when the new English could be the old one rewritten.
    private func replacedInPlace(_ old: GuidelineRule, by rule: GuidelineRule) -> Bool {
        guard let before = old.statements[.english], let after = rule.statements[.english],
              SimpleText.lowercased(TextNormalizer.normalize(before.text)) != SimpleText.lowercased(TextNormalizer.normalize(after.text)),
              rule.statements.contains(where: { $0.key != .english && $0.value.alignment?.method == .layout })
        else { return false }
        return !couldBeRewritten(old, as: rule)
    }

    /// Whether `rule` could be `old` rewritten. English against English by the words that tell a
    /// page's rules apart (`RewriteResemblance`): the function words, page title and section
    /// heading two unrelated rules share are no sign of a rewrite. Rules without English: any
    /// word overlap.
    /// How much of `old`'s content words `rule` keeps (`RewriteResemblance.share`); similarity
    /// for rules without English.
    private func rewriteShare(_ old: GuidelineRule, as rule: GuidelineRule) -> Double {
        guard let before = old.statements[.english], let after = rule.statements[.english] else { return similarity(rule, old) }
        return resemblance.share((before.text, before.explanation), (after.text, after.explanation),
                                 headings: [before.headingPath, after.headingPath])
    }

    /// How much more of a rule's words one of two candidates must keep to be its rewrite.
    static let clearlyCloser = 0.1

    private func couldBeRewritten(_ old: GuidelineRule, as rule: GuidelineRule) -> Bool {
        guard let before = old.statements[.english], let after = rule.statements[.english] else {
            return similarity(rule, old) >= Self.rewriteFloor
        }
        return resemblance.resembles((before.text, before.explanation), (after.text, after.explanation),
                                     headings: [before.headingPath, after.headingPath])
    }

    /// A rule that had English and has none now was removed: the translation left over is not
    /// that rule (it is `extra` until the translator removes it), so it does not carry its id,
    /// and the changelog records the removal.
    private func lostEnglish(_ rule: GuidelineRule, _ old: GuidelineRule) -> Bool {
        rule.statements[.english] == nil && old.statements[.english] != nil
    }

    /// Page, kind and normalised English statement.
    private func englishKey(_ rule: GuidelineRule, _ english: GuidelineStatement) -> String {
        rule.page + "\u{1}" + SimpleText.lowercased(TextNormalizer.normalize(english.text)) + "\u{1}" + rule.kind.rawValue
    }

    /// Word overlap of statement (weighted double) and explanation, across the languages both
    /// rules have; unchanged translations count as strong evidence, and so does an unchanged
    /// explanation of some length: a rule reworded in place keeps what it says about itself,
    /// while a new rule beside it that happens to share the old wording ("Keep labels brief." →
    /// "Keep hints brief.") does not.
    func similarity(_ a: GuidelineRule, _ b: GuidelineRule) -> Double {
        var best = 0.0
        var unchangedTranslation = false
        var unchangedBesideEnglish = false
        var unchangedExplanation = false
        for (language, statement) in a.statements {
            guard let other = b.statements[language] else { continue }
            let statementScore = dice(tokens(statement.text), tokens(other.text))
            let explanationTokens = tokens(statement.explanation)
            let explanationScore = dice(explanationTokens, tokens(other.explanation))
            let score = (2 * statementScore + explanationScore) / 3
            // Beside its English (`layout`), a translation's words are where the English around it
            // was split or inserted as much as what the rule says: they weigh no more than an
            // unchanged translation beside its English does, so the half that kept the wording
            // keeps the id.
            best = max(best, language != .english && statement.alignment?.method == .layout ? min(score, 0.8) : score)
            if language != .english, TextNormalizer.normalize(statement.text) == TextNormalizer.normalize(other.text) {
                unchangedTranslation = true
                if statement.alignment?.method == .layout { unchangedBesideEnglish = true }
            }
            if explanationTokens.count >= Self.telltaleExplanationLength,
               TextNormalizer.normalize(statement.explanation) == TextNormalizer.normalize(other.explanation) {
                unchangedExplanation = true
            }
        }
        if unchangedTranslation { best = max(best, unchangedBesideEnglish ? 0.8 : 0.9) }
        if unchangedExplanation { best = max(best, 0.8) }
        return best
    }

    /// Words (or, in scripts without spaces, character pairs) an explanation needs for being
    /// unchanged to tell its rule: "See below." is no sign of the same rule.
    static let telltaleExplanationLength = 6

    private func tokens(_ text: String) -> [String] {
        let lowered = SimpleText.lowercased(text)
        let words = lowered.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
        if words.count >= 3 { return words }
        // Scripts without spaces: character bigrams.
        let characters = Array(lowered.filter { !$0.isWhitespace })
        guard characters.count > 1 else { return characters.map { String($0) } }
        return (0..<(characters.count - 1)).map { String(characters[$0...($0 + 1)]) }
    }

    private func dice(_ a: [String], _ b: [String]) -> Double {
        DiceCoefficient.of(a, b)
    }
}
