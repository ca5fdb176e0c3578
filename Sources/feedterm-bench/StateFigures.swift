import FeedBrowser
import FeedBrowserCore
import FeedInput
import FeedModel
import FeedRendering
import Foundation

/// The state store on disk: how long a toggled favorite takes to be durable, how long a
/// large state takes to open and read, and what another process's lock on it costs.
struct StateFigures {
    /// Median time to write one favorite toggle, committed: one transaction in WAL mode.
    let writeMilliseconds: Double
    /// Opening a store holding 10,000 favorites and 1,000 cart lines, and reading it all.
    let openMilliseconds: Double
    /// Median from a key (favorites toggled, tabs switched, focus moved) to its frame while
    /// another process holds the state file's write lock, and the same with the file free.
    let keyToFrameLockedMilliseconds: Double
    let keyToFrameFreeMilliseconds: Double
    /// From making a browser whose state file another process holds locked to its first
    /// frame with Home's modules.
    let firstFrameLockedMilliseconds: Double

    static func measure(layouts: URL) throws -> StateFigures {
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
        let free = try keyToFrame(layouts: layouts, state: directory.appendingPathComponent("free.sqlite"), locked: false)
        let locked = try keyToFrame(layouts: layouts, state: directory.appendingPathComponent("locked.sqlite"), locked: true)
        let startState = directory.appendingPathComponent("locked-at-start.sqlite")
        _ = StateStore.open(at: startState)
        let firstFrame = try firstFrameLocked(layouts: layouts, state: startState)
        return StateFigures(writeMilliseconds: Stopwatch.median(writes), openMilliseconds: Stopwatch.median(opens), keyToFrameLockedMilliseconds: locked, keyToFrameFreeMilliseconds: free, firstFrameLockedMilliseconds: firstFrame)
    }

    /// Median of 3: a browser made over the bundled shop while a python3 process holds its
    /// state file in `BEGIN EXCLUSIVE`, until its first frame with Home's modules.
    private static func firstFrameLocked(layouts: URL, state: URL) throws -> Double {
        let holder = try lock(state)
        defer { holder.terminate(); holder.waitUntilExit() }
        let samples = (0..<3).map { _ in
            Stopwatch.milliseconds {
                let runtime = BrowserRuntime(source: DirectorySource(directory: layouts), store: StateStore.open(at: state), width: 120, height: 40)
                while runtime.state.isLoading {
                    usleep(200)
                    runtime.takeFinishedLoads()
                }
                _ = runtime.frame()
            }
        }
        return Stopwatch.median(samples)
    }

    /// A python3 process holding `state` in `BEGIN EXCLUSIVE` for up to a minute.
    private static func lock(_ state: URL) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sqlite3, sys, time; c = sqlite3.connect(sys.argv[1], isolation_level=None); c.execute('BEGIN EXCLUSIVE'); print('locked', flush=True); time.sleep(60)", state.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        guard String(decoding: pipe.fileHandleForReading.availableData, as: UTF8.self).hasPrefix("locked") else { throw BenchError("python3 could not lock the state file") }
        return process
    }

    /// Median key-to-frame over 60 keys in the bundled shop, with the state file held by a
    /// python3 process in `BEGIN EXCLUSIVE` when `locked`.
    private static func keyToFrame(layouts: URL, state: URL, locked: Bool) throws -> Double {
        let runtime = BrowserRuntime(source: DirectorySource(directory: layouts), store: StateStore.open(at: state), width: 120, height: 40)
        runtime.settle()
        let holder = locked ? try lock(state) : nil
        defer { holder?.terminate(); holder?.waitUntilExit() }
        let keys: [Key] = [.tab, .character("f"), .character("3"), .character("1")]
        let samples = (0..<60).map { index in
            Stopwatch.milliseconds {
                runtime.send(.input(.key(keys[index % keys.count])))
                runtime.takeFinishedLoads()
                _ = runtime.frame()
            }
        }
        return Stopwatch.median(samples)
    }
}
