import FeedModel

extension ListingGrid: DrawnPayload {
    /// `listing_grid`: a header, cards in rows, a footer.
    public static let renderer: any ModuleRenderer = PayloadRenderer(ListingGrid.self, plan: { FocusPlans.cards(header: $0.header, $0.listings, under: "listings", footer: $0.footer) }) { payload, context in
        var parts: [any Component] = [HeaderComponent(header: payload.header, element: context.plan.element(.header), row: 0)]
        parts.append(GridComponent(
            count: payload.listings.count, maximumColumns: payload.columns,
            cardHeight: { ListingCardComponent(card: payload.listings[0], element: nil, row: 0, screenRows: context.screenRows).height(forWidth: $0) }
        ) { index, row, rect, buffer in
            ListingCardComponent(card: payload.listings[index], element: context.plan.element(.card(index)), row: 1 + row, screenRows: context.screenRows).render(in: rect, into: &buffer, context: context)
        })
        if let footer = payload.footer {
            // Grid rows are numbered from 1; the footer's row only has to come after them all.
            parts.append(FooterComponent(footer: footer, element: context.plan.element(.footer), row: 1 + payload.listings.count))
        }
        return parts
    }
}
