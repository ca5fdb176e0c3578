import FeedRendering

/// Where the browser's own parts stand on the screen, measured from the state alone: the tab
/// bar's labels (what a click on row 0 hits) and the scrolling panel's box (how far its keys
/// scroll). Drawing uses it, and so does `update`, so the two always agree.
struct ScreenChrome {
    /// The state measured.
    let state: BrowserState

    /// The list's area: the rows between the tab bar and breadcrumb and the status line.
    var listArea: Rect {
        Rect(x: 0, y: 2, width: state.width, height: state.viewport)
    }

    /// The panel's box: the list's area, with a margin on wide screens.
    var panelBox: Rect {
        let list = listArea
        return list.inset(horizontal: list.width >= 50 ? 4 : 0, vertical: 0)
    }

    /// How many rows of a panel show at once.
    var panelPage: Int { max(1, panelBox.height - 2) }

    /// The size of the scrolling panel open now, for the keys that scroll it.
    var panelSize: Overlays.PanelSize {
        switch state.overlays.shown {
        case .diagnostics: Overlays.PanelSize(rows: diagnosticRows().count, page: panelPage)
        case .inspector(let panel, _): Overlays.PanelSize(rows: inspectorRows(panel).count, page: panelPage)
        default: Overlays.PanelSize(rows: 0, page: panelPage)
        }
    }

    /// The tab titles and where each is on row 0: in full when they fit, then shorter
    /// ("3 Fav(2)", "4 Cart(2)"), then numbers and counts only, so every tab and the cart's
    /// count stay visible down to 20 columns.
    func tabLabels() -> [(tab: Tab, text: DisplayText, x: Int)] {
        let favorites = state.favoriteListings.count + state.shopper.kept.follows.count
        let cart = state.shopper.cartCount
        let forms: [(Tab) -> String] = [
            { tab in
                switch tab {
                case .favorites: " 3 Favorites (\(favorites)) "
                case .cart: " 4 Cart (\(cart)) "
                default: " \(tab.rawValue + 1) \(tab.title) "
                }
            },
            { tab in
                switch tab {
                case .favorites: "3 Fav(\(favorites))"
                case .cart: "4 Cart(\(cart))"
                default: "\(tab.rawValue + 1) \(tab.title)"
                }
            },
            { tab in
                switch tab {
                case .favorites: "3(\(favorites))"
                case .cart: "4(\(cart))"
                default: "\(tab.rawValue + 1)"
                }
            },
        ]
        for (index, form) in forms.enumerated() {
            let texts = Tab.allCases.map { DisplayText(form($0)) }
            // The padded form is spaced by its padding; the bare ones need a wider gap.
            let gap = index == 0 ? 1 : 2
            let total = 1 + texts.reduce(0) { $0 + $1.width } + gap * (texts.count - 1)
            if total <= state.width || index == forms.count - 1 {
                var x = 1
                return zip(Tab.allCases, texts).map { tab, text in
                    defer { x += text.width + gap }
                    return (tab, text, x)
                }
            }
        }
        return []
    }

    /// The tab whose label is at column `x` of row 0.
    func tabHit(x: Int) -> Tab? {
        tabLabels().first { x >= $0.x && x < $0.x + $0.text.width }?.tab
    }
}
