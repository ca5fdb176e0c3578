import FeedInput
import FeedModel
import FeedRendering

/// The whole browser as a value, composed of features of one shape (`Feature`), each over its
/// own part: navigation (`Navigation`), focus and scroll (each `Screen`'s), loading, pictures
/// and actions (`Screens`), the shopper and the cart (`ShopperState`), keys and overlays
/// (`Overlays`) and impressions (`Impressions`).
///
/// `update(_:in:)` turns each event into the features' actions, gathers their outcomes, sets
/// the status line from them, and returns the effects to perform (loads, saves, actions for
/// the host, impressions); `frame(in:)` draws it. Neither
/// does any I/O, so tests drive it with events alone and the runtime (`BrowserRuntime`) does
/// every effect off the event loop. What it is drawn with and who reads it come from a
/// `BrowserEnvironment`, passed in: the state is a plain value, and tests may compare a whole
/// next state with `==`.
public struct BrowserState: Equatable {
    /// Rows above the list (tab bar, breadcrumb) and below it (status line).
    static let chromeRows = 3
    /// The most deferred modules one screen's documents may name: a feed cannot make the
    /// browser load without end.
    public static let maxDeferredPerScreen = 100
    /// Smaller than this, the browser shows a notice instead of a layout that cannot fit.
    public static let minimumSize = (width: BrowserMinimumSize.width, height: BrowserMinimumSize.height)

    /// The screens, what they were loaded with, and the size they are laid out at.
    var screens: Screens
    /// Favorites, follows, coupons, the cart and orders.
    var shopper = ShopperState()
    /// Help, problems, inspect, the search prompt or the checkout question, over the list.
    var overlays = Overlays()
    /// The result of the last action, shown on the status line.
    public internal(set) var statusMessage = StatusMessage.hint
    /// The status line's words.
    public var status: String { statusMessage.text }
    /// True once the person asked to quit.
    public internal(set) var isFinished = false
    /// The modules seen on this visit to the current screen.
    var impressions = Impressions()

    /// A browser at `width`×`height`, before anything is loaded: `start()` asks for Home and
    /// Deals.
    public init(width: Int, height: Int) {
        screens = Screens(width: width, height: height)
        navigation.stacks[.favorites] = [favoritesScreen()]
        navigation.stacks[.cart] = [cartScreen()]
    }

    /// Opens Home and Deals: two loading screens, and the loads that fill them.
    public mutating func start() -> [Effect] {
        let home = screens.loadingScreen(.feed("home"), title: "Home")
        let deals = screens.loadingScreen(.feed("deals"), title: "Deals")
        navigation.stacks[.home] = [home.screen]
        navigation.stacks[.deals] = [deals.screen]
        return home.effects + deals.effects + [.loadState]
    }

    // MARK: What tests and hosts read

    /// The terminal's width in columns.
    public var width: Int { screens.width }

    /// The terminal's height in rows.
    public var height: Int { screens.height }

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

    /// The cart's total as the cart shows it: one sum per currency ("€36.00 · $48.00").
    public var cartTotal: String { CartLine.totals(of: shopper.kept.cart) }

    /// Where the focused element is drawn on the screen, in the last frame drawn in
    /// `environment`: nil when nothing is focused or it is not drawn.
    public func focusedRect(in environment: BrowserEnvironment) -> Rect? {
        guard let focus = screen.focus else { return nil }
        return environment.lastFrameHotspots.first { $0.element == focus }?.rect
    }

    /// How many loads are in flight.
    public var loadsInFlight: Int { navigation.loads.count }
    /// The runs of long documents' rest being decoded, counted in `loadsInFlight` too.
    public var restsInFlight: Int { navigation.loads.restCount }

    /// The loads in flight whose screen the reader has left: nobody waits for them any more.
    public var abandonedLoads: [LoadID] { navigation.abandonedLoads }

    /// Whether the current screen is still waiting for its document.
    public var isLoading: Bool { screen.isLoading }

    /// The current screen's focusable elements in reading order, with the text each shows
    /// (`ReadingEntry`): every module's, or those of `modules`.
    public func readingOrder(in environment: BrowserEnvironment, modules: Range<Int>? = nil) -> [ReadingEntry] {
        screen.readingOrder(in: layout(in: environment), modules: modules ?? 0..<screen.list.count)
    }

    /// The current screen's modules as a linear reading takes them (`ReadingSection`): each
    /// one's own words, and its focusable elements in reading order; every module's, or those
    /// of `modules`.
    public func readingSections(in environment: BrowserEnvironment, modules: Range<Int>? = nil) -> [ReadingSection] {
        screen.readingSections(in: layout(in: environment), modules: modules ?? 0..<screen.list.count)
    }

    /// How many modules the current screen holds now.
    public var moduleCount: Int { screen.list.count }

    /// The listing card with this id, as the feeds seen so far show it.
    public func listing(_ id: Int) -> ListingCard? {
        catalogue[id]
    }

    /// Whether what the current screen holds may still grow: its document, a page or deferred
    /// module of it, or its long document's rest, is still loading (another screen's loads and
    /// pictures aside).
    public var mayGrow: Bool { screen.isLoading || navigation.loads.documentCount(for: screen.id) > 0 }

    /// Whether the checkout question is open: y places the order, any other key cancels it.
    public var asksToCheckOut: Bool { overlays.shown == .confirmCheckout }

    /// Whether the inspect panel is open and waiting for its document.
    public var awaitsInspection: Bool { overlays.awaitsInspection }

    /// The listings currently favorited, by listing id: those seen in a feed, and those the
    /// shopper favorited before, kept by the state store.
    public var favoriteListings: [ListingCard] {
        let view = shopper.view
        var cards = catalogue.listings.values.filter(view.isFavorite)
        for choice in shopper.kept.favorites.values where choice.favorite && catalogue[choice.card.listingID] == nil {
            cards.append(choice.card)
        }
        return cards.sorted { $0.listingID < $1.listingID }
    }

    /// What the state store keeps: favorites, follows, the cart, coupons and orders.
    public var kept: KeptState { shopper.kept }

    /// The whole screen as it should look now, with its hotspots, and the environment's
    /// layouts with what this frame measured and drew added (`FrameDrawing`). Whoever shows the
    /// frame keeps both for the next event (`BrowserFrame`). It changes nothing it is handed
    /// but the picture store's own order of use, which drawing a picture refreshes.
    ///
    /// The environment is taken, not borrowed, so that its layouts are the frame's alone and
    /// what it adds copies nothing kept: hand over a copy to keep using your own.
    ///
    /// - Complexity: proportional to the modules in view, not to the feed's length.
    public func frame(in environment: consuming BrowserEnvironment) -> BrowserFrame {
        let environment = environment.measuring()
        let buffer = FrameDrawing(state: self, environment: environment).draw()
        return BrowserFrame(buffer: buffer, measures: environment.measured())
    }

    // MARK: The current screen

    /// Tabs, their screens, and the loads they wait for.
    var navigation: Navigation {
        get { screens.navigation }
        _modify { yield &screens.navigation }
    }

    /// Every listing card and shop name seen.
    var catalogue: Catalogue { screens.catalogue }

    /// The screen on top of the showing tab.
    var screen: Screen {
        get { screens.screen }
        _modify { yield &screens.screen }
    }

    /// Rows the list has between the chrome.
    var viewport: Int { screens.viewport }

    /// The current screen's list as the terminal shows it, measured in `environment`.
    func layout(in environment: BrowserEnvironment) -> ScreenLayout {
        ScreenLayout(list: environment.layout(of: screen.list, width: width), viewport: viewport, shopper: shopper.view)
    }

    /// Moves focus or scrolls the current screen.
    mutating func moveFocus(_ move: FocusMove, in environment: BrowserEnvironment) -> Outcome {
        run(FocusFeature.self, .move(move, layout(in: environment)), on: \.screen, in: environment)
    }

    /// Focuses an element of the current screen and scrolls to show it.
    mutating func setFocus(_ element: ElementID, in environment: BrowserEnvironment) -> Outcome {
        run(FocusFeature.self, .focus(element, layout(in: environment)), on: \.screen, in: environment)
    }

    /// Focuses the first element in view on the current screen.
    mutating func focusFirstVisible(in environment: BrowserEnvironment) -> Outcome {
        run(FocusFeature.self, .focusFirstVisible(layout(in: environment)), on: \.screen, in: environment)
    }

    /// The current screen's focused element's hotspot, if it is drawn.
    func focusedHotspot(in environment: BrowserEnvironment) -> Hotspot? {
        screen.focusedHotspot(in: layout(in: environment))
    }
}
