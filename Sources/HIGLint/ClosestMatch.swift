/// "Did you mean …?" for a misspelt rule id or page: edit distance, with a match inside the
/// candidate (a bare slug for a full rule id) counting as close. Mirrors `higc`'s `ClosestMatch`,
/// which the linter cannot import without depending on the whole compiler.
enum ClosestMatch {
    /// The closest candidate, if it is close enough to be a plausible typo. Between equally
    /// plausible ones the smaller edit distance wins (a page contains every id of its rules, so a
    /// misspelt id must not be answered with its page), then the name that sorts first.
    static func best(for input: String, among candidates: [String]) -> String? {
        let needle = input.lowercased()
        guard !needle.isEmpty else { return nil }
        let threshold = max(2, needle.count / 3)
        var best: (score: Int, distance: Int, candidate: String)?
        for candidate in Set(candidates) {
            let lowered = candidate.lowercased()
            let tail = lowered.split(separator: "/").last.map(String.init) ?? lowered
            let edits = min(distance(needle, lowered), distance(needle, tail))
            var score = edits
            if lowered.contains(needle) || (needle.count >= 4 && needle.contains(tail)) { score = min(score, 1) }
            guard score <= threshold else { continue }
            if best.map({ (score, edits, candidate) < ($0.score, $0.distance, $0.candidate) }) ?? true {
                best = (score, edits, candidate)
            }
        }
        return best?.candidate
    }

    /// The Levenshtein distance between two strings, in characters.
    static func distance(_ lhs: String, _ rhs: String) -> Int {
        let lhs = Array(lhs), rhs = Array(rhs)
        guard !lhs.isEmpty else { return rhs.count }
        guard !rhs.isEmpty else { return lhs.count }
        var previous = Array(0...rhs.count)
        var current = previous
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let substitution = previous[j - 1] + (lhs[i - 1] == rhs[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
