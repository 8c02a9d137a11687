/// Consecutive short English bold leads that read as labels or as statements ("Inset grouped." /
/// "Declutter toolbars.", whose verb no list has) and that no translation in their own file
/// settles. Extraction reads them as prose; this is the other reading, for alignment: a
/// translation in another file that asks for something and renders each of them makes them
/// statements.
///
/// The leads of a run are taken or left together: each one's explanation ends where the next
/// begins, so taking some would leave the others' paragraphs nowhere.
public struct UnconfirmedLeadRun: Hashable, Sendable {
    /// Each lead read as a statement, in page order.
    public var leads: [GuidelineStatement]
    /// The English statement before the run, in the same section, read with its explanation
    /// ending where the run begins; nil when the run opens its section.
    public var predecessorCut: GuidelineStatement?

    /// The runs in `groups`, the file read with every lead a statement; `leadLines` are the lines
    /// of the leads' paragraphs.
    static func runs(leadLines: Set<Int>, in groups: [StatementGroup]) -> [UnconfirmedLeadRun] {
        var runs: [UnconfirmedLeadRun] = []
        var current: UnconfirmedLeadRun?
        var previous: GuidelineStatement?
        for group in groups {
            guard let english = group.statements[.english] else { continue }
            if leadLines.contains(english.source.line), group.statements.count == 1, !group.tentative {
                // A heading ends a run as it ends an explanation.
                if let run = current, run.leads.last?.headingPath != english.headingPath {
                    runs.append(run)
                    current = nil
                }
                if current == nil {
                    let predecessor = previous.flatMap { $0.headingPath == english.headingPath ? $0 : nil }
                    current = UnconfirmedLeadRun(leads: [], predecessorCut: predecessor)
                }
                current!.leads.append(english)
            } else {
                if let run = current { runs.append(run) }
                current = nil
            }
            previous = english
        }
        if let run = current { runs.append(run) }
        return runs
    }
}
