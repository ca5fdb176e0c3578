/// A button with its text, what it does, and whether it is the primary choice.
public struct Button: Sendable, Hashable {
    /// How prominently a button is drawn.
    public enum Style: String, Sendable, Hashable, Decodable, CaseIterable {
        /// Filled: the screen's main call to action.
        case primary
        /// Outlined: a lesser choice.
        case secondary
    }

    /// The button's words.
    public var buttonText: String
    /// What pressing it does.
    public var action: Action
    /// How it is drawn; primary unless the feed says otherwise.
    public var style: Style

    /// A button saying `buttonText` that performs `action`.
    public init(buttonText: String, action: Action, style: Style = .primary) {
        self.buttonText = buttonText
        self.action = action
        self.style = style
    }
}

extension Button: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case buttonText = "button_text"
        case action, style
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        buttonText = try container.requireTextV3(forKey: .buttonText)
        action = try container.requireV3(Action.self, forKey: .action)
        style = container.decodeV3(String.self, forKey: .style, rule: .oneOf(Style.allCases.map(\.rawValue), "style"))
            .flatMap(Style.init(rawValue:)) ?? .primary
    }
}
