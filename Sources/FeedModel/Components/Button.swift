/// A button with its text, what it does, and whether it is the primary choice.
public struct Button: Sendable, Hashable {
    /// How prominently a button is drawn.
    public enum Style: String, Sendable, Hashable, Decodable, CaseIterable {
        case primary
        case secondary
    }

    public var buttonText: String
    public var action: Action
    public var style: Style

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
