import FeedModel

/// The focus plans of the built-in module types: each module's actionable elements in reading
/// order, with where each is in the payload's JSON, declared here once.
enum FocusPlans {
    /// A section header: its header is the payload itself.
    static func sectionHeader(_ payload: SectionHeader) -> FocusPlan {
        var plan = FocusPlan()
        plan.add(.header, action: payload.header.action)
        return plan
    }

    /// A header, listing cards under `cardsKey`, a footer: carousels and grids.
    static func cards(header: Header?, _ cards: [ListingCard], under cardsKey: String, footer: Footer?) -> FocusPlan {
        var plan = FocusPlan()
        plan.add(header: header)
        for (index, card) in cards.enumerated() {
            plan.add(.card(index), action: card.action, listingID: card.listingID, address: [.key(cardsKey), Self.card(index, card)])
        }
        plan.add(footer: footer)
        return plan
    }

    /// Similar items: the target listing as card 0, then the recommended ones.
    static func similarItems(_ payload: SimilarItemsOnSale) -> FocusPlan {
        var plan = FocusPlan()
        plan.add(header: payload.header)
        let target = payload.targetListing
        plan.add(.card(0), action: target.action, listingID: target.listingID, address: [.key("target_listing")])
        for (index, card) in payload.recommendedListings.enumerated() {
            plan.add(.card(index + 1), action: card.action, listingID: card.listingID, address: [.key("recommended_listings"), Self.card(index, card)])
        }
        plan.add(footer: payload.footer)
        return plan
    }

    /// A header, coupon cards each followed by its button, a footer.
    static func coupons(header: Header, _ coupons: [CouponCard], footer: Footer?) -> FocusPlan {
        var plan = FocusPlan()
        plan.add(header: header)
        for (index, coupon) in coupons.enumerated() {
            plan.add(.card(index), action: coupon.action, address: [.key("items"), .index(index)])
            plan.add(.cardButton(index), action: coupon.button.action, address: [.key("items"), .index(index), .key("button")])
        }
        plan.add(footer: footer)
        return plan
    }

    /// A banner: itself when it has an action, then its button.
    static func banner(_ banner: Banner) -> FocusPlan {
        var plan = FocusPlan()
        plan.add(.body, action: banner.action)
        plan.add(.button, action: banner.button?.action, address: [.key("button")])
        return plan
    }

    /// A listing's screen: its heart, then its button.
    static func listingDetail(_ detail: ListingDetail) -> FocusPlan {
        var plan = FocusPlan()
        let listingID = detail.listing.listingID
        plan.add(.favorite, action: .toggleFavorite(listingID: listingID), listingID: listingID, address: [.key("listing")])
        plan.add(.button, action: detail.button?.action, address: [.key("button")])
        return plan
    }

    /// A listing card in its array: found by its listing id, as cards the decoder dropped
    /// shift indexes.
    private static func card(_ index: Int, _ card: ListingCard) -> JSONAddressStep {
        .element(whereKey: "listing_id", equals: card.listingID, orIndex: index)
    }
}

extension FocusPlan {
    /// Declares a footer and its action, if it has one, under the payload's `footer` key.
    mutating func add(footer: Footer?) {
        add(.footer, action: footer?.action, address: [.key("footer")])
    }
}
