import FeedModel

/// `share_listing`: the example host's own action, `{"type": "share_listing", "listing_id": 1001}`.
public struct ShareListing: Decodable, Sendable {
    public var listingID: Int
    /// Where to share it; the example only names it.
    public var channel: String?

    enum CodingKeys: String, CodingKey {
        case listingID = "listing_id"
        case channel
    }

    /// The action as a feed would send it, for the host's own elements.
    public static func action(listingID: Int, channel: String) -> Action {
        .custom(type: "share_listing", payload: .object([
            "type": .string("share_listing"), "listing_id": .integer(listingID), "channel": .string(channel),
        ]))
    }
}
