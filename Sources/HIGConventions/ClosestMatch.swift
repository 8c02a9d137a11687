/// "Did you mean …?" for misspelt configuration keys, finding kinds, languages and rule ids: edit
/// distance, with a match inside the candidate (a bare slug for a full rule id) counting as close.
public enum ClosestMatch {
    /// The single closest candidate, if it is close enough to be a plausible typo.
    public static func best(for input: String, among candidates: [String]) -> String? {
        ranked(for: input, among: candidates, limit: 1).first
    }

    /// Up to `limit` plausible candidates, closest first. Between equally plausible ones the
    /// smaller edit distance wins (a page id contains every id of its rules, so a misspelt rule id
    /// must not be answered with its page), then the name that sorts first.
    public static func ranked(for input: String, among candidates: [String], limit: Int = 5) -> [String] {
        let needle = input.lowercased()
        guard !needle.isEmpty else { return [] }
        let threshold = max(2, needle.count / 3)
        var scored: [(score: Int, distance: Int, candidate: String)] = []
        for candidate in Set(candidates) {
            let lowered = candidate.lowercased()
            let tail = lowered.split(separator: "/").last.map(String.init) ?? lowered
            let edits = min(EditDistance.between(needle, lowered), EditDistance.between(needle, tail))
            var score = edits
            if lowered.contains(needle) || (needle.count >= 4 && needle.contains(tail)) { score = min(score, 1) }
            if score <= threshold { scored.append((score, edits, candidate)) }
        }
        return scored.sorted { ($0.score, $0.distance, $0.candidate) < ($1.score, $1.distance, $1.candidate) }
            .prefix(limit).map(\.candidate)
    }
}
