import Foundation

/// Gives every rule its id, `PAGE/slug`.
///
/// With a previous catalog (the lock), a rule keeps the id it had: see `RuleMatcher`. New rules
/// get a slug of their English statement (or first statement), an API requirement of the member
/// it documents (`slug(of:)`), suffixed `-2`, `-3` … when the page already has it; an id of the
/// previous catalog is never handed to a different rule.
public struct RuleIdentifier {
    let lexicons: LexiconSet

    public init(lexicons: LexiconSet = .bundled) {
        self.lexicons = lexicons
    }

    /// `removed`: the rules the previous compile removed (its changelog's `removed` entries).
    public func assignIdentifiers(_ rules: inout [GuidelineRule], previous: RuleCatalog?, removed: [ChangelogEntry] = []) {
        // Ids of earlier rules are never handed to other rules: the live ones and the retired.
        var taken: Set<String> = Set((previous?.rules.map(\.id) ?? []) + (previous?.retired.map(\.id) ?? []))
        var kept: Set<Int> = []
        if let previous {
            let removedTexts = RemovedTexts(previous: previous, removed: removed)
            var restored: Set<String> = []
            restoreRevertedRules(&rules, kept: &kept, previous: previous, removedTexts: removedTexts, restored: &restored)
            let open = rules.indices.filter { !kept.contains($0) }
            for (position, id) in RuleMatcher(lexicons: lexicons).match(current: open.map { rules[$0] }, previous: previous.rules) {
                rules[open[position]].id = id
                kept.insert(open[position])
            }
            restoreRemovedIdentifiers(&rules, kept: &kept, previous: previous, removedTexts: removedTexts, restored: &restored)
            taken.formUnion(restored)
        }
        // A negation stays in the slug, though it is a function word elsewhere: "Do not use a
        // slider for precise values." must not read `use-slider-precise-values`.
        let english = lexicons.lexicon(.english)
        // Nor does a limit's comparative: "Avoid more than 6 tabs." must not read `avoid-6-tabs`.
        let bounds = english.numberBounds
        let phrases: [String] = [bounds.exclusiveAbove, bounds.exclusiveBelow, bounds.inclusiveAbove, bounds.inclusiveBelow].flatMap(\.contains)
        // Their comparatives ("more", "than", "least"), not the short function words around them ("at", "a", "of").
        let limitWords = phrases.flatMap { $0.split(separator: " ") }.filter { $0.count > 3 }.map(String.init)
        let stopWords = Set(english.stopWords).subtracting(english.negation.contains).subtracting(limitWords)
        let members = APIMember(lexicons: lexicons)
        // Per base, the suffix to try next: every lower one was taken when tried, and `taken` only
        // grows, so resuming there finds the same id as counting from 2 without going round
        // again for each of thousands of identical statements.
        var nextSuffix: [String: Int] = [:]
        let unnamed = rules.indices.filter { !kept.contains($0) }
        // Slugs depend on their own rule only: made on every core, then handed out in order.
        let snapshot = rules
        var bases = [String](repeating: "", count: unnamed.count)
        var namedByMember = [Bool](repeating: false, count: unnamed.count)
        bases.withUnsafeMutableBufferPointer { bases in
            namedByMember.withUnsafeMutableBufferPointer { namedByMember in
                DispatchQueue.concurrentPerform(iterations: unnamed.count) { position in
                    let rule = snapshot[unnamed[position]]
                    bases[position] = rule.page + "/" + slug(of: rule, members: members, stopWords: stopWords)
                    namedByMember[position] = members.member(of: rule) != nil
                }
            }
        }
        taken.reserveCapacity(taken.count + unnamed.count)
        // A member's own requirements take its name first: a requirement elsewhere on the page
        // that merely names the member (in the Overview's "Important:" aside) gets the `-2`.
        let order = unnamed.indices.filter { namedByMember[$0] } + unnamed.indices.filter { !namedByMember[$0] }
        for position in order {
            let index = unnamed[position]
            let base = bases[position]
            var candidate = base
            // Inserting tests and takes an id at once: one hash of it, not two.
            if !taken.insert(candidate).inserted {
                var suffix = nextSuffix[base] ?? 2
                repeat {
                    candidate = "\(base)-\(suffix)"
                    suffix += 1
                } while !taken.insert(candidate).inserted
                nextSuffix[base] = suffix
            }
            rules[index].id = candidate
        }
    }

    /// An English rule written back word for word after it was removed, whose words no live rule
    /// of the page has, takes its id back before rewordings are matched: a live rule it resembles
    /// (one it was merged into) would otherwise claim it as a rewording, and the revert would
    /// hand that rule's id to it and a new id to the rule that had it.
    private func restoreRevertedRules(_ rules: inout [GuidelineRule], kept: inout Set<Int>, previous: RuleCatalog,
                                      removedTexts: RemovedTexts, restored: inout Set<String>) {
        guard !removedTexts.isEmpty else { return }
        let liveTexts = Set(previous.rules.compactMap { rule in
            rule.statements[.english].map { rule.page + "\u{1}" + SimpleText.lowercased(TextNormalizer.normalize($0.text)) }
        })
        for index in rules.indices {
            guard let english = rules[index].statements[.english] else { continue }
            let text = TextNormalizer.normalize(english.text)
            guard !liveTexts.contains(rules[index].page + "\u{1}" + SimpleText.lowercased(text)),
                  let entry = removedTexts.entry(page: rules[index].page, text: text, excluding: restored) else { continue }
            rules[index].id = entry.id
            restored.insert(entry.id)
            kept.insert(index)
        }
    }

    /// An English rule deleted and then written back gets its own id back: the previous compile
    /// logged it `removed` with its text, and the id is free. Either the rule comes back new (its
    /// translation went with it), or its translation stayed in the meantime as a rule of its own,
    /// with an id made from the translation; pairing with the English again would keep that id (a
    /// translation's id is kept when its English arrives), and one revert would leave the rule
    /// named in romanised Korean or Japanese for good. (A rule that repeats a live rule's words
    /// comes here, after the live rule kept its id.)
    private func restoreRemovedIdentifiers(_ rules: inout [GuidelineRule], kept: inout Set<Int>, previous: RuleCatalog,
                                           removedTexts: RemovedTexts, restored: inout Set<String>) {
        guard !removedTexts.isEmpty else { return }
        let englishFree = Set(previous.rules.filter { !$0.statements.hasStatement(in: .english) }.map(\.id))
        // Rules that took a translation-only rule's id, then new rules, each in page order.
        let candidates = kept.sorted().filter { englishFree.contains(rules[$0].id) }
            + rules.indices.filter { !kept.contains($0) }
        for index in candidates {
            guard let english = rules[index].statements[.english],
                  let entry = removedTexts.entry(page: rules[index].page, text: TextNormalizer.normalize(english.text),
                                                 excluding: restored) else { continue }
            rules[index].id = entry.id
            restored.insert(entry.id)
            kept.insert(index)
        }
    }

    /// The readable part of a new rule's id. An API requirement is named after the member its
    /// section documents (`minimum-value`; a member's further requirements get `-2`, `-3` … in
    /// page order), else after the symbols its sentence names; any other rule, and an API
    /// requirement naming none, after its English statement (or first statement).
    func slug(of rule: GuidelineRule, members: APIMember, stopWords: Set<String>) -> String {
        let primary = rule.primaryStatement
        if rule.kind == .apiRequirement {
            if let member = members.member(of: rule), let slug = RuleSlug.make(fromSymbols: [member]) { return slug }
            // The explanation's symbols describe the member, not what this sentence constrains.
            let named = primary.symbols.filter { primary.text.contains($0) || !primary.explanation.contains($0) }
            if let slug = RuleSlug.make(fromSymbols: named) { return slug }
        }
        return RuleSlug.make(from: primary.text, stopWords: stopWords)
    }
}

/// The English words of the rules removed before this compile and not live again, by page: what
/// a revert is recognised by.
private struct RemovedTexts {
    private var byText: [String: [ChangelogEntry]] = [:]
    /// The same words on another page: the page was renamed or moved since (only when no other
    /// removed rule had those words).
    private var byTextOnAnyPage: [String: [ChangelogEntry]] = [:]

    init(previous: RuleCatalog, removed: [ChangelogEntry]) {
        let live = Set(previous.rules.map(\.id))
        for entry in removed where entry.kind == .removed && !live.contains(entry.id) && (entry.language == nil || entry.language == .english) {
            guard let old = entry.old else { continue }
            let text = TextNormalizer.normalize(old)
            byText[entry.page + "\u{1}" + text, default: []].append(entry)
            if !(byTextOnAnyPage[text]?.contains { $0.id == entry.id } ?? false) { byTextOnAnyPage[text, default: []].append(entry) }
        }
    }

    var isEmpty: Bool { byText.isEmpty }

    /// The removed rule a rule of `page` with the normalised English `text` restores, if any.
    func entry(page: String, text: String, excluding restored: Set<String>) -> ChangelogEntry? {
        if let entry = byText[page + "\u{1}" + text]?.first(where: { !restored.contains($0.id) }) { return entry }
        guard let others = byTextOnAnyPage[text], others.count == 1, !restored.contains(others[0].id) else { return nil }
        return others[0]
    }
}
