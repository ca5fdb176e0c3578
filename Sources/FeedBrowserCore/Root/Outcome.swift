/// What a feature did for one action: the effects it asks the runtime for, what the status
/// line says of it, and the steps it asks of the root: other features' actions, which it cannot
/// take on its own part of the state.
///
/// Every feature returns one, and none sets the status line: the root does, once per event,
/// from the last outcome that says something (`BrowserState.update(_:in:)`). The root takes a
/// feature's asks right after it, in order (`BrowserState.resolve(_:in:)`); their effects
/// follow the feature's own, and the feature's own status, when it says one, wins over theirs.
struct Outcome: Equatable {
    /// The I/O to do, in order.
    var effects: [Effect] = []
    /// What the status line says now; nil leaves it as it was.
    var status: StatusMessage?
    /// The steps it asks of the root, which it cannot take on its own part of the state.
    var asks: [Ask] = []

    /// What a feature can ask of the root: a step of another feature, on a part of the state
    /// it does not own. These are the root's own actions: it hands each to the feature that
    /// owns that part (`BrowserState.take(_:in:)`, from `resolve(_:in:)`).
    enum Ask: Equatable {
        /// q: the person wants to leave.
        case quit
        /// Moves focus or scrolls the current screen (the focus feature).
        case focus(FocusMove)
        /// Keeps the current screen's focus in view: a document arrived on it, or it came back.
        case keepFocusInView
        /// Changes screens or tabs (the navigation feature), then puts focus right.
        case go(NavigationIntent)
        /// Pushes a screen that loads `kind` from the source (the loading feature).
        case pushLoading(ScreenKind, title: String)
        /// r: loads the current screen, or its failed parts, again.
        case reload
        /// Shows an overlay, or none (the overlays feature).
        case show(BrowserOverlay?)
        /// i: reads the focused element's document for the inspect panel.
        case inspect
        /// Enter: activates the focused element (the actions feature).
        case activateFocused
        /// f: favorites the focused listing.
        case favoriteFocused
        /// One of the cart's keys (the cart feature).
        case cartKey(Character)
        /// y to "Check out?": place the order.
        case checkOut
        /// A change of the shopper's (the shopper feature); Favorites and the Cart are built
        /// again when it changed what they show.
        case shop(ShopperIntent)
        /// Enter in the search prompt: hands a search action to the host first.
        case search(String)
        /// The browser's own search: a screen of every listing loaded so far that matches.
        case searchListings(String)
        /// The shopper's state may have changed: build Favorites and the Cart again.
        case refreshBuiltScreens
        /// A screen the reader opened arrived: say so, when the status line still says it loads.
        case sayArrivedIfAwaited(title: String)
    }

    /// Nothing to do and nothing to say.
    static let none = Outcome()

    init(_ effects: [Effect] = [], status: StatusMessage? = nil, asks: [Ask] = []) {
        self.effects = effects
        self.status = status
        self.asks = asks
    }

    /// A line for the status bar, and nothing else.
    static func status(_ message: StatusMessage) -> Outcome {
        Outcome(status: message)
    }

    /// `first`, then `next`: both's effects and asks in order, and the status `next` says, else
    /// the one `first` said.
    static func + (first: Outcome, next: Outcome) -> Outcome {
        Outcome(first.effects + next.effects, status: next.status ?? first.status, asks: first.asks + next.asks)
    }

    static func += (first: inout Outcome, next: Outcome) {
        first = first + next
    }
}
