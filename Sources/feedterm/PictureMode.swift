import ArgumentParser

/// `--images`: how pictures are drawn.
enum PictureMode: String, ExpressibleByArgument, CaseIterable {
    /// The default: cells wherever the output shows colour.
    case auto
    /// Cells: block symbols and colours, through the same buffer as text, wherever the output
    /// shows colour (a picture without colour is no picture: its placeholder stays).
    case cells
    /// No picture is read; every one is its placeholder.
    case off
    /// True pixels as sixel graphics over the picture's cells, for a terminal that has them
    /// (`preview` only).
    case sixel
    /// True pixels in kitty's graphics protocol (`preview` only).
    case kitty

    /// Whether it writes pixels instead of cells.
    var isPixels: Bool { self == .sixel || self == .kitty }
}
