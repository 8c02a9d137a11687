import HIGGeneratedRules
import HIGRules
import SwiftSyntax

/// Flags a segmented control placed in a toolbar. A toolbar holds actions on the current view;
/// a segmented control switches between views or modes, which belongs in the navigation bar or
/// the content, and in a toolbar it reads as a row of actions.
///
/// Sees `toolbarItems` assignments, `setToolbarItems(_:animated:)`, and `items` /
/// `setItems(_:animated:)` on a `UIToolbar` (see `BarItemSiteCollector`), whose items include a
/// `UIBarButtonItem(customView:)` with a view that the file shows to be a `UISegmentedControl`:
/// created in place, or a constant, variable, property or lazily created property of that type.
/// Items may be written inline or come from constants and locally built arrays. The violation is
/// reported at the item in the array.
///
/// Cannot see: subclasses of `UISegmentedControl` (only the class name is known), controls or
/// items made in other files or returned by functions, items added inside `if`s or loops, and
/// segmented controls placed in a toolbar from a storyboard.
public enum SegmentedControlInToolbarRule: SyntaxRule {
    public static var ruleIdentifier: String {
        Toolbars.AvoidUsingSegmentedControlToolbar.description.identifier
    }

    public static let triggeringExamples: [RuleExample] = [
        """
        func configureToolbar() {
            let filter = UISegmentedControl(items: ["All", "Unread"])
            toolbarItems = [.flexibleSpace(), ↓UIBarButtonItem(customView: filter), .flexibleSpace()]
        }
        """,
        """
        final class InboxViewController: UIViewController {
            private lazy var scopeControl: UISegmentedControl = {
                let control = UISegmentedControl(items: ["Mail", "Chats"])
                control.selectedSegmentIndex = 0
                return control
            }()

            override func viewDidLoad() {
                super.viewDidLoad()
                let scopeItem = UIBarButtonItem(customView: scopeControl)
                setToolbarItems([↓scopeItem], animated: false)
            }
        }
        """,
        """
        let toolbar = UIToolbar()
        toolbar.items = [↓UIBarButtonItem(customView: UISegmentedControl(items: ["Day", "Week"]))]
        """,
        """
        final class CalendarViewController: UIViewController {
            let modeControl = UISegmentedControl(items: ["Day", "Week", "Month"])

            func showModes() {
                navigationController?.toolbar.setItems([.flexibleSpace(), ↓UIBarButtonItem(customView: self.modeControl)], animated: true)
            }
        }
        """,
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        """
        navigationItem.titleView = UISegmentedControl(items: ["All", "Unread"])
        """,
        """
        let filter = UISegmentedControl(items: ["All", "Unread"])
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: filter)
        """,
        """
        toolbarItems = [
            UIBarButtonItem(customView: UISwitch()),
            .flexibleSpace(),
            UIBarButtonItem(title: "Sync", style: .plain, target: nil, action: nil),
        ]
        """,
        """
        let tabBar = UITabBar()
        let modes = UISegmentedControl(items: ["A", "B"])
        tabBar.items = [UITabBarItem(title: "Home", image: nil, tag: 0)]
        """,
    ]

    public static func violations(in file: SourceFileSyntax, converter: SourceLocationConverter) -> [SourceLocation] {
        let resolver = SyntaxResolver(file: file)
        var locations: [SourceLocation] = []
        for site in BarItemSiteCollector.sites(in: file, resolver: resolver) where site.bar == .toolbar {
            for element in site.elements(resolver: resolver) ?? []
            where BarButtonItemShape(element, resolver: resolver) == .customView(type: "UISegmentedControl") {
                locations.append(converter.location(for: element.positionAfterSkippingLeadingTrivia))
            }
        }
        return locations
    }
}
