import SwiftSyntax

extension SourceFileSyntax {
    /// Where the parser first met something it could not parse, or nil when the file parsed
    /// cleanly. The parser recovers from errors, so the rules still see a tree, but around the
    /// error it may hold missing or skipped ("unexpected") pieces and a rule may miss a violation
    /// there: the linter warns at this position instead of staying silent.
    ///
    /// The error is the first token, in source order, that is missing (the position it was expected
    /// at), that the parser skipped, or that the lexer rejected (an unterminated string, say).
    var firstSyntaxErrorPosition: AbsolutePosition? {
        guard hasError else { return nil }
        for token in tokens(viewMode: .all) {
            if token.presence == .missing || token.tokenDiagnostic?.severity == .error
                || token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) != nil {
                return token.positionAfterSkippingLeadingTrivia
            }
        }
        return position // an error the tokens do not show: say so at the start of the file
    }
}
