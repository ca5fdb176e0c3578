/// A module seen: the first time on a visit to a screen that at least half its rows showed.
public struct Impression: Sendable, Hashable, Codable {
    /// The module's `id`; only modules with one make impressions.
    public var moduleID: String
    public var moduleType: String
    /// The feed it was seen in: its path in the source, or the screen's title.
    public var feed: String

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
