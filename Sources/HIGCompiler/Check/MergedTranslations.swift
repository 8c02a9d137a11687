/// Translations that render two neighbouring English rules in one statement: a translator joined
/// "Give each button a clear label." and "Don't use abbreviations in labels." into
/// "각 버튼에 명확한 레이블을 지정하고, 레이블에 약어를 사용하지 마세요." The statement ends on the
/// second rule's request, so its negation is that rule's, not the first's.
///
/// The evidence is the page's own: the translation's negation differs from its English, and the
/// English rule next to it in the same section has no statement in that language and has the
/// translation's negation. Such a pair is no `polarity` or `meaning` flip; the neighbour's
/// `missing` finding names the statement that renders it. Found once over all the rules, as a
/// neighbour may sit in another slice of them.
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
        context.translationPairs().forEachIndexed { index, rule, english, translation in
            guard rule.kind == .guideline, english.negated != translation.negated else { return }
            for offset in [1, -1] {
                let position = index + offset
                guard rules.indices.contains(position) else { continue }
                let other = rules[position]
                guard other.kind == .guideline, other.page == rule.page, other.headingPath == rule.headingPath,
                      !other.statements.hasStatement(in: translation.language),
                      let otherEnglish = other.statements[.english], otherEnglish.negated == translation.negated
                else { continue }
                neighbours[Self.key(rule.id, translation.language)] = Neighbour(id: other.id, english: otherEnglish)
                hosts[Self.key(other.id, translation.language)] = Host(id: rule.id, translation: translation)
                return
            }
        }
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
