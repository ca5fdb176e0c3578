import FeedRendering

/// The columns a line printed to a terminal takes: its text, not the escape sequences that
/// colour it or draw pictures over it.
package enum PrintedWidth {
    /// `line`'s width with every SGR, cursor and picture sequence (CSI, APC, DCS, OSC, and
    /// ESC 7 / ESC 8) left out.
    package static func of(_ line: String) -> Int {
        var text = ""
        var scalars = line.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\u{1B}", let kind = scalars.popFirst() else {
                text.unicodeScalars.append(scalar)
                continue
            }
            switch kind {
            case "[":
                // Parameters, then one final byte from @ to ~.
                while let next = scalars.popFirst(), !("@"..."~").contains(next) {}
            case "_", "P", "]":
                // A string, ended by ESC \ (or BEL for an OSC).
                while let next = scalars.popFirst() {
                    if next == "\u{07}" { break }
                    if next == "\u{1B}", scalars.first == "\\" {
                        scalars.removeFirst()
                        break
                    }
                }
            default:
                break
            }
        }
        return DisplayText(text).width
    }
}
