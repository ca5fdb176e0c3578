import FeedRendering

/// Row 0: every tab with its key, the favorites and cart counts, abbreviated to fit.
extension BrowserState {
    /// The tab titles and where each is on row 0: in full when they fit, then shorter
    /// ("3 Fav(2)", "4 Cart(2)"), then numbers and counts only, so every tab and the cart's
    /// count stay visible down to 20 columns.
    func tabLabels() -> [(tab: Tab, text: DisplayText, x: Int)] {
        let favorites = favoriteListings.count + shopper.kept.follows.count
        let cart = shopper.cartCount
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
            if total <= width || index == forms.count - 1 {
                var x = 1
                return zip(Tab.allCases, texts).map { tab, text in
                    defer { x += text.width + gap }
                    return (tab, text, x)
                }
            }
        }
        return []
    }

    func tabHit(x: Int) -> Tab? {
        tabLabels().first { x >= $0.x && x < $0.x + $0.text.width }?.tab
    }

    func drawTabBar(into buffer: inout Buffer, in environment: BrowserEnvironment) {
        let theme = environment.theme
        let row = buffer.area.row(0)
        for label in tabLabels() {
            var role: TextRole = label.tab == activeTab ? .tabActive : .tabInactive
            if label.tab == .cart, shopper.cartCount > 0, label.tab != activeTab { role = .price }
            buffer.draw(label.text, x: label.x, y: 0, style: theme.style(role), clip: row)
        }
    }
}
