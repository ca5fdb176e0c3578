import FeedRendering
import Foundation
import Testing

/// Each photograph browse draws in pixels is as like its photograph as chafa's picture of it at
/// the same cells with the same protocol, or nearly (at least `share` of chafa's SSIM): in
/// kitty and in xterm's sixel, at three window sizes whose cards differ in size, for cards
/// with a badge or a heart over the photograph's top row and cards without.
///
/// One terminal shows browse and is shot; another of the same kind and size runs a script that
/// draws chafa's picture of each photograph at each of the same places. chafa's picture is
/// measured wherever and at whatever size it lands in its place (chafa 1.12 in xterm does not
/// keep the photograph's aspect, and is not held to it); browse's is measured centred, as it
/// draws it. Both are compared with the photograph resampled by area (smaller) or bilinearly
/// (larger), as scripts/screenshot.py does.
@Suite(.serialized)
struct PhotographsBesideChafaTests {
    /// The least share of chafa's SSIM a photograph must reach.
    static let share = 0.9
    /// Window sizes: a grid of three columns gives cards of 24, 37 and 51 columns.
    static let sizes = [(80, 30), (120, 40), (160, 48)]

    static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/chafa") }

    /// A source whose Home is a grid of six cards, each with a bundled photograph; the first,
    /// third and fifth with a badge, the second and fourth in favorites (a heart).
    static func source() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-chafa-source-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        let bundled = FeedtermProcess.root.appendingPathComponent("layouts/images")
        let photos = ["coffee.png", "chelsea.png", "rocket.png", "astronaut.png", "chelsea.png", "coffee.png"]
        for name in Set(photos) {
            try FileManager.default.copyItem(at: bundled.appendingPathComponent(name), to: folder.appendingPathComponent("images/\(name)"))
        }
        let cards = photos.enumerated().map { index, photo in
            let badge = index.isMultiple(of: 2) ? #", "badge": "Bestseller""# : ""
            let favorite = index % 4 == 1 ? #", "is_favorite": true"# : ""
            return """
                {"listing_id": \(2001 + index), "title": "Photograph \(index + 1)", "shop_name": "Shop",
                 "price": {"amount": 1800, "divisor": 100, "currency_code": "EUR"}\(badge)\(favorite),
                 "image": {"url": "images/\(photo)", "alt_text": "Photograph \(index + 1)"}}
                """
        }
        let home = """
            {"id": "home", "title": "Home", "modules": [{"type": "listing_grid", "id": "grid", "listing_grid": {
              "header": {"title": "Photographs"}, "columns": 3, "listings": [\(cards.joined(separator: ",\n"))]}}]}
            """
        try Data(home.utf8).write(to: folder.appendingPathComponent("home.json"))
        return folder
    }

    func measure(in kind: XTerminal.Kind, columns: Int, rows: Int, source: URL) throws {
        let placements = PicturesInRealTerminalsTests.placements(after: [], width: columns, height: rows, in: source, belowBadges: true)
        let whole = PicturesInRealTerminalsTests.placements(after: [], width: columns, height: rows, in: source)
        try #require(placements.count > whole.count && whole.count >= 2, "the grid shows photographs whole and under badges at \(columns) × \(rows)")
        let script = source.appendingPathComponent("chafa-\(columns).sh")
        try Data(chafaScript(for: placements, format: kind == .kitty ? "kitty" : "sixels").utf8).write(to: script)
        let environment = kind == .xtermVT340 ? "TERM=xterm-256color " : ""
        let browse = try XTerminal(kind, command: "env -u NO_COLOR LANG=C.UTF-8 \(environment)'\(FeedtermProcess.binary.path)' browse --no-state '\(source.path)'", columns: columns, rows: rows)
        let ours = try PicturesInRealTerminalsTests.shotShowing(placements, in: browse, name: "feedterm")
        let chafaTerminal = try XTerminal(kind, command: "sh '\(script.path)'", columns: columns, rows: rows)
        let chafa = try PicturesInRealTerminalsTests.shotShowing(placements, in: chafaTerminal, name: "chafa", anchor: "found", until: PicturesInRealTerminalsTests.unlike)
        for ((placement, mine, _), (_, theirs, _)) in zip(ours.likeness, chafa.likeness) {
            #expect(theirs >= PicturesInRealTerminalsTests.unlike, "chafa's \(placement.url) at \(placement.rect) was not drawn: SSIM \(theirs) (\(chafa.shot))")
            #expect(mine >= Self.share * theirs, "\(placement.url) at \(placement.rect), \(columns) × \(rows): SSIM \(mine), chafa's \(theirs) (\(ours.shot), \(chafa.shot))")
        }
    }

    /// A shell script that clears the screen and draws chafa's picture of each placement's
    /// photograph in its place, fitted to its cells.
    func chafaScript(for placements: [PicturePlacement], format: String) -> String {
        let layouts = FeedtermProcess.root.appendingPathComponent("layouts")
        var lines = ["printf '\\033[2J'"]
        for placement in placements {
            let rect = placement.rect
            lines.append("printf '\\033[\(rect.y + 1);\(rect.x + 1)H'")
            lines.append("chafa -f \(format) --size \(rect.width)x\(rect.height) --scale max --animate off '\(layouts.appendingPathComponent(placement.url).path)'")
        }
        return (lines + ["printf '\\033[1;1H'"]).joined(separator: "\n") + "\n"
    }

    func measureAtEverySize(in kind: XTerminal.Kind) throws {
        let source = try Self.source()
        defer { try? FileManager.default.removeItem(at: source) }
        for (columns, rows) in Self.sizes { try measure(in: kind, columns: columns, rows: rows, source: source) }
    }

    @Test(.enabled(if: XTerminal.isInstalled(.kitty) && isInstalled, "kitty, chafa, Xvfb, xdotool or xwd is not installed here and could not be: scripts/test.sh installs them with apt"))
    func kittysPhotographsAreAsLikeAsChafas() throws {
        try measureAtEverySize(in: .kitty)
    }

    @Test(.enabled(if: XTerminal.isInstalled(.xtermVT340) && isInstalled, "xterm, chafa, Xvfb, xdotool or xwd is not installed here and could not be: scripts/test.sh installs them with apt"))
    func xtermsSixelPhotographsAreAsLikeAsChafas() throws {
        try measureAtEverySize(in: .xtermVT340)
    }
}
