/// Order-preserving alignment with gaps: picks the pairs that maximise the summed evidence
/// above a threshold, never crossing (a translation keeps its page's order), in O(n·m).
enum SequenceAligner {
    /// Pairs `(i, j)` of matched indexes, ascending.
    static func align(rows: Int, columns: Int, threshold: Double, score: (Int, Int) -> Double) -> [(Int, Int)] {
        guard rows > 0, columns > 0 else { return [] }
        var scores = [[Double]](repeating: [Double](repeating: 0, count: columns), count: rows)
        for i in 0..<rows { for j in 0..<columns { scores[i][j] = score(i, j) } }
        // table[i][j]: best total for the first i rows and j columns.
        var table = [[Double]](repeating: [Double](repeating: 0, count: columns + 1), count: rows + 1)
        for i in 1...rows {
            for j in 1...columns {
                var best = max(table[i - 1][j], table[i][j - 1])
                let gain = scores[i - 1][j - 1] - threshold
                if gain > 0 { best = max(best, table[i - 1][j - 1] + gain) }
                table[i][j] = best
            }
        }
        var pairs: [(Int, Int)] = []
        var i = rows, j = columns
        while i > 0, j > 0 {
            let gain = scores[i - 1][j - 1] - threshold
            if gain > 0, abs(table[i][j] - (table[i - 1][j - 1] + gain)) < 1e-12 {
                pairs.append((i - 1, j - 1)); i -= 1; j -= 1
            } else if table[i][j] == table[i - 1][j] {
                i -= 1
            } else {
                j -= 1
            }
        }
        return pairs.reversed()
    }
}
