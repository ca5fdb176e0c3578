/// Bold, underline and the other ways a terminal can mark text.
public struct TextAttributes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Heavier type.
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Fainter type.
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Slanted type.
    public static let italic = TextAttributes(rawValue: 1 << 2)
    /// A line under the text.
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Foreground and background swapped.
    public static let reverse = TextAttributes(rawValue: 1 << 4)
    /// A line through the text.
    public static let strikethrough = TextAttributes(rawValue: 1 << 5)

    /// Each attribute with its name, in SGR order.
    public static let named: [(TextAttributes, String)] = [
        (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse"), (.strikethrough, "strikethrough"),
    ]
}
