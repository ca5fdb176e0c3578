import FeedModel

/// A buffer as text with SGR colour and attribute sequences, and no other escape sequence.
///
/// Each line starts from the terminal's default style and returns to it at its end, so lines
/// can be printed, piped through `less -R` or cut without bleeding colour.
public enum ANSISerializer {
    /// Each row of `buffer` as a line of text with SGR escapes for `depth` on a terminal of
    /// `terminal`'s background, reset at its end.
    public static func lines(of buffer: Buffer, depth: ColorDepth, on terminal: TerminalBackground = .dark) -> [String] {
        (0..<buffer.height).map { line($0, of: buffer, depth: depth, on: terminal) }
    }

    /// Row `y` of `buffer` as `lines(of:depth:)` writes it: for a caller that needs only the
    /// rows that changed (a recording, `CastRecording`).
    public static func line(_ y: Int, of buffer: Buffer, depth: ColorDepth, on terminal: TerminalBackground = .dark) -> String {
        var text = ""
        var current = Style.plain
        var lastVisible = -1
        for x in 0..<buffer.width where buffer[x, y].character != " " || buffer[x, y].style.background != nil || buffer[x, y].style.attributes.contains(.reverse) || buffer[x, y].style.attributes.contains(.underline) {
            lastVisible = x
        }
        var x = 0
        while x <= lastVisible {
            let cell = buffer[x, y]
            if !cell.isContinuation {
                let style = depth.degrade(cell.style, on: terminal)
                if style != current {
                    text += sgr(style)
                    current = style
                }
                text.append(cell.character)
            }
            x += 1
        }
        if current != .plain {
            text += "\u{1B}[0m"
        }
        return text
    }

    /// The lines of `buffer`, joined with line feeds.
    public static func string(of buffer: Buffer, depth: ColorDepth) -> String {
        lines(of: buffer, depth: depth).map { $0 + "\n" }.joined()
    }

    /// The one SGR sequence that sets a style from scratch: reset, then attributes and colours.
    static func sgr(_ style: Style) -> String {
        var codes = ["0"]
        let attributeCodes: [(TextAttributes, String)] = [(.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"), (.strikethrough, "9")]
        for (attribute, code) in attributeCodes where style.attributes.contains(attribute) {
            codes.append(code)
        }
        if let foreground = style.foreground {
            codes.append(colorCode(foreground, base: 30))
        }
        if let background = style.background {
            codes.append(colorCode(background, base: 40))
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func colorCode(_ color: TerminalColor, base: Int) -> String {
        switch color {
        case .rgb(let rgb):
            return "\(base + 8);2;\(rgb.red);\(rgb.green);\(rgb.blue)"
        case .indexed(let index) where index < 8:
            return "\(base + Int(index))"
        case .indexed(let index) where index < 16:
            return "\(base + 60 + Int(index) - 8)"
        case .indexed(let index):
            return "\(base + 8);5;\(index)"
        }
    }
}
