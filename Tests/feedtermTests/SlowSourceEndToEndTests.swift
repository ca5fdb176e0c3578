import Foundation
import Testing

/// `browse` against a real HTTP server that answers every request 3 s late: the screen shows
/// that it is loading at once, and keys, tabs and q work while every load is in flight.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct SlowSourceEndToEndTests {
    static let layouts = FeedtermProcess.root.appendingPathComponent("layouts").resolvingSymlinksInPath().path

    @Test func keysWorkWhileASlowServerLoads() throws {
        let server = try LocalHTTPServer(serving: Self.layouts, delay: 3)
        let session = try TmuxSession(["browse", server.base.absoluteString], width: 80, height: 24)
        let started = Date()
        #expect(try session.waitFor("Loading Home…", seconds: 2).contains("2 loading"))
        // A tab switch, help and its closing, all before the first response can have come.
        try session.send("2")
        #expect(try session.waitFor("Loading Deals…", seconds: 2).contains("Deals"))
        try session.send("?")
        try session.waitFor("Keys (any key closes)", seconds: 2)
        try session.send("Escape", "1")
        try session.waitFor("Loading Home…", seconds: 2)
        #expect(Date().timeIntervalSince(started) < 3, "the keys had to wait for the server")
        // Then the content arrives and replaces the loading state by itself.
        try session.waitFor("Picked for you", seconds: 10)
        try session.send("q")
        #expect(try session.waitFor("EXIT=", seconds: 2).contains("EXIT=0"))
    }

    @Test func qQuitsAtOnceWhileLoadsAreInFlight() throws {
        let server = try LocalHTTPServer(serving: Self.layouts, delay: 3)
        let session = try TmuxSession(["browse", server.base.absoluteString], width: 80, height: 24)
        try session.waitFor("Loading Home…", seconds: 2)
        let asked = Date()
        try session.send("q")
        #expect(try session.waitFor("EXIT=", seconds: 2).contains("EXIT=0"))
        #expect(Date().timeIntervalSince(asked) < 2.5, "q waited for the server")
    }

    @Test func aTimedOutOrFailedLoadShowsOnItsScreenAndRRetries() throws {
        // A server that has gone: every load fails at once, the screen says so, r asks again.
        let base = try LocalHTTPServer(serving: Self.layouts).base
        Thread.sleep(forTimeInterval: 0.3)
        let session = try TmuxSession(["browse", base.absoluteString], width: 80, height: 24)
        // The terminal is written top to bottom: waiting for the title alone once caught the
        // loading screen's lines still below it, so wait for the hint that ends the new screen.
        let failed = try session.waitFor("Press r to try again", seconds: 10)
        #expect(failed.contains("Could not show Home"))
        try session.send("r")
        try session.waitFor("Could not show Home", seconds: 10)
        try session.send("q")
        #expect(try session.waitFor("EXIT=", seconds: 2).contains("EXIT=0"))
    }
}
