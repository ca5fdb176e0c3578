import FeedBrowser
import FeedModel
import Foundation
import Testing

/// Layouts from an http(s) base URL (the layout format's Sources and paths (docs/layout-format.md)), against a real HTTP server.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct HTTPSourceTests {
    static let layouts = FeedtermProcess.root.appendingPathComponent("layouts").path

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
        #expect(try session.waitFor("Home › Walnut cutting board").contains("End-grain walnut"))
        try session.send("q")
        #expect(try session.waitFor("EXIT=").contains("EXIT=0"))
    }

    @Test func aBaseURLWithoutASlashStillFindsItsDocuments() throws {
        let server = try LocalHTTPServer(serving: FeedtermProcess.root.path)
        let base = server.base.appendingPathComponent("layouts")  // no trailing slash
        #expect(HTTPSource(base: base).load("deals.json")?.diagnostics.isEmpty == true)
    }
}
