/// Greedy word wrap by cell width.
///
/// Breaks after a space, or between two wide characters (CJK has no spaces between words);
/// a word longer than the line is broken where it must be, and a character wider than the
/// whole line becomes `…`.
enum TextWrapper {
    static func wrap(_ text: DisplayText, width: Int, maxLines: Int) -> [DisplayText] {
        guard width > 0, maxLines > 0 else { return [] }
        guard text.width > width else { return [text] }
        var lines: [[Glyph]] = []
        var line: [Glyph] = []
        var lineWidth = 0
        var breakIndex: Int?  // where `line` may be broken: the count of glyphs before the break

        for original in text.glyphs {
            // A wide character cannot fit a one-cell line at all; `…` says something was there.
            let glyph = original.width > width ? Glyph.ellipsis : original
            if lineWidth + glyph.width > width, glyph == .space {
                // The space that ends a full line is dropped rather than starting the next.
                lines.append(trimmingTrailingSpaces(line))
                (line, lineWidth, breakIndex) = ([], 0, nil)
                continue
            }
            // Between two wide characters (CJK) a line may break without a space.
            if glyph.width == 2, let last = line.last, last.width == 2 {
                breakIndex = line.count
            }
            while lineWidth + glyph.width > width, !line.isEmpty {
                let cut = breakIndex ?? line.count
                let carried = Array(line[cut...].drop { $0 == .space })
                lines.append(trimmingTrailingSpaces(Array(line[..<cut])))
                (line, lineWidth, breakIndex) = (carried, carried.reduce(0) { $0 + $1.width }, nil)
            }
            line.append(glyph)
            lineWidth += glyph.width
            if glyph == .space {
                breakIndex = line.count
            }
        }
        if !line.isEmpty {
            lines.append(trimmingTrailingSpaces(line))
        }
        var result = lines.map { DisplayText(glyphs: $0) }
        if result.count > maxLines {
            let last = result[maxLines - 1]
            result = Array(result.prefix(maxLines - 1))
            // Mark the cut even when the kept line happens to fit.
            var glyphs = last.glyphs
            var used = last.width
            while used + 1 > width, let removed = glyphs.popLast() {
                used -= removed.width
            }
            let marked = DisplayText(glyphs: glyphs + [.ellipsis])
            result.append(marked)
        }
        return result
    }

    private static func trimmingTrailingSpaces(_ glyphs: [Glyph]) -> [Glyph] {
        var glyphs = glyphs
        while glyphs.last == .space {
            glyphs.removeLast()
        }
        return glyphs
    }
}
