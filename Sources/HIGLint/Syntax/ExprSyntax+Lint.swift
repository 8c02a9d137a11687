import SwiftSyntax

extension ExprSyntax {
    /// The expression without what does not change which object it denotes: parentheses, `?` and
    /// `!` after optionals, `try` and `await`.
    var unwrapped: ExprSyntax {
        var expression = self
        while true {
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
               let only = tuple.elements.first, only.label == nil {
                expression = only.expression
            } else if let chaining = expression.as(OptionalChainingExprSyntax.self) {
                expression = chaining.expression
            } else if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
                expression = unwrap.expression
            } else if let tryExpression = expression.as(TryExprSyntax.self) {
                expression = tryExpression.expression
            } else if let awaitExpression = expression.as(AwaitExprSyntax.self) {
                expression = awaitExpression.expression
            } else {
                return expression
            }
        }
    }

    /// The name of a plain identifier reference (`items`), or nil for anything else, `self`
    /// included.
    var referencedName: String? {
        guard let reference = unwrapped.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              case .identifier = reference.baseName.tokenKind else { return nil }
        return reference.baseName.identifier?.name ?? reference.baseName.text
    }

    /// Whether this is `self`.
    var isSelf: Bool {
        guard let reference = unwrapped.as(DeclReferenceExprSyntax.self) else { return false }
        return reference.baseName.tokenKind == .keyword(.self)
    }

    var isNilLiteral: Bool { unwrapped.is(NilLiteralExprSyntax.self) }

    /// `true` or `false` when this is a Boolean literal.
    var booleanLiteralValue: Bool? {
        guard let literal = unwrapped.as(BooleanLiteralExprSyntax.self) else { return nil }
        return literal.literal.tokenKind == .keyword(.true)
    }

    /// The text of a string literal without interpolation.
    var stringLiteralValue: String? {
        guard let literal = unwrapped.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }

    /// The value of an integer literal.
    var integerLiteralValue: Int? {
        guard let literal = unwrapped.as(IntegerLiteralExprSyntax.self) else { return nil }
        return Int(literal.literal.text.replacingOccurrences(of: "_", with: ""))
    }

    /// `base.name`, `base?.name` or an implicit member `.name`, as a member access.
    var memberAccess: MemberAccessExprSyntax? { unwrapped.as(MemberAccessExprSyntax.self) }

    /// The name this expression ends in: `items` for `toolbar.items`, `toolbar` for `toolbar`.
    var trailingName: String? {
        if let member = memberAccess { return member.declName.baseName.text }
        return referencedName
    }

    /// A compact spelling of the object this denotes, for comparing receivers: `self.` and the
    /// optional markers are left out, so `self.navigationItem` and `navigationItem` agree.
    var receiverKey: String {
        var key = trimmedDescription.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" }
        while key.hasPrefix("self.") { key.removeFirst("self.".count) }
        return key == "self" ? "" : key
    }
}

extension FunctionCallExprSyntax {
    /// The name of the function or method called: `setItems` for `toolbar.setItems(…)`.
    var calledName: String? {
        let callee = calledExpression.unwrapped
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    /// The token naming the called function, where violations about the call are reported.
    var calledNameToken: TokenSyntax? {
        let callee = calledExpression.unwrapped
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName }
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName }
        return nil
    }

    /// The receiver of a method call (`toolbar` in `toolbar.setItems(…)`); nil for a free function
    /// or an implicit `self`.
    var receiver: ExprSyntax? {
        calledExpression.unwrapped.as(MemberAccessExprSyntax.self)?.base
    }

    /// The argument with `label`, or the unlabeled first argument when `label` is nil.
    func argument(_ label: String?) -> ExprSyntax? {
        if let label {
            return arguments.first { $0.label?.text == label }?.expression
        }
        guard let first = arguments.first, first.label == nil else { return nil }
        return first.expression
    }

    /// Whether an argument with `label` is present.
    func hasArgument(_ label: String) -> Bool {
        arguments.contains { $0.label?.text == label }
    }
}

extension SyntaxProtocol {
    /// The qualified name, as written in the file, of the type declaration or extension this node
    /// is inside, or "" at file level. Extensions share the name of the type they extend, and
    /// nesting is spelt out, so `Feature.ScreenController` is the name inside
    /// `enum Feature { class ScreenController {…} }`, inside `extension Feature { class
    /// ScreenController {…} }` and inside `extension Feature.ScreenController {…}` alike, while a
    /// `ScreenController` nested in `Other` stays a different type.
    var enclosingTypeName: String {
        var names: [String] = []
        var node = Syntax(self).parent
        while let current = node {
            if let own = current.ownTypeNameComponents { names.insert(contentsOf: own, at: 0) }
            node = current.parent
        }
        return names.joined(separator: ".")
    }
}

extension Syntax {
    /// The qualified name (see `enclosingTypeName`) a class, struct, enum, actor or extension
    /// declares or extends.
    var declaredTypeName: String? {
        guard let own = ownTypeNameComponents else { return nil }
        let outer = enclosingTypeName
        return ((outer.isEmpty ? [] : [outer]) + own).joined(separator: ".")
    }

    /// The name this declaration adds to the path of types: its own name for a type, the extended
    /// type's components for an extension (`["Feature", "ScreenController"]`).
    fileprivate var ownTypeNameComponents: [String]? {
        if let declaration = self.as(ClassDeclSyntax.self) { return [declaration.name.text] }
        if let declaration = self.as(StructDeclSyntax.self) { return [declaration.name.text] }
        if let declaration = self.as(EnumDeclSyntax.self) { return [declaration.name.text] }
        if let declaration = self.as(ActorDeclSyntax.self) { return [declaration.name.text] }
        if let declaration = self.as(ExtensionDeclSyntax.self) { return declaration.extendedType.nameComponents }
        return nil
    }
}

extension TypeSyntax {
    /// The components of a type's name without generic arguments: `["Feature", "ScreenController"]`
    /// for `Feature.ScreenController` and `Feature . ScreenController<T>`. A type of another shape
    /// (`[Int]`, `(A, B)`) is one component, as written.
    var nameComponents: [String] {
        if let identifier = self.as(IdentifierTypeSyntax.self) { return [identifier.name.text] }
        if let member = self.as(MemberTypeSyntax.self) { return member.baseType.nameComponents + [member.name.text] }
        return [trimmedDescription]
    }

    /// The name of the type, looking through optionals and module qualification:
    /// `UIToolbar` for `UIToolbar!`, `UIToolbar?` and `UIKit.UIToolbar`.
    var baseTypeName: String? {
        if let identifier = self.as(IdentifierTypeSyntax.self) {
            if identifier.name.text == "Optional" || identifier.name.text == "ImplicitlyUnwrappedOptional",
               case .type(let wrapped)? = identifier.genericArgumentClause?.arguments.first?.argument {
                return wrapped.baseTypeName
            }
            return identifier.name.text
        }
        if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType.baseTypeName }
        if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType.baseTypeName }
        if let member = self.as(MemberTypeSyntax.self) { return member.name.text }
        if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.baseTypeName }
        return nil
    }
}
