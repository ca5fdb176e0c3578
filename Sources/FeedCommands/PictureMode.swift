import FeedPictures

/// `--images`: how pictures are drawn.
package enum PictureMode: String, CaseIterable, Sendable {
    /// The default: true pixels where the terminal says it draws them (asked, never guessed
    /// from TERM: `PixelChoice`), else cells wherever the output shows colour.
    case auto
    /// Cells: block symbols and colours, through the same buffer as text, wherever the output
    /// shows colour (a picture without colour is no picture: its placeholder stays).
    case cells
    /// No picture is read; every one is its placeholder.
    case off
    /// True pixels in kitty's graphics protocol.
    case kitty
    /// True pixels as sixel graphics.
    case sixel
    /// True pixels as iTerm2's inline images.
    case iterm

    /// The protocol it forces, if it forces one.
    package var forcedProtocol: PixelProtocol? { PixelProtocol(rawValue: rawValue) }

    /// Whether it writes pixels whatever the terminal says.
    package var isPixels: Bool { forcedProtocol != nil }
}
