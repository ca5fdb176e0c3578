import FeedModel
import FeedRendering
import FoundationEssentials

/// The Cart tab: its lines with per-currency totals and past orders (`CartFeature` handles its
/// keys).
extension BuiltScreen {
    /// The Cart tab's modules: its lines with per-currency totals, then past orders, from the
    /// shopper's kept state; `shopNames` names the shops of applied coupons.
    static func cart(of shopper: ShopperState, shopNames: [Int: String]) -> [Module] {
        let cart = shopper.kept.cart
        var modules: [Module] = []
        if cart.isEmpty {
            modules.append(header("cart-empty", "Your cart is empty", "Open a listing and press Enter on “Add to cart”; the cart is kept for this source"))
        } else {
            let count = shopper.cartCount
            modules.append(header("cart", "Your cart", "\(count) item\(count == 1 ? "" : "s") · o checks out"))
            // A coupon shows beside the lines of its shop, when the shop's name is known;
            // only the feed knows what it is worth, so no amount is taken off here.
            let couponShops = shopper.kept.coupons.mapValues { $0.flatMap { shopNames[$0] } }
            for line in cart {
                let coupons = couponShops.filter { $0.value != nil && $0.value == line.listing.shopName }.keys.sorted()
                modules.append(Module(id: "cart-\(line.listing.listingID)", type: CartLineRenderer.type, payload: CartLinePayload(line: line, coupons: coupons)))
            }
            let otherCoupons = couponShops.filter { code, name in name == nil || !cart.contains { $0.listing.shopName == name } }.keys.sorted()
            let couponText = otherCoupons.isEmpty ? "" : " · coupons applied: " + otherCoupons.joined(separator: ", ")
            modules.append(header("cart-total", "Total " + CartLine.totals(of: cart), "One total per currency" + couponText))
        }
        for order in shopper.kept.orders.prefix(20) {
            let items = order.lines.map { "\($0.quantity) × \($0.listing.title)" }.joined(separator: ", ")
            modules.append(header("order-\(order.number)", "Order \(order.number) · \(dateText(order.placedAt)) · \(CartLine.totals(of: order.lines))", items))
        }
        return modules
    }

    /// "Nov 23, 2026 14:05 UTC": worked out from the seconds, in the core's own code, since
    /// the core imports nothing that formats dates (FoundationEssentials has no DateFormatter).
    static func dateText(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let minuteOfDay = (seconds - days * 86_400) / 60
        // Howard Hinnant's days_from_civil, inverted: the proleptic Gregorian calendar.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let hour = minuteOfDay / 60, minute = minuteOfDay % 60
        return "\(names[month - 1]) \(day), \(year) \(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute) UTC"
    }

    /// A section header the browser draws itself.
    static func header(_ id: String, _ title: String, _ subtitle: String?) -> Module {
        Module(id: id, type: ModuleType.sectionHeader.name, payload: SectionHeader(header: Header(title: title, subtitle: subtitle)))
    }
}
