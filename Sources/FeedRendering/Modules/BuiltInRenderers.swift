import FeedModel

/// The renderers of the module types of the layout format, each composing components.
enum BuiltInRenderers {
    static let sectionHeader = PayloadRenderer(SectionHeader.self) { payload, _ in
        [HeaderComponent(header: payload.header)]
    }

    static let searchBar = PayloadRenderer(SearchBar.self) { payload, _ in
        [SearchBarComponent(searchBar: payload)]
    }

    static let banner = PayloadRenderer(Banner.self) { payload, _ in
        [BannerComponent(banner: payload)]
    }

    static let listingCarousel = PayloadRenderer(ListingCarousel.self) { payload, context in
        var counter = ElementCounter()
        var parts: [any Component] = []
        let headerElement = payload.header.action == nil ? 0 : counter.take()
        let firstCard = counter.take(payload.listings.count)
        parts.append(HeaderComponent(header: payload.header, element: headerElement, row: 0))
        parts.append(CardRow.listings(payload.listings, firstElement: firstCard, row: 1, context: context))
        if let footer = payload.footer {
            parts.append(FooterComponent(footer: footer, element: counter.take(), row: 2))
        }
        return parts
    }

    static let listingGrid = PayloadRenderer(ListingGrid.self) { payload, context in
        var counter = ElementCounter()
        let headerElement = payload.header.action == nil ? 0 : counter.take()
        let firstCard = counter.take(payload.listings.count)
        var parts: [any Component] = [HeaderComponent(header: payload.header, element: headerElement, row: 0)]
        parts.append(GridComponent(
            count: payload.listings.count, maximumColumns: payload.columns,
            cardHeight: { ListingCardComponent(card: payload.listings[0], element: 0, row: 0).height(forWidth: $0) }
        ) { index, row, rect, buffer in
            ListingCardComponent(card: payload.listings[index], element: firstCard + index, row: 1 + row).render(in: rect, into: &buffer, context: context)
        })
        if let footer = payload.footer {
            // Grid rows are numbered from 1; the footer's row only has to come after them all.
            parts.append(FooterComponent(footer: footer, element: counter.take(), row: 1 + payload.listings.count))
        }
        return parts
    }

    static let dealsForYou = PayloadRenderer(DealsForYou.self) { payload, context in
        var counter = ElementCounter()
        let headerElement = payload.header.action == nil ? 0 : counter.take()
        var parts: [any Component] = [HeaderComponent(header: payload.header, element: headerElement, row: 0)]
        parts.append(CardRow.coupons(payload.items, counter: &counter, row: 1, context: context))
        if let footer = payload.footer {
            // Rows 1 and 2 are the coupon cards and their buttons.
            parts.append(FooterComponent(footer: footer, element: counter.take(), row: 3))
        }
        return parts
    }

    static let similarItemsOnSale = PayloadRenderer(SimilarItemsOnSale.self) { payload, context in
        var counter = ElementCounter()
        var parts: [any Component] = []
        if let header = payload.header {
            parts.append(HeaderComponent(header: header, element: header.action == nil ? 0 : counter.take(), row: 0))
        }
        let targetElement = counter.take()
        let firstRecommended = counter.take(payload.recommendedListings.count)
        let target = ListingCardComponent(card: payload.targetListing, element: targetElement, row: 1)
        let others = CardRow.listings(payload.recommendedListings, firstElement: firstRecommended, row: 2, context: context)
        parts.append(SimilarItemsLayout(target: target, others: others))
        if let footer = payload.footer {
            parts.append(FooterComponent(footer: footer, element: counter.take(), row: 3))
        }
        return parts
    }

    static let listingDetail = PayloadRenderer(ListingDetail.self) { payload, _ in
        [ListingDetailComponent(detail: payload)]
    }
}
