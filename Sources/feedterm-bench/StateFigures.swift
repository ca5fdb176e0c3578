import FeedBrowser
import FeedModel
import Foundation

/// The state store on disk: how long a toggled favorite takes to be durable, and how long a
/// large state takes to open and read.
struct StateFigures {
    /// Median time to write one favorite toggle, committed: one transaction in WAL mode.
    let writeMilliseconds: Double
    /// Opening a store holding 10,000 favorites and 1,000 cart lines, and reading it all.
    let openMilliseconds: Double

    static func measure() throws -> StateFigures {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-bench-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("state.sqlite")
        let store = StateStore.open(at: url)
        guard store.path != nil else { throw BenchError("the bench's state store fell back to memory: \(store.notice ?? "")") }
        let card = { (id: Int) in ListingCard(listingID: id, title: "Listing \(id)", price: Money(amount: 1200, divisor: 100, currencyCode: "USD"), shopName: "Shop") }
        let writes = try (0..<200).map { index in
            try Stopwatch.milliseconds { try store.apply(.favorite(card(1), index.isMultiple(of: 2)), source: "bench") }
        }
        for id in 0..<10_000 { try store.apply(.favorite(card(id), true), source: "large") }
        for id in 0..<1_000 { try store.apply(.addToCart(card(id), 1 + id % 3), source: "large") }
        var kept = KeptState()
        let opens = try (0..<5).map { _ in
            try Stopwatch.milliseconds { kept = try StateStore.open(at: url).load(source: "large") }
        }
        guard kept.favorites.count == 10_000, kept.cart.count == 1_000 else {
            throw BenchError("the large state read back \(kept.favorites.count) favorites and \(kept.cart.count) cart lines")
        }
        return StateFigures(writeMilliseconds: Stopwatch.median(writes), openMilliseconds: Stopwatch.median(opens))
    }
}
