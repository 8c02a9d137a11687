import HIGGeneratedRules
import HIGRules
import SwiftSyntax

/// Flags hiding or showing a navigation controller's bar through the bar's own `isHidden`. The
/// navigation controller tracks the bar's visibility in `isNavigationBarHidden` and adjusts the
/// content's safe area and transitions with it; flipping `isHidden` behind its back leaves the
/// two out of step. Use `isNavigationBarHidden` or `setNavigationBarHidden(_:animated:)`.
///
/// Sees assignments to `isHidden` and `isHidden.toggle()` on the managed navigation bar, found the
/// same way as `NavigationBarGeometryRule` finds it (`navigationController.navigationBar`,
/// `navigationBar` in a navigation controller subclass, local names bound to those). Reading
/// `isHidden` is fine.
///
/// Cannot see: the bar reached through a function result or a property declared in another file,
/// `setValue(true, forKey: "hidden")`, or `isHidden` set on a superview of the bar.
public enum NavigationBarHiddenPropertyRule: SyntaxRule {
    public static var ruleIdentifier: String {
        Uinavigationcontroller.IsNavigationBarHiddenSetNavigationBarHiddenAnimated.description.identifier
    }

    public static let triggeringExamples: [RuleExample] = [
        """
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            navigationController?.navigationBar.↓isHidden = true
        }
        """,
        """
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            navigationController!.navigationBar.↓isHidden = false
        }
        """,
        """
        @objc func toggleChrome() {
            if let bar = navigationController?.navigationBar {
                bar.↓isHidden.toggle()
            }
        }
        """,
        """
        final class ReaderNavigationController: UINavigationController {
            func enterReadingMode() {
                self.navigationBar.↓isHidden = true
            }
        }
        """,
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        """
        navigationController?.isNavigationBarHidden = true
        navigationController?.setNavigationBarHidden(false, animated: true)
        """,
        """
        if navigationController?.navigationBar.isHidden == true {
            showHint()
        }
        """,
        """
        let bar = UINavigationBar()
        bar.isHidden = true
        """,
        """
        searchBar.isHidden = true
        navigationItem.titleView?.isHidden = false
        """,
    ]

    public static func violations(in file: SourceFileSyntax, converter: SourceLocationConverter) -> [SourceLocation] {
        Visitor(resolver: SyntaxResolver(file: file)).locations(in: file, converter: converter)
    }

    private final class Visitor: ResolvingTokenVisitor {

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            if let assignment = Assignment(node) { check(assignment.target) }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.calledName == "toggle", node.arguments.isEmpty, let receiver = node.receiver { check(receiver) }
            return .visitChildren
        }

        private func check(_ target: ExprSyntax) {
            guard let member = target.memberAccess, member.declName.baseName.text == "isHidden",
                  let base = member.base, resolver.isManagedNavigationBar(base) else { return }
            tokens.append(member.declName.baseName)
        }
    }
}
