/// What a feature did for one action: the effects it asks the runtime for, what the status
/// line says of it, and what it asks of the feature that handed it the action.
///
/// Every feature returns one, and none sets the status line: the root does, once per event,
/// from the last outcome that says something (`BrowserState.update(_:in:)`).
struct Outcome: Equatable {
    /// The I/O to do, in order.
    var effects: [Effect] = []
    /// What the status line says now; nil leaves it as it was.
    var status: StatusMessage?
    /// What the feature asks of its parent, which it cannot do itself.
    var asks: [Ask] = []

    /// What a feature can ask of its parent: a step of another feature, which the root
    /// takes (`BrowserState.resolve(_:in:)`), in order, after the feature's own.
    enum Ask: Equatable {
        /// q: the person wants to leave.
        case quit
        /// y to "Check out?": place the order.
        case checkOut
        /// Enter in the search prompt: search for this.
        case search(String)
        /// A document arrived on the screen showing: keep its focus in view.
        case keepFocusInView
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
