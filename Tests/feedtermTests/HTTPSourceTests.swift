import FeedBrowser
import FeedModel
import Foundation
import Testing

/// Layouts from an http(s) base URL (docs/layout-format.md, "Sources and paths"), against a real HTTP server.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct HTTPSourceTests {
    static let layouts = FeedtermProcess.root.appendingPathComponent("layouts").resolvingSymlinksInPath().path

    @Test func documentsDecodeAsFromADirectory() throws {
        let server = try LocalHTTPServer(serving: Self.layouts)
        let source = HTTPSource(base: server.base)
        let overHTTP = try #require(source.load("home.json"))
        let fromDisk = try #require(DirectorySource(directory: URL(fileURLWithPath: Self.layouts)).load("home.json"))
        #expect(overHTTP.diagnostics.isEmpty)
        #expect(overHTTP.modules.map(\.id) == fromDisk.modules.map(\.id))
        #expect(source.load("listings/1001.json")?.modules.first?.type == "listing_detail")
    }

    @Test func aDocumentTheServerDoesNotHaveIsNotInTheSource() throws {
        let server = try LocalHTTPServer(serving: Self.layouts)
        let source = HTTPSource(base: server.base)
        #expect(source.load("listings/424242.json") == nil)
        #expect(source.load("../Package.swift") == nil)
    }

    @Test func aServerThatIsGoneIsTheScreensFatalError() throws {
        let base = try {
            let server = try LocalHTTPServer(serving: Self.layouts)
            return server.base
        }()
        Thread.sleep(forTimeInterval: 0.3)
        var source = HTTPSource(base: base)
        source.timeout = 5
        let result = try #require(source.load("home.json"))
        #expect(result.document == nil)
        #expect(result.diagnostics.first?.message.hasPrefix("GET \(base.absoluteString)home.json failed:") == true)
    }

    @Test func browseOverHTTPInARealTerminal() throws {
        let server = try LocalHTTPServer(serving: Self.layouts)
        let session = try TmuxSession(["browse", server.base.absoluteString])
        try session.waitFor("Picked for you")
        try session.send("j", "j", "h", "Enter")
        #expect(try session.waitFor("End-grain walnut").contains("Home › Walnut cutting board"))
        try session.send("q")
        #expect(try session.waitFor("EXIT=").contains("EXIT=0"))
    }

    @Test func dealsPagesOnOverHTTPAndHomesDeferredModuleLoads() throws {
        let server = try LocalHTTPServer(serving: Self.layouts)
        let session = try TmuxSession(["browse", server.base.absoluteString], width: 80, height: 24)
        try session.waitFor("Picked for you")
        // End, again each time a page arrives below: the list never jumps by itself.
        try session.send("2")
        #expect(try Self.press("G", until: "That's every deal for today", in: session))
        // Home's Recently viewed, a deferred module, came from its own document.
        try session.send("1", "G")
        #expect(try Self.press("PageUp", until: "Grain & Co.", in: session))
        let requested = server.requests()
        for page in ["deals-2.json", "deals-3.json", "home-recent.json"] {
            #expect(requested.contains { $0.contains("GET /\(page) ") }, "\(page)")
        }
        try session.send("q")
        #expect(try session.waitFor("EXIT=").contains("EXIT=0"))
    }

    /// Presses `key` until the screen shows `text`, up to ten times a second apart.
    static func press(_ key: String, until text: String, in session: TmuxSession) throws -> Bool {
        for _ in 0..<10 {
            try session.send(key)
            if try session.waitFor(seconds: 1, { $0.contains(text) }).contains(text) { return true }
        }
        return false
    }

    @Test func aBaseURLWithoutASlashStillFindsItsDocuments() throws {
        let server = try LocalHTTPServer(serving: FeedtermProcess.root.path)
        let base = server.base.appendingPathComponent("layouts")  // no trailing slash
        #expect(HTTPSource(base: base).load("deals.json")?.diagnostics.isEmpty == true)
    }

    /// Every form of escape of the layout format's "Sources and paths", as `open_feed`s in a
    /// feed served by one server, aimed at a second server that must hear nothing.
    @Test func pathsFromAFeedNeverLeaveTheSource() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-elsewhere-\(UUID().uuidString)")
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-escapes-\(UUID().uuidString)")
        for directory in [empty, source] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        defer { for directory in [empty, source] { try? FileManager.default.removeItem(at: directory) } }
        let elsewhere = try LocalHTTPServer(serving: empty.path)
        let host = try #require(elsewhere.base.host).appending(":\(try #require(elsewhere.base.port))")
        let escapes = [
            "http://\(host)/x", "//\(host)/x", "/x", "../x", "..\\x", "%2e%2e/x",
            "%2F%2F\(host)/x", "http%3A%2F%2F\(host)%2Fx", "%252e%252e/x",
        ]
        let modules = try escapes.enumerated().map { index, escape in
            let feed = String(decoding: try JSONEncoder().encode(escape), as: UTF8.self)
            return #"{"type": "section_header", "section_header": {"title": "Escape \#(index)", "action": {"type": "open_feed", "feed": \#(feed)}}}"#
        }
        try Data("[\(modules.joined(separator: ","))]".utf8).write(to: source.appendingPathComponent("home.json"))
        try Data("[]".utf8).write(to: source.appendingPathComponent("deals.json"))
        let server = try LocalHTTPServer(serving: source.path)
        let session = try TmuxSession(["browse", server.base.absoluteString], width: 100, height: 30)
        try session.waitFor("Escape 0")
        for index in escapes.indices {
            if index > 0 { try session.send("j") }
            try session.send("Enter")
            let refused = try session.waitFor("Refused the feed")
            #expect(refused.contains("Refused the feed"), "\(escapes[index])")
            try session.send("Escape")  // a harmless key: the status line is reset by the next one
        }
        try session.send("q")
        #expect(try session.waitFor("EXIT=").contains("EXIT=0"))
        #expect(elsewhere.requests().isEmpty, "the other server heard \(elsewhere.requests())")
        // The source itself was asked for its two feeds and nothing an escape named.
        #expect(Set(server.requests().map { $0.split(separator: " ")[1] }) == ["/home.json", "/deals.json"])
    }
}
