import FeedModel
import FeedRendering

/// The cart feature: + − x change the focused cart line (or, on a listing's screen, that
/// listing), and o checks out after a y, going back to Home at its top.
enum CartFeature: Feature {
    /// What the cart feature is asked to do.
    enum Action {
        /// One of + = − x o.
        case key(Character)
        /// y after o: the cart becomes an order.
        case checkOut
    }

    /// The keys it takes.
    static let keys: Set<Character> = ["+", "=", "-", "x", "o"]

    static func update(_ state: inout BrowserState, _ action: Action, in environment: BrowserEnvironment) -> Outcome {
        switch action {
        case .key("o"):
            guard state.activeTab == .cart, !state.shopper.kept.cart.isEmpty else {
                return .status(state.activeTab == .cart ? .cartEmpty : .checkoutFromCart)
            }
            return state.run(OverlaysFeature.self, .show(.confirmCheckout), on: \.overlays, in: environment)
        case .key(let character):
            guard let card = target(in: state) else { return .status(.noCommand(character)) }
            let intent: ShopperIntent = switch character {
            case "+", "=": .changeQuantity(card, by: 1)
            case "-": .changeQuantity(card, by: -1)
            default: .removeFromCart(card)
            }
            return state.shop(intent, in: environment)
        case .checkOut:
            let order = state.run(ShopperFeature.self, .checkOut, on: \.shopper, in: environment)
            let home = state.go(.openAtTop(.home), in: environment)
            // The order's saves come first, and its words win over "Showing Home".
            return Outcome(order.effects + home.effects, status: order.status)
        }
    }

    /// The listing + − x act on: the focused cart line, or the listing whose screen this is.
    private static func target(in state: BrowserState) -> ListingCard? {
        let screen = state.screen
        if state.activeTab == .cart, state.navigation.stack.count == 1, let focus = screen.focus,
           let line = screen.list.modules[focus.module].payload as? CartLinePayload {
            return line.line.listing
        }
        if case .listing(let listingID) = screen.kind { return state.knownCard(listingID) }
        return nil
    }
}
