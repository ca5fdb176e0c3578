import CNcursesw
import FeedRendering

/// Hands out ncurses colour pairs for (foreground, background) as styles ask for them.
///
/// Pairs come from ncurses' `alloc_pair`, which recycles the least recently allocated pair
/// once the terminal's table is full: a screen of pictures, thousands of colour combinations,
/// never runs out. The numbers are kept here too, so a frame asks ncurses once per pair.
struct ColorPairs {
    private var pairs: [Pair: Int32] = [:]
    private let colors: Int32
    /// Whether colour numbers are RGB (a `-direct` terminfo entry) rather than palette indices.
    let isDirect: Bool
    /// The pairs the terminal has; past as many combinations, alloc_pair starts recycling.
    private let limit: Int

    private struct Pair: Hashable {
        let foreground: Int32
        let background: Int32
    }

    init() {
        colors = Int32(feedterm_colors())
        isDirect = colors >= 1 << 24
        limit = Int(feedterm_color_pairs()) - 1
    }

    /// The pair number for colours already degraded to the terminal's depth; 0 is the
    /// terminal's own colours.
    mutating func pair(foreground: TerminalColor?, background: TerminalColor?) -> Int32 {
        let key = Pair(foreground: number(foreground), background: number(background))
        if key.foreground == -1, key.background == -1 { return 0 }
        // Until the table has filled, no number has been given away: no need to ask ncurses.
        if let existing = pairs[key], pairs.count < limit || Self.holds(existing, key) { return existing }
        let pair = alloc_pair(key.foreground, key.background)
        guard pair > 0 else { return 0 }
        pairs[key] = pair
        return pair
    }

    /// Whether pair `number` still holds `key`'s colours: alloc_pair may have given it away.
    private static func holds(_ number: Int32, _ key: Pair) -> Bool {
        var foreground: Int32 = 0, background: Int32 = 0
        return extended_pair_content(number, &foreground, &background) == OK && foreground == key.foreground && background == key.background
    }

    /// The terminal's colour number; -1 is its default colour. Colours come degraded to the
    /// terminal's depth: indexed ones for a palette, either kind for a direct entry.
    private func number(_ color: TerminalColor?) -> Int32 {
        guard let color else { return -1 }
        if isDirect { return DirectColorTerm.number(of: color) }
        guard case .indexed(let index) = color else { return -1 }
        return colors > 0 ? Int32(index) % colors : -1
    }
}
