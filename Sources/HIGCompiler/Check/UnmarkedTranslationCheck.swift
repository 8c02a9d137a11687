/// `unmarked`: the translation exists but is not bold while the English statement is.
///
/// A file that bolds no statement at all (a blog export, a file whose bold a conversion dropped)
/// gets one finding, on its first such translation, naming how many there are: one cause, one
/// note, instead of one per statement burying the file's other findings.
struct UnmarkedTranslationCheck: DriftCheck {
    /// Whether a file bolds anything is read over all its rules, which a slice may cut apart.
    var comparesAcrossRules: Bool { true }

    func findings(in context: CheckContext) -> [AlignmentFinding] {
        var filesWithBold: Set<String> = []
        for rule in context.rules {
            rule.statements.forEachInCodeOrder { _, statement in
                if statement.marked { filesWithBold.insert(statement.source.file) }
            }
        }
        var findings: [AlignmentFinding] = []
        // Per file without bold: its unbolded translations, in rule order.
        var unboldFiles: [String: [AlignmentFinding]] = [:]
        context.translationPairs().forEach { rule, english, translation in
            guard english.marked, !translation.marked else { return }
            let finding = AlignmentFinding(kind: .unmarked, rule: rule.id, language: translation.language, page: rule.page,
                                           message: "translation of “\(english.text)” is not bold: “\(translation.text)”",
                                           source: translation.source, related: [english.source])
            if filesWithBold.contains(translation.source.file) {
                findings.append(finding)
            } else {
                unboldFiles[translation.source.file, default: []].append(finding)
            }
        }
        for (_, unbold) in unboldFiles {
            guard var first = unbold.min(by: { $0.source < $1.source }) else { continue }
            if unbold.count > 1 {
                first.message += "; no statement of this file is bold (\(unbold.count) translations of bold English statements)"
            }
            findings.append(first)
        }
        return findings
    }
}
