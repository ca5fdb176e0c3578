import FeedModel
import FeedRendering

/// The screens the reader moves between and what they were loaded with: the tabs, their stacks
/// and the loads they wait for (`Navigation`), the catalogue of what they showed, and the
/// terminal's size they are laid out at. The part of the state the loading, pictures and
/// actions features work on.
struct Screens: Equatable {
    /// Tabs, their screens (each with its focus and scroll), and the loads they wait for.
    var navigation = Navigation()
    /// Every listing card and shop name seen, and what search looks through.
    var catalogue = Catalogue()
    /// The card each listing's `add_to_cart` was last selected on, by listing id: the price
    /// and currency the cart charges are the ones shown there (the listing's own screen, or the
    /// card the action belongs to), not the first card of it the browser saw.
    var cardsSelected: [Int: ListingCard] = [:]
    /// The terminal's width in columns.
    var width: Int
    /// The terminal's height in rows.
    var height: Int

    /// Rows the list has between the chrome.
    var viewport: Int { max(0, height - BrowserState.chromeRows) }

    /// The screen on top of the showing tab.
    var screen: Screen {
        get { navigation.screen }
        _modify { yield &navigation.screen }
    }

}
