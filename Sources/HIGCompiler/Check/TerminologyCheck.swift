/// `terminology`: a glossary term rendered off-glossary in a translation, reported where the
/// rendering stands (a page that renders a term two ways does so through such a rendering, so it
/// is not reported again for the page). A rendering counts where it stands as a word of its own
/// (`RenderingOccurrence`): the variant 표 is not read inside 표시. A compound counts however it
/// is spaced or dotted (내비게이션바, ナビゲーション・バー), unless the glossary tells two renderings
/// apart by that alone. Code spans are quoted text, not renderings: they count neither way.
struct TerminologyCheck: DriftCheck {
    let comparesAcrossRules = true

    /// `page` + U+0001 + language for each page where the language renders fewer or more rules
    /// than the English states: there, position may have paired a translation with a neighbour.
    static func unevenPages(_ rules: [GuidelineRule]) -> Set<String> {
        var uneven: Set<String> = []
        for (page, rules) in Dictionary(grouping: rules, by: \.page) {
            let languages = Set(rules.flatMap(\.languages)).subtracting([LanguageCode.english])
            for language in languages where rules.contains(where: {
                $0.statements.hasStatement(in: .english) != $0.statements.hasStatement(in: language)
            }) {
                uneven.insert(page + "\u{1}" + language)
            }
        }
        return uneven
    }

    func findings(in context: CheckContext) -> [AlignmentFinding] {
        var findings: [AlignmentFinding] = []
        let verbCues = Set(context.lexicons.lexicon(.english).verbCues)
        // Per language, the renderings some term approves: a variant that is also one renders
        // that other term where the English does not name its own.
        var approvedAnywhere: [LanguageCode: Set<String>] = [:]
        let uneven = Self.unevenPages(context.rules)
        context.translationPairs().forEach { rule, english, translation in
            let language = translation.language
            let text = Self.prose(of: translation)
            let particles = context.lexicons.lexicon(language).particles
            let named = context.glossary.terms(inEnglish: english.text + " " + english.explanation, verbCues: verbCues)
            // Terms of the statement itself: an explanation is often put more freely.
            let stated = named.isEmpty ? [] : context.glossary.terms(inEnglish: english.text, verbCues: verbCues)
            let lowercased = stated.isEmpty ? "" : text.lowercased()
            // Not for a term the English uses in another sense ("people switch views"): its
            // variant may render that sense.
            let mentioned = context.glossary.terms(inEnglish: english.text + " " + english.explanation)
            findings += listedVariants(in: translation, of: rule, text: text, except: mentioned, context: context,
                                       approvedAnywhere: &approvedAnywhere)
            for term in named {
                let approved = term.approved(in: language)
                let variants = term.offGlossary(in: language)
                guard !approved.isEmpty || !variants.isEmpty else { continue }
                let renderings = approved + variants
                var withoutApproved = text
                for rendering in approved.sorted(by: { $0.count > $1.count }) {
                    // Only where it stands as a word: the variant ユーザー holds the approved ユーザ.
                    withoutApproved = RenderingOccurrence.masking(rendering, in: withoutApproved, particles: particles,
                                                                  flexible: Self.isFlexible(rendering, among: renderings))
                }
                // As the translation spells them: a compound found without its space is quoted so.
                // A variant that holds an approved rendering (취소하기 beside the approved 취소, a
                // button title) is looked for before that rendering is masked: it is the longer word.
                var offGlossary = variants.compactMap { variant in
                    let holdsApproved = approved.contains { $0 != variant && variant.contains($0) }
                    return RenderingOccurrence.spelling(of: variant, in: holdsApproved ? text : withoutApproved, particles: particles,
                                                        flexible: Self.isFlexible(variant, among: renderings))
                }
                // The approved katakana spelled with or without a long-vowel mark is off-glossary too.
                for rendering in approved {
                    for spelling in RenderingOccurrence.longVowelSpellings(of: rendering, in: withoutApproved) where !offGlossary.contains(spelling) {
                        offGlossary.append(spelling)
                    }
                }
                // A term of the English statement with no approved rendering anywhere in its
                // translation, nor a listed one: rendered some other way, or left out. Not in a
                // stale translation, which renders the English as it was.
                // Anywhere in the text, a compound (알림음, 通知センター) included; in any case (Toolbar).
                // Nor in one paired by its place alone on a page its language leaves a rule out of
                // (or adds one to): a term it lacks says more about the pairing than about its
                // wording, as a statement the file dropped shifts the next onto it.
                if offGlossary.isEmpty, !approved.isEmpty, stated.contains(term), !translation.rendersEarlierEnglish(than: english),
                   !(translation.isPairedByPlaceAlone && uneven.contains(rule.page + "\u{1}" + language)),
                   !approved.contains(where: { RenderingOccurrence.containsLoosely($0.lowercased(), in: lowercased) }) {
                    findings.append(AlignmentFinding(
                        kind: .terminology, rule: rule.id, language: language, page: rule.page,
                        message: "“\(term.en)” has no approved rendering in the translation; glossary says \(approved.map { "“\($0)”" }.joined(separator: " or "))",
                        source: translation.source, related: context.glossary.file.map { [SourceLocation(file: $0, line: term.line ?? 1)] } ?? []))
                }
                if !offGlossary.isEmpty {
                    findings.append(AlignmentFinding(
                        kind: .terminology, rule: rule.id, language: language, page: rule.page,
                        message: "“\(term.en)” rendered as \(offGlossary.map { "“\($0)”" }.joined(separator: ", ")); glossary says \(approved.map { "“\($0)”" }.joined(separator: " or "))",
                        source: translation.source, related: context.glossary.file.map { [SourceLocation(file: $0, line: term.line ?? 1)] } ?? []))
                }
            }
        }
        // A translation no English rule took (`extra`) still uses the team's words.
        for rule in context.rules where rule.statements[.english] == nil {
            for language in rule.languages {
                guard let translation = rule.statements[language] else { continue }
                findings += listedVariants(in: translation, of: rule, text: Self.prose(of: translation),
                                           except: [], context: context, approvedAnywhere: &approvedAnywhere)
            }
        }
        return findings
    }

    /// A variant the team listed is off-glossary wherever it stands, also where the English does
    /// not name its term ("People also hear the count." / "유저는 뱃지도 듣습니다"), unless another
    /// term approves it or the English names the variant's own term (`mentioned`). Where the
    /// English does not name it, only a variant that borrows the term's sound (유저 for "user")
    /// says the term: a word of its own (끝 listed under "Done") means other things as well.
    private func listedVariants(in translation: GuidelineStatement, of rule: GuidelineRule, text: String,
                                except mentioned: [Glossary.Term], context: CheckContext,
                                approvedAnywhere: inout [LanguageCode: Set<String>]) -> [AlignmentFinding] {
        let language = translation.language
        let particles = context.lexicons.lexicon(language).particles
        if approvedAnywhere[language] == nil {
            approvedAnywhere[language] = Set(context.glossary.terms.flatMap { $0.approved(in: language) })
        }
        var findings: [AlignmentFinding] = []
        for term in context.glossary.terms where !mentioned.contains(term) {
            let renderings = term.approved(in: language) + term.offGlossary(in: language)
            let variants = term.offGlossary(in: language).compactMap { variant -> String? in
                guard !approvedAnywhere[language]!.contains(variant), Self.borrows(variant, from: term.en) else { return nil }
                return RenderingOccurrence.spelling(of: variant, in: text, particles: particles, flexible: Self.isFlexible(variant, among: renderings))
            }
            guard !variants.isEmpty else { continue }
            let approved = term.approved(in: language)
            findings.append(AlignmentFinding(
                kind: .terminology, rule: rule.id, language: language, page: rule.page,
                message: "“\(term.en)” rendered as \(variants.map { "“\($0)”" }.joined(separator: ", ")); glossary says \(approved.map { "“\($0)”" }.joined(separator: " or "))",
                source: translation.source, related: context.glossary.file.map { [SourceLocation(file: $0, line: term.line ?? 1)] } ?? []))
        }
        return findings
    }

    /// Whether `variant` is `english` borrowed into another script (유저, ユーザー for "user"), or
    /// written in Latin letters itself: its consonants are the English word's.
    static func borrows(_ variant: String, from english: String) -> Bool {
        if variant.unicodeScalars.allSatisfy({ $0.isASCII }) { return true }
        guard let romanized = Transliteration.romanize(variant) else { return false }
        let (borrowed, source) = (Transliteration.skeleton(romanized), Transliteration.englishSkeleton(english))
        guard !borrowed.isEmpty, !source.isEmpty else { return false }
        if borrowed == source || Transliteration.skeletonsMatch(source, borrowed) { return true }
        // Inflected as borrowed (스크롤링 for "scroll"): the word starts with the term's sounds.
        if source.count >= 3, borrowed.count > source.count, Transliteration.distance(String(borrowed.prefix(source.count)), source) <= 1 { return true }
        // A short loanword misspelled by a consonant (뱃지 BTS for "badge" BS): same first sound.
        return borrowed.first == source.first && min(borrowed.count, source.count) >= 2 && Transliteration.distance(borrowed, source) <= 1
    }

    /// A translation's statement and explanation, without its code spans (`GuidelineStatement.code`).
    static func prose(of translation: GuidelineStatement) -> String {
        var text = translation.text + " " + translation.explanation
        for code in translation.code where code.count > 1 {
            text = text.replacingOccurrences(of: code, with: " ")
        }
        return LexiconText.foldingHalfwidthKana(text)
    }

    /// Whether `rendering` may be found however it is spaced or dotted: not when another rendering
    /// of its term differs from it by that alone (a team listing ナビゲーション・バー as off-glossary
    /// beside the approved ナビゲーションバー).
    static func isFlexible(_ rendering: String, among renderings: [String]) -> Bool {
        guard let compact = RenderingOccurrence.compactForm(of: rendering) else { return false }
        return !renderings.contains { $0 != rendering && RenderingOccurrence.compactForm(of: $0) == compact }
    }
}

extension GuidelineStatement {
    /// Whether a translation in a file of its own was paired with its rule by position and
    /// section only: no link, symbol, number, code or word of the statements vouches for it.
    var isPairedByPlaceAlone: Bool {
        guard let alignment, alignment.method == .sequence else { return false }
        return alignment.evidence.allSatisfy { $0 == "section" }
    }
}
