/// Sørensen–Dice coefficient of two token lists, counting repeated tokens as often as both have
/// them: 2 × shared / (count a + count b), and 1 for two empty lists.
enum DiceCoefficient {
    static func of<Token: Hashable>(_ a: [Token], _ b: [Token]) -> Double {
        guard !a.isEmpty || !b.isEmpty else { return 1 }
        var counts: [Token: Int] = [:]
        for token in a { counts[token, default: 0] += 1 }
        var shared = 0
        for token in b where (counts[token] ?? 0) > 0 {
            shared += 1
            counts[token]! -= 1
        }
        return 2 * Double(shared) / Double(a.count + b.count)
    }
}
