import FeedRendering

/// A screen's list as the terminal shows it now: measured at its width, the rows between the
/// chrome, and the shopper's view state that every module is drawn with.
struct ScreenLayout {
    /// The screen's list at the terminal's width.
    let list: ListLayout
    /// Rows the list has between the chrome.
    let viewport: Int
    /// Favorites, coupons, follows and the cart, as drawing reads them.
    let shopper: ViewState
}
