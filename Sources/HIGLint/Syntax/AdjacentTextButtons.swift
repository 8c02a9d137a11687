import SwiftSyntax

/// Text-titled bar button items that sit directly next to another one, with no fixed or flexible
/// space between them: the words of the two buttons run together and read as one.
enum AdjacentTextButtons {
    /// The second item of every adjacent pair of text-titled items the site puts in its bar.
    static func crowdedItems(at site: BarItemSite, resolver: SyntaxResolver) -> [ExprSyntax] {
        guard !site.isSingleItem, let elements = site.elements(resolver: resolver) else { return [] }
        let texts = elements.map { BarButtonItemShape($0, resolver: resolver).isText }
        return elements.indices.dropFirst().filter { texts[$0] && texts[$0 - 1] }.map { elements[$0] }
    }

    /// The locations of those items at every toolbar site (`inToolbars`) or at every navigation
    /// bar site, either side.
    static func violations(inToolbars: Bool, file: SourceFileSyntax, converter: SourceLocationConverter) -> [SourceLocation] {
        let resolver = SyntaxResolver(file: file)
        return BarItemSiteCollector.sites(in: file, resolver: resolver)
            .filter { ($0.bar == .toolbar) == inToolbars }
            .flatMap { crowdedItems(at: $0, resolver: resolver) }
            .map { converter.location(for: $0.positionAfterSkippingLeadingTrivia) }
    }
}
