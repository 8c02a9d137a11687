/// Why higc believes a sentence is a guideline statement.
public enum StatementOrigin: String, Hashable, Sendable, Codable {
    /// The page marks it: a bold lead sentence or a paragraph that is entirely bold.
    case bold
    /// It sits where a statement belongs (the translation right after a marked English statement) but is not bold.
    case layout
    /// Inferred from its wording: on a page without bold statements, or in a translation file
    /// that marks its other statements in bold, where alignment found it renders an English rule.
    case inferred
}
