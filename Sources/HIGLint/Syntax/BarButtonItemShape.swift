import SwiftSyntax

/// What a `UIBarButtonItem` expression puts in a bar, as far as its creation shows.
enum BarButtonItemShape: Equatable {
    /// A fixed or flexible space.
    case space
    /// A button that shows a word: a `title:` without an image, or a system item UIKit draws as a
    /// word (Done, Cancel, Edit, Save, and `editButtonItem`). `title` is the text when it is known.
    case text(title: String?)
    /// A button that shows an image, named when the file shows its name.
    case image(ImageName?)
    /// A button wrapping a view (`customView:`); `type` is the view's type when known.
    case customView(type: String?)
    /// Anything else: another system item, or an item the file does not show the creation of.
    case other

    /// How a bar button item's image is named. SF Symbol names are a fixed vocabulary and are
    /// compared whole; asset names are the app's own and are read word by word.
    enum ImageName: Equatable {
        /// `UIImage(systemName:)`: an SF Symbol (`chevron.backward`).
        case symbol(String)
        /// `UIImage(named:)`: an image in the app's asset catalog (`nav-back`).
        case asset(String)
    }

    var isSpace: Bool { self == .space }

    var isText: Bool {
        if case .text = self { return true }
        return false
    }

    /// System items (`UIBarButtonItem.SystemItem`) that UIKit renders as a word.
    static let textSystemItems: Set<String> = ["done", "cancel", "edit", "save"]
    static let spaceSystemItems: Set<String> = ["fixedSpace", "flexibleSpace"]

    /// The shape of the bar button item `expression` creates or names.
    init(_ expression: ExprSyntax, resolver: SyntaxResolver) {
        let value = resolver.value(of: expression)
        // `editButtonItem` / `self.editButtonItem`, inherited from UIViewController.
        if value.trailingName == "editButtonItem" {
            self = .text(title: nil)
            return
        }
        guard let call = value.as(FunctionCallExprSyntax.self), let callee = Self.barButtonItemCallee(call) else {
            self = .other
            return
        }
        switch callee {
        case "fixedSpace", "flexibleSpace":
            self = .space
        default:
            self = Self.shapeOfInitializer(call, resolver: resolver)
        }
    }

    /// `init` for `UIBarButtonItem(…)`, `UIBarButtonItem.init(…)` and `.init(…)`; the factory name
    /// for `.fixedSpace(…)`, `.flexibleSpace()` and their `UIBarButtonItem.` forms.
    private static func barButtonItemCallee(_ call: FunctionCallExprSyntax) -> String? {
        let callee = call.calledExpression.unwrapped
        if let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text == "UIBarButtonItem" {
            return "init"
        }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard ["init", "fixedSpace", "flexibleSpace"].contains(name) else { return nil }
        guard let base = member.base else { return name }
        return base.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIBarButtonItem" ? name : nil
    }

    private static func shapeOfInitializer(_ call: FunctionCallExprSyntax, resolver: SyntaxResolver) -> BarButtonItemShape {
        if let systemItem = call.argument("barButtonSystemItem") ?? call.argument("systemItem") {
            let name = systemItem.unwrapped.memberAccess?.declName.baseName.text ?? ""
            if spaceSystemItems.contains(name) { return .space }
            if textSystemItems.contains(name) { return .text(title: nil) }
            return .other
        }
        if let view = call.argument("customView") {
            return .customView(type: resolver.typeName(of: view))
        }
        if let image = call.argument("image"), !image.isNilLiteral {
            return .image(imageName(image, resolver: resolver))
        }
        if let title = call.argument("title"), !title.isNilLiteral {
            return .text(title: resolver.stringValue(of: title))
        }
        if let action = call.argument("primaryAction"), let actionCall = resolver.value(of: action).as(FunctionCallExprSyntax.self),
           actionCall.calledName == "UIAction" {
            if let image = actionCall.argument("image"), !image.isNilLiteral {
                return .image(imageName(image, resolver: resolver))
            }
            if let title = actionCall.argument("title"), !title.isNilLiteral {
                return .text(title: resolver.stringValue(of: title))
            }
        }
        return .other
    }

    /// The symbol of `UIImage(systemName:)`, the asset of `UIImage(named:)`.
    private static func imageName(_ expression: ExprSyntax, resolver: SyntaxResolver) -> ImageName? {
        guard let call = resolver.value(of: expression).as(FunctionCallExprSyntax.self) else { return nil }
        if let symbol = call.argument("systemName") {
            return resolver.stringValue(of: symbol).map(ImageName.symbol)
        }
        if let asset = call.argument("named") {
            return resolver.stringValue(of: asset).map(ImageName.asset)
        }
        return nil
    }
}
