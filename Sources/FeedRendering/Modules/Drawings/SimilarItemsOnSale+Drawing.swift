import FeedModel

extension SimilarItemsOnSale: DrawnPayload {
    /// `similar_items_on_sale`: the target card beside (or above) a row of similar cards.
    public static let renderer: any ModuleRenderer = PayloadRenderer(SimilarItemsOnSale.self, plan: {
        FocusPlans.similarItems($0)
    }) { payload, context in
        var parts: [any Component] = []
        if let header = payload.header {
            parts.append(HeaderComponent(header: header, element: context.plan.element(.header), row: 0))
        }
        let target = ListingCardComponent(card: payload.targetListing, element: context.plan.element(.card(0)), row: 1, screenRows: context.screenRows)
        let others = CardRow.listings(payload.recommendedListings, first: 1, row: 2, context: context)
        parts.append(SimilarItemsLayout(target: target, others: others))
        if let footer = payload.footer {
            parts.append(FooterComponent(footer: footer, element: context.plan.element(.footer), row: 3))
        }
        return parts
    }
}
