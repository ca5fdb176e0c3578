import FeedBrowser
import FeedModel
import Foundation
import Testing

/// A hostile server against the HTTP source: every body counted as it streams (packed and
/// unpacked), every request bounded in time, and redirects kept inside the source.
struct HostileHTTPTests {
    static func source(_ server: LocalHTTPServer, timeout: Double = 2) -> HTTPSource {
        var decoder = FeedDecoder()
        decoder.limits = ReadLimits(maxBytes: 4 << 20, timeout: timeout)
        return HTTPSource(base: server.base.appendingPathComponent("layouts/"), decoder: decoder)
    }

    static func failure(_ result: FeedDecodeResult?) -> String {
        result?.diagnostics.first?.message ?? "no failure"
    }

    @Test func aGzipBombStopsAtTheLimitWithLittleMemory() throws {
        let server = try LocalHTTPServer(serving: HTTPSourceTests.layouts, hostile: true)
        let source = Self.source(server)
        let started = Date()
        let result = source.load("bomb.json")
        #expect(result?.document == nil)
        #expect(Self.failure(result).hasSuffix("failed: the body is larger than the limit of 4 MiB (--max-bytes sets it)"))
        #expect(Date().timeIntervalSince(started) < 2)
    }

    @Test func anEndlessBodyStopsAtTheLimit() throws {
        let server = try LocalHTTPServer(serving: HTTPSourceTests.layouts, hostile: true)
        #expect(Self.failure(Self.source(server).load("endless.json")).hasSuffix("the body is larger than the limit of 4 MiB (--max-bytes sets it)"))
    }

    @Test(arguments: ["silent.json", "trickle.json"])
    func aSilentOrTricklingServerEndsAtTheTimeout(path: String) throws {
        let server = try LocalHTTPServer(serving: HTTPSourceTests.layouts, hostile: true)
        let started = Date()
        let result = Self.source(server, timeout: 1.5).load(path)
        let took = Date().timeIntervalSince(started)
        #expect(Self.failure(result).hasSuffix("no whole answer within 1.5 s (the limit; --timeout sets it)"))
        #expect(took >= 1.4 && took < 4, "took \(took) s")
    }

    @Test(arguments: ["away.json", "up.json"])
    func aRedirectOutOfTheSourceIsNotFollowed(path: String) throws {
        let server = try LocalHTTPServer(serving: HTTPSourceTests.layouts, hostile: true)
        let result = Self.source(server).load(path)
        #expect(result?.document == nil)
        #expect(Self.failure(result).contains("the server redirected outside the source, to http://"))
        #expect(!server.requests().contains { $0.contains("/outside.json") }, "the foreign document is never requested")
    }

    @Test func aRedirectInsideTheSourceIsFollowed() throws {
        let server = try LocalHTTPServer(serving: HTTPSourceTests.layouts, hostile: true)
        let result = Self.source(server).load("moved.json")
        #expect(result?.diagnostics.isEmpty == true)
        #expect((result?.modules.count ?? 0) > 5)
    }
}
