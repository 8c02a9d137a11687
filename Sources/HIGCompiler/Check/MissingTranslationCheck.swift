/// `missing`: an English guideline with no statement in a language its page has.
struct MissingTranslationCheck: DriftCheck {
    func findings(in context: CheckContext) -> [AlignmentFinding] {
        var findings: [AlignmentFinding] = []
        for rule in context.rules where rule.kind == .guideline && rule.statements.hasStatement(in: .english) {
            // The page's languages the rule lacks, tested in place: no sets are built for the
            // (most) rules that lack none, and no statement is copied out for them.
            var missing: [LanguageCode] = []
            for language in context.pageLanguages[rule.page] ?? [] where language != .english && !rule.statements.hasStatement(in: language) {
                missing.append(language)
            }
            if let english = rule.statements[.english] {
                for language in missing.sorted() {
                    var message = "no \(language) statement for “\(english.text)”"
                    var related: [SourceLocation] = []
                    if let host = context.merged.host(ofRule: rule.id, in: language) {
                        message += "; the \(language) statement of `\(host.id)` may render it too, joined with its own: “\(host.translation.text)”"
                        related = [host.translation.source]
                    }
                    findings.append(AlignmentFinding(kind: .missing, rule: rule.id, language: language, page: rule.page,
                                                     message: message, source: english.source, related: related))
                }
            }
            findings += untranslated(rule)
        }
        return findings
    }

    /// A translation that is still the English (a placeholder pasted in to be translated later)
    /// renders nothing: `missing`, at the placeholder. Said of a verbatim copy in any language,
    /// and of English text where the language has a script of its own (Korean, Japanese).
    private func untranslated(_ rule: GuidelineRule) -> [AlignmentFinding] {
        guard let english = rule.statements[.english] else { return [] }
        var findings: [AlignmentFinding] = []
        for language in rule.languages where language != .english {
            guard let translation = rule.statements[language], Self.isUntranslated(translation, english: english) else { continue }
            findings.append(AlignmentFinding(kind: .missing, rule: rule.id, language: language, page: rule.page,
                                             message: "the \(language) statement is still the English, untranslated: “\(translation.text)”",
                                             source: translation.source, related: [english.source]))
        }
        return findings
    }

    static func isUntranslated(_ translation: GuidelineStatement, english: GuidelineStatement) -> Bool {
        // Hangul, kana and CJK all start with a lead byte from E3 to ED: a statement holding one is
        // translated, whatever else it holds (asked of every translation, so answered on bytes).
        let hasWideScript = SimpleText.hasWideScript(translation.text)
        let base = translation.language.split(separator: "-").first.map(String.init) ?? translation.language
        if !hasWideScript, base == "ko" || base == "ja" {
            let counts = ScriptLanguageDetector.counts(translation.text)
            if counts.hangulWords == 0 && counts.japaneseWords == 0 && counts.latinWords >= 2 { return true }
        }
        // A verbatim copy, in any language: compared whole only when the lengths allow it.
        let lengths = (translation.text.utf8.count, english.text.utf8.count)
        guard abs(lengths.0 - lengths.1) <= 8 else { return false }
        return SimpleText.lowercased(TextNormalizer.normalize(translation.text)) == SimpleText.lowercased(TextNormalizer.normalize(english.text))
    }
}
