import Foundation
import Testing

/// The picture cache on disk as an attacker with write access to it meets it, and a web
/// source's own pictures kept between runs.
@Suite(.serialized)
struct PictureCacheEndToEndTests {
    /// A folder served over HTTP with `cup.png` (the coffee photograph) and a banner whose
    /// picture is `url`; the folder, its server and a cache folder.
    private static func servedCup(banner url: (URL) -> String) throws -> (directory: URL, server: LocalHTTPServer, cache: URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-picture-cache-\(UUID().uuidString)")
        let served = directory.appendingPathComponent("served")
        try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: FeedtermProcess.root.appendingPathComponent("layouts/images/coffee.png"), to: served.appendingPathComponent("cup.png"))
        let server = try LocalHTTPServer(serving: served.path)
        let banner = #"{"type": "hero_banner", "hero_banner": {"title": "Cup", "image": {"url": "\#(url(server.base))"}}}"#
        try Data(banner.utf8).write(to: served.appendingPathComponent("cup.json"))
        return (directory, server, directory.appendingPathComponent("cache"))
    }

    @Test func aWebSourcesOwnPicturesAreKeptAndAskedForAgainOnlyIfTheyChanged() throws {
        let (directory, server, cache) = try Self.servedCup { _ in "cup.png" }
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["preview", server.base.absoluteString + "cup.json", "--width", "60", "--color", "always"]
        let environment = ["TERM": "xterm-256color", "XDG_CACHE_HOME": cache.path]
        let first = try FeedtermProcess.run(arguments, environment: environment)
        #expect(PictureEndToEndTests.pictureCells(in: first.stdout) > 20)
        let second = try FeedtermProcess.run(arguments, environment: environment)
        #expect(second.stdout == first.stdout, "drawn from the kept file")
        let answers = server.answers().filter { $0.request.contains("GET /cup.png") }.map(\.status)
        #expect(answers == [200, 304], "the second asked with its validators, and was answered Not Modified")
    }

    @Test func aLinkPlantedInTheCacheIsNeverFollowed() throws {
        let (directory, server, cache) = try Self.servedCup { base in "\(base)cup.png" }
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["preview", "served/cup.json", "--width", "60", "--color", "always", "--image-host", "127.0.0.1"]
        let environment = ["TERM": "xterm-256color", "XDG_CACHE_HOME": cache.path]
        let first = try FeedtermProcess.run(arguments, environment: environment, directory: directory)
        #expect(PictureEndToEndTests.pictureCells(in: first.stdout) > 20)
        // The kept picture replaced by a link to another photograph (the cat).
        let pictures = cache.appendingPathComponent("feedterm/pictures")
        let kept = try #require(try FileManager.default.contentsOfDirectory(atPath: pictures.path).first { $0.hasSuffix(".picture") })
        try FileManager.default.removeItem(at: pictures.appendingPathComponent(kept))
        let cat = FeedtermProcess.root.appendingPathComponent("layouts/images/chelsea.png")
        try FileManager.default.createSymbolicLink(at: pictures.appendingPathComponent(kept), withDestinationURL: cat)
        let second = try FeedtermProcess.run(arguments, environment: environment, directory: directory)
        #expect(second.stdout == first.stdout, "the cup again, fetched whole: never the link's cat")
        let answers = server.answers().filter { $0.request.contains("GET /cup.png") }.map(\.status)
        #expect(answers == [200, 200], "a link is no kept picture: asked for without validators")
        let attributes = try FileManager.default.attributesOfItem(atPath: pictures.appendingPathComponent(kept).path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular, "the link was replaced by the picture, not written through")
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: pictures.path).contains { $0.hasSuffix(".part") }))
    }
}
