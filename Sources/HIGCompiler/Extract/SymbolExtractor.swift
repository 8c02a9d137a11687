import Foundation

/// Finds API symbols: the targets of developer.apple.com/documentation links and code-like
/// identifiers in text or inline code (`UINavigationBar`, `prefersLargeTitles`,
/// `setNavigationBarHidden(_:animated:)`, `UIModalPresentationStyle.currentContext`).
public struct SymbolExtractor: Sendable {
    let notSymbols: Set<String>

    public init(notSymbols: Set<String>) {
        self.notSymbols = notSymbols
    }

    // Compiled once per process: regex set-up is expensive and pages are many.
    private static let patterns: [NSRegularExpression] = [
        // functions with argument labels: name(label:label:) or name()
        #"(?<![A-Za-z0-9_])[A-Za-z_][A-Za-z0-9_]*\((?:(?:[A-Za-z_][A-Za-z0-9_]*|_):)*\)"#,
        // Type.member chains
        #"(?<![A-Za-z0-9_.])[A-Z][A-Za-z0-9]*(?:\.[a-z][A-Za-z0-9]*)+(?![A-Za-z0-9_(])"#,
        // Prefixed types: UINavigationBar, NSObject, CGFloat
        #"(?<![A-Za-z0-9_])[A-Z]{2,}[a-z][A-Za-z0-9]*(?![A-Za-z0-9_(.])"#,
        // lowerCamelCase members: prefersLargeTitles, isNavigationBarHidden
        #"(?<![A-Za-z0-9_])[a-z]{2,}[a-z0-9]*(?:[A-Z][a-z0-9]*)+(?![A-Za-z0-9_(.])"#,
    ].map { try! NSRegularExpression(pattern: $0) }

    /// Symbols named by text, in order of first appearance, without duplicates.
    public func symbols(inText text: String) -> [String] {
        var found: [String] = []
        let range = NSRange(text.startIndex..., in: text)
        var matches: [(NSRange, String)] = []
        for pattern in Self.patterns {
            for match in pattern.matches(in: text, range: range) {
                guard let swiftRange = Range(match.range, in: text) else { continue }
                // A shorter pattern must not re-find part of a longer symbol.
                if matches.contains(where: { NSIntersectionRange($0.0, match.range).length > 0 }) { continue }
                matches.append((match.range, String(text[swiftRange])))
            }
        }
        for (_, symbol) in matches.sorted(by: { $0.0.location < $1.0.location }) where isSymbol(symbol) {
            if !found.contains(symbol) { found.append(symbol) }
        }
        return found
    }

    /// The symbol a documentation link points at, if it is one.
    public func symbol(forLink link: GuidelineLink) -> String? {
        guard let url = URL(string: link.url), let host = url.host?.lowercased(),
              host.hasSuffix("developer.apple.com"), url.path.lowercased().hasPrefix("/documentation/") else { return nil }
        let text = link.text.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty, !text.contains(" "), text.allSatisfy({ $0.isLetter || $0.isNumber || "_.:()".contains($0) }) {
            return text
        }
        return nil
    }

    private func isSymbol(_ candidate: String) -> Bool {
        let base = candidate.split(separator: ".").first.map(String.init) ?? candidate
        return !notSymbols.contains(candidate) && !notSymbols.contains(base)
    }
}
