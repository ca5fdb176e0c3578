import FeedModel

extension ListingCarousel: DrawnPayload {
    /// `listing_carousel`: a header, a row of cards that scrolls, a footer.
    public static let renderer: any ModuleRenderer = PayloadRenderer(ListingCarousel.self, plan: { FocusPlans.cards(header: $0.header, $0.listings, under: "listings", footer: $0.footer) }) { payload, context in
        var parts: [any Component] = [HeaderComponent(header: payload.header, element: context.plan.element(.header), row: 0)]
        parts.append(CardRow.listings(payload.listings, first: 0, row: 1, context: context))
        if let footer = payload.footer {
            parts.append(FooterComponent(footer: footer, element: context.plan.element(.footer), row: 2))
        }
        return parts
    }
}
