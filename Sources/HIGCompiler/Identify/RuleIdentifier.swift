import Foundation

/// Gives every rule its id, `PAGE/slug`.
///
/// With a previous catalog (the lock), a rule keeps the id it had: see `RuleMatcher`. New rules
/// get a slug of their English statement (or first statement), suffixed `-2`, `-3` … when the
/// page already has it; an id of the previous catalog is never handed to a different rule.
public struct RuleIdentifier {
    let lexicons: LexiconSet

    public init(lexicons: LexiconSet = .bundled) {
        self.lexicons = lexicons
    }

    public func assignIdentifiers(_ rules: inout [GuidelineRule], previous: RuleCatalog?) {
        var taken: Set<String> = Set(previous?.rules.map(\.id) ?? [])
        var kept: Set<Int> = []
        if let previous {
            for (index, id) in RuleMatcher().match(current: rules, previous: previous.rules) {
                rules[index].id = id
                kept.insert(index)
            }
        }
        let stopWords = Set(lexicons.lexicon(.english).stopWords)
        // Per base, the suffix to try next: every lower one was taken when tried, and `taken` only
        // grows, so resuming there finds the same id as counting from 2 without going round
        // again for each of thousands of identical statements.
        var nextSuffix: [String: Int] = [:]
        let unnamed = rules.indices.filter { !kept.contains($0) }
        // Slugs depend on their own rule only: made on every core, then handed out in order.
        let snapshot = rules
        var bases = [String](repeating: "", count: unnamed.count)
        bases.withUnsafeMutableBufferPointer { bases in
            DispatchQueue.concurrentPerform(iterations: unnamed.count) { position in
                let rule = snapshot[unnamed[position]]
                let primary = rule.primaryStatement
                // API requirements are best known by the symbols they constrain.
                let symbolSlug = rule.kind == .apiRequirement ? RuleSlug.make(fromSymbols: primary.symbols) : nil
                bases[position] = rule.page + "/" + (symbolSlug ?? RuleSlug.make(from: primary.text, stopWords: stopWords))
            }
        }
        for (position, index) in unnamed.enumerated() {
            let base = bases[position]
            var candidate = base
            var suffix = nextSuffix[base] ?? 2
            if taken.contains(candidate) {
                repeat {
                    candidate = "\(base)-\(suffix)"
                    suffix += 1
                } while taken.contains(candidate)
                nextSuffix[base] = suffix
            }
            taken.insert(candidate)
            rules[index].id = candidate
        }
    }
}
