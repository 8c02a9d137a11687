import HIGGeneratedRules
import HIGRules
import SwiftSyntax

/// Flags a custom navigation bar class installed after the navigation controller exists: the
/// bar swapped in with key-value coding (`setValue(_:forKey: "navigationBar")`) or re-classed
/// with `object_setClass`. Both rely on private implementation details and can break with any
/// UIKit release; `init(navigationBarClass:toolbarClass:)` is the supported way to use a
/// `UINavigationBar` subclass.
///
/// Sees the key as a string literal or a constant holding one, with or without the leading
/// underscore of the instance variable, through `forKey:` and `forKeyPath:`, on any receiver.
///
/// Cannot see: keys built at run time (concatenation, interpolation, values from other files),
/// method swizzling, or `object_setClass` on a bar reached through a function result.
public enum CustomNavigationBarClassRule: SyntaxRule {
    public static var ruleIdentifier: String {
        Uinavigationcontroller.UiNavigationBarInitNavigationBarClassToolbarClass.description.identifier
    }

    public static let triggeringExamples: [RuleExample] = [
        """
        let navigationController = UINavigationController(rootViewController: root)
        navigationController.↓setValue(BrandNavigationBar(), forKey: "navigationBar")
        """,
        """
        final class BrandNavigationController: UINavigationController {
            override init(rootViewController: UIViewController) {
                super.init(rootViewController: rootViewController)
                ↓setValue(BrandNavigationBar(), forKey: "navigationBar")
            }
        }
        """,
        """
        let barKey = "_navigationBar"
        func install(_ bar: UINavigationBar, in navigationController: UINavigationController) {
            navigationController.↓setValue(bar, forKeyPath: barKey)
        }
        """,
        """
        ↓object_setClass(navigationController.navigationBar, BrandNavigationBar.self)
        """,
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        """
        let navigationController = UINavigationController(navigationBarClass: BrandNavigationBar.self, toolbarClass: nil)
        navigationController.setViewControllers([root], animated: false)
        """,
        """
        UserDefaults.standard.setValue(true, forKey: "hasSeenOnboarding")
        cell.setValue(title, forKey: "navigationTitle")
        """,
        """
        let bar = BrandNavigationBar()
        object_setClass(bar, CompactNavigationBar.self)
        """,
        """
        navigationController.setValue(PlayerToolbar(), forKey: "toolbar")
        """,
    ]

    public static func violations(in file: SourceFileSyntax, converter: SourceLocationConverter) -> [SourceLocation] {
        Visitor(resolver: SyntaxResolver(file: file)).locations(in: file, converter: converter)
    }

    private final class Visitor: ResolvingTokenVisitor {

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if BarClassInstallation.replacedProperty(by: node, resolver: resolver) == "navigationBar",
               let token = node.calledNameToken {
                tokens.append(token)
            }
            return .visitChildren
        }
    }
}
