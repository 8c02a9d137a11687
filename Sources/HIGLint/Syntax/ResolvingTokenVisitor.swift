import SwiftSyntax

/// The common shape of a rule's visitor: it resolves values within the file and collects the
/// tokens where violations are reported. Rules subclass it and override the `visit` they need.
class ResolvingTokenVisitor: SyntaxVisitor {
    let resolver: SyntaxResolver
    var tokens: [TokenSyntax] = []

    init(resolver: SyntaxResolver) {
        self.resolver = resolver
        super.init(viewMode: .sourceAccurate)
    }

    /// Walks `file` and returns where the collected tokens start.
    func locations(in file: SourceFileSyntax, converter: SourceLocationConverter) -> [SourceLocation] {
        walk(file)
        return tokens.map { converter.location(for: $0.positionAfterSkippingLeadingTrivia) }
    }
}
