import FeedModel
import FeedRendering

/// The screens the browser builds itself (`BuiltScreen`), put on their tabs.
extension BrowserState {
    /// The Favorites screen: every favorited listing, then every followed shop.
    mutating func favoritesScreen() -> Screen {
        let modules = BuiltScreen.favorites(favoriteListings, follows: shopper.kept.follows)
        return Screen(id: navigation.newScreenID(), kind: .favorites, title: "Favorites", modules: FeedModules(modules))
    }

    /// The Cart screen, built from the shopper's kept state.
    mutating func cartScreen() -> Screen {
        let modules = BuiltScreen.cart(of: shopper, shopNames: catalogue.shopNames)
        return Screen(id: navigation.newScreenID(), kind: .cart, title: "Cart", modules: FeedModules(modules))
    }

    /// Rebuilds Favorites and the cart after the shopper's state changed, keeping where their
    /// focus was.
    mutating func refreshBuiltScreens(in environment: BrowserEnvironment) -> Outcome {
        for (tab, fresh) in [(Tab.favorites, favoritesScreen()), (.cart, cartScreen())] {
            navigation.replaceRoot(of: tab, with: fresh, in: environment.layout(of: fresh.list, width: width), viewport: viewport)
        }
        guard activeTab == .favorites || activeTab == .cart else { return .none }
        return moveFocus(.keepInView, in: environment)
    }

    /// Pushes a screen of every listing loaded so far whose title, shop name, tags or
    /// description hold every word of the query (`Catalogue.search`).
    mutating func search(_ query: String, in environment: BrowserEnvironment) -> Outcome {
        let trimmed = String(query.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        guard !trimmed.isEmpty else { return .status(.emptySearch) }
        let matches = catalogue.search(trimmed)
        let modules = BuiltScreen.searchResults(trimmed, matches: matches)
        let screen = Screen(id: navigation.newScreenID(), kind: .search(trimmed), title: "Search: \(trimmed)", modules: FeedModules(modules))
        return go(.push(screen), in: environment) + .status(.searchResults(query: trimmed, count: matches.count))
    }
}
