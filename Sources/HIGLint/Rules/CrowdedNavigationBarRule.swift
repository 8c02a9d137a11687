import HIGGeneratedRules
import HIGRules
import SwiftSyntax

/// Flags a navigation bar side given more than one control. A navigation bar holds the back
/// button, a title and, on each side, room for about one more control; more than that crowds the
/// title out and makes every target small. Move extra actions to a toolbar or a menu.
///
/// Sees `leftBarButtonItems` / `rightBarButtonItems` assignments and
/// `setLeftBarButtonItems(_:animated:)` / `setRightBarButtonItems(_:animated:)` calls on any
/// navigation item, with the items in an array literal, a `+` of array literals, a constant, or a
/// local `var` built up with `append`, `append(contentsOf:)`, `insert(_:at:)` and `+=` in the same
/// block. Fixed and flexible spaces are not controls and do not count; the back button never
/// counts. The violation is reported at the property or method name.
///
/// Cannot see: items added inside `if`s or loops, arrays from functions or other files, items
/// appended to the property afterwards (`rightBarButtonItems?.append(…)`), item groups
/// (`trailingItemGroups`, `UIBarButtonItemGroup`) or the items of a `UINavigationBar` created by
/// the app itself through `pushItem(_:animated:)`.
public enum CrowdedNavigationBarRule: SyntaxRule {
    public static var ruleIdentifier: String {
        NavigationBars.AvoidCrowdingNavigationBarTooManyControls.description.identifier
    }

    /// The most controls a side may hold.
    static let maximumControlsPerSide = 1

    public static let triggeringExamples: [RuleExample] = [
        """
        navigationItem.↓rightBarButtonItems = [shareButton, favoriteButton]
        """,
        """
        navigationItem.↓leftBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .bookmarks, target: self, action: #selector(showBookmarks)),
            UIBarButtonItem(barButtonSystemItem: .search, target: self, action: #selector(search)),
        ]
        """,
        """
        func configureActions() {
            let actions = [shareItem, UIBarButtonItem.fixedSpace(12), deleteItem]
            navigationItem.↓setRightBarButtonItems(actions, animated: true)
        }
        """,
        """
        func configureActions() {
            var items: [UIBarButtonItem] = [doneItem]
            items.append(addItem)
            navigationItem.↓rightBarButtonItems = items
        }
        """,
        """
        viewController.navigationItem.↓rightBarButtonItems = [addItem] + [filterItem, sortItem]
        """,
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        """
        navigationItem.rightBarButtonItem = addItem
        navigationItem.leftBarButtonItem = editButtonItem
        """,
        """
        navigationItem.rightBarButtonItems = [addItem]
        navigationItem.leftBarButtonItems = []
        """,
        """
        navigationItem.rightBarButtonItems = [.fixedSpace(8), doneItem]
        """,
        """
        toolbarItems = [shareItem, .flexibleSpace(), deleteItem, .flexibleSpace(), composeItem]
        """,
        """
        navigationItem.rightBarButtonItems = makeTrailingItems()
        """,
    ]

    public static func violations(in file: SourceFileSyntax, converter: SourceLocationConverter) -> [SourceLocation] {
        let resolver = SyntaxResolver(file: file)
        return BarItemSiteCollector.sites(in: file, resolver: resolver).compactMap { site in
            guard case .navigationBar = site.bar, !site.isSingleItem, let elements = site.elements(resolver: resolver) else { return nil }
            let controls = elements.filter { !BarButtonItemShape($0, resolver: resolver).isSpace }
            guard controls.count > maximumControlsPerSide else { return nil }
            return converter.location(for: site.anchor.positionAfterSkippingLeadingTrivia)
        }
    }
}
