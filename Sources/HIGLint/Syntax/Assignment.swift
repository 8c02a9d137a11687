import SwiftSyntax

/// `target = value` or a compound assignment (`target += value`), read from the operator sequence
/// the parser produces.
///
/// The linter does not fold operators (that needs the operator declarations of every module in
/// scope). Assignment has the lowest precedence in Swift, so the left side is everything before
/// the first assignment operator and the right side everything after it; the right side is kept
/// as its unfolded elements (`[a]`, `+`, `[b]`).
struct Assignment {
    /// The expression assigned to.
    let target: ExprSyntax
    /// `=`, or the compound operator such as `+=`.
    let operatorText: String
    /// The elements of the right-hand side: one expression, or operands and operators.
    let value: [ExprSyntax]

    var isPlain: Bool { operatorText == "=" }

    init?(_ sequence: SequenceExprSyntax) {
        // Look at the operator before materialising anything: most sequences are not assignments.
        let elements = sequence.elements
        guard elements.count >= 3, let first = elements.first else { return nil }
        let operatorElement = elements[elements.index(after: elements.startIndex)]
        if operatorElement.is(AssignmentExprSyntax.self) {
            operatorText = "="
        } else if let binary = operatorElement.as(BinaryOperatorExprSyntax.self),
                  Assignment.compoundOperators.contains(binary.operator.text) {
            operatorText = binary.operator.text
        } else {
            return nil
        }
        target = first
        value = Array(elements.dropFirst(2))
    }

    /// The single expression on the right, when the right side is not an operator sequence.
    var singleValue: ExprSyntax? { value.count == 1 ? value[0] : nil }

    static let compoundOperators: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]

    /// The assignment a statement consists of, if it is one.
    init?(statement: CodeBlockItemSyntax) {
        guard case .expr(let expression) = statement.item, let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        self.init(sequence)
    }
}
