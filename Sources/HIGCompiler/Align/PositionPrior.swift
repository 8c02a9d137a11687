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
    /// Anchors before and after a row each predict a place. Between two anchors that keep the
    /// page's order every column between the two predictions is as likely as either.
    ///
    /// Why the whole span: the two predictions differ exactly when statements were dropped (or
    /// added) between the anchors, and the order alone cannot say where. Favouring the ends of the
    /// span would decide it by position — the translation of the rule after a dropped one would
    /// look as if it rendered the dropped one — so within the span content evidence decides.
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
        let distance: Int
        if let before, let after, before.row < row, row < after.row, before.column < after.column {
            // Between two anchors that keep the page's order, any column of the span between
            // their predictions (and between their own translations) is as likely as another.
            let low = max(predictions.min()!, before.column + 1), high = min(predictions.max()!, after.column - 1)
            distance = low > high ? predictions.map { abs(column - $0) }.min()! : column < low ? low - column : column > high ? column - high : 0
        } else {
            // Anchors from two blocks a translation moved apart (or the page's start): each
            // predicts for its own block, and the nearer prediction counts.
            distance = predictions.map { abs(column - $0) }.min()!
        }
        return 1 / Double(1 + distance)
    }
}
