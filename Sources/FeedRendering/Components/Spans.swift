/// Pieces of text in different styles laid along one row, each only if it fits whole.
///
/// For lines like "$36.00 $45.00 20% off": when the row is narrow the later pieces are left
/// out rather than cut, and only the first piece is truncated.
struct Spans {
    var pieces: [(DisplayText, Style)] = []

    mutating func append(_ text: DisplayText, _ style: Style) {
        pieces.append((text, style))
    }

    /// Draws the pieces with one space between them; returns the width used.
    @discardableResult
    func draw(in rect: Rect, into buffer: inout Buffer) -> Int {
        guard !rect.isEmpty else { return 0 }
        var x = rect.x
        for (index, (text, style)) in pieces.enumerated() {
            let gap = index == 0 ? 0 : 1
            let room = rect.maxX - x - gap
            if index == 0 {
                x += buffer.draw(text, in: Rect(x: x, y: rect.y, width: room, height: 1), style: style)
            } else if text.width <= room {
                x += gap + buffer.draw(text, x: x + gap, y: rect.y, style: style, clip: rect)
            } else {
                break
            }
        }
        return x - rect.x
    }
}
