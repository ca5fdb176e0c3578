import FeedBrowserCore
@testable import FeedBrowser
import FeedModel
import Foundation
import GRDB
import Testing

/// The state store on its own: what it keeps, migrations, two writers at once, and bad files.
struct StateStoreTests {
    static func card(_ id: Int, _ title: String = "Mug", currency: String = "USD") -> ListingCard {
        ListingCard(listingID: id, title: title, price: Money(amount: 1800, divisor: 100, currencyCode: currency), shopName: "Atelier")
    }

    static func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-state-\(UUID().uuidString)/state.sqlite")
    }

    @Test func everyKindOfChangeIsReadBackPerSource() throws {
        let url = Self.temporaryFile()
        let store = StateStore.open(at: url)
        #expect(store.notice == nil)
        try store.apply(.favorite(Self.card(1), true), source: "a")
        try store.apply(.follow(shopID: 5, name: "Oak & Ember", true), source: "a")
        try store.apply(.addToCart(Self.card(2), 2), source: "a")
        try store.apply(.addToCart(Self.card(3), 1), source: "a")
        try store.apply(.coupon(code: "WINTER", shopID: 5), source: "a")
        try store.apply(.addToCart(Self.card(9), 4), source: "b")
        // A new store on the same file: everything was durable.
        let kept = try StateStore.open(at: url).load(source: "a")
        #expect(kept.favorites[1]?.favorite == true)
        #expect(kept.follows[5] == .some("Oak & Ember"))
        #expect(kept.cart.map(\.listing.listingID) == [2, 3])
        #expect(kept.cart.map(\.quantity) == [2, 1])
        #expect(kept.coupons["WINTER"] == .some(5))
        #expect(try store.load(source: "b").cart.map(\.listing.listingID) == [9], "two sources never mix")
    }

    @Test func checkoutRecordsAnOrderAndEmptiesTheCart() throws {
        let store = StateStore.inMemory()
        try store.apply(.addToCart(Self.card(2), 3), source: "a")
        let lines = try store.load(source: "a").cart
        try store.apply(.checkout(lines: lines), source: "a", now: Date(timeIntervalSince1970: 1_800_000_000))
        let kept = try store.load(source: "a")
        #expect(kept.cart.isEmpty)
        #expect(kept.orders.count == 1)
        #expect(kept.orders.first?.lines.map(\.quantity) == [3])
        #expect(kept.orders.first?.placedAt == Date(timeIntervalSince1970: 1_800_000_000))
        try store.apply(.addToCart(Self.card(4), 1), source: "a")
        try store.apply(.addToCart(Self.card(5), 2), source: "a")
        try store.apply(.addToCart(Self.card(6), 1), source: "b")
        try store.apply(.checkout(lines: try store.load(source: "a").cart), source: "a")
        try store.apply(.checkout(lines: try store.load(source: "b").cart), source: "b")
        let orders = try store.load(source: "a").orders
        #expect(orders.map { $0.lines.map(\.listing.listingID) } == [[4, 5], [2]], "newest first, each with its own lines")
        #expect(orders.first?.lines.map(\.quantity) == [1, 2])
    }

    @Test func takingAwayALinesLastOneRemovesItAndUnfollowRemovesAFollow() throws {
        let store = StateStore.inMemory()
        try store.apply(.addToCart(Self.card(2), 3), source: "a")
        try store.apply(.addToCart(Self.card(2), -1), source: "a")
        #expect(try store.load(source: "a").cart.map(\.quantity) == [2])
        try store.apply(.addToCart(Self.card(2), -2), source: "a")
        try store.apply(.addToCart(Self.card(3), 1), source: "a")
        try store.apply(.removeFromCart(Self.card(3)), source: "a")
        try store.apply(.follow(shopID: 5, name: nil, true), source: "a")
        try store.apply(.follow(shopID: 5, name: nil, false), source: "a")
        let kept = try store.load(source: "a")
        #expect(kept.cart.isEmpty)
        #expect(kept.follows.isEmpty)
    }

    @Test func twoStoresWritingAtOnceLoseNothing() async throws {
        let url = Self.temporaryFile()
        let first = StateStore.open(at: url)
        let second = StateStore.open(at: url)
        await withTaskGroup(of: Void.self) { group in
            for (offset, store) in [first, second].enumerated() {
                group.addTask {
                    for index in 0..<100 {
                        try? store.apply(.favorite(Self.card(offset * 1000 + index), true), source: "a")
                    }
                }
            }
        }
        #expect(try first.load(source: "a").favorites.count == 200)
        #expect(try second.load(source: "a").favorites.count == 200)
        let database = try DatabaseQueue(path: url.path)
        let check = try await database.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }
        #expect(check == "ok")
    }

    @Test func twoBrowsersAddingToOneLineBothCountAndACheckoutTakesOutOnlyWhatItOrdered() throws {
        let url = Self.temporaryFile()
        let first = StateStore.open(at: url)
        let second = StateStore.open(at: url)
        try first.apply(.addToCart(Self.card(2), 2), source: "a")
        let confirmed = try first.load(source: "a").cart
        // The second browser adds while the first is about to check out what it showed.
        try second.apply(.addToCart(Self.card(2), 1), source: "a")
        try second.apply(.addToCart(Self.card(3), 1), source: "a")
        try first.apply(.checkout(lines: confirmed), source: "a")
        let kept = try first.load(source: "a")
        #expect(kept.orders.first?.lines.map(\.quantity) == [2])
        #expect(kept.cart.map(\.listing.listingID) == [2, 3], "what the first browser had not seen stays in the cart")
        #expect(kept.cart.map(\.quantity) == [1, 1])
        try second.apply(.addToCart(Self.card(3), .max), source: "a")
        try second.apply(.addToCart(Self.card(4), .max), source: "a")
        #expect(try first.load(source: "a").cart.suffix(2).map(\.quantity) == [CartLine.maximumQuantity, CartLine.maximumQuantity], "a line holds at most its limit")
    }

    @Test func aFileThatIsNotADatabaseIsMovedAsideAndAFreshOneStarted() throws {
        let url = Self.temporaryFile()
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(String(repeating: "not sqlite ", count: 400).utf8).write(to: url)
        let store = StateStore.open(at: url, now: Date(timeIntervalSince1970: 0))
        #expect(store.notice?.contains("is not a database") == true)
        #expect(store.notice?.contains("state.sqlite.broken-19700101T000000Z") == true)
        #expect(FileManager.default.fileExists(atPath: url.path + ".broken-19700101T000000Z"))
        try store.apply(.favorite(Self.card(1), true), source: "a")
        #expect(try StateStore.open(at: url).load(source: "a").favorites.count == 1)
    }

    /// A file with a whole header but damaged pages opened, then failed every load and save on
    /// every run; quick_check at open finds it, and it is moved aside.
    @Test func aFileWithDamagedPagesIsMovedAside() throws {
        let url = Self.temporaryFile()
        let store = StateStore.open(at: url)
        for id in 1...400 { try store.apply(.favorite(Self.card(id, String(repeating: "Mug ", count: 40)), true), source: "a") }
        try DatabaseQueue(path: url.path).writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        // Page 3 onwards: past the header and the schema page, garbage in the table's pages.
        let handle = try FileHandle(forUpdating: url)
        try handle.seek(toOffset: 3 * 4096)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 8 * 4096))
        try handle.close()
        let reopened = StateStore.open(at: url, now: Date(timeIntervalSince1970: 0))
        #expect(reopened.notice?.contains("moved aside") == true, "\(reopened.notice ?? "no notice")")
        #expect(FileManager.default.fileExists(atPath: url.path + ".broken-19700101T000000Z"))
        try reopened.apply(.favorite(Self.card(1), true), source: "a")
        #expect(try reopened.load(source: "a").favorites.count == 1)
    }

    /// Two browsers started at once on a new file: both keep their state in the file (one of
    /// them kept it in memory only, about one time in ten).
    @Test func twoFirstOpensAtOnceBothUseTheFile() async throws {
        for _ in 0..<10 {
            let url = Self.temporaryFile()
            async let first = StateStore.open(at: url)
            async let second = StateStore.open(at: url)
            let stores = await [first, second]
            #expect(stores.map(\.path) == [url.path, url.path], "\(stores.compactMap(\.notice))")
            #expect(stores.allSatisfy { $0.notice == nil })
        }
    }

    @Test func aBaseURLsPasswordIsNeverTheStateKeyOrShown() throws {
        let source = HTTPSource(base: try #require(URL(string: "https://shopper:hunter2@feeds.example.com/shop/")))
        #expect(source.stateKey == "https://feeds.example.com/shop/")
        #expect(source.name == "https://feeds.example.com/shop/")
        #expect(!source.place(of: "home.json").contains("hunter2"))
        #expect(source.base.password == "hunter2", "the request itself still carries it")
    }

    @Test func everyMigrationRunsOnceAndAReopenedFileKeepsItsRows() throws {
        let url = Self.temporaryFile()
        try StateStore.open(at: url).apply(.favorite(Self.card(1), true), source: "a")
        let database = try DatabaseQueue(path: url.path)
        let applied = try database.read { try StateStore.migrator.appliedIdentifiers($0) }
        #expect(applied == Set(StateStore.migrator.migrations), "a new file has every migration")
        let tables = try database.read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name") }
        #expect(tables == ["cart_lines", "coupons", "favorites", "follows", "grdb_migrations", "order_lines", "orders"])
        try database.close()
        let reopened = StateStore.open(at: url)
        #expect(reopened.notice == nil)
        #expect(try reopened.load(source: "a").favorites.count == 1, "opening again migrates nothing away")
    }

    @Test func aSchemaNewerThanThisVersionIsMovedAside() throws {
        let url = Self.temporaryFile()
        _ = StateStore.open(at: url)
        try DatabaseQueue(path: url.path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
        }
        let store = StateStore.open(at: url)
        #expect(store.notice?.contains("newer feedterm") == true)
        #expect(store.path == url.path)
    }

    @Test func aDirectoryThatCannotBeWrittenKeepsTheStateInMemory() throws {
        // /proc cannot hold a directory, even for root.
        let store = StateStore.open(at: URL(fileURLWithPath: "/proc/feedterm-test/state.sqlite"))
        #expect(store.path == nil)
        #expect(store.notice?.contains("last only this session") == true)
        try store.apply(.favorite(Self.card(1), true), source: "a")
        #expect(try store.load(source: "a").favorites.count == 1)
    }

    @Test func theDefaultLocationFollowsXDGStateHome() {
        #expect(StateStore.defaultLocation(environment: ["XDG_STATE_HOME": "/x", "HOME": "/h"]).path == "/x/feedterm/state.sqlite")
        #expect(StateStore.defaultLocation(environment: ["HOME": "/h"]).path == "/h/.local/state/feedterm/state.sqlite")
        #expect(StateStore.defaultLocation(environment: ["XDG_STATE_HOME": "", "HOME": "/h"]).path == "/h/.local/state/feedterm/state.sqlite")
    }
}
