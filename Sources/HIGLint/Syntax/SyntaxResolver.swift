import SwiftSyntax

/// Answers "what does this name hold here?" from the syntax of a single file.
///
/// Rules use it to see through the indirections real code is written with: a `let` holding an
/// array literal, a `var` built up with `append`, a bar button item created a few lines earlier,
/// a property of the enclosing view controller, an immediately-invoked closure that configures a
/// control. Lookup follows Swift's lexical scoping (statements before the use in the same block,
/// `if let` / `guard let` bindings, parameters, members of the enclosing type and of extensions of
/// it in the same file, file-level variables).
///
/// It never looks at other files, so types, members and functions declared elsewhere are unknown,
/// and it does not follow control flow: a variable changed inside an `if` or a loop keeps the
/// value it had before. Rules treat "unknown" as "no violation".
final class SyntaxResolver {
    let file: SourceFileSyntax
    /// How many indirections a question may follow, which also stops cycles (`let a = b; let b = a`).
    private let maximumDepth = 8
    private var typeBodies: [String: [MemberBlockSyntax]]?

    init(file: SourceFileSyntax) {
        self.file = file
    }

    // MARK: Names

    /// The declaration `name` refers to at `node`, or nil when it is not declared in this file
    /// (an inherited property such as `navigationItem`, or something from another file).
    func binding(named name: String, at node: some SyntaxProtocol) -> ValueBinding? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let list = parent.as(CodeBlockItemListSyntax.self), let item = current.as(CodeBlockItemSyntax.self) {
                let isFileLevel = parent.parent?.is(SourceFileSyntax.self) ?? false
                if let found = bindingInStatements(list, before: item, named: name, scope: isFileLevel ? .global : .local) {
                    return found
                }
                if isFileLevel, let found = bindingInStatements(list, before: nil, named: name, scope: .global) {
                    return found
                }
            } else if let conditions = parent.as(ConditionElementListSyntax.self), let element = current.as(ConditionElementSyntax.self) {
                let earlier = conditions.prefix { $0.id != element.id }
                if let found = bindingInConditions(Array(earlier), named: name, lookingUpFrom: conditions) { return found }
            } else if let ifExpression = parent.as(IfExprSyntax.self), current.id == ifExpression.body.id {
                if let found = bindingInConditions(Array(ifExpression.conditions), named: name, lookingUpFrom: ifExpression) { return found }
            } else if let whileStatement = parent.as(WhileStmtSyntax.self), current.id == whileStatement.body.id {
                if let found = bindingInConditions(Array(whileStatement.conditions), named: name, lookingUpFrom: whileStatement) { return found }
            } else if let forStatement = parent.as(ForStmtSyntax.self), current.id == forStatement.body.id {
                if Self.names(in: forStatement.pattern).contains(name) { return opaque(name) }
            } else if let closure = parent.as(ClosureExprSyntax.self) {
                if Self.parameterNames(of: closure).contains(name) { return opaque(name) }
            } else if let function = parent.as(FunctionDeclSyntax.self) {
                if let found = parameter(named: name, in: function.signature.parameterClause) { return found }
            } else if let initializer = parent.as(InitializerDeclSyntax.self) {
                if let found = parameter(named: name, in: initializer.signature.parameterClause) { return found }
            } else if let memberBlock = parent.as(MemberBlockSyntax.self) {
                if let found = member(named: name, in: memberBlock) { return found }
            }
            current = parent
        }
        return nil
    }

    /// The property `name` of the type enclosing `node` (what `self.name` refers to).
    func memberBinding(named name: String, at node: some SyntaxProtocol) -> ValueBinding? {
        var current = Syntax(node).parent
        while let node = current {
            if let memberBlock = node.as(MemberBlockSyntax.self) {
                return member(named: name, in: memberBlock)
            }
            current = node.parent
        }
        return nil
    }

    /// The binding a plain name or `self.name` refers to.
    func binding(of expression: ExprSyntax) -> ValueBinding? {
        let expression = expression.unwrapped
        if let name = expression.referencedName {
            return binding(named: name, at: expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, base.isSelf,
           member.declName.argumentNames == nil {
            return memberBinding(named: member.declName.baseName.text, at: expression)
        }
        return nil
    }

    // MARK: Values

    /// The expression `expression` stands for, following constants, variables, `self.` properties
    /// and immediately-invoked closures to the expression that created the value.
    func value(of expression: ExprSyntax) -> ExprSyntax {
        value(of: expression, depth: 0)
    }

    private func value(of expression: ExprSyntax, depth: Int) -> ExprSyntax {
        let expression = expression.unwrapped
        guard depth < maximumDepth else { return expression }
        if let binding = binding(of: expression) {
            guard let next = binding.currentValue else { return expression }
            return value(of: next, depth: depth + 1)
        }
        if let returned = returnedExpressionOfInvokedClosure(expression) {
            return value(of: returned, depth: depth + 1)
        }
        return expression
    }

    /// The string `expression` holds when it is a literal, a constant holding one, or a localized
    /// string made from one (`NSLocalizedString("Back", comment: "")`, `String(localized: "Back")`).
    func stringValue(of expression: ExprSyntax) -> String? {
        let resolved = value(of: expression)
        if let text = resolved.stringLiteralValue { return text }
        if let call = resolved.as(FunctionCallExprSyntax.self),
           ["NSLocalizedString", "String", "LocalizedStringKey"].contains(call.calledName ?? ""),
           let first = call.arguments.first, first.label == nil || first.label?.text == "localized" {
            return first.expression.stringLiteralValue
        }
        return nil
    }

    // MARK: Types

    /// The name of the type of `expression` when the file says it: a type annotation, an
    /// initializer call (`UIToolbar(…)`, `UIToolbar.init(…)`), a cast, or a UIKit property whose
    /// type is fixed (`navigationBar`, `toolbar`).
    func typeName(of expression: ExprSyntax) -> String? {
        typeName(of: expression, depth: 0)
    }

    private func typeName(of expression: ExprSyntax, depth: Int) -> String? {
        let expression = expression.unwrapped
        guard depth < maximumDepth else { return nil }
        if let binding = binding(of: expression) {
            if let type = binding.type?.baseTypeName { return type }
            guard let next = binding.currentValue else { return nil }
            return typeName(of: next, depth: depth + 1)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
            // `navigationController?.toolbar`, or `self.toolbar` not declared in this file.
            return Self.uikitPropertyTypes[member.declName.baseName.text]
        }
        if let name = expression.referencedName {
            // Not declared in this file: an inherited UIKit property.
            return Self.uikitPropertyTypes[name]
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let returned = returnedExpressionOfInvokedClosure(expression) {
                return typeName(of: returned, depth: depth + 1)
            }
            let callee = call.calledExpression.unwrapped
            if let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
                return reference.baseName.text
            }
            if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
               let base = member.base?.unwrapped.as(DeclReferenceExprSyntax.self) {
                return base.baseName.text
            }
            return nil
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // `x as! UIToolbar`, `x as? UIToolbar`
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) {
                return type.type.baseTypeName
            }
        }
        return nil
    }

    /// Properties UIKit declares with a fixed type, found on a receiver or inherited.
    static let uikitPropertyTypes: [String: String] = [
        "navigationBar": "UINavigationBar",
        "toolbar": "UIToolbar",
        "navigationItem": "UINavigationItem",
    ]

    // MARK: Arrays

    /// The elements of the array `value` (the right side of an assignment, or an argument) holds:
    /// array literals, `+` of arrays, and names bound to arrays, including a local `var` built up
    /// with `append`, `append(contentsOf:)`, `+=` and `insert(_:at:)` in the same block. Nil when
    /// any part is unknown.
    func arrayElements(of value: [ExprSyntax]) -> [ExprSyntax]? {
        arrayElements(of: value, depth: 0)
    }

    func arrayElements(of expression: ExprSyntax) -> [ExprSyntax]? {
        arrayElements(of: expression, depth: 0)
    }

    private func arrayElements(of value: [ExprSyntax], depth: Int) -> [ExprSyntax]? {
        if value.count == 1 { return arrayElements(of: value[0], depth: depth) }
        guard value.count % 2 == 1 else { return nil }
        var elements: [ExprSyntax] = []
        for (index, part) in value.enumerated() {
            if index % 2 == 1 {
                guard part.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
            } else {
                guard let operand = arrayElements(of: part, depth: depth) else { return nil }
                elements += operand
            }
        }
        return elements
    }

    private func arrayElements(of expression: ExprSyntax, depth: Int) -> [ExprSyntax]? {
        let expression = expression.unwrapped
        guard depth < maximumDepth else { return nil }
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.map(\.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return arrayElements(of: Array(sequence.elements), depth: depth + 1)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            // `[UIBarButtonItem]()`
            if call.arguments.isEmpty, call.trailingClosure == nil, call.calledExpression.is(ArrayExprSyntax.self) {
                return []
            }
            if let returned = returnedExpressionOfInvokedClosure(expression) {
                return arrayElements(of: returned, depth: depth + 1)
            }
            return nil
        }
        guard let binding = binding(of: expression) else { return nil }
        if binding.isConstant || binding.scope == .member {
            return binding.initializer.flatMap { arrayElements(of: $0, depth: depth + 1) }
        }
        return accumulatedElements(of: binding, depth: depth)
    }

    /// A `var` array followed through the statements after its declaration.
    private func accumulatedElements(of binding: ValueBinding, depth: Int) -> [ExprSyntax]? {
        // Without an initial value (`var items: [UIBarButtonItem]`) it is unknown until assigned.
        var elements = binding.initializer.flatMap { arrayElements(of: $0, depth: depth + 1) }
        for statement in binding.laterStatements {
            if let assignment = Assignment(statement: statement), assignment.target.referencedName == binding.name {
                if assignment.isPlain {
                    elements = arrayElements(of: assignment.value, depth: depth + 1)
                } else if assignment.operatorText == "+=" {
                    guard let current = elements, let added = arrayElements(of: assignment.value, depth: depth + 1) else { return nil }
                    elements = current + added
                } else {
                    return nil
                }
                continue
            }
            guard case .expr(let expression) = statement.item, let call = expression.as(FunctionCallExprSyntax.self),
                  let receiver = call.receiver, receiver.referencedName == binding.name, let method = call.calledName else { continue }
            guard var current = elements else { return nil }
            switch method {
            case "append" where call.arguments.count == 1 && call.arguments.first?.label == nil:
                current.append(call.arguments.first!.expression)
            case "append" where call.argument("contentsOf") != nil:
                guard let added = arrayElements(of: call.argument("contentsOf")!, depth: depth + 1) else { return nil }
                current += added
            case "insert":
                guard let item = call.argument(nil), let index = call.argument("at")?.integerLiteralValue,
                      index >= 0, index <= current.count else { return nil }
                current.insert(item, at: index)
            case "removeAll":
                current = []
            case "first", "last", "contains", "firstIndex", "map", "forEach", "filter", "compactMap":
                break // reads the array
            default:
                return nil
            }
            elements = current
        }
        return elements
    }

    // MARK: Closures

    /// For `{ …; return x }()`, the returned expression (or the single expression of the body).
    func returnedExpressionOfInvokedClosure(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let call = expression.unwrapped.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let closure = call.calledExpression.unwrapped.as(ClosureExprSyntax.self) else { return nil }
        let statements = Array(closure.statements)
        if statements.count == 1, case .expr(let only) = statements[0].item { return only }
        for statement in statements.reversed() {
            if case .stmt(let stmt) = statement.item, let returnStatement = stmt.as(ReturnStmtSyntax.self) {
                return returnStatement.expression
            }
        }
        return nil
    }

    // MARK: Declarations

    private func bindingInStatements(_ list: CodeBlockItemListSyntax, before item: CodeBlockItemSyntax?,
                                     named name: String, scope: ValueBinding.Scope) -> ValueBinding? {
        let index = statementIndex(of: list)
        guard let candidates = index.binders[name] else { return nil }
        let end = item.flatMap { index.positions[$0.id] } ?? index.items.count
        // The binders of `name` before `end`, nearest first.
        for position in candidates.reversed() where position < end {
            switch index.items[position].item {
            case .decl(let declaration):
                if let variable = declaration.as(VariableDeclSyntax.self),
                   let found = Self.binding(named: name, in: variable, scope: scope,
                                            laterStatements: Array(index.items[(position + 1)..<end])) {
                    return found
                }
            case .stmt(let stmt):
                if let guardStatement = stmt.as(GuardStmtSyntax.self),
                   let found = bindingInConditions(Array(guardStatement.conditions), named: name, lookingUpFrom: guardStatement) {
                    return found
                }
            case .expr:
                break
            }
        }
        return nil
    }

    /// A block's statements, where each sits, and which of them may bind each name (a variable
    /// declaration or a `guard let`), read once per block: a lookup that walked back over every
    /// earlier statement made a long block (a generated file, a script) quadratic in its length.
    private struct StatementIndex {
        var items: [CodeBlockItemSyntax]
        var positions: [SyntaxIdentifier: Int]
        /// Positions in ascending order.
        var binders: [String: [Int]]
    }

    private var statementIndexes: [SyntaxIdentifier: StatementIndex] = [:]

    private func statementIndex(of list: CodeBlockItemListSyntax) -> StatementIndex {
        if let known = statementIndexes[list.id] { return known }
        let items = Array(list)
        var positions: [SyntaxIdentifier: Int] = [:]
        var binders: [String: [Int]] = [:]
        for (position, item) in items.enumerated() {
            positions[item.id] = position
            var names: Set<String> = []
            switch item.item {
            case .decl(let declaration):
                if let variable = declaration.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings { names.formUnion(Self.names(in: binding.pattern)) }
                }
            case .stmt(let stmt):
                if let guardStatement = stmt.as(GuardStmtSyntax.self) {
                    for element in guardStatement.conditions {
                        if case .optionalBinding(let optionalBinding) = element.condition { names.formUnion(Self.names(in: optionalBinding.pattern)) }
                    }
                }
            case .expr:
                break
            }
            for name in names { binders[name, default: []].append(position) }
        }
        let index = StatementIndex(items: items, positions: positions, binders: binders)
        statementIndexes[list.id] = index
        return index
    }

    private func bindingInConditions(_ conditions: [ConditionElementSyntax], named name: String,
                                     lookingUpFrom node: some SyntaxProtocol) -> ValueBinding? {
        for element in conditions.reversed() {
            guard case .optionalBinding(let optionalBinding) = element.condition,
                  Self.names(in: optionalBinding.pattern).contains(name) else { continue }
            if let initializer = optionalBinding.initializer {
                return ValueBinding(name: name, scope: .local, isConstant: true,
                                    type: optionalBinding.typeAnnotation?.type, initializer: initializer.value, laterStatements: [])
            }
            // `if let name`: the same value as the outer `name`.
            return binding(named: name, at: node) ?? opaque(name)
        }
        return nil
    }

    private func parameter(named name: String, in clause: FunctionParameterClauseSyntax) -> ValueBinding? {
        for parameter in clause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
            return ValueBinding(name: name, scope: .parameter, isConstant: true, type: parameter.type,
                                initializer: nil, laterStatements: [])
        }
        return nil
    }

    private func member(named name: String, in memberBlock: MemberBlockSyntax) -> ValueBinding? {
        var blocks = [memberBlock]
        if let typeName = memberBlock.parent?.declaredTypeName {
            blocks += typeBodiesByName()[typeName, default: []].filter { $0.id != memberBlock.id }
        }
        for block in blocks {
            for item in block.members {
                if let variable = item.decl.as(VariableDeclSyntax.self),
                   let found = Self.binding(named: name, in: variable, scope: .member, laterStatements: []) {
                    return found
                }
            }
        }
        return nil
    }

    private func typeBodiesByName() -> [String: [MemberBlockSyntax]] {
        if let typeBodies { return typeBodies }
        final class Collector: SyntaxVisitor {
            var bodies: [String: [MemberBlockSyntax]] = [:]
            override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
                if let name = node.parent?.declaredTypeName { bodies[name, default: []].append(node) }
                return .visitChildren
            }
            override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(file)
        typeBodies = collector.bodies
        return collector.bodies
    }

    private func opaque(_ name: String) -> ValueBinding {
        ValueBinding(name: name, scope: .parameter, isConstant: true, type: nil, initializer: nil, laterStatements: [])
    }

    private static func binding(named name: String, in variable: VariableDeclSyntax, scope: ValueBinding.Scope,
                                laterStatements: @autoclosure () -> [CodeBlockItemSyntax]) -> ValueBinding? {
        let bindings = Array(variable.bindings)
        for (index, binding) in bindings.enumerated() where names(in: binding.pattern).contains(name) {
            guard binding.pattern.is(IdentifierPatternSyntax.self) else {
                return ValueBinding(name: name, scope: .parameter, isConstant: true, type: nil, initializer: nil, laterStatements: [])
            }
            // `let a, b: UIToolbar`: the type written after the last name applies to all.
            let type = binding.typeAnnotation?.type ?? bindings[index...].lazy.compactMap { $0.typeAnnotation?.type }.first
            // A computed property whose getter is one expression (`var bar: UINavigationBar? {
            // navigationController?.navigationBar }`) always holds that expression.
            if binding.initializer == nil, let getter = Self.singleExpressionGetter(binding.accessorBlock) {
                return ValueBinding(name: name, scope: scope, isConstant: true, type: type, initializer: getter, laterStatements: [])
            }
            // Only a `var` changes after its declaration: a constant's later statements are not
            // copied (thousands of constants read at the end of a long block made it quadratic).
            let isConstant = variable.bindingSpecifier.tokenKind == .keyword(.let)
            return ValueBinding(name: name, scope: scope, isConstant: isConstant,
                                type: type, initializer: binding.initializer?.value, laterStatements: isConstant ? [] : laterStatements())
        }
        return nil
    }

    private static func singleExpressionGetter(_ accessors: AccessorBlockSyntax?) -> ExprSyntax? {
        guard case .getter(let statements)? = accessors?.accessors, statements.count == 1,
              let statement = statements.first else { return nil }
        if case .expr(let expression) = statement.item { return expression }
        if case .stmt(let stmt) = statement.item, let returned = stmt.as(ReturnStmtSyntax.self) { return returned.expression }
        return nil
    }

    /// The names a pattern binds.
    static func names(in pattern: PatternSyntax) -> [String] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { names(in: $0.pattern) } }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return names(in: binding.pattern) }
        return []
    }

    private static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters)?: return parameters.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return []
        }
    }
}
