import FeedModel
import FeedRendering

/// The whole browser as a value: navigation, focus and scroll, the shopper's state, and the
/// loads in flight.
///
/// `update(_:)` changes it for one event and returns the effects to perform (loads, actions for
/// the host, impressions); `frame()` draws it. Neither does any I/O, so tests drive it with
/// events alone and the runtime (`BrowserRuntime`) keeps loading off the event loop.
public struct BrowserState {
    /// Rows above the list (tab bar, breadcrumb) and below it (status line).
    static let chromeRows = 3
    /// Smaller than this, the browser shows a notice instead of a layout that cannot fit.
    public static let minimumSize = (width: 20, height: 6)

    let renderer: FeedRenderer
    /// Names the source in messages: a directory's path, a URL.
    let sourceName: String
    /// Who is reading: modules whose `requires` this cohort does not meet are not shown.
    let cohort: Cohort
    /// Whether each module the cohort does not see is drawn as one dim line saying why.
    let showsHidden: Bool
    /// The terminal's width in columns.
    public internal(set) var width: Int
    /// The terminal's height in rows.
    public internal(set) var height: Int
    var navigation = Navigation()
    var shopper = ShopperState()
    var loads = LoadsInFlight()
    /// Every listing card seen, so Favorites and `open_listing` can show a listing whatever
    /// screen it came from.
    var catalogue: [Int: ListingCard] = [:]
    /// What search looks through: every listing of every feed loaded so far.
    var searchIndex = SearchIndex()
    var overlay: BrowserOverlay?
    /// Shop names learnt from actions and shop screens, for "Following Oak & Ember".
    var shopNames: [Int: String] = [:]
    /// The result of the last action, shown on the status line.
    public internal(set) var statusMessage = StatusMessage.hint
    /// The status line's words.
    public var status: String { statusMessage.text }
    /// True once the person asked to quit.
    public internal(set) var isFinished = false
    /// The screen that showed after the last event, to tell when a new visit begins.
    var lastShownScreen: ScreenID?

    /// A browser of the source named `sourceName` at `width`×`height`, before anything is loaded:
    /// `start()` asks for Home and Deals. `renderers` draw the modules, `cohort` decides who sees
    /// modules with `requires`, and `showsHidden` draws the hidden ones, marked.
    public init(sourceName: String, width: Int, height: Int, theme: Theme = .shop, renderers: ModuleRendererRegistry = .standard, cohort: Cohort = Cohort(), showsHidden: Bool = false) {
        self.sourceName = sourceName
        self.cohort = cohort
        self.showsHidden = showsHidden
        // The cart's lines are modules the browser builds, drawn by its own renderer.
        var renderers = renderers
        renderers.register(CartLineRenderer.type, CartLineRenderer())
        self.renderer = FeedRenderer(renderers: renderers, theme: theme)
        self.width = width
        self.height = height
        navigation.stacks[.favorites] = [favoritesScreen()]
        navigation.stacks[.cart] = [cartScreen()]
    }

    /// Opens Home and Deals: two loading screens, and the loads that fill them.
    public mutating func start() -> [Effect] {
        let home = loadingScreen(.feed("home"), title: "Home")
        let deals = loadingScreen(.feed("deals"), title: "Deals")
        navigation.stacks[.home] = [home.screen]
        navigation.stacks[.deals] = [deals.screen]
        return home.effects + deals.effects + [.loadState]
    }

    // MARK: What tests and hosts read

    /// The showing tab.
    public var activeTab: Tab { navigation.activeTab }

    /// The titles of the current tab's stack, root first.
    public var breadcrumb: [String] { navigation.stack.map(\.title) }

    /// The current screen's diagnostics.
    public var diagnostics: [Diagnostic] { screen.diagnostics }

    /// Focus as (module index, element index) on the current screen.
    public var focus: ElementID? { screen.focus }

    /// Favorites, applied coupons and followed shops.
    public var viewState: ViewState { shopper.view }

    /// Items in the cart, counting quantities.
    public var cartCount: Int { shopper.cartCount }

    /// How many loads are in flight.
    public var loadsInFlight: Int { loads.count }

    /// The loads in flight whose screen the reader has left: nobody waits for them any more.
    public var abandonedLoads: [LoadID] { loads.abandoned(in: navigation) }

    /// Whether the current screen is still waiting for its document.
    public var isLoading: Bool { screen.isLoading }

    /// The listings currently favorited, by listing id: those seen in a feed, and those the
    /// shopper favorited before, kept by the state store.
    public var favoriteListings: [ListingCard] {
        let view = shopper.view
        var cards = catalogue.values.filter(view.isFavorite)
        for choice in shopper.kept.favorites.values where choice.favorite && catalogue[choice.card.listingID] == nil {
            cards.append(choice.card)
        }
        return cards.sorted { $0.listingID < $1.listingID }
    }

    /// What the state store keeps: favorites, follows, the cart, coupons and orders.
    public var kept: KeptState { shopper.kept }

    // MARK: The current screen

    var screen: Screen {
        get { navigation.screen }
        set { navigation.screen = newValue }
    }

    /// Forgets the drawings kept for the current screen (`BrowserRuntime.forgetDrawings`).
    package func forgetDrawings() {
        screen.list.forgetDrawings()
    }

    /// Rows the list has between the chrome.
    var viewport: Int { max(0, height - Self.chromeRows) }

    /// The view state as the current screen draws it.
    var drawingState: ViewState { screen.drawingState(shopper.view) }
}
