import Foundation
import Testing

/// Pictures as a reader meets them: the bundled shop's photographs in preview and browse, and
/// hostile pictures, which are placeholders and warnings.
@Suite(.serialized)
struct PictureEndToEndTests {
    /// The symbols pictures are drawn with, a placeholder's shade left out.
    static let pictureSymbols: Set<Character> = ["▀", "▄", "▌", "▐", "▖", "▗", "▘", "▝", "▚", "▞", "▙", "▛", "▜", "▟"]

    static func pictureCells(in text: String) -> Int {
        text.count { pictureSymbols.contains($0) }
    }

    @Test(arguments: [40, 120])
    func previewDrawsTheBundledPhotographsWhereColourIsOn(width: Int) throws {
        let off = try FeedtermProcess.run(["preview", "layouts/home.json", "--width", "\(width)", "--color", "always", "--images", "off"], environment: ["TERM": "xterm-256color"])
        #expect(!off.stderr.contains("picture"), "nothing is read")
        // The feed's own text has a few such symbols: the pictures are what comes on top.
        let ownSymbols = Self.pictureCells(in: off.stdout)
        let colour = try FeedtermProcess.run(["preview", "layouts/home.json", "--width", "\(width)", "--color", "always"], environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"])
        #expect(colour.status == 0)
        #expect(Self.pictureCells(in: colour.stdout) > ownSymbols + 20, "the banner's rocket and the mugs are drawn")
        #expect(colour.stdout.contains("\u{1B}[0;38;2;"), "in 24-bit colour")
        #expect(colour.stderr.contains("pictures of img.example.com not fetched"), "\(colour.stderr)")
        let plain = try FeedtermProcess.run(["preview", "layouts/home.json", "--width", "\(width)", "--color", "never"])
        #expect(Self.pictureCells(in: plain.stdout) == ownSymbols, "without colour, placeholders")
        #expect(plain.stdout.contains("Snowy"), "and their alt text")
    }

    @Test func hostilePicturesArePlaceholdersAndWarningsThatNameThem() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let fixtures = FeedtermProcess.root.appendingPathComponent("Tests/FeedPicturesTests/Fixtures")
        for name in ["text.png", "claims-60000.png", "truncated.png", "halves.webp"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: directory.appendingPathComponent(name))
        }
        let server = try LocalHTTPServer(serving: directory.path, hostile: true)
        let banners = ["text.png", "claims-60000.png", "truncated.png", "missing.png", "halves.webp", "\(server.base)layouts/endless.json", "\(server.base)layouts/silent.json", "\(server.base)layouts/bomb.json"]
        let modules = banners.map { #"{"type": "hero_banner", "hero_banner": {"title": "T", "image": {"url": "\#($0)", "alt_text": "alt"}}}"# }
        try Data(#"{"modules": [\#(modules.joined(separator: ","))]}"#.utf8).write(to: directory.appendingPathComponent("home.json"))
        let started = Date()
        let output = try FeedtermProcess.run(["preview", "home.json", "--width", "60", "--color", "always", "--timeout", "2", "--image-host", "127.0.0.1"], environment: ["TERM": "xterm-256color", "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path], directory: directory)
        #expect(Date().timeIntervalSince(started) < 8, "every wait is bounded")
        #expect(output.status == 0)
        let warnings = output.stderr.split(separator: "\n").map(String.init)
        #expect(warnings.contains { $0.contains("'text.png' is not shown: not a PNG, JPEG, GIF or WebP picture [FT402]") })
        #expect(warnings.contains { $0.contains("'claims-60000.png' is not shown: refused before decoding: it claims 60000×60000 pixels") })
        #expect(warnings.contains { $0.contains("'truncated.png' is not shown: could not be decoded") })
        #expect(warnings.contains { $0.contains("'missing.png' is not shown: the source has no such picture") })
        #expect(warnings.contains { $0.contains("endless.json' is not shown: larger than") })
        #expect(warnings.contains { $0.contains("silent.json' is not shown: did not arrive within 2 s") })
        // Pictures accept no compression: a gzip bomb is only its packed bytes, never unpacked,
        // bounded by time (or by bytes, on a faster link).
        #expect(warnings.contains { $0.contains("bomb.json' is not shown: did not arrive within 2 s") || $0.contains("bomb.json' is not shown: larger than") })
        #expect(!warnings.contains { $0.contains("halves.webp") }, "the one good picture is drawn")
        #expect(Self.pictureCells(in: output.stdout) > 0)
        #expect(output.stdout.components(separatedBy: "alt").count - 1 == 7, "seven placeholders keep their alt text")
    }

    @Test func aPictureFromAnAllowedHostIsKeptAndAskedForAgainOnlyIfItChanged() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-picture-cache-\(UUID().uuidString)")
        let served = directory.appendingPathComponent("served")
        try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: FeedtermProcess.root.appendingPathComponent("layouts/images/coffee.png"), to: served.appendingPathComponent("cup.png"))
        let server = try LocalHTTPServer(serving: served.path)
        let banner = #"{"type": "hero_banner", "hero_banner": {"title": "Cup", "image": {"url": "\#(server.base)cup.png"}}}"#
        try Data(banner.utf8).write(to: directory.appendingPathComponent("cup.json"))
        let cache = directory.appendingPathComponent("cache")
        let arguments = ["preview", "cup.json", "--width", "60", "--color", "always", "--image-host", "127.0.0.1"]
        let environment = ["TERM": "xterm-256color", "XDG_CACHE_HOME": cache.path]
        let first = try FeedtermProcess.run(arguments, environment: environment, directory: directory)
        #expect(Self.pictureCells(in: first.stdout) > 20)
        let kept = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("feedterm/pictures").path)
        #expect(kept.contains { $0.hasSuffix(".picture") } && kept.contains { $0.hasSuffix(".json") }, "\(kept)")
        let second = try FeedtermProcess.run(arguments, environment: environment, directory: directory)
        #expect(second.stdout == first.stdout, "drawn from the kept file")
        let answers = server.answers().filter { $0.request.contains("GET /cup.png") }.map(\.status)
        #expect(answers == [200, 304], "the second asked with If-Modified-Since, and was answered Not Modified")
        let withoutHost = try FeedtermProcess.run(["preview", "cup.json", "--width", "60", "--color", "always"], environment: environment, directory: directory)
        #expect(Self.pictureCells(in: withoutHost.stdout) == 0, "a host not allowed is never asked, kept or not")
        #expect(server.requests().filter { $0.contains("GET /cup.png") }.count == 2)
    }

    @Test func browseDrawsAtOnceAndThePhotographsArriveWhileKeysWork() throws {
        let server = try LocalHTTPServer(serving: FeedtermProcess.root.appendingPathComponent("layouts").path, delay: 2)
        // Colour on, whatever the test runner's NO_COLOR says: pictures need it.
        let session = try TmuxSession(["browse", server.base.absoluteString, "--no-state"], environment: "-u NO_COLOR LANG=C.UTF-8 TERM=xterm-256color")
        // Home takes 2 s, then each picture 2 s more: the screen shows the shop with placeholders first.
        let first = try session.waitFor("The Winter Sale is on", seconds: 20)
        #expect(Self.pictureCells(in: first) == 0, "placeholders until the pictures come")
        try session.send("2")
        try session.waitFor(seconds: 5) { $0.split(separator: "\n").dropFirst().first?.trimmingCharacters(in: .whitespaces) == "Deals" }
        try session.send("1")
        let withPictures = try session.waitFor(seconds: 20) { Self.pictureCells(in: $0) > 20 }
        #expect(withPictures.contains("The Winter Sale is on"), "the photographs appeared without a key")
        let coloured = try session.colouredScreen()
        #expect(coloured.contains("38;5;"), "in the terminal's 256 colours")
        try session.send("q")
        #expect(try session.waitFor("EXIT=").contains("EXIT=0"))
    }

    @Test func withNoColourBrowseKeepsThePlaceholdersAndAsksForNoPicture() throws {
        let server = try LocalHTTPServer(serving: FeedtermProcess.root.appendingPathComponent("layouts").path)
        let session = try TmuxSession(["browse", server.base.absoluteString, "--no-state"], environment: "NO_COLOR=1 LANG=C.UTF-8 TERM=xterm-256color")
        let screen = try session.waitFor("The Winter Sale is on")
        #expect(screen.contains("Snowy workshop"), "the banner's alt text")
        try session.send("q")
        _ = try session.waitFor("EXIT=")
        #expect(!server.requests().contains { $0.contains("/images/") })
    }

    @Test func insideTmuxPixelsAskedForAreCellsNeverABlank() throws {
        // tmux 3.3 shows no sixel: a picture sent that way would leave its place blank.
        let session = try TmuxSession(["browse", "--no-state", "--images", "sixel"], environment: "-u NO_COLOR LANG=C.UTF-8 TERM=xterm-256color")
        try session.waitFor { Self.pictureCells(in: $0) > 20 }
        try session.send("q")
        #expect(try session.waitFor("EXIT=").contains("tmux passes no sixel through; pictures are drawn as cells"))
        let preview = try FeedtermProcess.run(["preview", "layouts/modules/hero_banner.json", "--width", "80", "--color", "always", "--images", "sixel"], environment: ["TERM": "screen-256color", "TMUX": "/tmp/tmux-0/default,1,0"])
        #expect(Self.pictureCells(in: preview.stdout) > 20 && !preview.stdout.contains("\u{1B}P"), "cells, no sixel")
        #expect(preview.stderr.contains("tmux passes no sixel through"))
    }
}
