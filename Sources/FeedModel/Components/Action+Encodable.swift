extension Action: Encodable {
    /// Encodes the action as the layout format writes it, so a logged action can be sent back as JSON.
    public func encode(to encoder: any Encoder) throws {
        if case .custom(_, let payload) = self {
            // Every field as it was sent, its type among them.
            try payload.encode(to: encoder)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(typeName, forKey: .type)
        switch self {
        case .openListing(let listingID), .toggleFavorite(let listingID):
            try container.encode(listingID, forKey: .listingID)
        case .openShop(let shopID, let shopName):
            try container.encode(shopID, forKey: .shopID)
            try container.encodeIfPresent(shopName, forKey: .shopName)
        case .openFeed(let feed):
            try container.encode(feed, forKey: .feed)
        case .openURL(let url):
            try container.encode(url, forKey: .url)
        case .applyCoupon(let code, let shopID):
            try container.encode(code, forKey: .code)
            try container.encodeIfPresent(shopID, forKey: .shopID)
        case .followShop(let shopID):
            try container.encode(shopID, forKey: .shopID)
        case .addToCart(let listingID, let quantity):
            try container.encode(listingID, forKey: .listingID)
            try container.encode(quantity, forKey: .quantity)
        case .search(let query):
            try container.encodeIfPresent(query, forKey: .query)
        case .custom:
            break // encoded above
        }
    }
}
