/// How a cell looks: foreground and background colours and attributes.
///
/// A nil colour is the terminal's own, so the default style draws in whatever the user chose.
public struct Style: Sendable, Hashable, CustomStringConvertible {
    /// The text's colour; nil is the terminal's own.
    public var foreground: TerminalColor?
    /// The background's colour; nil is the terminal's own.
    public var background: TerminalColor?
    /// Bold, underline and the rest.
    public var attributes: TextAttributes

    /// A style of these colours and attributes.
    public init(foreground: TerminalColor? = nil, background: TerminalColor? = nil, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's own colours, no attribute.
    public static let plain = Style()

    /// This style with another laid over it: the other's colours where it has them, and both
    /// sets of attributes.
    public func patched(with other: Style) -> Style {
        Style(
            foreground: other.foreground ?? foreground,
            background: other.background ?? background,
            attributes: attributes.union(other.attributes)
        )
    }

    /// This style when its element has focus: the focus style laid over it; but text with a
    /// background of its own (a filled button, a badge) shows focus by reversing its colours,
    /// since laying the focus colour over it could make the text the colour of its background.
    public func focused(with focus: Style) -> Style {
        guard background != nil else { return patched(with: focus) }
        return Style(
            foreground: foreground,
            background: background,
            attributes: attributes.symmetricDifference(.reverse).union(focus.attributes.subtracting(.reverse))
        )
    }

    /// `fg=#f1641e bg=@236 bold`, or `plain`.
    public var description: String {
        var parts: [String] = []
        if let foreground { parts.append("fg=\(foreground)") }
        if let background { parts.append("bg=\(background)") }
        for (attribute, name) in TextAttributes.named where attributes.contains(attribute) {
            parts.append(name)
        }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }
}
