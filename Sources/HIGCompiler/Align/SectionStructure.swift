/// Where each statement sits in its file's sections: above them (a page's or section's
/// introduction, before its first subsection) or inside one.
///
/// Why: a translation keeps its page's sections, so a statement that a file writes before the
/// sections that hold its guidelines (an introduction in the guideline voice, which a blog export
/// without bold reads as a statement) renders no rule inside those sections. Its words may be
/// the page's own ("onboarding" on the Onboarding page, in every rule), so only an anchor (a
/// link, symbol, code or number) can pair it across that boundary.
struct SectionStructure {
    /// Statements that sit above a subsection of their file: a later statement of the same file
    /// has a longer heading path that starts with theirs.
    private let aboveSections: Set<SourceLocation>

    init(statements: [GuidelineStatement]) {
        var above: Set<SourceLocation> = []
        for (_, inFile) in Dictionary(grouping: statements, by: \.source.file) {
            let ordered = inFile.sorted { $0.source < $1.source }
            // Each heading path that a statement after a given point stands under: walked from the end.
            var deeperLater: [[String]] = []
            for statement in ordered.reversed() {
                let path = statement.headingPath
                if deeperLater.contains(where: { $0.count > path.count && $0.starts(with: path) }) {
                    above.insert(statement.source)
                }
                if !deeperLater.contains(path) { deeperLater.append(path) }
            }
        }
        aboveSections = above
    }

    /// Whether one statement sits above the sections of its file and the other inside a section
    /// below that level: the pair crosses a section boundary that both files keep.
    func crosses(_ english: GuidelineStatement, _ translation: GuidelineStatement) -> Bool {
        if aboveSections.contains(translation.source), english.headingPath.count > translation.headingPath.count,
           !aboveSections.contains(english.source) {
            return true
        }
        return aboveSections.contains(english.source) && translation.headingPath.count > english.headingPath.count
            && !aboveSections.contains(translation.source)
    }
}
