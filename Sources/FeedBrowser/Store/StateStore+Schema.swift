import GRDB

extension StateStore {
    /// The schema's versions, oldest first. A migration, once shipped, is never edited: a new
    /// version is a new migration.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            // Every table is keyed by source, so two shops' carts never mix.
            try db.execute(sql: """
                CREATE TABLE favorites (
                    source TEXT NOT NULL, listing_id INTEGER NOT NULL, favorite BOOLEAN NOT NULL,
                    title TEXT NOT NULL, shop_name TEXT, amount INTEGER NOT NULL, divisor INTEGER NOT NULL, currency TEXT NOT NULL,
                    PRIMARY KEY (source, listing_id));
                CREATE TABLE follows (
                    source TEXT NOT NULL, shop_id INTEGER NOT NULL, shop_name TEXT,
                    PRIMARY KEY (source, shop_id));
                CREATE TABLE cart_lines (
                    source TEXT NOT NULL, listing_id INTEGER NOT NULL, quantity INTEGER NOT NULL CHECK (quantity > 0),
                    title TEXT NOT NULL, shop_name TEXT, amount INTEGER NOT NULL, divisor INTEGER NOT NULL, currency TEXT NOT NULL,
                    added INTEGER NOT NULL,
                    PRIMARY KEY (source, listing_id));
                CREATE TABLE coupons (
                    source TEXT NOT NULL, code TEXT NOT NULL, shop_id INTEGER,
                    PRIMARY KEY (source, code));
                CREATE TABLE orders (
                    number INTEGER PRIMARY KEY AUTOINCREMENT, source TEXT NOT NULL, placed_at DATETIME NOT NULL);
                CREATE TABLE order_lines (
                    order_number INTEGER NOT NULL REFERENCES orders(number) ON DELETE CASCADE,
                    listing_id INTEGER NOT NULL, quantity INTEGER NOT NULL,
                    title TEXT NOT NULL, shop_name TEXT, amount INTEGER NOT NULL, divisor INTEGER NOT NULL, currency TEXT NOT NULL);
                """)
        }
        return migrator
    }
}
