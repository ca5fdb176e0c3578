import FeedModel

/// One element of a module that focus can land on, and the action that activating it performs.
public struct FocusStop: Sendable, Hashable {
    /// Which part of its module the stop is.
    public enum Part: Sendable, Hashable {
        /// The module's header.
        case header
        /// The whole module (a banner, a search field) or its one main element.
        case body
        /// Card `n` of the module's cards, in reading order.
        case card(Int)
        /// The button of card `n` (a coupon card's).
        case cardButton(Int)
        /// The module's own button (a banner's, a listing's "Add to cart").
        case button
        /// A listing's heart on its own screen.
        case favorite
        /// The module's footer.
        case footer
        /// A part a host's module type names for itself.
        case custom(String)
    }

    /// Which part of the module it is.
    public var part: Part
    /// What activating it does.
    public var action: Action
    /// The listing a card shows, so `f` can favorite it.
    public var listingID: Int?
    /// Where the element is in the module's JSON: the steps from the payload object down to
    /// it (`["listings", 2]`); empty for the payload itself. Inspect (`i`, `preview --inspect`)
    /// reads it, for every module type, a host's too.
    public var address: [JSONAddressStep]

    /// A stop on `part` that performs `action`, about `listingID` when it is a listing's, at
    /// `address` in the payload.
    public init(part: Part, action: Action, listingID: Int? = nil, address: [JSONAddressStep] = []) {
        self.part = part
        self.action = action
        self.listingID = listingID
        self.address = address
    }
}
