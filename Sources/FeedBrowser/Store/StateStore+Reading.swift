import FeedBrowserCore
import FeedModel
import Foundation
import GRDB

extension StateStore {
    /// Everything kept for `source`.
    public func load(source: String) throws -> KeptState {
        try writer.read { db in
            var kept = KeptState()
            for row in try Row.fetchAll(db, sql: "SELECT * FROM favorites WHERE source = ?", arguments: [source]) {
                let card = Self.card(row)
                kept.favorites[card.listingID] = FavoriteChoice(card: card, favorite: row["favorite"])
            }
            for row in try Row.fetchAll(db, sql: "SELECT shop_id, shop_name FROM follows WHERE source = ?", arguments: [source]) {
                kept.follows[row["shop_id"]] = .some(row["shop_name"])
            }
            kept.cart = try Row.fetchAll(db, sql: "SELECT * FROM cart_lines WHERE source = ? ORDER BY added", arguments: [source]).map {
                CartLine(listing: Self.card($0), quantity: $0["quantity"])
            }
            for row in try Row.fetchAll(db, sql: "SELECT code, shop_id FROM coupons WHERE source = ?", arguments: [source]) {
                kept.coupons[row["code"]] = .some(row["shop_id"])
            }
            // Every order's lines in one query, not one per order: this runs on each tab switch.
            var lines: [Int: [CartLine]] = [:]
            for row in try Row.fetchAll(db, sql: """
                SELECT order_lines.* FROM order_lines JOIN orders ON orders.number = order_lines.order_number
                WHERE orders.source = ? ORDER BY order_lines.rowid
                """, arguments: [source]) {
                lines[row["order_number"], default: []].append(CartLine(listing: Self.card(row), quantity: row["quantity"]))
            }
            kept.orders = try Row.fetchAll(db, sql: "SELECT number, placed_at FROM orders WHERE source = ? ORDER BY number DESC", arguments: [source]).map { order in
                Order(number: order["number"], placedAt: order["placed_at"], lines: lines[order["number"]] ?? [])
            }
            return kept
        }
    }

    /// The card a row keeps: enough to show it in Favorites and the cart.
    static func card(_ row: Row) -> ListingCard {
        ListingCard(
            listingID: row["listing_id"], title: row["title"],
            price: Money(amount: row["amount"], divisor: row["divisor"], currencyCode: row["currency"]),
            shopName: row["shop_name"]
        )
    }
}
