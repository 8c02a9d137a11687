/// A source file's text, ready for the Markdown parser, with what was repaired on the way.
public struct DecodedSource: Sendable {
    public var text: String
    public var diagnostics: [Diagnostic]
}
