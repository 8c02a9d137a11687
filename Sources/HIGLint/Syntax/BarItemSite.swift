import SwiftSyntax

/// A place where code puts bar button items into a bar: an assignment such as
/// `navigationItem.rightBarButtonItems = […]` or `toolbarItems = […]`, or a call such as
/// `setToolbarItems(_:animated:)`.
struct BarItemSite {
    enum Bar: Equatable {
        /// A toolbar: `toolbarItems`, `setToolbarItems(_:animated:)`, or `items` /
        /// `setItems(_:animated:)` on a `UIToolbar`.
        case toolbar
        /// One side of a navigation bar, through a `UINavigationItem`.
        case navigationBar(Side)
    }

    enum Side: Equatable {
        case leading, trailing
    }

    let bar: Bar
    /// Whether the site sets a single item (`leftBarButtonItem`, `setLeftBarButton(_:animated:)`)
    /// rather than an array.
    let isSingleItem: Bool
    /// The property or method name, where violations about the whole site are reported.
    let anchor: TokenSyntax
    /// The object whose items are set (`navigationItem`, `toolbar`), nil when implicit.
    let receiver: ExprSyntax?
    /// The value assigned or passed: one expression, or the unfolded elements of an operator
    /// sequence (`[a] + [b]`).
    let value: [ExprSyntax]

    /// The items put in the bar, in order, when the file shows them.
    func elements(resolver: SyntaxResolver) -> [ExprSyntax]? {
        if isSingleItem {
            guard value.count == 1 else { return nil }
            return value[0].isNilLiteral ? [] : value
        }
        return resolver.arrayElements(of: value)
    }
}
