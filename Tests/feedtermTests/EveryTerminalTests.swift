import Foundation
import Testing

/// Terminals that are not the usual one: a dumb terminal is sent no escape at all, the cursor
/// stands on the focus for braille displays and magnifiers, and below 256 colours a picture is
/// its placeholder with its alt text.
@Suite(.serialized) struct EveryTerminalTests {
    /// What `command` writes to a terminal of its own (a pty that `script` gives it), every
    /// byte, with `TERM` set to `term`.
    static func throughAPty(_ command: String, term: String) throws -> String {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-pty-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let binary = FeedtermProcess.binary.path
        _ = try ChildProcess.outcome("/usr/bin/script", ["-q", "-e", "-c", "env -u NO_COLOR TERM=\(term) '\(binary)' \(command)", out.path], stdin: Data(), environment: [:], directory: FeedtermProcess.root.path)
        return String(decoding: try Data(contentsOf: out), as: UTF8.self)
    }

    /// A dumb terminal (Emacs' shell) is asked nothing and told nothing but the words: no
    /// picture or size query, no colour, no attribute.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "script (util-linux) is not installed here"))
    func previewOnADumbTerminalWritesNoEscape() throws {
        let written = try Self.throughAPty("preview layouts/home.json --width 80", term: "dumb")
        #expect(written.contains("Picked for you"), "\(written.prefix(300))")
        #expect(!written.contains("\u{1B}"), "no escape at all: \(written.debugDescription.prefix(300))")
        // The same command on a terminal that answers does ask, so the check above means something.
        let asked = try Self.throughAPty("preview layouts/home.json --width 80", term: "xterm-256color")
        #expect(asked.contains("\u{1B}"))
    }

    /// With the focus on the mug, the terminal's cursor stands on the mug's card's first cell.
    @Test func theCursorStandsOnTheFocusedElement() throws {
        let session = try TmuxSession(["browse", "layouts", "--no-state", "--images", "off"])
        let screen = try session.waitFor("Picked for you")
        try session.send("Down", "Down")
        _ = try session.waitFor { $0.contains("Speckled ceramic mug") }
        Thread.sleep(forTimeInterval: 0.5)
        let lines = try session.screen().split(separator: "\n", omittingEmptySubsequences: false)
        let title = try #require(lines.firstIndex { $0.contains("Picked for you") }, "\(screen)")
        // The card's top border is two rows below the title and its subtitle; the mug's is the second.
        let border = Array(lines[title + 2])
        let corners = border.indices.filter { border[$0] == "╭" }
        #expect(corners.count >= 2, "\(lines[title + 2])")
        let cursor = try session.run(["display-message", "-p", "-t", "T", "#{cursor_x} #{cursor_y}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(cursor == "\(corners[1]) \(title + 2)", "the cursor at \(cursor), the mug's card at \(corners[1]) \(title + 2)")
        try session.send("q")
        _ = try session.waitFor("EXIT=0")
    }

    /// A light background, as tmux says it when asked (OSC 11) for a window styled white:
    /// browse draws the light theme (its orange is palette colour 130, not 202); a window
    /// left as it is gets the dark one.
    @Test func onAWhiteTmuxWindowBrowseDrawsTheLightTheme() throws {
        let browse = "env -u NO_COLOR '\(FeedtermProcess.binary.path)' browse layouts --no-state"
        let white = try TmuxSession.running("tmux set -g window-style bg=white,fg=black; \(browse)", in: FeedtermProcess.root.path)
        _ = try white.waitFor("Picked for you")
        let screen = try white.colouredScreen()
        #expect(screen.contains("38;5;130m 1 Home"), "\(screen.prefix(300))")
        try white.send("q")
        let dark = try TmuxSession.running(browse, in: FeedtermProcess.root.path)
        _ = try dark.waitFor("Picked for you")
        #expect(try dark.colouredScreen().contains("38;5;202m 1 Home"))
        try dark.send("q")
    }

    /// xterm with no COLORTERM has 16 colours: a photo there would be a blotch, so its place
    /// says its alt text; `--images cells` still asks for the cells.
    @Test func belowTwoHundredFiftySixColoursAPictureIsItsAltText() throws {
        let sixteen = try FeedtermProcess.run(["preview", "layouts/home.json", "--width", "100", "--color", "always"], environment: ["TERM": "xterm", "COLORTERM": ""])
        #expect(sixteen.status == 0)
        #expect(sixteen.stdout.contains("Speckled mug"), "the mug's alt text in its place")
        let forced = try FeedtermProcess.run(["preview", "layouts/home.json", "--width", "100", "--color", "always", "--images", "cells"], environment: ["TERM": "xterm", "COLORTERM": ""])
        #expect(!forced.stdout.contains("Speckled mug"), "cells asked for are drawn")
    }
}
