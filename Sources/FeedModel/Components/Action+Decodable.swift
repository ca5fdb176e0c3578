extension Action: Decodable {
    enum CodingKeys: String, CodingKey {
        case type
        case listingID = "listing_id"
        case shopID = "shop_id"
        case shopName = "shop_name"
        case feed, url, code, quantity, query
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        let type = try container.requireV3(String.self, forKey: .type)
        switch type {
        case "open_listing":
            self = .openListing(listingID: try container.requireV3(Int.self, forKey: .listingID))
        case "open_shop":
            self = .openShop(shopID: try container.requireV3(Int.self, forKey: .shopID), shopName: container.decodeV3(String.self, forKey: .shopName))
        case "open_feed":
            let feed = try container.requireV3(String.self, forKey: .feed)
            if let problem = SourcePath.problem(with: feed + ".json") {
                // Kept: the browser refuses it with a message when it is selected. CI hears now.
                container.warn(.feed, "the feed '\(feed)' is refused: \(problem); selecting it does nothing", code: .invalidValue)
            }
            self = .openFeed(feed: feed)
        case "open_url":
            self = .openURL(url: try container.requireV3(String.self, forKey: .url))
        case "apply_coupon":
            self = .applyCoupon(code: try container.requireV3(String.self, forKey: .code), shopID: container.decodeV3(Int.self, forKey: .shopID))
        case "toggle_favorite":
            self = .toggleFavorite(listingID: try container.requireV3(Int.self, forKey: .listingID))
        case "follow_shop":
            self = .followShop(shopID: try container.requireV3(Int.self, forKey: .shopID))
        case "add_to_cart":
            let quantity = container.decodeV3(Int.self, forKey: .quantity, rule: .atLeast(1, "quantity"))
            self = .addToCart(listingID: try container.requireV3(Int.self, forKey: .listingID), quantity: quantity ?? 1)
        case "search":
            self = .search(query: container.decodeV3(String.self, forKey: .query))
        case _ where decoder.moduleTypes.hostActionTypes.contains(type):
            // A host performs it: kept whole, and no warning.
            self = .unknown(type: type, payload: try JSONValue(from: decoder))
        default:
            let suggestion = NearMiss.closest(to: type, among: Action.knownTypeNames).map { " (did you mean '\($0)'?)" } ?? ""
            container.warn(.type, "unknown action type '\(type)'\(suggestion); shown as inert", code: .unknownActionType)
            self = .unknown(type: type, payload: try JSONValue(from: decoder))
        }
    }
}
