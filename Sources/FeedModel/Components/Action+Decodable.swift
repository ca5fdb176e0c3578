extension Action: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case type
        case listingID = "listing_id"
        case shopID = "shop_id"
        case shopName = "shop_name"
        case feed, url, code, quantity, query
    }

    /// The keys of each action type this version performs, `type` included, as tables for
    /// comparing with the tape's keys.
    static let keyNames: [String: KeyNames] = keyLists.mapValues(KeyNames.init)

    private static let keyLists: [String: [String]] = [
        "open_listing": ["type", "listing_id"], "open_shop": ["type", "shop_id", "shop_name"], "open_feed": ["type", "feed"],
        "open_url": ["type", "url"], "apply_coupon": ["type", "code", "shop_id"], "toggle_favorite": ["type", "listing_id"],
        "follow_shop": ["type", "shop_id"], "add_to_cart": ["type", "listing_id", "quantity"], "search": ["type", "query"],
    ]

    public init(from decoder: any Decoder) throws {
        // The keys an action may have depend on its type, so they are judged once it is known.
        let container = try decoder.containerV3(keyedBy: CodingKeys.self, reportingUnknownKeys: false)
        let type = try container.requireV3(String.self, forKey: .type)
        if let keys = Self.keyNames[type] {
            container.reportUnknownKeys(besides: keys)
        }
        if let checks = container.tape?.context.checks, let versions = checks.appVersions,
           case let older = versions.versionsNotKnowing(type).filter(checks.versionsShowingModule.contains), !older.isEmpty {
            let first = versions.since[type].map { ": \(type) is known from \($0)" } ?? ""
            container.warn(.type, "\(AppVersions.list(older)) \(older.count == 1 ? "shows" : "show") this action as inert\(first)", code: .versionsShowInertAction)
        }
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
            } else {
                container.noteReference(.feed, path: feed + ".json", at: .feed)
            }
            self = .openFeed(feed: feed)
        case "open_url":
            let url = try container.requireV3(String.self, forKey: .url, rule: .example("https://www.etsy.com/shop/OakAndEmber"))
            if !WebURL.isWeb(url) {
                // Kept, since the browser only ever shows it; an app would hand it to the system.
                container.warn(.url, "the URL '\(url)' is not http or https; an app would hand it to whatever opens that scheme", code: .nonWebURL)
            }
            self = .openURL(url: url)
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
            self = .custom(type: type, payload: try JSONValue(from: decoder))
        default:
            let nearMiss = NearMiss.closest(to: type, among: Action.knownTypeNames)
            let suggestion = nearMiss.map { " (did you mean '\($0)'?)" } ?? ""
            container.warn(
                .type, "unknown action type '\(type)'\(suggestion); shown as inert", code: .unknownActionType,
                fix: nearMiss.map { .replaceString(at: container.path(of: .type), from: type, to: $0) }
            )
            self = .custom(type: type, payload: try JSONValue(from: decoder))
        }
    }
}
