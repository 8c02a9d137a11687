/// One `// higlint:…` comment: which rules it switches off or back on, and where.
///
/// ```swift
/// // higlint:disable navigation-bars/use-standard-back-button - from here on
/// // higlint:enable navigation-bars/use-standard-back-button - from here on again
/// // higlint:disable:next uinavigationcontroller - the next line, each rule of the page
/// navigationItem.leftBarButtonItem = back // higlint:disable:this all
/// // higlint:disable:previous all - the line before; what follows " - " is a reason
/// ```
///
/// The spelling is SwiftLint's, so that teams that use both need not learn a second one.
struct SuppressionCommand: Equatable {
    enum Action: String {
        case disable, enable
    }

    /// What the command covers: everything after it, or one line.
    enum Scope: String {
        case region = "", next, this, previous
    }

    static let prefix = "higlint:"
    /// The name that covers every rule.
    static let allRules = "all"

    let action: Action
    let scope: Scope
    /// Rule ids, page ids or `all`, as written.
    let names: [String]

    /// Why a comment that starts with `higlint:` is not a command.
    enum Problem: Error, Equatable {
        case unknownCommand(String)
        case noNames(String)
    }

    /// The command in a `//` comment's text (`// higlint:disable:next a b - why`); nil when the
    /// comment is not a command at all (prose that merely mentions higlint, `// higlint: note`).
    static func parse(comment: String) -> Result<SuppressionCommand, Problem>? {
        var text = Substring(comment)
        guard text.hasPrefix("//") else { return nil }
        text = text.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        guard text.hasPrefix(prefix) else { return nil }
        text = text.dropFirst(prefix.count)
        guard let first = text.first, first.isLetter else { return nil }
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let word = words.removeFirst()
        let parts = word.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let action = Action(rawValue: parts[0]), let scope = Scope(rawValue: parts.count > 1 ? parts[1] : ""),
              parts.count == 1 || scope != .region else {
            return .failure(.unknownCommand(prefix + word))
        }
        if let reason = words.firstIndex(of: "-") { words.removeSubrange(reason...) }
        guard !words.isEmpty else { return .failure(.noNames(prefix + word)) }
        return .success(SuppressionCommand(action: action, scope: scope, names: words))
    }

    /// `higlint:disable:next`, as the command is written.
    var spelling: String {
        Self.prefix + action.rawValue + (scope == .region ? "" : ":" + scope.rawValue)
    }
}
