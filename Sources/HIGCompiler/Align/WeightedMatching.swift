/// One-to-one pairing that maximises the summed gain (Kuhn–Munkres, O(n²·m)).
///
/// Unlike an order-preserving alignment it lets a translation move sections or swap neighbours;
/// keeping the page's order is left to the evidence (`PositionPrior`).
enum WeightedMatching {
    /// Pairs `(row, column)`, ascending by row, each with a positive gain; rows and columns are
    /// used at most once. A pair whose gain is not positive is never chosen: leaving both
    /// unpaired is the better explanation.
    static func maximumGainPairs(_ gains: [[Double]]) -> [(Int, Int)] {
        let rows = gains.count
        guard rows > 0, let columns = gains.first?.count, columns > 0 else { return [] }
        // The solver below needs rows ≤ columns; solve the transpose otherwise.
        if rows > columns {
            let transposed = (0..<columns).map { j in (0..<rows).map { i in gains[i][j] } }
            return maximumGainPairs(transposed).map { ($0.1, $0.0) }.sorted { $0.0 < $1.0 }
        }
        // Minimise cost = −gain; a non-positive gain costs 0, the same as staying unpaired.
        let cost = gains.map { $0.map { -max(0, $0) } }
        let n = rows, m = columns
        var u = [Double](repeating: 0, count: n + 1), v = [Double](repeating: 0, count: m + 1)
        var owner = [Int](repeating: 0, count: m + 1), way = [Int](repeating: 0, count: m + 1)
        for i in 1...n {
            owner[0] = i
            var j0 = 0
            var minimum = [Double](repeating: .infinity, count: m + 1)
            var used = [Bool](repeating: false, count: m + 1)
            repeat {
                used[j0] = true
                let i0 = owner[j0]
                var delta = Double.infinity
                var j1 = 0
                for j in 1...m where !used[j] {
                    let reduced = cost[i0 - 1][j - 1] - u[i0] - v[j]
                    if reduced < minimum[j] { minimum[j] = reduced; way[j] = j0 }
                    if minimum[j] < delta { delta = minimum[j]; j1 = j }
                }
                for j in 0...m {
                    if used[j] { u[owner[j]] += delta; v[j] -= delta } else { minimum[j] -= delta }
                }
                j0 = j1
            } while owner[j0] != 0
            repeat {
                let j1 = way[j0]
                owner[j0] = owner[j1]
                j0 = j1
            } while j0 != 0
        }
        var pairs: [(Int, Int)] = []
        for j in 1...m where owner[j] != 0 && gains[owner[j] - 1][j - 1] > 0 {
            pairs.append((owner[j] - 1, j - 1))
        }
        return pairs.sorted { $0.0 < $1.0 }
    }
}
