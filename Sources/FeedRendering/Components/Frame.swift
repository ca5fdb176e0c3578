/// A rounded box around a rect: ╭─╮ │ │ ╰─╯.
public enum Frame {
    /// Draws the frame on the rect's edge; nothing when it is smaller than 2×2.
    public static func draw(_ rect: Rect, style: Style, into buffer: inout Buffer) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let horizontal = Glyph("─", width: 1)
        let vertical = Glyph("│", width: 1)
        for x in (rect.x + 1)..<(rect.maxX - 1) {
            buffer.put(horizontal, x: x, y: rect.y, style: style, clip: rect)
            buffer.put(horizontal, x: x, y: rect.maxY - 1, style: style, clip: rect)
        }
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            buffer.put(vertical, x: rect.x, y: y, style: style, clip: rect)
            buffer.put(vertical, x: rect.maxX - 1, y: y, style: style, clip: rect)
        }
        buffer.put(Glyph("╭", width: 1), x: rect.x, y: rect.y, style: style, clip: rect)
        buffer.put(Glyph("╮", width: 1), x: rect.maxX - 1, y: rect.y, style: style, clip: rect)
        buffer.put(Glyph("╰", width: 1), x: rect.x, y: rect.maxY - 1, style: style, clip: rect)
        buffer.put(Glyph("╯", width: 1), x: rect.maxX - 1, y: rect.maxY - 1, style: style, clip: rect)
    }

    /// Draws the frame of a focusable box; when it has focus, its top edge is in `focusStyle`,
    /// a bar across the box like a selected tab.
    ///
    /// Only the top edge changes with focus: a terminal redraws a row of changed cells in one
    /// run, but a changed side costs a cursor move on every row, which made moving focus cost a
    /// quarter of a full repaint (docs/performance.md).
    public static func draw(_ rect: Rect, style: Style, focused: Bool, focusStyle: Style, into buffer: inout Buffer) {
        draw(rect, style: style, into: &buffer)
        guard focused, rect.width >= 2, rect.height >= 2 else { return }
        buffer.applyFocus(focusStyle, to: Rect(x: rect.x, y: rect.y, width: rect.width, height: 1))
    }
}
