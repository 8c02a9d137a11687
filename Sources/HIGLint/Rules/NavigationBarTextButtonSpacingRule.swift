import HIGGeneratedRules
import HIGRules
import SwiftSyntax

/// Flags two text-titled buttons next to each other on one side of a navigation bar with no
/// space between them. Their words run together and read as a single button; a fixed space
/// between them (or fewer buttons) keeps them distinguishable.
///
/// Sees `leftBarButtonItems` / `rightBarButtonItems` and `setLeftBarButtonItems` /
/// `setRightBarButtonItems` on any navigation item, with items resolved as in
/// `ToolbarTextButtonSpacingRule`, whose notion of a text-titled item it shares. The violation is
/// reported at the second button of the pair.
///
/// Cannot see: the two sides of the bar against each other (they are apart by the title), items
/// made elsewhere or in functions, items added inside `if`s or loops, and item groups
/// (`trailingItemGroups`).
public enum NavigationBarTextButtonSpacingRule: SyntaxRule {
    public static var ruleIdentifier: String {
        NavigationBars.GiveTextTitledButtonsEnoughRoom.description.identifier
    }

    public static let triggeringExamples: [RuleExample] = [
        """
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(save)),
            ↓UIBarButtonItem(title: "Preview", style: .plain, target: self, action: #selector(preview)),
        ]
        """,
        """
        func configureEditing() {
            let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
            let reset = UIBarButtonItem(title: NSLocalizedString("Reset", comment: ""), style: .plain, target: self, action: #selector(reset))
            navigationItem.setLeftBarButtonItems([cancel, ↓reset], animated: false)
        }
        """,
        """
        navigationItem.rightBarButtonItems = [editButtonItem, ↓UIBarButtonItem(title: "Select", style: .plain, target: nil, action: nil)]
        """,
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        """
        let save = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        let preview = UIBarButtonItem(title: "Preview", style: .plain, target: nil, action: nil)
        navigationItem.rightBarButtonItems = [save, .fixedSpace(12), preview]
        """,
        """
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil),
            UIBarButtonItem(image: UIImage(systemName: "eye"), style: .plain, target: nil, action: nil),
        ]
        """,
        """
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        """,
        """
        toolbarItems = [
            UIBarButtonItem(title: "Archive", style: .plain, target: nil, action: nil),
            UIBarButtonItem(title: "Move", style: .plain, target: nil, action: nil),
        ]
        """,
    ]

    public static func violations(in file: SourceFileSyntax, converter: SourceLocationConverter) -> [SourceLocation] {
        AdjacentTextButtons.violations(inToolbars: false, file: file, converter: converter)
    }
}
