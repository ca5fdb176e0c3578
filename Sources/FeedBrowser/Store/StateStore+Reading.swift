import FeedBrowserCore
import FeedModel
import Foundation
import GRDB

extension StateStore {
    /// The columns a kept card is read from, in the order `card(_:)` reads them.
    static let cardColumns = "listing_id, title, amount, divisor, currency, shop_name"

    /// Everything kept for `source`.
    ///
    /// Rows are read through cursors by column position: a state of 10,000 favorites is read
    /// on every start and tab switch, and looking each column up by name cost more than
    /// SQLite's own reading.
    public func load(source: String) throws -> KeptState {
        try writer.read { db in
            var kept = KeptState()
            let favorites = try Row.fetchCursor(db, sql: "SELECT \(Self.cardColumns), favorite FROM favorites WHERE source = ?", arguments: [source])
            while let row = try favorites.next() {
                let card = Self.card(row)
                kept.favorites[card.listingID] = FavoriteChoice(card: card, favorite: row[6])
            }
            let follows = try Row.fetchCursor(db, sql: "SELECT shop_id, shop_name FROM follows WHERE source = ?", arguments: [source])
            while let row = try follows.next() { kept.follows[row[0]] = .some(row[1]) }
            let cart = try Row.fetchCursor(db, sql: "SELECT \(Self.cardColumns), quantity FROM cart_lines WHERE source = ? ORDER BY added", arguments: [source])
            while let row = try cart.next() { kept.cart.append(CartLine(listing: Self.card(row), quantity: row[6])) }
            let coupons = try Row.fetchCursor(db, sql: "SELECT code, shop_id FROM coupons WHERE source = ?", arguments: [source])
            while let row = try coupons.next() { kept.coupons[row[0]] = .some(row[1]) }
            // Every order's lines in one query, not one per order: this runs on each tab switch.
            // Only order_lines has the card's columns, so they need no table's name.
            var lines: [Int: [CartLine]] = [:]
            let orderLines = try Row.fetchCursor(db, sql: """
                SELECT \(Self.cardColumns), quantity, order_number
                FROM order_lines JOIN orders ON orders.number = order_lines.order_number
                WHERE orders.source = ? ORDER BY order_lines.rowid
                """, arguments: [source])
            while let row = try orderLines.next() {
                lines[row[7], default: []].append(CartLine(listing: Self.card(row), quantity: row[6]))
            }
            let orders = try Row.fetchCursor(db, sql: "SELECT number, placed_at FROM orders WHERE source = ? ORDER BY number DESC", arguments: [source])
            while let row = try orders.next() {
                let number: Int = row[0]
                kept.orders.append(Order(number: number, placedAt: row[1], lines: lines[number] ?? []))
            }
            return kept
        }
    }

    /// The card a row keeps, its first six columns `cardColumns`: enough to show it in
    /// Favorites and the cart.
    static func card(_ row: Row) -> ListingCard {
        ListingCard(
            listingID: row[0], title: row[1],
            price: Money(amount: row[2], divisor: row[3], currencyCode: row[4]),
            shopName: row[5]
        )
    }
}
