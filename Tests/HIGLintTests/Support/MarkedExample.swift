/// A rule example with its `↓` markers taken out: the source to lint, and where each marker stood.
struct MarkedExample {
    struct Position: Hashable, Comparable, CustomStringConvertible {
        let line: Int
        /// In UTF-8 bytes, as swift-syntax and the linter count columns.
        let column: Int

        static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
        var description: String { "\(line):\(column)" }
    }

    static let marker: Unicode.Scalar = "↓"

    let source: String
    /// Marker positions in `source`, in order.
    let markers: [Position]

    init(_ code: String) {
        var source = String.UnicodeScalarView()
        var markers: [Position] = []
        var line = 1
        var column = 1
        for scalar in code.unicodeScalars {
            if scalar == Self.marker {
                markers.append(Position(line: line, column: column))
                continue
            }
            source.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += String(scalar).utf8.count
            }
        }
        self.source = String(source)
        self.markers = markers
    }
}
