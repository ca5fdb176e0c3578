import FeedModel
@testable import FeedCommands
import FeedPictures
import FeedTerminal
import Testing

/// How pictures reach the terminal, from what it answers and where feedterm runs.
struct PixelChoiceTests {
    static func answered(kitty: Bool = false, sixel: Bool = false) -> TerminalGraphics {
        var graphics = TerminalGraphics()
        graphics.kitty = kitty
        graphics.sixel = sixel
        graphics.isComplete = true
        return graphics
    }

    @Test func autoTakesWhatTheTerminalSaysBestFirst() {
        #expect(PixelChoice.decide(.auto, environment: [:], graphics: Self.answered(kitty: true, sixel: true), tmuxPassesThrough: { false }).pixels == .kitty)
        #expect(PixelChoice.decide(.auto, environment: [:], graphics: Self.answered(sixel: true), tmuxPassesThrough: { false }).pixels == .sixel)
        #expect(PixelChoice.decide(.auto, environment: ["TERM_PROGRAM": "WezTerm"], graphics: Self.answered(sixel: true), tmuxPassesThrough: { false }).pixels == .iterm)
        #expect(PixelChoice.decide(.auto, environment: ["TERM": "xterm-kitty"], graphics: Self.answered(), tmuxPassesThrough: { false }).pixels == nil, "TERM alone is never believed")
        #expect(PixelChoice.decide(.auto, environment: [:], graphics: nil, tmuxPassesThrough: { false }).pixels == nil, "no answer: cells")
        #expect(PixelChoice.decide(.cells, environment: [:], graphics: Self.answered(kitty: true), tmuxPassesThrough: { false }).pixels == nil)
    }

    @Test func insideTmuxPixelsPassThroughOnlyWhereAllowedElseCellsWithANote() {
        let tmux = ["TMUX": "/tmp/tmux-0/default,1,0"]
        // With no pixels to pass, tmux is not asked: browse starts without running it.
        let quiet = PixelChoice.decide(.auto, environment: tmux, graphics: nil, tmuxPassesThrough: {
            Issue.record("tmux asked with nothing to pass through")
            return false
        })
        #expect(quiet.pixels == nil && quiet.note == nil)
        let forced = PixelChoice.decide(.kitty, environment: tmux, graphics: nil, tmuxPassesThrough: { false })
        #expect(forced.pixels == nil && forced.note?.contains("allow-passthrough") == true)
        let passed = PixelChoice.decide(.auto, environment: tmux.merging(["KITTY_WINDOW_ID": "1"]) { $1 }, graphics: nil, tmuxPassesThrough: { true })
        #expect(passed.pixels == .kitty && passed.throughTmux)
        #expect(passed.wrapped("\u{1B}_Gm=1;AA\u{1B}\\\u{1B}_Gm=0;BB\u{1B}\\") == "\u{1B}Ptmux;\u{1B}\u{1B}_Gm=1;AA\u{1B}\u{1B}\\\u{1B}\\\u{1B}Ptmux;\u{1B}\u{1B}_Gm=0;BB\u{1B}\u{1B}\\\u{1B}\\", "each chunk passed through on its own")
        #expect(passed.wrapped("\u{1B}]1337;File=:AA\u{07}") == "\u{1B}Ptmux;\u{1B}\u{1B}]1337;File=:AA\u{07}\u{1B}\\")
        let sixel = PixelChoice.decide(.sixel, environment: tmux, graphics: nil, tmuxPassesThrough: { true })
        #expect(sixel.pixels == nil && sixel.note?.contains("no sixel") == true)
    }

    @Test func theCellSizeIsTheTerminalsAnswerElse10By20() {
        var graphics = Self.answered(sixel: true)
        graphics.cellWidth = 9
        graphics.cellHeight = 18
        #expect(PixelChoice.decide(.auto, environment: [:], graphics: graphics, tmuxPassesThrough: { false }).cell == (9, 18))
        #expect(PixelChoice.decide(.sixel, environment: [:], graphics: nil, tmuxPassesThrough: { false }).cell == (10, 20))
    }

    /// OSC 11's answer, in 16, 8 or 4 bits a channel, ended by BEL or ST, decides the theme's
    /// variant unless --background or COLORFGBG said first.
    @Test func theBackgroundIsTheTerminalsAnswerUnlessSaidFirst() {
        let white = TerminalGraphics.parse(Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{7}\u{1B}[?62c".utf8))
        #expect(white.background == HexColor(red: 255, green: 255, blue: 255) && white.isComplete)
        let dark = TerminalGraphics.parse(Array("\u{1B}]11;rgb:1e/1e/1e\u{1B}\\\u{1B}[?62c".utf8))
        #expect(dark.background == HexColor(red: 0x1E, green: 0x1E, blue: 0x1E))
        #expect(TerminalGraphics.parse(Array("\u{1B}]11;rgb:zz/1e\u{7}".utf8)).background == nil)
        #expect(BackgroundChoice.resolve(nil, environment: [:], answered: white.background) == .light)
        #expect(BackgroundChoice.resolve(nil, environment: ["COLORFGBG": "15;0"], answered: white.background) == .dark)
        #expect(BackgroundChoice.resolve(.dark, environment: ["COLORFGBG": "0;15"], answered: white.background) == .dark)
        #expect(BackgroundChoice.resolve(nil, environment: [:], answered: nil) == .dark)
        #expect(!BackgroundChoice.needsAsking(nil, environment: ["COLORFGBG": "0;15"], drawsColour: true))
        #expect(!BackgroundChoice.needsAsking(.light, environment: [:], drawsColour: true) && !BackgroundChoice.needsAsking(nil, environment: [:], drawsColour: false))
    }

    /// Where tmux's pane is on the outer terminal: a status line at the top pushes it down.
    @Test func thePanesOriginCountsAStatusLineAtTheTop() {
        #expect(TmuxPane.parse("0 0 on top\n").map { [$0.x, $0.y] } == [0, 1])
        #expect(TmuxPane.parse("50 10 on bottom").map { [$0.x, $0.y] } == [50, 10])
        #expect(TmuxPane.parse("0 0 2 top").map { [$0.x, $0.y] } == [0, 2])
        #expect(TmuxPane.parse("0 0 off top").map { [$0.x, $0.y] } == [0, 0])
        #expect(TmuxPane.parse("no tmux here") == nil)
    }

    @Test func aTerminalsAnswersAreReadWhateverElseCameWithThem() {
        let kitty = TerminalGraphics.parse(Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;22c".utf8))
        #expect(kitty.kitty && !kitty.sixel && kitty.isComplete && kitty.cellWidth == 10 && kitty.cellHeight == 20)
        let xterm = TerminalGraphics.parse(Array("j\u{1B}[?63;1;2;4;6;9;15;22c".utf8))
        #expect(!xterm.kitty && xterm.sixel && xterm.isComplete)
        let waiting = TerminalGraphics.parse(Array("\u{1B}_Gi=31;ENOTSUPPORTED\u{1B}\\".utf8))
        #expect(!waiting.kitty && !waiting.isComplete, "no device attributes yet: more may come")
        let cut = TerminalGraphics.parse(Array("\u{1B}[?6".utf8))
        #expect(!cut.isComplete)
    }
}
