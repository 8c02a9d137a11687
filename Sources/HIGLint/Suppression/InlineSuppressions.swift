import HIGRules
import SwiftSyntax
import HIGConventions

/// The `// higlint:` commands of one file (see `SuppressionCommand`), and whether they switch off
/// a violation.
///
/// A `disable` or `enable` takes effect where its comment stands and lasts until a later one
/// names the same rule, its page or `all`: the latest such command before a violation decides.
/// `:next`, `:this` and `:previous` decide for one line, over any region. Only `//` comments are
/// commands; the same text in a string literal or a doc comment is not.
///
/// A name that is no rule id, page or `all` cannot switch anything: it is reported as a notice
/// naming the closest id, so that a typo does not leave a violation silently reported (or a
/// team believing one is suppressed).
struct InlineSuppressions {
    private struct Placed {
        let command: SuppressionCommand
        let line: Int
        let column: Int
        let names: Set<String>
    }

    /// Region commands in source order.
    private var regions: [Placed] = []
    /// Line commands by the line they decide.
    private var lines: [Int: [Placed]] = [:]
    /// Unknown names and malformed commands, in source order.
    private(set) var notices: [LintNotice] = []

    var isEmpty: Bool { regions.isEmpty && lines.isEmpty }

    /// Reads the commands of `tree`. `source` is its text, only looked at to skip files without
    /// any (most of them) cheaply.
    init(tree: SourceFileSyntax, source: String, converter: SourceLocationConverter, path: String) {
        guard source.contains(SuppressionCommand.prefix) else { return }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var position = token.position
            for piece in token.leadingTrivia {
                read(piece, at: position, converter: converter, path: path)
                position += piece.sourceLength
            }
            position = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                read(piece, at: position, converter: converter, path: path)
                position += piece.sourceLength
            }
        }
    }

    private mutating func read(_ piece: TriviaPiece, at position: AbsolutePosition, converter: SourceLocationConverter, path: String) {
        guard case .lineComment(let text) = piece, let parsed = SuppressionCommand.parse(comment: text) else { return }
        let location = converter.location(for: position)
        func notice(_ message: String) {
            notices.append(LintNotice(path: path, line: location.line, column: location.column, message: message))
        }
        let command: SuppressionCommand
        switch parsed {
        case .failure(.unknownCommand(let word)):
            return notice("unknown command '\(word)'; expected disable or enable, optionally with :next, :this or :previous")
        case .failure(.noNames(let word)):
            return notice("\(word) names no rule; list rule ids, pages or \(SuppressionCommand.allRules)")
        case .success(let success):
            command = success
        }
        var names: Set<String> = []
        for name in command.names {
            if Self.knownNames.contains(name) {
                names.insert(name)
            } else if let closest = ClosestMatch.best(for: name, among: Array(Self.knownNames)) {
                notice("\(command.spelling): no rule or page '\(name)' in the catalog; did you mean '\(closest)'?")
            } else {
                notice("\(command.spelling): no rule or page '\(name)' in the catalog (see `higlint rules`)")
            }
        }
        guard !names.isEmpty else { return }
        let placed = Placed(command: command, line: location.line, column: location.column, names: names)
        switch command.scope {
        case .region: regions.append(placed)
        case .this: lines[location.line, default: []].append(placed)
        case .next: lines[location.line + 1, default: []].append(placed)
        case .previous: lines[location.line - 1, default: []].append(placed)
        }
    }

    /// Every rule id and page of the catalog, and `all`.
    static let knownNames: Set<String> = Set(LintRuleRegistry.catalog.map { $0.description.identifier })
        .union(LintRuleRegistry.pages).union([SuppressionCommand.allRules])

    /// Whether the commands switch `rule` off at `line` and `column` (UTF-8, 1-based).
    func suppresses(_ rule: RuleDescription, line: Int, column: Int) -> Bool {
        let names: Set<String> = [rule.identifier, rule.page, SuppressionCommand.allRules]
        if let decision = lines[line]?.last(where: { !$0.names.isDisjoint(with: names) }) {
            return decision.command.action == .disable
        }
        let latest = regions.last { !$0.names.isDisjoint(with: names) && ($0.line, $0.column) <= (line, column) }
        return latest?.command.action == .disable
    }
}
