import FeedModel

/// One expectation of a flow's `expect` step: what must hold of the screen, the focus, what
/// the browser did since the last `expect` or checkpoint, the cart, the favorites, the status
/// line or the tab. Checked softly: one that fails is reported at its key's line and column,
/// and the flow goes on.
package struct FlowExpectation: Equatable {
    /// The keys of an `expect` object, as flow files write them.
    package enum Key: String, CaseIterable, Sendable {
        case screenHas = "screen_has", screenLacks = "screen_lacks", focused, action, saved, cart, favorites, status, tab
    }

    /// What is expected.
    package enum Check: Equatable {
        /// Some row of the screen contains the text.
        case screenHas(String)
        /// No row of the screen contains the text.
        case screenLacks(String)
        /// The focused element's text contains the text.
        case focused(String)
        /// An action handed to the host since the last `expect` or checkpoint has these
        /// fields, with these values (objects compared field by field, the same way).
        case action([String: JSONValue])
        /// A save since the last `expect` or checkpoint reads with the text (`favorite 1002 on`).
        case saved(String)
        /// The cart holds `items` items (counting quantities), its total reads `total`.
        case cart(items: Int?, total: String?)
        /// The favorited listings are exactly these, by listing id.
        case favorites([Int])
        /// The status line contains the text.
        case status(String)
        /// The showing tab is this one: home, deals, favorites or cart.
        case tab(String)
    }

    /// The tabs a `tab` expectation may name.
    package static let tabs = ["home", "deals", "favorites", "cart"]

    package let check: Check
    /// Where its key stands in the file, as a byte offset and as a line and column (filled
    /// in when the flow is read from a file).
    package var byteOffset: Int?
    package var location: SourceLocation?

    package init(_ check: Check, byteOffset: Int? = nil, location: SourceLocation? = nil) {
        self.check = check
        self.byteOffset = byteOffset
        self.location = location
    }

    /// The key the expectation is written with.
    package var key: Key {
        switch check {
        case .screenHas: .screenHas
        case .screenLacks: .screenLacks
        case .focused: .focused
        case .action: .action
        case .saved: .saved
        case .cart: .cart
        case .favorites: .favorites
        case .status: .status
        case .tab: .tab
        }
    }
}
