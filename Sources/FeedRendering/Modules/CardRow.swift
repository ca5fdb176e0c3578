import FeedModel

/// Builds the carousel of listing cards or coupon cards that several module types share.
enum CardRow {
    /// A carousel of listing cards whose elements start at `firstElement`, one per card.
    static func listings(_ cards: [ListingCard], firstElement: Int, row: Int, context: RenderContext) -> CarouselComponent {
        let focused = context.focusedElement.map { $0 - firstElement }.flatMap { cards.indices.contains($0) ? $0 : nil }
        return CarouselComponent(
            count: cards.count, cardWidth: ListingCardComponent.preferredWidth, maximumCardWidth: ListingCardComponent.maximumWidth, cardHeight: 9,
            offset: context.state.carouselOffsets[context.moduleKey] ?? 0, focusedIndex: focused,
            expanded: context.options.expandsCarousels
        ) { index, rect, buffer in
            let card = ListingCardComponent(card: cards[index], element: firstElement + index, row: row)
            card.render(in: rect, into: &buffer, context: context)
        }
    }

    /// A carousel of coupon cards, whose elements `counter` hands out in reading order: one
    /// for a card without an action, two (the card, then its button) for a card with one.
    static func coupons(_ coupons: [CouponCard], counter: inout ElementCounter, row: Int, context: RenderContext) -> CarouselComponent {
        let components = coupons.map { coupon in
            CouponCardComponent(coupon: coupon, element: counter.take(coupon.action == nil ? 1 : 2), row: row)
        }
        let focused = context.focusedElement.flatMap { element in
            components.firstIndex { (element - $0.element) >= 0 && (element - $0.element) < $0.elementCount }
        }
        return CarouselComponent(
            count: components.count, cardWidth: CouponCardComponent.preferredWidth, maximumCardWidth: CouponCardComponent.maximumWidth, cardHeight: CouponCardComponent.height,
            offset: context.state.carouselOffsets[context.moduleKey] ?? 0, focusedIndex: focused,
            expanded: context.options.expandsCarousels
        ) { index, rect, buffer in
            components[index].render(in: rect, into: &buffer, context: context)
        }
    }
}
