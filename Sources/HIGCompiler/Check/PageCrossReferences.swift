/// The links and symbols of each page's cross-reference paragraphs ("For developer guidance,
/// see …"), per language (`GuidelineStatement.crossReferenceURLs`), read from every rule before
/// the checks are run on slices of them: such a paragraph may sit in another slice than the rule
/// a finding is about.
struct PageCrossReferences {
    struct Anchors {
        var urls: Set<String> = []
        var symbols: Set<String> = []
    }

    private var pages: [String: [LanguageCode: Anchors]] = [:]

    init(rules: [GuidelineRule]) {
        for rule in rules {
            for statement in rule.statements.values where !statement.crossReferenceURLs.isEmpty {
                pages[rule.page, default: [:]][statement.language, default: Anchors()].urls.formUnion(statement.crossReferenceURLs)
                pages[rule.page]![statement.language]!.symbols.formUnion(statement.crossReferenceSymbols)
            }
        }
    }

    /// Nil when the page has no cross-reference paragraph in any language.
    func page(_ page: String) -> [LanguageCode: Anchors]? { pages[page] }
}
