import FeedModel

extension StandardModuleType {
    /// A payload of this type with `text` in each of its text fields: what the fuzzer draws for
    /// every type of the format, so a case without its sample does not compile.
    func fuzzSample(around text: String) -> any ModulePayload {
        let price = Money(amount: text.utf8.count, divisor: 100, currencyCode: String(text.prefix(3)))
        let card = ListingCard(
            listingID: text.utf8.count, title: text, price: price, shopName: text, originalPrice: price,
            discountText: text, rating: Double(text.unicodeScalars.count % 6), reviewCount: text.count, badge: text
        )
        let header = Header(title: text, subtitle: text, action: .openFeed(feed: text))
        let button = Button(buttonText: text, action: .applyCoupon(code: text, shopID: 1))
        let coupon = CouponCard(titleText: text, button: button, subtitleText: text, saleBadge: text, images: [Image(url: text, altText: text)])
        let footer = Footer(text: text, action: .search(query: text))
        switch self {
        case .sectionHeader: return SectionHeader(header: header)
        case .searchBar: return SearchBar(placeholder: text)
        case .heroBanner: return Banner(kind: .hero, title: text, subtitle: text, button: button)
        case .promoBanner: return Banner(kind: .promo, title: text, subtitle: text)
        case .listingCarousel: return ListingCarousel(header: header, listings: [card, card, card], footer: footer)
        case .listingGrid: return ListingGrid(header: header, listings: [card, card, card], columns: 2, footer: footer)
        case .dealsForYou: return DealsForYou(header: header, items: [coupon, coupon], footer: footer)
        case .similarItemsOnSale: return SimilarItemsOnSale(header: header, targetListing: card, recommendedListings: [card, card], footer: footer)
        case .listingDetail: return ListingDetail(listing: card, description: text, tags: [text, text], shippingText: text, button: button)
        case .deferred: return Deferred(path: text, title: text, minHeight: 1 + text.utf8.count % Deferred.heightRange.upperBound)
        }
    }
}
