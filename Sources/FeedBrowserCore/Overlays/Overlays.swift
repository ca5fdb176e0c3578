import FeedInput

/// The overlays' state: what is drawn over the list (help, the screen's problems, inspect, the
/// search prompt, the checkout question) and where it is scrolled. `OverlaysFeature` changes it.
struct Overlays: Equatable {
    /// The overlay showing, if any.
    var shown: BrowserOverlay?

    /// The rows a scrolling panel has and how many show at once, for the panel open now.
    struct PanelSize: Equatable {
        var rows: Int
        var page: Int
    }

    /// Whether the inspect panel is open and waiting for its document.
    var awaitsInspection: Bool {
        if case .inspector(let panel, _) = shown { panel.isPending } else { false }
    }

    /// The first row shown of a panel of `panel.rows` rows, kept in range.
    static func clamped(_ offset: Int, _ panel: PanelSize) -> Int {
        max(0, min(offset, panel.rows - panel.page))
    }

    /// Where a scrolling key moves a panel's first row, or nil for any other key.
    static func scrollTarget(_ key: Key, offset: Int, page: Int) -> Int? {
        switch key {
        case .down, .character("j"): offset + 1
        case .up, .character("k"): offset - 1
        case .pageDown, .character(" "): offset + page
        case .pageUp: offset - page
        case .home, .character("g"): 0
        case .end, .character("G"): Int.max / 2
        default: nil
        }
    }
}
