import FeedTerminal
import Foundation
import Testing

/// browse's colours in a real terminal (tmux): 24-bit where the terminal says it has them.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct TrueColorEndToEndTests {
    /// The shop theme's orange, as a 24-bit foreground (tmux writes it with semicolons).
    private static let orange = "38;2;241;100;30"

    /// Whether this system has Debian's ncurses-term, whose entries name the direct colours.
    private static var hasDirectEntries: Bool {
        ["/usr/share/terminfo/x/xterm-direct", "/lib/terminfo/x/xterm-direct"].contains { FileManager.default.fileExists(atPath: $0) }
    }

    @Test func browseDraws24BitColourWhenTheTerminalSaysItHasIt() throws {
        try #require(Self.hasDirectEntries, "xterm-direct is not in terminfo: scripts/setup.sh installs ncurses-term")
        let session = try TmuxSession(["browse", "--no-state"], environment: "-u NO_COLOR LANG=C.UTF-8 TERM=xterm-256color COLORTERM=truecolor")
        try session.waitFor("Picked for you")
        let screen = try session.colouredScreen()
        #expect(screen.contains(Self.orange), "the theme's orange, not the palette's nearest")
        try session.send("q")
        #expect(try session.waitFor("EXIT=").contains("EXIT=0"))
    }

    @Test func aDirectTermDrawsTheThemeNotBlue() throws {
        try #require(Self.hasDirectEntries, "xterm-direct is not in terminfo: scripts/setup.sh installs ncurses-term")
        let session = try TmuxSession(["browse", "--no-state"], environment: "-u NO_COLOR -u COLORTERM LANG=C.UTF-8 TERM=xterm-direct")
        try session.waitFor("Picked for you")
        let screen = try session.colouredScreen()
        #expect(screen.contains(Self.orange))
        // A palette number sent as RGB is a blue of 0–255 with no red or green; the theme's
        // black is sent as a blue of 8 (numbers below 8 are the terminal's ANSI colours).
        #expect(!screen.replacingOccurrences(of: "38;2;0;0;8m", with: "").contains("38;2;0;0;"), "a palette number drawn as a blue")
        try session.send("q")
        #expect(try session.waitFor("EXIT=").contains("EXIT=0"))
    }

    @Test func withoutTrueColourBrowseKeepsThePalette() throws {
        let session = try TmuxSession(["browse", "--no-state"], environment: "-u NO_COLOR -u COLORTERM LANG=C.UTF-8 TERM=xterm-256color")
        try session.waitFor("Picked for you")
        let screen = try session.colouredScreen()
        #expect(!screen.contains("38;2;"))
        #expect(screen.contains("38;5;"))
        try session.send("q")
        #expect(try session.waitFor("EXIT=").contains("EXIT=0"))
    }

    @Test func theDirectEntryIsTheTerminalsOwn() {
        #expect(DirectColorTerm.candidates(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == ["xterm-direct"])
        #expect(DirectColorTerm.candidates(environment: ["TERM": "tmux-256color", "COLORTERM": "24bit"]) == ["tmux-direct"])
        #expect(DirectColorTerm.candidates(environment: ["TERM": "xterm-kitty", "COLORTERM": "truecolor"]) == ["kitty-direct"])
        #expect(DirectColorTerm.candidates(environment: ["TERM": "xterm-new", "COLORTERM": "truecolor"]) == ["xterm-new-direct", "xterm-direct"])
        #expect(DirectColorTerm.candidates(environment: ["TERM": "xterm-256color"]).isEmpty)
        #expect(DirectColorTerm.candidates(environment: ["TERM": "xterm-direct", "COLORTERM": "truecolor"]).isEmpty)
    }

    @Test func aDirectColourNumberIsItsRGB() {
        #expect(DirectColorTerm.number(of: .rgb(.init(red: 0xF1, green: 0x64, blue: 0x1E))) == 0xF1641E)
        #expect(DirectColorTerm.number(of: .indexed(3)) == 3, "0–7 are the terminal's own ANSI colours")
        #expect(DirectColorTerm.number(of: .indexed(242)) == 0x6C6C6C, "a palette grey as its RGB, not a blue")
        #expect(DirectColorTerm.number(of: .rgb(.init(red: 0, green: 0, blue: 0))) == 8, "black is not ANSI colour 0's number")
    }
}
