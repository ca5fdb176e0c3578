/// A line below a module's content, usually "See all", with an optional action.
public struct Footer: Sendable, Hashable {
    /// The footer's words, such as "See all deals".
    public var text: String
    /// What selecting it does.
    public var action: Action?

    /// A footer saying `text`.
    public init(text: String, action: Action? = nil) {
        self.text = text
        self.action = action
    }
}

extension Footer: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case text, action
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        text = try container.requireTextV3(forKey: .text)
        action = container.decodeV3(Action.self, forKey: .action)
    }
}
