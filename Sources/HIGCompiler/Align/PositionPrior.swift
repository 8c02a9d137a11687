/// Where on the page a translation of an English statement is expected, from the pairs whose
/// content evidence is unambiguous ("anchors").
///
/// A translation keeps its page's order locally even when it moves a whole section: the
/// statement after an anchored one is expected right after the anchor's translation. With no
/// anchors, positions relative to each side's length stand in.
struct PositionPrior {
    /// Content evidence an anchor needs, and its lead over the runner-up in its row and column.
    static let anchorScore = 0.5
    static let anchorMargin = 0.05

    let anchors: [(row: Int, column: Int)]
    private let rowPositions: [Double]
    private let columnPositions: [Double]

    /// `content[i][j]`: content evidence that English candidate `i` pairs with translation `j`.
    /// `rowPositions` / `columnPositions`: each side's place on its page, 0…1.
    init(content: [[Double]], rowPositions: [Double], columnPositions: [Double]) {
        self.rowPositions = rowPositions
        self.columnPositions = columnPositions
        var anchors: [(Int, Int)] = []
        let columns = content.first?.count ?? 0
        for (i, row) in content.enumerated() {
            guard let j = row.indices.max(by: { (row[$0], $1) < (row[$1], $0) }), row[j] >= Self.anchorScore else { continue }
            let rowRunnerUp = row.indices.filter { $0 != j }.map { row[$0] }.max() ?? 0
            let column = (0..<content.count).map { content[$0][j] }
            let columnRunnerUp = column.indices.filter { $0 != i }.map { column[$0] }.max() ?? 0
            if row[j] - rowRunnerUp >= Self.anchorMargin, row[j] - columnRunnerUp >= Self.anchorMargin, columns > 0 {
                anchors.append((i, j))
            }
        }
        self.anchors = anchors
    }

    /// 1 where the page's order puts the translation, falling off with the distance from there.
    /// Anchors before and after a row each predict a place; the nearer prediction counts.
    func value(row: Int, column: Int) -> Double {
        guard !anchors.isEmpty else {
            return 1 - abs(rowPositions[row] - columnPositions[column])
        }
        // The nearest anchors before and after in English order predict the column by offset.
        let before = anchors.last { $0.row <= row }
        let after = anchors.first { $0.row >= row }
        var predictions: [Int] = []
        // Before the first anchor, the page's start is one too: a statement the translation
        // dropped there must not shift every earlier statement onto its neighbour.
        predictions.append(before.map { $0.column + (row - $0.row) } ?? row)
        if let after { predictions.append(after.column - (after.row - row)) }
        let distance = predictions.map { abs(column - $0) }.min()!
        return 1 / Double(1 + distance)
    }
}
