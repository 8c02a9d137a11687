import SwiftSyntax

/// What a name refers to at one point of a file, as far as the syntax of that file tells.
struct ValueBinding {
    enum Scope {
        /// A `let` or `var` in a function, closure or other code block, or an `if let` / `guard let`.
        case local
        /// A property declared in the enclosing type (or in an extension of it in the same file).
        case member
        /// A variable declared at file level.
        case global
        /// A parameter, a `for` loop variable or a closure parameter: a value the file cannot see.
        case parameter
    }

    let name: String
    let scope: Scope
    let isConstant: Bool
    /// The declared type, when written.
    let type: TypeSyntax?
    /// The initial value, when written.
    let initializer: ExprSyntax?
    /// For a local or global `var`: the statements of the same block after its declaration and
    /// before the statement where it was looked up. Reassignments and appends there change it.
    let laterStatements: [CodeBlockItemSyntax]

    /// The value the name holds where it was looked up: the initializer of a constant, or of a
    /// variable the last plain reassignment in the same block.
    var currentValue: ExprSyntax? {
        guard !isConstant else { return initializer }
        var value = initializer
        for statement in laterStatements {
            if let assignment = Assignment(statement: statement), assignment.isPlain,
               assignment.target.referencedName == name {
                value = assignment.singleValue
            }
        }
        return value
    }
}
