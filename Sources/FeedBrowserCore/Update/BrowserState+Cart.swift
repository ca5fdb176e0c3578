import FeedInput
import FeedModel
import FeedRendering
import Foundation

/// The Cart tab: its lines with per-currency totals and past orders; + − x change the focused
/// line (or, on a listing's screen, that listing), and o checks out after a y.
extension BrowserState {
    /// The cart screen, built from the shopper's kept state.
    mutating func cartScreen() -> Screen {
        let cart = shopper.kept.cart
        var modules: [Module] = []
        if cart.isEmpty {
            modules.append(Self.header("cart-empty", "Your cart is empty", "Open a listing and press Enter on “Add to cart”; the cart is kept for this source"))
        } else {
            let count = shopper.cartCount
            modules.append(Self.header("cart", "Your cart", "\(count) item\(count == 1 ? "" : "s") · o checks out"))
            // A coupon shows beside the lines of its shop, when the shop's name is known;
            // only the feed knows what it is worth, so no amount is taken off here.
            let couponShops = shopper.kept.coupons.mapValues { $0.flatMap { shopNames[$0] } }
            for line in cart {
                let coupons = couponShops.filter { $0.value != nil && $0.value == line.listing.shopName }.keys.sorted()
                modules.append(Module(id: "cart-\(line.listing.listingID)", type: CartLineRenderer.type, payload: CartLinePayload(line: line, coupons: coupons)))
            }
            let otherCoupons = couponShops.filter { code, name in name == nil || !cart.contains { $0.listing.shopName == name } }.keys.sorted()
            let couponText = otherCoupons.isEmpty ? "" : " · coupons applied: " + otherCoupons.joined(separator: ", ")
            modules.append(Self.header("cart-total", "Total " + CartLine.totals(of: cart), "One total per currency" + couponText))
        }
        for order in shopper.kept.orders.prefix(20) {
            let items = order.lines.map { "\($0.quantity) × \($0.listing.title)" }.joined(separator: ", ")
            modules.append(Self.header("order-\(order.number)", "Order \(order.number) · \(Self.dateText(order.placedAt)) · \(CartLine.totals(of: order.lines))", items))
        }
        return Screen(id: navigation.newScreenID(), kind: .cart, title: "Cart", list: ModuleList(modules: modules))
    }

    /// + − x on the Cart tab (the focused line) or a listing's screen (that listing); o checks out.
    /// Returns the effects, or nil for a key that means nothing here.
    mutating func handleCartKey(_ key: Key, in environment: BrowserEnvironment) -> [Effect]? {
        guard case .character(let character) = key, "+=-xo".contains(character) else { return nil }
        if character == "o" {
            guard activeTab == .cart, !shopper.kept.cart.isEmpty else {
                statusMessage = activeTab == .cart ? .cartEmpty : .checkoutFromCart
                return []
            }
            overlays.shown = .confirmCheckout
            return []
        }
        guard let card = cartKeyTarget() else { return nil }
        let intent: ShopperIntent = switch character {
        case "+", "=": .changeQuantity(card, by: 1)
        case "-": .changeQuantity(card, by: -1)
        default: .removeFromCart(card)
        }
        return shop(intent, in: environment)
    }

    /// The listing + − x act on: the focused cart line, or the listing whose screen this is.
    private func cartKeyTarget() -> ListingCard? {
        if activeTab == .cart, navigation.stack.count == 1, let focus = screen.focus,
           let line = screen.list.modules[focus.module].payload as? CartLinePayload {
            return line.line.listing
        }
        if case .listing(let listingID) = screen.kind { return knownCard(listingID) }
        return nil
    }

    /// y after o: the cart becomes an order, and the reader goes back to Home, at its top.
    mutating func checkOut(in environment: BrowserEnvironment) -> [Effect] {
        let outcome = shopper.update(.checkOut)
        go(.openAtTop(.home), in: environment)
        statusMessage = outcome.status
        return outcome.effects
    }

    /// "Nov 23, 2026 14:05 UTC".
    static func dateText(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "MMM d, yyyy HH:mm 'UTC'"
        return formatter.string(from: date)
    }

    static func header(_ id: String, _ title: String, _ subtitle: String?) -> Module {
        Module(id: id, type: ModuleType.sectionHeader.name, payload: SectionHeader(header: Header(title: title, subtitle: subtitle)))
    }
}
