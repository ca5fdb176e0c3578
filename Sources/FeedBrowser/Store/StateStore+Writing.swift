import FeedBrowserCore
import FeedModel
import Foundation
import GRDB

extension StateStore {
    /// Whether `error` is another connection's lock outlasting the busy timeout: the write
    /// did not happen, and trying again later will make it.
    public static func isLockWait(_ error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED
    }

    /// Writes one change for `source`, durably, in one transaction; an order is placed at `now`.
    public func apply(_ change: StateChange, source: String, now: Date = Date()) throws {
        try writer.write { db in
            switch change {
            case .favorite(let card, let favorite):
                try db.execute(sql: """
                    INSERT INTO favorites (source, listing_id, favorite, title, shop_name, amount, divisor, currency) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT (source, listing_id) DO UPDATE SET favorite = excluded.favorite
                    """, arguments: [source, card.listingID, favorite] + Self.cardColumns(card))
            case .follow(let shopID, let name, true):
                try db.execute(sql: "INSERT OR REPLACE INTO follows (source, shop_id, shop_name) VALUES (?, ?, ?)", arguments: [source, shopID, name])
            case .follow(let shopID, _, false):
                try db.execute(sql: "DELETE FROM follows WHERE source = ? AND shop_id = ?", arguments: [source, shopID])
            case .addToCart(let card, let count) where count > 0:
                try db.execute(sql: """
                    INSERT INTO cart_lines (source, listing_id, quantity, title, shop_name, amount, divisor, currency, added)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(added), 0) + 1 FROM cart_lines))
                    ON CONFLICT (source, listing_id) DO UPDATE SET quantity = MIN(?, quantity + excluded.quantity)
                    """, arguments: [source, card.listingID, min(count, CartLine.maximumQuantity)] + Self.cardColumns(card) + [CartLine.maximumQuantity])
            case .addToCart(let card, let count):
                try Self.takeOut(card.listingID, count: -count, source: source, db)
            case .removeFromCart(let card):
                try db.execute(sql: "DELETE FROM cart_lines WHERE source = ? AND listing_id = ?", arguments: [source, card.listingID])
            case .coupon(let code, let shopID):
                try db.execute(sql: "INSERT OR REPLACE INTO coupons (source, code, shop_id) VALUES (?, ?, ?)", arguments: [source, code, shopID])
            case .checkout(let lines):
                try db.execute(sql: "INSERT INTO orders (source, placed_at) VALUES (?, ?)", arguments: [source, now])
                let number = db.lastInsertedRowID
                for line in lines {
                    try db.execute(sql: """
                        INSERT INTO order_lines (order_number, listing_id, quantity, title, shop_name, amount, divisor, currency) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                        """, arguments: [number, line.listing.listingID, line.quantity] + Self.cardColumns(line.listing))
                    try Self.takeOut(line.listing.listingID, count: line.quantity, source: source, db)
                }
            }
        }
    }

    /// Takes `count` of a listing out of the cart; a line left with none goes.
    private static func takeOut(_ listingID: Int, count: Int, source: String, _ db: Database) throws {
        // Deleted first: the table refuses a quantity below 1, even for a moment.
        try db.execute(sql: "DELETE FROM cart_lines WHERE source = ? AND listing_id = ? AND quantity <= ?", arguments: [source, listingID, count])
        try db.execute(sql: "UPDATE cart_lines SET quantity = quantity - ? WHERE source = ? AND listing_id = ?", arguments: [count, source, listingID])
    }

    /// title, shop_name, amount, divisor, currency.
    private static func cardColumns(_ card: ListingCard) -> StatementArguments {
        [card.title, card.shopName, card.price.amount, card.price.divisor, card.price.currencyCode]
    }
}

extension StateStore {
    /// Makes everything the file keeps, for whatever source, kept for `source`: a state file
    /// made on one machine (a flow's starting state, in a repository) then serves the same
    /// shop wherever it is checked out. Where two sources kept the same listing, shop or
    /// code, one of them stays.
    public func keepEverything(for source: String) throws {
        try writer.write { db in
            for table in ["favorites", "follows", "cart_lines", "coupons", "orders"] {
                try db.execute(sql: "UPDATE OR REPLACE \(table) SET source = ?", arguments: [source])
            }
        }
    }
}
