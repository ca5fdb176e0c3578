/// A title line above a module's content, with an optional subtitle and action.
public struct Header: Sendable, Hashable {
    /// The header's title.
    public var title: String
    /// A line under it.
    public var subtitle: String?
    /// What selecting the header does, such as opening the whole list.
    public var action: Action?

    /// A header titled `title`.
    public init(title: String, subtitle: String? = nil, action: Action? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.action = action
    }
}

extension Header: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, subtitle, action
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        title = try container.requireTextV3(forKey: .title)
        subtitle = container.decodeV3(String.self, forKey: .subtitle)
        action = container.decodeV3(Action.self, forKey: .action)
    }
}
