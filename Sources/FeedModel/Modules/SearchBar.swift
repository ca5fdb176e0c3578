/// `search_bar`: a one-line search field.
public struct SearchBar: ModulePayload, Hashable, Decodable {
    /// The words the empty field shows.
    public var placeholder: String
    /// What selecting the field does; a search with no query when the server sends none.
    public var action: Action

    /// A search field showing `placeholder`.
    public init(placeholder: String, action: Action? = nil) {
        self.placeholder = placeholder
        self.action = action ?? .search(query: nil)
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case placeholder, action
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        self.init(
            placeholder: try container.requireTextV3(forKey: .placeholder),
            action: container.decodeV3(Action.self, forKey: .action)
        )
    }
}

extension ModuleType {
    /// `search_bar`: SearchBar's type.
    public static let searchBar = ModuleType(
        "search_bar", payload: SearchBar.self,
        summary: "A one-line search field showing its placeholder."
    )
}
