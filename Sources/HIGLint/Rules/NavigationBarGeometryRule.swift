import HIGGeneratedRules
import HIGRules
import SwiftSyntax

/// Flags direct changes to the frame, bounds or alpha of the navigation bar a navigation
/// controller manages. The controller lays the bar out and fades it itself; code that moves or
/// fades it fights the controller and breaks on the next layout pass or transition.
///
/// Sees plain and compound assignments (`=`, `+=`, …) to `frame`, `bounds` or `alpha`, or to
/// anything inside them (`frame.origin.y`), on `navigationController.navigationBar`, on
/// `navigationBar` / `self.navigationBar` in a navigation controller subclass, and on constants,
/// variables, `if let` / `guard let` names and one-expression computed properties bound to those
/// in the same file.
///
/// Cannot see: the bar reached through a function result or a property declared in another
/// file, changes made with `setValue(_:forKey:)`, `transform`, or Core Animation on the bar's
/// layer. A `UINavigationBar` the app creates or declares itself is standalone, not managed, and
/// never flagged.
public enum NavigationBarGeometryRule: SyntaxRule {
    public static var ruleIdentifier: String { Uinavigationcontroller.FrameBoundsAlpha.description.identifier }

    static let geometryProperties: Set<String> = ["frame", "bounds", "alpha"]

    public static let triggeringExamples: [RuleExample] = [
        """
        final class PhotoViewController: UIViewController {
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                navigationController?.navigationBar.↓frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 64)
            }
        }
        """,
        """
        func setBarVisibility(_ visibility: CGFloat) {
            UIView.animate(withDuration: 0.25) {
                self.navigationController?.navigationBar.↓alpha = visibility
            }
        }
        """,
        """
        func stretchBar() {
            let bar = navigationController!.navigationBar
            bar.↓bounds.size.height = 88
        }
        """,
        """
        final class ShelfNavigationController: UINavigationController {
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                navigationBar.↓frame.origin.y = 20
                self.navigationBar.↓alpha = 0.9
            }
        }
        """,
        """
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            guard let bar = navigationController?.navigationBar else { return }
            bar.↓alpha -= 0.1
        }
        """,
        """
        final class ChromeViewController: UIViewController {
            private var bar: UINavigationBar? { navigationController?.navigationBar }

            func hideChrome() {
                bar?.↓alpha = 0
            }
        }
        """,
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        """
        navigationController?.navigationBar.tintColor = .systemRed
        navigationController?.navigationBar.prefersLargeTitles = true
        """,
        """
        let barHeight = navigationController?.navigationBar.frame.height ?? 0
        if navigationController?.navigationBar.alpha == 0 { restoreBar() }
        """,
        """
        let bar = UINavigationBar(frame: .zero)
        bar.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        bar.alpha = 0.5
        """,
        """
        final class FormViewController: UIViewController {
            @IBOutlet private var navigationBar: UINavigationBar!
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                navigationBar.frame.size.width = view.bounds.width
            }
        }
        """,
        """
        navigationController?.setNavigationBarHidden(true, animated: true)
        view.alpha = 0.5
        toolbar.frame = .zero
        """,
    ]

    public static func violations(in file: SourceFileSyntax, converter: SourceLocationConverter) -> [SourceLocation] {
        Visitor(resolver: SyntaxResolver(file: file)).locations(in: file, converter: converter)
    }

    private final class Visitor: ResolvingTokenVisitor {

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard let assignment = Assignment(node) else { return .visitChildren }
            // Walk `bar.frame.origin.y` inwards to the geometry property applied to the bar.
            var expression = assignment.target.unwrapped
            while let member = expression.memberAccess, let base = member.base {
                if NavigationBarGeometryRule.geometryProperties.contains(member.declName.baseName.text),
                   resolver.isManagedNavigationBar(base) {
                    tokens.append(member.declName.baseName)
                    break
                }
                expression = base.unwrapped
            }
            return .visitChildren
        }
    }
}
