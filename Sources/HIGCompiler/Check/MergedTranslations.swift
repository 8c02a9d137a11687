import Foundation

/// Translations that render two neighbouring English rules in one statement: a translator joined
/// "Give each button a clear label." and "Don't use abbreviations in labels." into
/// "각 버튼에 명확한 레이블을 지정하고, 레이블에 약어를 사용하지 마세요." The statement ends on the
/// second rule's request, so its negation is that rule's, not the first's.
///
/// The evidence is the page's own: the translation's negation differs from its English (or it
/// joins a request and its opposite, "…하지 말고, …하세요"); the English rule next to it in the
/// same section has no statement in that language and the other negation; and the translation is
/// as long as the two English statements together would be (at the page's ratio of translation to
/// English length), not as one alone. Such a pair is no `polarity` or `meaning` flip; the
/// neighbour's `missing` finding names the statement that renders it. Found once over all the
/// rules, as a neighbour may sit in another slice of them.
struct MergedTranslations {
    /// The neighbour a merged translation also renders.
    struct Neighbour {
        let id: String
        let english: GuidelineStatement
    }

    /// The translation that renders a rule with its neighbour.
    struct Host {
        let id: String
        let translation: GuidelineStatement
    }

    private var neighbours: [String: Neighbour] = [:]
    private var hosts: [String: Host] = [:]

    init() {}

    init(_ context: CheckContext) {
        let rules = context.rules
        var candidates: [(rule: Int, neighbour: Int, translation: GuidelineStatement)] = []
        context.translationPairs().forEachIndexed { index, rule, english, translation in
            guard rule.kind == .guideline else { return }
            for offset in [1, -1] {
                let position = index + offset
                guard rules.indices.contains(position) else { continue }
                let other = rules[position]
                guard other.kind == .guideline, other.page == rule.page, other.headingPath == rule.headingPath,
                      !other.statements.hasStatement(in: translation.language),
                      let otherEnglish = other.statements[.english], otherEnglish.negated != english.negated
                else { continue }
                // The translation says what its English does not: it ends on the other polarity, or
                // joins a request and its opposite ("…하지 말고, …하세요"). Read last: few pairs
                // have an untranslated neighbour of the other polarity.
                guard english.negated != translation.negated
                        || context.lexicons.lexicon(translation.language).holdsContrast(translation.text) else { return }
                candidates.append((index, position, translation))
                return
            }
        }
        guard !candidates.isEmpty else { return }
        // A merged statement is as long as the two English statements together would be translated:
        // a translation of the one rule alone, flipped, is as long as that rule's.
        let candidateRules = Set(candidates.map(\.rule))
        var ratios: [String: Double?] = [:]
        func ratio(_ page: String?, _ language: LanguageCode) -> Double? {
            let key = Self.key(page ?? "", language)
            if let known = ratios[key] { return known }
            let found = Self.lengthRatio(of: page, in: language, excluding: candidateRules, context)
            ratios[key] = found
            return found
        }
        for candidate in candidates {
            let rule = rules[candidate.rule], other = rules[candidate.neighbour], language = candidate.translation.language
            guard let ratio = ratio(rule.page, language) ?? ratio(nil, language),
                  let english = rule.statements[.english], let otherEnglish = other.statements[.english] else { continue }
            let length = Double(candidate.translation.text.count)
            let alone = abs(log(length / (ratio * Double(english.text.count))))
            let joined = abs(log(length / (ratio * Double(english.text.count + otherEnglish.text.count))))
            guard joined < alone else { continue }
            neighbours[Self.key(rule.id, language)] = Neighbour(id: other.id, english: otherEnglish)
            hosts[Self.key(other.id, language)] = Host(id: rule.id, translation: candidate.translation)
        }
    }

    /// The median length of the translations in `language` per character of their English
    /// statements, on `page` (every page when nil), leaving out the rules in question: translators
    /// write longer or shorter than English, by page and by person.
    private static func lengthRatio(of page: String?, in language: LanguageCode, excluding excluded: Set<Int>,
                                    _ context: CheckContext) -> Double? {
        var ratios: [Double] = []
        context.translationPairs().forEachIndexed { index, rule, english, translation in
            guard page.map({ rule.page == $0 }) ?? true, translation.language == language, !excluded.contains(index),
                  !english.text.isEmpty, !translation.text.isEmpty else { return }
            ratios.append(Double(translation.text.count) / Double(english.text.count))
        }
        guard !ratios.isEmpty else { return nil }
        ratios.sort()
        return ratios[ratios.count / 2]
    }

    /// The other rule the translation in `language` under rule `id` renders too, when it merges two.
    func neighbour(ofTranslationUnder id: String, in language: LanguageCode) -> Neighbour? {
        neighbours.isEmpty ? nil : neighbours[Self.key(id, language)]
    }

    /// The translation, under a neighbouring rule, that renders rule `id` in `language` too.
    func host(ofRule id: String, in language: LanguageCode) -> Host? {
        hosts.isEmpty ? nil : hosts[Self.key(id, language)]
    }

    private static func key(_ id: String, _ language: LanguageCode) -> String { id + "\u{1}" + language }
}
