import HIGGeneratedRules
import HIGRules
import SwiftSyntax

/// Flags a custom toolbar class installed after the navigation controller exists: the toolbar
/// swapped in with key-value coding (`setValue(_:forKey: "toolbar")`) or re-classed with
/// `object_setClass`. Like the navigation bar, a `UIToolbar` subclass belongs in
/// `init(navigationBarClass:toolbarClass:)`; the other routes depend on private details.
///
/// Sees the same forms as `CustomNavigationBarClassRule`, for the `toolbar` key (or `_toolbar`)
/// and for `object_setClass(navigationController.toolbar, …)`.
///
/// Cannot see: keys built at run time, method swizzling, or a toolbar reached through a function
/// result. A `setValue(_:forKey: "toolbar")` on an object that is not a navigation controller but
/// has a `toolbar` key is flagged as well: the receiver's type is usually not in the file.
public enum CustomToolbarClassRule: SyntaxRule {
    public static var ruleIdentifier: String {
        Uinavigationcontroller.UiToolbarInitNavigationBarClassToolbarClass.description.identifier
    }

    public static let triggeringExamples: [RuleExample] = [
        """
        let navigationController = UINavigationController(rootViewController: player)
        navigationController.↓setValue(PlayerToolbar(), forKey: "toolbar")
        """,
        """
        ↓object_setClass(navigationController!.toolbar, PlayerToolbar.self)
        """,
        """
        final class PlayerNavigationController: UINavigationController {
            override func viewDidLoad() {
                super.viewDidLoad()
                ↓object_setClass(toolbar, PlayerToolbar.self)
            }
        }
        """,
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        """
        let navigationController = UINavigationController(navigationBarClass: nil, toolbarClass: PlayerToolbar.self)
        navigationController.isToolbarHidden = false
        """,
        """
        navigationController.setValue(BrandNavigationBar(), forKey: "navigationBar")
        editor.setValue(accessoryToolbar, forKey: "accessoryToolbar")
        """,
        """
        let toolbar = PlayerToolbar()
        object_setClass(toolbar, CompactToolbar.self)
        """,
    ]

    public static func violations(in file: SourceFileSyntax, converter: SourceLocationConverter) -> [SourceLocation] {
        Visitor(resolver: SyntaxResolver(file: file)).locations(in: file, converter: converter)
    }

    private final class Visitor: ResolvingTokenVisitor {

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if BarClassInstallation.replacedProperty(by: node, resolver: resolver) == "toolbar",
               let token = node.calledNameToken {
                tokens.append(token)
            }
            return .visitChildren
        }
    }
}
