import FeedModel

/// The focus plans of the built-in module types: each module's actionable elements in reading
/// order, declared here once.
enum FocusPlans {
    /// A header, listing cards, a footer: carousels, grids, similar items.
    static func cards(header: Header?, _ cards: [ListingCard], footer: Footer?) -> FocusPlan {
        var plan = FocusPlan()
        plan.add(header: header)
        for (index, card) in cards.enumerated() {
            plan.add(.card(index), action: card.action, listingID: card.listingID)
        }
        plan.add(.footer, action: footer?.action)
        return plan
    }

    /// A header, coupon cards each followed by its button, a footer.
    static func coupons(header: Header, _ coupons: [CouponCard], footer: Footer?) -> FocusPlan {
        var plan = FocusPlan()
        plan.add(header: header)
        for (index, coupon) in coupons.enumerated() {
            plan.add(.card(index), action: coupon.action)
            plan.add(.cardButton(index), action: coupon.button.action)
        }
        plan.add(.footer, action: footer?.action)
        return plan
    }

    /// A banner: itself when it has an action, then its button.
    static func banner(_ banner: Banner) -> FocusPlan {
        var plan = FocusPlan()
        plan.add(.body, action: banner.action)
        plan.add(.button, action: banner.button?.action)
        return plan
    }

    /// A listing's screen: its heart, then its button.
    static func listingDetail(_ detail: ListingDetail) -> FocusPlan {
        var plan = FocusPlan()
        let listingID = detail.listing.listingID
        plan.add(.favorite, action: .toggleFavorite(listingID: listingID), listingID: listingID)
        plan.add(.button, action: detail.button?.action)
        return plan
    }
}
