import FeedModel

/// Builds the carousel of listing cards or coupon cards that several module types share.
enum CardRow {
    /// A carousel of listing cards, the module's cards `first...` in its focus plan.
    static func listings(_ cards: [ListingCard], first: Int, row: Int, context: RenderContext) -> CarouselComponent {
        // Every card is as tall as one of the narrowest width: its picture's place is the
        // screen's share (PicturePlace), which that width already holds.
        let cardHeight = cards.first.map { ListingCardComponent(card: $0, element: nil, row: row, screenRows: context.screenRows).height(forWidth: ListingCardComponent.preferredWidth) } ?? 0
        return CarouselComponent(
            count: cards.count, cardWidth: ListingCardComponent.preferredWidth, maximumCardWidth: ListingCardComponent.maximumWidth, cardHeight: cardHeight,
            offset: context.state.carouselOffsets[context.moduleKey] ?? 0, focusedIndex: focusedCard(context).map { $0 - first }.flatMap { cards.indices.contains($0) ? $0 : nil },
            expanded: context.options.expandsCarousels
        ) { index, rect, buffer in
            let card = ListingCardComponent(card: cards[index], element: context.plan.element(.card(first + index)), row: row, screenRows: context.screenRows)
            card.render(in: rect, into: &buffer, context: context)
        }
    }

    /// A carousel of coupon cards; a card and its button are both stops of the plan.
    static func coupons(_ coupons: [CouponCard], row: Int, context: RenderContext) -> CarouselComponent {
        CarouselComponent(
            count: coupons.count, cardWidth: CouponCardComponent.preferredWidth, maximumCardWidth: CouponCardComponent.maximumWidth, cardHeight: CouponCardComponent.height,
            offset: context.state.carouselOffsets[context.moduleKey] ?? 0, focusedIndex: focusedCard(context),
            expanded: context.options.expandsCarousels
        ) { index, rect, buffer in
            let card = CouponCardComponent(coupon: coupons[index], element: context.plan.element(.card(index)), buttonElement: context.plan.element(.cardButton(index)), row: row)
            card.render(in: rect, into: &buffer, context: context)
        }
    }

    /// The card that has focus, or whose button has.
    private static func focusedCard(_ context: RenderContext) -> Int? {
        switch context.focusedPart {
        case .card(let index)?, .cardButton(let index)?: index
        default: nil
        }
    }
}
