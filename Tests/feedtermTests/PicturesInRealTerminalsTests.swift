import FeedBrowser
import FeedInput
import FeedRendering
import Foundation
import Testing

/// browse's pictures as a shopper sees them, in real terminals under Xvfb: kitty (its graphics
/// protocol) and xterm as a VT340 (sixel). Each picture's place is cut from a screenshot and
/// compared with the photograph (SSIM, and the mean colour), on the first screen, after a
/// scroll, after a tab switch, on a listing's page and after quitting: a picture missing,
/// misplaced, left behind or in the wrong colours fails.
@Suite(.serialized)
struct PicturesInRealTerminalsTests {
    /// Where browse puts whole pictures at `width` × `height` after `keys`, worked out by the
    /// same browser core without a terminal; with `belowBadges`, pictures whose top row a badge
    /// or a heart covers too, each at the rows below it, where its pixels go.
    static func placements(after keys: [Key], width: Int = 100, height: Int = 30, in folder: URL? = nil, belowBadges: Bool = false) -> [PicturePlacement] {
        let layouts = (folder ?? FeedtermProcess.root.appendingPathComponent("layouts")).resolvingSymlinksInPath()
        let source = DirectorySource(directory: layouts)
        let runtime = BrowserRuntime(source: source, width: width, height: height, pictures: PictureFetcher(source: source))
        runtime.settle()
        for key in keys {
            runtime.send(.input(.key(key)))
            runtime.settle()
        }
        let frame = runtime.frame()
        guard belowBadges else { return frame.pictures.filter { $0.isWhole(in: frame) && $0.rect.maxY < frame.height } }
        return frame.pictures.compactMap { placement in
            guard let rect = placement.pixelRect(in: frame), rect.maxY < frame.height else { return nil }
            var below = placement
            below.rect = rect
            return below
        }
    }

    /// How like its photograph `placement`'s place is in `shot`: SSIM and colour distance. The
    /// photograph is looked for centred in the place, as feedterm draws it, or (`anchor`
    /// "found") stretched over whatever is drawn there, as another program's picture is.
    static func likeness(of placement: PicturePlacement, in shot: String, terminal: XTerminal, anchor: String = "centred") throws -> (ssim: Double, distance: Double) {
        let cell = try terminal.cellGeometry()
        let rect = placement.rect
        // Every source the tests browse keeps its photographs as the bundled one does.
        let photo = FeedtermProcess.root.appendingPathComponent("layouts").appendingPathComponent(placement.url).path
        let answer = try XTerminal.analyse(["compare", shot, "\(cell.x + rect.x * cell.width)", "\(cell.y + rect.y * cell.height)", "\(rect.width * cell.width)", "\(rect.height * cell.height)", photo, anchor])
        let numbers = answer.split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 2 else { throw XTerminal.Failure("screenshot.py said \(answer)") }
        return (numbers[0], numbers[1])
    }

    /// The screenshot once every placement looks like its photograph (SSIM `until` or more,
    /// within 15 s), else the last one taken, with the likeness of each. A shot that cannot be measured yet (on a busy
    /// machine the window may still be taking its size, putting a place off the screen) is
    /// taken again; only the last attempt's failure is thrown.
    static func shotShowing(_ placements: [PicturePlacement], in terminal: XTerminal, name: String, anchor: String = "centred", until: Double = alike) throws -> (shot: String, likeness: [(PicturePlacement, Double, Double)]) {
        var last: (String, [(PicturePlacement, Double, Double)]) = ("", [])
        let attempts = 15
        for attempt in 0..<attempts {
            let shot = try terminal.shoot("\(name)-\(attempt)")
            let found: [(PicturePlacement, Double, Double)]
            do {
                found = try placements.map { placement in
                    let measured = try Self.likeness(of: placement, in: shot, terminal: terminal, anchor: anchor)
                    return (placement, measured.ssim, measured.distance)
                }
            } catch where attempt < attempts - 1 {
                Thread.sleep(forTimeInterval: 1)
                continue
            }
            last = (shot, found)
            if found.allSatisfy({ $0.1 >= until && $0.2 <= Self.colourDistance }) { break }
            Thread.sleep(forTimeInterval: 1)
        }
        return last
    }

    /// A picture's place this like its photograph shows its pixels: kitty's and xterm's sixel
    /// measured 0.98–0.99 here; the same picture in cells 0.45–0.75, its placeholder under 0.1.
    static let alike = 0.9
    /// A place less like it than this shows something else: text, cells, nothing.
    static let unlike = 0.6
    /// The most the mean colours of a picture's place and its photograph may differ (0–441).
    static let colourDistance = 30.0

    func followsTheScreen(in kind: XTerminal.Kind, orange: (Int, Int, Int), tolerance: Int) throws {
        let binary = FeedtermProcess.binary.path
        let environment = kind == .xtermVT340 ? "TERM=xterm-256color " : ""
        let terminal = try XTerminal(kind, command: "env -u NO_COLOR LANG=C.UTF-8 \(environment)'\(binary)' browse --no-state")
        let first = Self.placements(after: [])
        try #require(first.count >= 2, "the bundled Home shows the rocket and the mug whole at 100 × 30")
        let home = try Self.shotShowing(first, in: terminal, name: "home")
        for (placement, ssim, distance) in home.likeness {
            #expect(ssim >= Self.alike && distance <= Self.colourDistance, "\(placement.url) at \(placement.rect): SSIM \(ssim), colour \(distance) (\(home.shot))")
        }
        // The title drawn before the pictures keeps the theme's orange after them.
        #expect(try XTerminal.analyse(["has", home.shot, "\(orange.0)", "\(orange.1)", "\(orange.2)", "\(tolerance)"]) == "1", "the orange of the titles (\(home.shot))")

        try terminal.press("j", "j", "j", "j", "j")
        let scrolledKeys = Array(repeating: Key.character("j"), count: 5)
        let scrolled = Self.placements(after: scrolledKeys)
        let afterScroll = try Self.shotShowing(scrolled, in: terminal, name: "scrolled")
        for (placement, ssim, _) in afterScroll.likeness {
            #expect(ssim >= Self.alike, "after scrolling, \(placement.url) at \(placement.rect): SSIM \(ssim) (\(afterScroll.shot))")
        }
        try expectGone(first, notIn: scrolled, shot: afterScroll.shot, terminal: terminal, after: "scrolling")

        try terminal.press("2")
        let deals = Self.placements(after: scrolledKeys + [.character("2")])
        let onDeals = try Self.shotShowing(deals, in: terminal, name: "deals")
        try expectGone(first + scrolled, notIn: deals, shot: onDeals.shot, terminal: terminal, after: "switching to Deals")

        // Home again, its top, the carousel's second card (the mug), and its listing's page.
        try terminal.press("1", "g", "Tab", "Tab", "l", "Return")
        let listingKeys = scrolledKeys + [.character("2"), .character("1"), .character("g"), .tab, .tab, .character("l"), .enter]
        let listing = Self.placements(after: listingKeys)
        try #require(!listing.isEmpty, "the mug's page shows its photo whole")
        let onListing = try Self.shotShowing(listing, in: terminal, name: "listing")
        for (placement, ssim, distance) in onListing.likeness {
            #expect(ssim >= Self.alike && distance <= Self.colourDistance, "on the listing's page, \(placement.url) at \(placement.rect): SSIM \(ssim), colour \(distance) (\(onListing.shot))")
        }
        try expectGone(deals, notIn: listing, shot: onListing.shot, terminal: terminal, after: "opening a listing")

        try terminal.press("q")
        Thread.sleep(forTimeInterval: 1.5)
        let after = try terminal.shoot("quit")
        try expectGone(listing + deals + scrolled, notIn: [], shot: after, terminal: terminal, after: "quitting")
    }

    /// Every picture of `before` whose place no picture of `now` covers shows no longer.
    private func expectGone(_ before: [PicturePlacement], notIn now: [PicturePlacement], shot: String, terminal: XTerminal, after step: String) throws {
        for placement in before where !now.contains(where: { !$0.rect.intersection(placement.rect).isEmpty }) {
            let found = try Self.likeness(of: placement, in: shot, terminal: terminal)
            #expect(found.ssim < Self.unlike, "after \(step), \(placement.url) is still at \(placement.rect): SSIM \(found.ssim) (\(shot))")
        }
    }

    @Test(.enabled(if: XTerminal.isInstalled(.kitty), "kitty, Xvfb, xdotool or xwd is not installed here and could not be: scripts/test.sh installs them with apt"))
    func kittyShowsEachPhotographAndLeavesNoneBehind() throws {
        // kitty says it has 24-bit colour: the theme's own orange.
        try followsTheScreen(in: .kitty, orange: (241, 100, 30), tolerance: 3)
    }

    /// kitty drops the pictures it holds as its window is resized: after a smaller window and
    /// back, every photograph is in its place again (the rocket stayed blank before).
    @Test(.enabled(if: XTerminal.isInstalled(.kitty), "kitty, Xvfb, xdotool or xwd is not installed here and could not be: scripts/test.sh installs them with apt"))
    func kittysPhotographsComeBackAfterTheWindowIsResizedAndResizedBack() throws {
        let terminal = try XTerminal(.kitty, command: "env -u NO_COLOR LANG=C.UTF-8 '\(FeedtermProcess.binary.path)' browse --no-state")
        let first = Self.placements(after: [])
        try #require(first.count >= 2)
        _ = try Self.shotShowing(first, in: terminal, name: "before")
        let original = try terminal.windowSize()
        try terminal.resize(width: original.width * 9 / 10, height: original.height * 9 / 10)
        Thread.sleep(forTimeInterval: 2)
        try terminal.resize(width: original.width, height: original.height)
        let back = try Self.shotShowing(first, in: terminal, name: "resized-back")
        for (placement, ssim, distance) in back.likeness {
            #expect(ssim >= Self.alike && distance <= Self.colourDistance, "after a resize and back, \(placement.url) at \(placement.rect): SSIM \(ssim), colour \(distance) (\(back.shot))")
        }
    }

    /// kitty with tmux inside, passthrough on and tmux's status line at the top: each
    /// photograph is in its place, one row down, as the outer terminal counts (the mug landed
    /// over the tab bar before).
    @Test(.enabled(if: XTerminal.isInstalled(.kitty) && FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"), "kitty, tmux, Xvfb, xdotool or xwd is not installed here and could not be: scripts/test.sh installs them with apt"))
    func kittyThroughTmuxPutsEachPhotographInItsPlace() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-tmux-\(UUID().uuidString).conf")
        try Data("set -g allow-passthrough on\nset -g status on\nset -g status-position top\n".utf8).write(to: config)
        defer { try? FileManager.default.removeItem(at: config) }
        let socket = "feedterm-kitty-\(UUID().uuidString.prefix(8))"
        defer { _ = try? ChildProcess.run("/usr/bin/tmux", ["-L", socket, "kill-server"]) }
        let inner = "env -u NO_COLOR LANG=C.UTF-8 '\(FeedtermProcess.binary.path)' browse --no-state"
        let terminal = try XTerminal(.kitty, command: "tmux -L \(socket) -f '\(config.path)' new-session \\\"\(inner)\\\"", columns: 100, rows: 31)
        // The pane is 100 × 30 under tmux's status line: the places browse works out at that
        // size, a row lower on the outer terminal.
        let expected = Self.placements(after: []).map { placement in
            var moved = placement
            moved.rect.y += 1
            return moved
        }
        try #require(expected.count >= 2)
        let home = try Self.shotShowing(expected, in: terminal, name: "tmux")
        for (placement, ssim, distance) in home.likeness {
            #expect(ssim >= Self.alike && distance <= Self.colourDistance, "through tmux, \(placement.url) at \(placement.rect): SSIM \(ssim), colour \(distance) (\(home.shot))")
        }
    }

    @Test(.enabled(if: XTerminal.isInstalled(.xtermVT340), "xterm, Xvfb, xdotool or xwd is not installed here and could not be: scripts/test.sh installs them with apt"))
    func xtermShowsEachPhotographInSixelAndLeavesNoneBehind() throws {
        // xterm-256color on xterm's own white background, which it says when asked (OSC 11):
        // the light theme's orange, palette colour 130, which a sixel's colours must not change.
        try followsTheScreen(in: .xtermVT340, orange: (175, 95, 0), tolerance: 0)
    }
}
