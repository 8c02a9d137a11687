/// Order-preserving alignment with gaps: the pairs that maximise the summed gain without
/// crossing (a translation that keeps its page's order), in O(n·m).
enum SequenceAligner {
    /// Pairs `(row, column)` with a positive gain, ascending in both.
    static func align(_ gains: [[Double]]) -> [(Int, Int)] {
        let rows = gains.count
        guard rows > 0, let columns = gains.first?.count, columns > 0 else { return [] }
        // table[i][j]: best total for the first i rows and j columns.
        var table = [[Double]](repeating: [Double](repeating: 0, count: columns + 1), count: rows + 1)
        for i in 1...rows {
            for j in 1...columns {
                var best = max(table[i - 1][j], table[i][j - 1])
                let gain = gains[i - 1][j - 1]
                if gain > 0 { best = max(best, table[i - 1][j - 1] + gain) }
                table[i][j] = best
            }
        }
        var pairs: [(Int, Int)] = []
        var i = rows, j = columns
        while i > 0, j > 0 {
            let gain = gains[i - 1][j - 1]
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

    /// How many pairs must go before the rest keep the page's order: pairs minus the longest
    /// run of columns that increases with the rows.
    static func disorder(_ pairs: [(Int, Int)]) -> Int {
        var tails: [Int] = []
        for (_, column) in pairs.sorted(by: { $0.0 < $1.0 }) {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < column { low = middle + 1 } else { high = middle }
            }
            if low == tails.count { tails.append(column) } else { tails[low] = column }
        }
        return pairs.count - tails.count
    }
}
