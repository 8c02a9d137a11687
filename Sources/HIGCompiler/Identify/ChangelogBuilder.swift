/// Compares this compile's rules with the previous catalog, id by id.
enum ChangelogBuilder {
    static func changes(current: [GuidelineRule], previous: RuleCatalog?, lexicons: LexiconSet = .bundled) -> Changelog {
        let tails = CrossReferenceTail(lexicons: lexicons)
        let old = Dictionary((previous?.rules ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let currentIDs = Set(current.map(\.id))
        var currentRules: [String: GuidelineRule] = [:]
        for rule in current where currentRules[rule.id] == nil { currentRules[rule.id] = rule }
        // Which rule each translation was, by language and text: a translation now under another
        // rule (two rules the English swapped, their quotes left in place) moved; nobody reworded
        // it, and the drift report says where it belongs (`misplaced`).
        var translationOwners: [LanguageCode: [String: String]] = [:]
        for rule in previous?.rules ?? [] {
            for language in rule.languages where language != .english {
                if let text = rule.statements[language]?.text { translationOwners[language, default: [:]][Self.key(text)] = rule.id }
            }
        }
        var entries: [ChangelogEntry] = []
        entries.reserveCapacity(current.count)
        for rule in current {
            guard let before = old[rule.id] else {
                // A rule without English (a translation no English rule took) names its language:
                // it is no new guideline, and a reviewer should not read it as one.
                let primary = rule.primaryStatement
                entries.append(ChangelogEntry(kind: .added, id: rule.id, page: rule.page,
                                              language: primary.language == .english ? nil : primary.language,
                                              new: primary.text, source: primary.source))
                continue
            }
            // A page that lost its headings (a blog export) has no section: that is not a move. Nor
            // is a section named in another language once English joins a translation's rule: the
            // sections compared are those of one language.
            let language = before.primaryStatement.language
            let (sectionBefore, sectionNow) = (before.statements[language]?.section ?? before.section,
                                               rule.statements[language]?.section ?? rule.section)
            if before.page != rule.page || (sectionBefore != sectionNow && !sectionBefore.isEmpty && !sectionNow.isEmpty) {
                entries.append(ChangelogEntry(kind: .moved, id: rule.id, page: rule.page,
                                              old: "\(before.page) › \(before.section)", new: "\(rule.page) › \(rule.section)",
                                              source: rule.primaryStatement.source))
            }
            // English written after its translation joins the translation's rule: its arrival is news.
            if let english = rule.statements[.english], before.statements[.english] == nil {
                entries.append(ChangelogEntry(kind: .added, id: rule.id, page: rule.page, language: .english,
                                              new: english.text, source: english.source))
            }
            // A translation made for a rule that had none, or taken away from a rule that keeps
            // its English: news for the translators, under its language.
            for language in rule.languages where language != .english && before.statements[language] == nil && rule.statements[.english] != nil {
                if let now = rule.statements[language] {
                    entries.append(ChangelogEntry(kind: .added, id: rule.id, page: rule.page, language: language, new: now.text, source: now.source))
                }
            }
            for language in before.languages where language != .english && rule.statements[language] == nil && rule.statements[.english] != nil {
                if let then = before.statements[language] {
                    entries.append(ChangelogEntry(kind: .removed, id: rule.id, page: rule.page, language: language, old: then.text))
                }
            }
            for language in rule.languages {
                guard let now = rule.statements[language], let then = before.statements[language] else { continue }
                // Only a move: a translation copied from another rule that keeps it (the wording
                // another rule already uses, as an `inconsistent` finding suggests) is a rewording.
                if language != .english, let owner = translationOwners[language]?[Self.key(now.text)], owner != rule.id,
                   let ownerNow = currentRules[owner], Self.key(now.text) != Self.key(then.text),
                   ownerNow.statements[language].map({ Self.key($0.text) != Self.key(now.text) }) ?? true { continue }
                // Normalised (case, apostrophes, spacing) and folded (curly double quotes, dashes):
                // a smart-quote pass rewords nothing.
                if TypographicFolding.folded(LexiconText.normalise(now.text)) != TypographicFolding.folded(LexiconText.normalise(then.text)) {
                    entries.append(ChangelogEntry(kind: .reworded, id: rule.id, page: rule.page, language: language,
                                                  old: then.text, new: now.text, source: now.source))
                }
                // A smart-quote or dash cleanup of an explanation changes nothing it says, nor does
                // a section's cross-reference paragraph that came or went with the rule after this
                // one, or changed as the rule moved to another section, in English or a translation
                // (`CrossReferenceTail`).
                let (nowFolded, thenFolded) = (TypographicFolding.folded(TextNormalizer.normalize(now.explanation)),
                                               TypographicFolding.folded(TextNormalizer.normalize(then.explanation)))
                // A cross-reference sentence the English added inside its own paragraph ("… See
                // Modality.") is an edit, as the `stale` check counts it: it is no section paragraph.
                let addedOwnTail = language == .english && now.explanationBeforeCrossReferences == nil
                    && tails.withoutTail(nowFolded, language: language) != nowFolded
                    && tails.withoutTail(thenFolded, language: language) == thenFolded
                if nowFolded != thenFolded, addedOwnTail || (!tails.sameApartFromTail(thenFolded, nowFolded, language: language)
                   && tails.withoutTail(thenFolded, language: language) != tails.withoutTail(nowFolded, language: language)) {
                    entries.append(ChangelogEntry(kind: .explanationChanged, id: rule.id, page: rule.page, language: language,
                                                  old: then.explanation, new: now.explanation, source: now.source))
                }
            }
        }
        for rule in previous?.rules ?? [] where !currentIDs.contains(rule.id) {
            // A rule without English (a translation left over) names its language, as its `added` did.
            let primary = rule.primaryStatement
            entries.append(ChangelogEntry(kind: .removed, id: rule.id, page: rule.page,
                                          language: primary.language == .english ? nil : primary.language, old: primary.text))
        }
        entries.sort()
        return Changelog(schemaVersion: RuleCatalog.currentSchemaVersion, hasPrevious: previous != nil, entries: entries)
    }

    /// `changelog` with the previous changelog's English rewordings that translators have not
    /// caught up with: an entry stays while its rule has a stale translation and nothing newer
    /// was logged for its English. A translator's own compile would otherwise replace the record
    /// of what changed while the `stale` findings it explains remain.
    /// `englishHashes[i]` is the current hash of rule i's English (`TranslationFreshness.apply`).
    static func carryingForward(_ previous: Changelog?, into changelog: Changelog, rules: [GuidelineRule],
                                englishHashes: [String?]) -> Changelog {
        guard let previous, previous.entries.contains(where: { $0.language == .english }) else { return changelog }
        var stale: Set<String> = []
        for index in rules.indices {
            guard let hash = englishHashes[index] else { continue }
            let rule = rules[index]
            if rule.languages.contains(where: { $0 != .english && rule.statements[$0]?.alignedWith.map { $0 != hash } == true }) {
                stale.insert(rule.id)
            }
        }
        let loggedEnglish = Set(changelog.entries.filter { $0.language == .english }.map(\.id))
        var entries = changelog.entries
        let present = Set(entries)
        for entry in previous.entries where entry.language == .english && (entry.kind == .reworded || entry.kind == .explanationChanged)
            && stale.contains(entry.id) && !loggedEnglish.contains(entry.id) && !present.contains(entry) {
            entries.append(entry)
        }
        guard entries.count > changelog.entries.count else { return changelog }
        entries.sort()
        return Changelog(schemaVersion: changelog.schemaVersion, hasPrevious: changelog.hasPrevious, entries: entries)
    }

    /// A statement's text as translations are told apart: normalised and typographically folded.
    private static func key(_ text: String) -> String {
        TypographicFolding.folded(LexiconText.normalise(text))
    }
}
