/// A module seen: the first time on a visit to a screen that at least half its rows showed.
public struct Impression: Sendable, Hashable, Codable {
    /// The module's `id`; only modules with one make impressions.
    public var moduleID: String
    /// The module's type, such as `listing_carousel`.
    public var moduleType: String
    /// The feed it was seen in: its path in the source, or the screen's title.
    public var feed: String

    /// The impression of module `moduleID` of type `moduleType` on the feed `feed`.
    public init(moduleID: String, moduleType: String, feed: String) {
        self.moduleID = moduleID
        self.moduleType = moduleType
        self.feed = feed
    }

    enum CodingKeys: String, CodingKey {
        case moduleID = "module_id"
        case moduleType = "module_type"
        case feed
    }
}
