import FeedModel

/// What the status line says, as a value: update sets one of these, and `text` words it in
/// one place, so tests and hosts can assert what happened without matching words.
public enum StatusMessage: Sendable, Hashable {
    /// The first hint: press ? for keys.
    case hint
    /// A key nothing is bound to.
    case noCommand(Character)
    /// Something the runtime has to say (a state file moved aside, a save that waits).
    case notice(String)
    /// What the host said when it performed an action.
    case host(String)
    /// The host performed an action and said nothing.
    case done(actionType: String)
    /// The host is performing an action and will answer later.
    case waitingForHost(actionType: String)

    // Screens and loading.
    /// A screen is loading.
    case loading(title: String)
    /// A screen arrived, or a tab or a screen of the host's showed: its title.
    case showing(title: String)
    /// What went wrong with the screen shown.
    case problem(String)
    /// A listing's screen built from its card, for a source without its document.
    case builtFromCard(title: String, listingID: Int)
    /// r: failed parts asked for again.
    case retrying(parts: Int, title: String)
    /// r where there is nothing to reload.
    case nothingToReload
    /// r on Favorites or the Cart: the kept state is read again.
    case readingKeptState(title: String)
    /// r: the screen is read again.
    case reloading(title: String)
    /// A reload failed; what was shown stays.
    case reloadFailed(problem: String)
    /// A reload arrived, with how many problems it has.
    case reloaded(title: String, problems: Int)
    /// A placeholder's document could not be loaded.
    case couldNotLoad(path: String, why: String)
    /// Esc at the top of a tab.
    case alreadyAtTop(tab: String)
    /// Esc: back to the screen below.
    case back(to: String)

    // Focus and panels.
    /// Enter with nothing focused.
    case nothingFocused
    /// i with nothing focused.
    case nothingToInspect
    /// i on what the browser built itself.
    case builtByTheBrowser
    /// A key the inspect panel does not take.
    case panelKeys
    /// A key the problems panel does not take.
    case problemsPanelKeys
    /// f on something that is not a listing.
    case notAListing

    // Actions.
    /// An expired coupon's button.
    case couponExpired
    /// open_url: shown, never opened.
    case link(String)
    /// apply_coupon.
    case couponApplied(code: String)
    /// An action about a listing no feed has shown.
    case unknownListing(Int)
    /// toggle_favorite, and where it left the listing.
    case favorite(title: String, isFavorite: Bool)
    /// follow_shop, and where it left the shop.
    case following(shop: String, isFollowing: Bool)
    /// An action type this version cannot perform.
    case cannotPerform(actionType: String)
    /// An action type the reader's app version does not know (feedterm.json's `since`): that
    /// app shows it as inert.
    case notInClientVersion(actionType: String, version: String)
    /// An open_feed whose feed would leave the source.
    case refusedFeed(feed: String, problem: String)

    // Search.
    /// An empty search.
    case emptySearch
    /// Search cancelled.
    case searchCancelled
    /// Search results.
    case searchResults(query: String, count: Int)

    // The cart.
    /// add_to_cart, and how many are in the cart now.
    case addedToCart(title: String, added: Int, inCart: Int)
    /// A line changed with the + or − key, and how many are left.
    case inCart(title: String, count: Int)
    /// x on a line.
    case removedFromCart(title: String)
    /// − on a listing not in the cart.
    case notInCart(title: String)
    /// A line that cannot hold more.
    case cartLineFull(title: String)
    /// o with an empty cart.
    case cartEmpty
    /// o away from the Cart tab.
    case checkoutFromCart
    /// y after o: the order and its totals.
    case orderPlaced(items: Int, totals: String)
    /// Anything but y after o.
    case checkoutCancelled
}
