/// Checks what was drawn against the promises every component makes, whatever its input.
///
/// Used by the layout tests and the fuzzer; a host can run it over what its own renderers draw.
/// The promises: no cell holds a control, escape or bidi character; every row is exactly the
/// buffer's width in cells (a wide glyph's continuation right after it); every hotspot lies
/// inside the buffer.
public enum BufferAudit {
    /// Every broken promise, in words; empty when the buffer is sound.
    public static func problems(in buffer: Buffer) -> [String] {
        var problems: [String] = []
        for y in 0..<buffer.height {
            var width = 0
            var x = 0
            while x < buffer.width {
                let cell = buffer[x, y]
                if cell.isContinuation {
                    problems.append("row \(y): a continuation cell at \(x) follows no wide glyph")
                    x += 1
                    continue
                }
                if let scalar = cell.character.unicodeScalars.first(where: isForbidden) {
                    problems.append("row \(y), column \(x): U+\(String(scalar.value, radix: 16, uppercase: true)) reached the buffer")
                }
                if cell.width == 2 {
                    if x + 1 >= buffer.width || !buffer[x + 1, y].isContinuation {
                        problems.append("row \(y), column \(x): a wide glyph without its continuation cell")
                    }
                    x += 2
                } else {
                    x += 1
                }
                width += Int(cell.width)
            }
            if width != buffer.width {
                problems.append("row \(y) is \(width) cells wide, not \(buffer.width)")
            }
        }
        for hotspot in buffer.hotspots where buffer.area.intersection(hotspot.rect) != hotspot.rect {
            problems.append("hotspot \(hotspot.element) at \(hotspot.rect) is outside the buffer")
        }
        return problems
    }

    /// C0 and C1 controls, DEL, and format characters (bidi controls, zero-width joiners and
    /// spaces, BOM): none may reach a terminal from a feed.
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.generalCategory == .format
    }
}
