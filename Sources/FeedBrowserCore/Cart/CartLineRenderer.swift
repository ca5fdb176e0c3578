import FeedModel
import FeedRendering

/// Draws a cart line: title and shop, unit price × quantity = line total, then the keys that
/// change it and any coupons applied for its shop. Enter opens the listing.
struct CartLineRenderer: ModuleRenderer {
    static let type = "feedterm_cart_line"

    func focusPlan(for module: Module) -> FocusPlan {
        var plan = FocusPlan()
        if let payload = module.payload as? CartLinePayload {
            let listingID = payload.line.listing.listingID
            plan.add(.body, action: .openListing(listingID: listingID), listingID: listingID)
        }
        return plan
    }

    func components(for module: Module, context: RenderContext) -> [any Component] {
        guard let payload = module.payload as? CartLinePayload else { return [] }
        let line = payload.line
        let shop = line.listing.shopName.map { " · \($0)" } ?? ""
        let amounts = "\(line.listing.price.formatted) × \(line.quantity) = \(line.total?.formatted ?? "too much to show")"
        let coupons = payload.coupons.isEmpty ? "" : " · coupon \(payload.coupons.joined(separator: ", ")) applied"
        return [
            CartLineComponent(title: DisplayText(line.listing.title + shop), amounts: DisplayText(amounts), element: context.plan.element(.body)),
            TextLineComponent(text: DisplayText("  + - change the quantity · x removes" + coupons), role: .muted),
        ]
    }
}
