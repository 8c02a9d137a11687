import SwiftSyntax

extension SyntaxResolver {
    /// Whether `expression` denotes the navigation bar a `UINavigationController` manages:
    /// `navigationController.navigationBar` (any receiver), `navigationBar` or
    /// `self.navigationBar` inside a navigation controller subclass (nothing in the file declares
    /// it, so it is the inherited property), or a local name bound to one of those.
    ///
    /// A property the enclosing type declares itself (`@IBOutlet var navigationBar:
    /// UINavigationBar!`) and a bar created with `UINavigationBar(…)` are standalone bars the app
    /// lays out itself: not managed.
    func isManagedNavigationBar(_ expression: ExprSyntax) -> Bool {
        isManaged(expression, property: "navigationBar", depth: 0)
    }

    /// Whether `expression` denotes the toolbar a `UINavigationController` manages
    /// (`navigationController.toolbar`, or the inherited `toolbar`), by the same reasoning.
    func isManagedToolbar(_ expression: ExprSyntax) -> Bool {
        isManaged(expression, property: "toolbar", depth: 0)
    }

    private func isManaged(_ expression: ExprSyntax, property: String, depth: Int) -> Bool {
        let expression = expression.unwrapped
        guard depth < 8 else { return false }
        if let binding = binding(of: expression) {
            guard let value = binding.currentValue else { return false }
            return isManaged(value, property: property, depth: depth + 1)
        }
        if let member = expression.memberAccess {
            return member.base != nil && member.declName.baseName.text == property && member.declName.argumentNames == nil
        }
        return expression.referencedName == property
    }
}
