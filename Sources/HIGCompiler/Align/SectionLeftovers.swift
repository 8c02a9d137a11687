/// The last pairs a page's sections can vouch for, made after every other pairing.
///
/// Why: a translation that drops a rule shifts the order every later pair is expected in, and a
/// faithful translation whose words the scorer cannot read across languages (계층 구조 for
/// "hierarchy") then falls short of the threshold where the order no longer expects it, even in
/// a section of its own. When an English rule and a translation are left over, each the only
/// leftover whose section heading corresponds to the other's (`section` evidence: 체크박스 for
/// "Checkboxes"), and they agree on negation and share enough to score at least `bar`, they are
/// one rule: reporting `missing` plus `extra` would send the translator after a rule that is there.
///
/// A rule the English added since the previous catalog and a translation that is new too are
/// held to a lower bar (`newBar`): a translator who translates the new rule may put it anywhere
/// in its section, and nothing else there is left for either to be. So is a pair the previous
/// catalog made, which the next compile keeps.
enum SectionLeftovers {
    /// The least content score a rescued pair needs: section evidence alone is one of its parts.
    static let bar = 0.45
    /// The bar for a pair both new since the previous catalog, or paired in it.
    static let newBar = 0.3

    static func pairs(rows: [Int], columns: [Int], score: (Int, Int) -> PairScorer.Score,
                      refused: (Int, Int) -> Bool, agrees: (Int, Int) -> Bool,
                      newOrPairedBefore: (Int, Int) -> Bool = { _, _ in false }) -> [(Int, Int)] {
        func vouched(_ i: Int, _ j: Int) -> Bool {
            !refused(i, j) && score(i, j).evidence.contains("section")
        }
        var pairs: [(Int, Int)] = []
        for j in columns {
            let candidates = rows.filter { vouched($0, j) }
            guard candidates.count == 1, let i = candidates.first,
                  columns.filter({ vouched(i, $0) }) == [j],
                  agrees(i, j), score(i, j).value >= (newOrPairedBefore(i, j) ? newBar : bar) else { continue }
            pairs.append((i, j))
        }
        return pairs
    }
}
