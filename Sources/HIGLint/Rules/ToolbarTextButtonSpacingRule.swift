import HIGGeneratedRules
import HIGRules
import SwiftSyntax

/// Flags two text-titled buttons next to each other in a toolbar with no space between them. The
/// words run together and people cannot tell where one button ends; a fixed or flexible space
/// between them keeps them apart.
///
/// Sees the toolbar sites of `BarItemSiteCollector` (`toolbarItems`, `setToolbarItems`, `items`
/// and `setItems` on a `UIToolbar`), with items written inline or resolved through constants and
/// locally built arrays. Text-titled means created with a `title:` and no image, with a
/// `UIAction` that has a title and no image, as the system items UIKit draws as words (Done,
/// Cancel, Edit, Save), or `editButtonItem`. The violation is reported at the second button of the
/// pair.
///
/// Cannot see: items whose creation is in another file or a function (they count as neither text
/// nor space, so they never complete a pair), items added inside `if`s or loops, and a
/// `customView` that happens to be a text button.
public enum ToolbarTextButtonSpacingRule: SyntaxRule {
    public static var ruleIdentifier: String {
        Toolbars.GiveTextTitledButtonsEnoughRoom.description.identifier
    }

    public static let triggeringExamples: [RuleExample] = [
        """
        toolbarItems = [
            UIBarButtonItem(title: "Archive", style: .plain, target: self, action: #selector(archive)),
            ↓UIBarButtonItem(title: "Move", style: .plain, target: self, action: #selector(move)),
        ]
        """,
        """
        func showEditingToolbar(in toolbar: UIToolbar) {
            let save = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
            let discard = UIBarButtonItem(title: "Discard", style: .plain, target: self, action: #selector(discard))
            toolbar.setItems([.flexibleSpace(), save, ↓discard], animated: false)
        }
        """,
        """
        func configureToolbar() {
            var items = [UIBarButtonItem]()
            items.append(UIBarButtonItem(title: "Select All", style: .plain, target: nil, action: nil))
            items.append(↓editButtonItem)
            toolbarItems = items
        }
        """,
        """
        toolbarItems = [
            UIBarButtonItem(primaryAction: UIAction(title: "Reply") { _ in }),
            ↓UIBarButtonItem(primaryAction: UIAction(title: "Forward") { _ in }),
            ↓UIBarButtonItem(title: "Delete", style: .plain, target: nil, action: nil),
        ]
        """,
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        """
        let archive = UIBarButtonItem(title: "Archive", style: .plain, target: nil, action: nil)
        let move = UIBarButtonItem(title: "Move", style: .plain, target: nil, action: nil)
        toolbarItems = [archive, .flexibleSpace(), move]
        setToolbarItems([archive, UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil), move], animated: true)
        """,
        """
        toolbarItems = [
            UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: nil, action: nil),
            UIBarButtonItem(title: "Move", image: UIImage(systemName: "folder"), target: nil, action: nil),
        ]
        """,
        """
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil),
            UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil),
        ]
        """,
        """
        toolbarItems = [replyItem, forwardItem]
        """,
    ]

    public static func violations(in file: SourceFileSyntax, converter: SourceLocationConverter) -> [SourceLocation] {
        AdjacentTextButtons.violations(inToolbars: true, file: file, converter: converter)
    }
}
