import CNcursesw
import FeedRendering

/// Hands out ncurses colour pairs for (foreground, background) as styles ask for them.
///
/// Pairs are allocated on first use, so a theme needs no setup step; when the terminal's
/// pairs run out, further combinations fall back to the default pair rather than failing.
struct ColorPairs {
    private var pairs: [Pair: Int16] = [:]
    private var next: Int32 = 1
    private let limit: Int32
    private let colors: Int32

    private struct Pair: Hashable {
        let foreground: Int32
        let background: Int32
    }

    init() {
        limit = min(Int32(feedterm_color_pairs()), Int32(Int16.max))
        colors = Int32(feedterm_colors())
    }

    /// The pair number for colours already degraded to the terminal's depth.
    mutating func pair(foreground: TerminalColor?, background: TerminalColor?) -> Int16 {
        let key = Pair(foreground: number(foreground), background: number(background))
        if key.foreground == -1, key.background == -1 { return 0 }
        if let existing = pairs[key] { return existing }
        guard next < limit else { return 0 }
        let pair = Int16(next)
        init_pair(pair, Int16(key.foreground), Int16(key.background))
        pairs[key] = pair
        next += 1
        return pair
    }

    /// The terminal's colour number; -1 is its default colour.
    private func number(_ color: TerminalColor?) -> Int32 {
        guard case .indexed(let index)? = color else { return -1 }
        return colors > 0 ? Int32(index) % colors : -1
    }
}
