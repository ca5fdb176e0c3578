import FeedModel

/// The renderers of the module types of the layout format, each composing components whose
/// focus stops come from its plan (`FocusPlans`).
enum BuiltInRenderers {
    static let sectionHeader = PayloadRenderer(SectionHeader.self, plan: FocusPlans.sectionHeader) { payload, context in
        [HeaderComponent(header: payload.header, element: context.plan.element(.header))]
    }

    static let searchBar = PayloadRenderer(SearchBar.self, plan: { payload in
        var plan = FocusPlan()
        plan.add(.body, action: payload.action)
        return plan
    }) { payload, context in
        [SearchBarComponent(searchBar: payload, element: context.plan.element(.body))]
    }

    static let banner = PayloadRenderer(Banner.self, plan: FocusPlans.banner) { payload, context in
        [BannerComponent(banner: payload, element: context.plan.element(.body), buttonElement: context.plan.element(.button))]
    }

    static let listingCarousel = PayloadRenderer(ListingCarousel.self, plan: { FocusPlans.cards(header: $0.header, $0.listings, under: "listings", footer: $0.footer) }) { payload, context in
        var parts: [any Component] = [HeaderComponent(header: payload.header, element: context.plan.element(.header), row: 0)]
        parts.append(CardRow.listings(payload.listings, first: 0, row: 1, context: context))
        if let footer = payload.footer {
            parts.append(FooterComponent(footer: footer, element: context.plan.element(.footer), row: 2))
        }
        return parts
    }

    static let listingGrid = PayloadRenderer(ListingGrid.self, plan: { FocusPlans.cards(header: $0.header, $0.listings, under: "listings", footer: $0.footer) }) { payload, context in
        var parts: [any Component] = [HeaderComponent(header: payload.header, element: context.plan.element(.header), row: 0)]
        parts.append(GridComponent(
            count: payload.listings.count, maximumColumns: payload.columns,
            cardHeight: { ListingCardComponent(card: payload.listings[0], element: nil, row: 0).height(forWidth: $0) }
        ) { index, row, rect, buffer in
            ListingCardComponent(card: payload.listings[index], element: context.plan.element(.card(index)), row: 1 + row).render(in: rect, into: &buffer, context: context)
        })
        if let footer = payload.footer {
            // Grid rows are numbered from 1; the footer's row only has to come after them all.
            parts.append(FooterComponent(footer: footer, element: context.plan.element(.footer), row: 1 + payload.listings.count))
        }
        return parts
    }

    static let dealsForYou = PayloadRenderer(DealsForYou.self, plan: { FocusPlans.coupons(header: $0.header, $0.items, footer: $0.footer) }) { payload, context in
        var parts: [any Component] = [HeaderComponent(header: payload.header, element: context.plan.element(.header), row: 0)]
        parts.append(CardRow.coupons(payload.items, row: 1, context: context))
        if let footer = payload.footer {
            // Rows 1 and 2 are the coupon cards and their buttons.
            parts.append(FooterComponent(footer: footer, element: context.plan.element(.footer), row: 3))
        }
        return parts
    }

    static let similarItemsOnSale = PayloadRenderer(SimilarItemsOnSale.self, plan: {
        FocusPlans.similarItems($0)
    }) { payload, context in
        var parts: [any Component] = []
        if let header = payload.header {
            parts.append(HeaderComponent(header: header, element: context.plan.element(.header), row: 0))
        }
        let target = ListingCardComponent(card: payload.targetListing, element: context.plan.element(.card(0)), row: 1)
        let others = CardRow.listings(payload.recommendedListings, first: 1, row: 2, context: context)
        parts.append(SimilarItemsLayout(target: target, others: others))
        if let footer = payload.footer {
            parts.append(FooterComponent(footer: footer, element: context.plan.element(.footer), row: 3))
        }
        return parts
    }

    static let listingDetail = PayloadRenderer(ListingDetail.self, plan: FocusPlans.listingDetail) { payload, context in
        [ListingDetailComponent(detail: payload, favoriteElement: context.plan.element(.favorite), buttonElement: context.plan.element(.button))]
    }

    static let deferred = PayloadRenderer(Deferred.self) { payload, _ in
        [PlaceholderComponent(deferred: payload)]
    }

    static let hidden = PayloadRenderer(HiddenModule.self) { payload, _ in
        [HiddenModuleComponent(hidden: payload)]
    }

    /// Each built-in module type with its renderer: what `ModuleRendererRegistry.standard`
    /// registers. A test holds it to `ModuleType.standard`, so no type lacks a drawing.
    static let all: [(ModuleType, any ModuleRenderer)] = [
        (.sectionHeader, sectionHeader), (.searchBar, searchBar), (.heroBanner, banner), (.promoBanner, banner),
        (.listingCarousel, listingCarousel), (.listingGrid, listingGrid), (.dealsForYou, dealsForYou),
        (.similarItemsOnSale, similarItemsOnSale), (.listingDetail, listingDetail), (.deferred, deferred),
    ]

}
