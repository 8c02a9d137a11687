import SwiftSyntax

/// Ways of swapping the class of a navigation controller's bar after it exists, instead of
/// passing the class to `init(navigationBarClass:toolbarClass:)`.
enum BarClassInstallation {
    /// The navigation controller property (`navigationBar` or `toolbar`) whose object `call`
    /// replaces or re-classes, or nil when it is not such a call:
    /// - `setValue(bar, forKey: "navigationBar")` / `forKeyPath:`, also with the ivar name
    ///   `"_navigationBar"` and with the key in a constant;
    /// - `object_setClass(navigationController.navigationBar, MyBar.self)`.
    static func replacedProperty(by call: FunctionCallExprSyntax, resolver: SyntaxResolver) -> String? {
        switch call.calledName {
        case "setValue":
            guard call.arguments.count == 2, call.argument(nil) != nil,
                  let key = call.argument("forKey") ?? call.argument("forKeyPath"),
                  var name = resolver.stringValue(of: key) else { return nil }
            if name.hasPrefix("_") { name.removeFirst() }
            return barProperties.contains(name) ? name : nil
        case "object_setClass":
            guard call.arguments.count == 2, let object = call.argument(nil) else { return nil }
            if resolver.isManagedNavigationBar(object) { return "navigationBar" }
            if resolver.isManagedToolbar(object) { return "toolbar" }
            return nil
        default:
            return nil
        }
    }

    static let barProperties: Set<String> = ["navigationBar", "toolbar"]
}
