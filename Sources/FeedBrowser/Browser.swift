import FeedModel
import FeedRendering

/// The interactive browser as a state machine: input events in, frames out.
///
/// It knows nothing of terminals: FeedTerminal feeds it `InputEvent`s and shows its frames, and
/// tests drive it with key sequences. Every action a person performs first goes to the host's
/// `ActionHandler` (which may log it), then to the browser's own action environment, which
/// navigates, favorites, applies coupons and fills the cart.
public final class Browser {
    /// Rows above the list (tab bar, breadcrumb) and below it (status line).
    static let chromeRows = 3
    /// Smaller than this, the browser shows a notice instead of a layout that cannot fit.
    public static let minimumSize = (width: 20, height: 6)

    let source: any FeedSource
    let renderer: FeedRenderer
    let host: ActionHandler
    public private(set) var width: Int
    public private(set) var height: Int
    public internal(set) var activeTab: Tab = .home
    var stacks: [Tab: [Screen]] = [:]
    /// Favorites, applied coupons, followed shops: shared by every screen.
    public internal(set) var viewState = ViewState()
    /// Listing id → quantity.
    public internal(set) var cart: [Int: Int] = [:]
    /// Every listing card seen, so Favorites can show a listing whatever screen it came from.
    var catalogue: [Int: ListingCard] = [:]
    /// What search looks through: every listing of every feed loaded so far.
    var searchIndex = SearchIndex()
    var overlay: BrowserOverlay?
    /// The result of the last action, shown on the status line.
    public internal(set) var status = "Press ? for keys"
    /// True once the person asked to quit.
    public internal(set) var isFinished = false
    /// The hotspots of the last frame, in screen coordinates, for clicks.
    var lastHotspots: [Hotspot] = []

    public init(source: any FeedSource, width: Int, height: Int, theme: Theme = .shop, renderers: ModuleRendererRegistry = .standard, host: ActionHandler = .ignore) {
        self.source = source
        self.renderer = FeedRenderer(renderers: renderers, theme: theme)
        self.host = host
        self.width = width
        self.height = height
        stacks[.home] = [loadScreen(.feed("home"), title: "Home")]
        stacks[.deals] = [loadScreen(.feed("deals"), title: "Deals")]
        stacks[.favorites] = [favoritesScreen()]
        focusFirstVisible()
    }

    // MARK: The current screen

    var stack: [Screen] {
        get { stacks[activeTab] ?? [] }
        set { stacks[activeTab] = newValue }
    }

    var screen: Screen {
        get { stack[stack.count - 1] }
        set { stack[stack.count - 1] = newValue }
    }

    /// Rows the list has between the chrome.
    var viewport: Int { max(0, height - Self.chromeRows) }

    /// The view state as the current screen draws it: shared state plus its carousel positions.
    var drawingState: ViewState {
        var state = viewState
        state.carouselOffsets = screen.carouselOffsets
        return state
    }

    /// The titles of the current tab's stack, root first.
    public var breadcrumb: [String] { stack.map(\.title) }

    /// The listings currently favorited, in the order they were first seen.
    public var favoriteListings: [ListingCard] {
        catalogue.values.filter(viewState.isFavorite).sorted { $0.listingID < $1.listingID }
    }

    /// The current screen's diagnostics.
    public var diagnostics: [Diagnostic] { screen.diagnostics }

    /// Focus as (module index, element index) on the current screen.
    public var focus: ElementID? { screen.focus }

    // MARK: Events

    public func handle(_ event: InputEvent) {
        switch event {
        case .resize(let newWidth, let newHeight):
            width = newWidth
            height = newHeight
            for tab in Tab.allCases {
                stacks[tab] = stacks[tab]?.map { screen in
                    var screen = screen
                    screen.clampAnchor(width: newWidth, viewport: viewport)
                    return screen
                }
            }
            // The focused element stays focused and is scrolled into view at the new size.
            if let focus = screen.focus, focusedHotspot() != nil {
                setFocus(focus)
            } else {
                focusFirstVisible()
            }
        case .key(let key):
            handle(key)
        case .click(let x, let y):
            click(x: x, y: y)
        case .wheel(let rows):
            screen.scroll(by: rows, width: width, viewport: viewport)
        }
    }
}
