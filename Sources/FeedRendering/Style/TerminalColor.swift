import FeedModel

/// A colour as a theme names it: a 24-bit colour, or one of the 256 indexed ones.
public enum TerminalColor: Sendable, Hashable, CustomStringConvertible {
    /// A 24-bit colour.
    case rgb(HexColor)
    /// One of the 256 indexed colours.
    case indexed(UInt8)

    /// The 24-bit colour it stands for: an indexed one as xterm's palette draws it.
    public var rgb: HexColor { XtermPalette.rgb(self) }

    public var description: String {
        switch self {
        case .rgb(let color): color.description
        case .indexed(let index): "@\(index)"
        }
    }
}
