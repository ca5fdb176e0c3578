/// A way terminals draw true pixels, and a picture drawn in it over cells at the cursor.
public enum PixelProtocol: String, Sendable, CaseIterable {
    /// kitty's graphics protocol (kitty, WezTerm, Konsole, Ghostty).
    case kitty
    /// DEC sixel graphics (xterm -ti vt340, foot, mlterm, WezTerm, Windows Terminal).
    case sixel
    /// iTerm2's inline images (iTerm2, WezTerm).
    case iterm

    /// `pixels` over `columns` × `rows` cells from the cursor, scaled to those cells' pixels
    /// (cells `cell` pixels each) and centred there, never sent larger: what `preview`
    /// prints, and browse for sixel and iTerm2, which draw into the cells. Empty when the
    /// picture cannot be encoded.
    public func draw(_ pixels: Pixels, columns: Int, rows: Int, cell: (width: Int, height: Int)) -> String {
        let fitted = pixels.centred(in: columns * cell.width, rows * cell.height)
        switch self {
        case .sixel:
            return SixelEncoder.encode(fitted, width: fitted.width, height: fitted.height)
        case .kitty:
            return PNGEncoder.encode(fitted).map { KittyEncoder.display($0, columns: columns, rows: rows) } ?? ""
        case .iterm:
            return PNGEncoder.encode(fitted).map { ITermEncoder.encode($0, columns: columns, rows: rows) } ?? ""
        }
    }

    /// `sequence` wrapped for tmux's passthrough (`allow-passthrough on`), which hands it to
    /// the terminal tmux runs in: `ESC P tmux; … ESC \` with every ESC inside doubled.
    public static func throughTmux(_ sequence: String) -> String {
        "\u{1B}Ptmux;" + sequence.replacingOccurrences(of: "\u{1B}", with: "\u{1B}\u{1B}") + "\u{1B}\\"
    }
}
