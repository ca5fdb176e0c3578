import FeedModel
import FeedRendering

/// The cart feature: + − x change the focused cart line (or, on a listing's screen, that
/// listing), and o checks out after a y, going back to Home at its top. Its state is the
/// shopper's.
enum CartFeature: Feature {
    /// What the cart feature is asked to do.
    enum Action {
        /// One of + = − x o, on `target`.
        case key(Character, on: Target)
        /// y after o: the cart becomes an order.
        case checkOut
    }

    /// What a key acts on, as the root sees it.
    struct Target: Equatable {
        /// Whether the Cart tab shows.
        let onCart: Bool
        /// The focused cart line's listing, or the listing whose screen this is.
        let listing: ListingCard?
    }

    /// The keys it takes.
    static let keys: Set<Character> = ["+", "=", "-", "x", "o"]

    static func update(_ shopper: inout ShopperState, _ action: Action, in environment: BrowserEnvironment) -> Outcome {
        switch action {
        case .key("o", let target):
            guard target.onCart, !shopper.kept.cart.isEmpty else {
                return .status(target.onCart ? .cartEmpty : .checkoutFromCart)
            }
            return Outcome(asks: [.show(.confirmCheckout)])
        case .key(let character, let target):
            guard let card = target.listing else { return .status(.noCommand(character)) }
            let intent: ShopperIntent = switch character {
            case "+", "=": .changeQuantity(card, by: 1)
            case "-": .changeQuantity(card, by: -1)
            default: .removeFromCart(card)
            }
            return Outcome(asks: [.shop(intent)])
        case .checkOut:
            let order = ShopperFeature.update(&shopper, .checkOut, in: environment)
            // The order's saves come first, and its words win over "Showing Home".
            return Outcome(order.effects, status: order.status, asks: [.go(.openAtTop(.home))])
        }
    }
}
