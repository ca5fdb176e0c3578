import FeedBrowser
import FeedModel
import FeedRendering
import Foundation
import Testing

/// Loads in flight: a screen left cancels its loads, and parts that hang never delay a screen.
struct LoadCancellationTests {
    /// Documents in memory; those named in `hanging` wait until cancelled, or 10 s.
    final class HangingSource: FeedSource, Sendable {
        let files: [String: String]
        let hanging: @Sendable (String) -> Bool
        var name: String { "hanging" }

        init(files: [String: String], hanging: @escaping @Sendable (String) -> Bool) {
            self.files = files
            self.hanging = hanging
        }

        func load(_ path: String) -> FeedDecodeResult? {
            load(path, cancellation: LoadCancellation())
        }

        func load(_ path: String, cancellation: LoadCancellation) -> FeedDecodeResult? {
            if hanging(path) {
                let deadline = Date().addingTimeInterval(10)
                while !cancellation.isCancelled, Date() < deadline { usleep(1000) }
                return nil
            }
            return files[path].map { FeedDecoder().decode(Data($0.utf8)) }
        }
    }

    static let header = #"{"type": "section_header", "section_header": {"title": "Open the mug", "action": {"type": "open_listing", "listing_id": 7}}}"#

    /// Waits for `condition`, taking results as they come; false after `seconds`.
    static func wait(_ runtime: BrowserRuntime, seconds: Double = 3, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            guard Date() < deadline else { return false }
            runtime.takeFinishedLoads()
            usleep(1000)
        }
        return true
    }

    @Test func leavingAScreenCancelsItsLoad() {
        let source = HangingSource(files: ["home.json": #"{"modules": [\#(Self.header)]}"#, "deals.json": "[]"]) { $0 == "listings/7.json" }
        let runtime = BrowserRuntime(source: source, width: 80, height: 24)
        #expect(runtime.settle(timeout: .seconds(3)))
        runtime.send(.input(.key(.enter)))
        // The host answers off the event loop; once it has, the listing's screen loads.
        #expect(Self.wait(runtime) { runtime.state.loadsInFlight == 1 }, "the listing's screen is loading")
        runtime.send(.input(.key(.escape)))
        // Cancelled while it hung, or before its thread began it: either way, not after the
        // 10 s it would otherwise hang.
        #expect(Self.wait(runtime) { runtime.state.loadsInFlight == 0 }, "the hanging load ended once its screen was left")
    }

    @Test func partsThatHangNeverDelayAScreen() {
        let parts = (0..<40).map { #"{"type": "deferred", "deferred": {"path": "part\#($0).json", "min_height": 1}}"# }
        let source = HangingSource(files: [
            "home.json": #"{"modules": [\#(parts.joined(separator: ","))]}"#,
            "deals.json": #"{"modules": [{"type": "section_header", "section_header": {"title": "Deals arrived"}}]}"#,
        ]) { $0.hasPrefix("part") }
        let runtime = BrowserRuntime(source: source, width: 80, height: 24)
        runtime.send(.input(.key(.character("2"))))
        #expect(Self.wait(runtime) { let frame = runtime.frame(); return (0..<frame.height).contains { frame.line($0).contains("Deals arrived") } }, "Deals shows while 40 parts of Home hang")
    }

    /// Forty parts that hang held every turn of the parts' pool for their whole timeout, so a
    /// part behind them waited 10 s; a load that stalls now gives its turn up after a second.
    @Test func partsThatHangNeverDelayAnotherPart() {
        let parts = (0..<40).map { #"{"type": "deferred", "deferred": {"path": "part\#($0).json", "min_height": 1}}"# }
        let last = #"{"type": "deferred", "deferred": {"path": "fine.json", "min_height": 1}}"#
        let source = HangingSource(files: [
            "home.json": #"{"modules": [\#((parts + [last]).joined(separator: ","))]}"#,
            "deals.json": "[]",
            "fine.json": #"{"modules": [{"type": "section_header", "section_header": {"title": "The part that loads"}}]}"#,
        ]) { $0.hasPrefix("part") }
        let runtime = BrowserRuntime(source: source, width: 80, height: 24)
        #expect(Self.wait(runtime) { runtime.state.loadsInFlight == 41 }, "every part is asked for")
        #expect(Self.wait(runtime, seconds: 6) { runtime.state.loadsInFlight == 40 }, "the part that answers loads while forty hang")
    }
}
