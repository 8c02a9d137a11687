/// Translations that sit under a rule other than the one whose English they were made for, that
/// English unchanged: two quotes swapped, or one pasted under another rule (see
/// `StaleTranslationCheck`). Found once over all the rules, as the rule a translation belongs to
/// may be anywhere, and shared with the checks that compare a pair: a misplaced translation
/// renders another rule, so comparing it with the English above it only repeats the mistake.
struct MisplacedTranslations {
    /// The rule a translation was made for, and its English.
    struct Owner {
        let id: String
        let english: GuidelineStatement
    }

    private var owners: [String: Owner] = [:]

    init() {}

    init(_ context: CheckContext) {
        // Rules by the hash of their English, made only once a pair is out of date.
        var rulesByEnglish: [String: Int]?
        context.translationPairs().forEachIndexed { index, rule, english, translation in
            guard let alignedWith = translation.alignedWith, alignedWith != context.englishHash(ofRuleAt: index, english) else { return }
            if rulesByEnglish == nil {
                var table: [String: Int] = [:]
                for (position, other) in context.rules.enumerated() {
                    guard let otherEnglish = other.statements[.english] else { continue }
                    table[context.englishHash(ofRuleAt: position, otherEnglish), default: position] = position
                }
                rulesByEnglish = table
            }
            guard let owner = rulesByEnglish?[alignedWith], owner != index,
                  let ownerEnglish = context.rules[owner].statements[.english] else { return }
            owners[Self.key(rule.id, translation.language)] = Owner(id: context.rules[owner].id, english: ownerEnglish)
        }
    }

    /// The rule the translation in `language` under rule `id` was made for, when it is another's.
    func owner(ofTranslationUnder id: String, in language: LanguageCode) -> Owner? {
        owners.isEmpty ? nil : owners[Self.key(id, language)]
    }

    private static func key(_ id: String, _ language: LanguageCode) -> String { id + "\u{1}" + language }
}
