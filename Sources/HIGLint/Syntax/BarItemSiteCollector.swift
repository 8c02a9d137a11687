import SwiftSyntax

/// Finds every `BarItemSite` of a file.
///
/// Navigation item properties (`leftBarButtonItems`, `rightBarButtonItem`, …) and
/// `toolbarItems` have names no other UIKit type uses, so any receiver counts. `items` and
/// `setItems(_:animated:)` are also tab bar API, so they count only on a receiver that
/// `SyntaxResolver` can show to be a `UIToolbar` (a declaration or creation in this file, or
/// `navigationController.toolbar`), or whose name ends in "toolbar" when nothing declares it here.
final class BarItemSiteCollector: SyntaxVisitor {
    private let resolver: SyntaxResolver
    private(set) var sites: [BarItemSite] = []

    init(resolver: SyntaxResolver) {
        self.resolver = resolver
        super.init(viewMode: .sourceAccurate)
    }

    static func sites(in file: SourceFileSyntax, resolver: SyntaxResolver) -> [BarItemSite] {
        let collector = BarItemSiteCollector(resolver: resolver)
        collector.walk(file)
        return collector.sites
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let assignment = Assignment(node), assignment.isPlain else { return .visitChildren }
        let target = assignment.target.unwrapped
        let receiver = target.memberAccess?.base
        let nameToken: TokenSyntax
        if let member = target.memberAccess {
            nameToken = member.declName.baseName
        } else if let reference = target.as(DeclReferenceExprSyntax.self) {
            nameToken = reference.baseName
        } else {
            return .visitChildren
        }
        let property: (bar: BarItemSite.Bar, single: Bool)?
        switch nameToken.text {
        case "toolbarItems": property = (.toolbar, false)
        case "items": property = isToolbar(receiver) ? (.toolbar, false) : nil
        case "leftBarButtonItems": property = (.navigationBar(.leading), false)
        case "rightBarButtonItems": property = (.navigationBar(.trailing), false)
        case "leftBarButtonItem": property = (.navigationBar(.leading), true)
        case "rightBarButtonItem": property = (.navigationBar(.trailing), true)
        default: property = nil
        }
        if let property {
            sites.append(BarItemSite(bar: property.bar, isSingleItem: property.single, anchor: nameToken,
                                     receiver: receiver, value: assignment.value))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.calledName, let anchor = node.calledNameToken, let items = node.argument(nil),
              node.hasArgument("animated") else { return .visitChildren }
        let receiver = node.receiver
        let method: (bar: BarItemSite.Bar, single: Bool)?
        switch name {
        case "setToolbarItems": method = (.toolbar, false)
        case "setItems": method = isToolbar(receiver) ? (.toolbar, false) : nil
        case "setLeftBarButtonItems": method = (.navigationBar(.leading), false)
        case "setRightBarButtonItems": method = (.navigationBar(.trailing), false)
        case "setLeftBarButton": method = (.navigationBar(.leading), true)
        case "setRightBarButton": method = (.navigationBar(.trailing), true)
        default: method = nil
        }
        if let method {
            sites.append(BarItemSite(bar: method.bar, isSingleItem: method.single, anchor: anchor,
                                     receiver: receiver, value: [items]))
        }
        return .visitChildren
    }

    private func isToolbar(_ receiver: ExprSyntax?) -> Bool {
        guard let receiver else { return false }
        if let type = resolver.typeName(of: receiver) { return type == "UIToolbar" }
        if resolver.binding(of: receiver) != nil { return false }
        return receiver.trailingName?.lowercased().hasSuffix("toolbar") ?? false
    }
}
