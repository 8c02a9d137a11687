import HIGConventions

/// Glossary languages no page is written in that are one letter off one that is: a mistyped code
/// (`jp` for `ja`, `kr` for `ko`) looks valid, and its renderings would silently never be checked.
enum GlossaryLanguageCheck {
    static func diagnostics(for glossary: Glossary, pageLanguages: Set<LanguageCode>) -> [Diagnostic] {
        guard let file = glossary.file, !pageLanguages.isEmpty else { return [] }
        var lines: [LanguageCode: Int?] = [:]
        for term in glossary.terms {
            for language in Array(term.translations.keys) + Array(term.variants.keys)
            where !pageLanguages.contains(language) && lines[language] == nil {
                lines[language] = term.line
            }
        }
        let written = pageLanguages.sorted()
        // In file order: the entry where each language first appears.
        let order = lines.keys.sorted { ((lines[$0] ?? nil) ?? 0, $0) < ((lines[$1] ?? nil) ?? 0, $1) }
        // Only a plausible typo is worth a warning: a glossary may hold languages not translated
        // yet. Codes are two or three letters, so one letter off a page's language is that.
        return order.compactMap { language in
            guard let suggestion = written.first(where: { $0 != "en" && EditDistance.between(language, $0) == 1 }) else { return nil }
            let message = "glossary language `\(language)` is the language of no page (pages are in \(written.joined(separator: ", "))), "
                + "so its renderings are never checked; did you mean `\(suggestion)`?"
            return Diagnostic(.warning, message, file: file, line: lines[language] ?? nil)
        }
    }
}
