import FeedModel
import FeedPictures
import FeedTerminal
import Foundation

/// How pictures reach the terminal: which protocol draws true pixels, if any, the size of a
/// cell in pixels, and whether tmux must pass them through. Decided once, from what the
/// terminal answers (`TerminalGraphicsProbe`), never from TERM alone.
package struct PixelChoice: Equatable {
    /// The protocol; nil draws cells.
    package var pixels: PixelProtocol?
    /// A cell's width and height in pixels: the terminal's answer, else its window's pixels
    /// over its cells, else 10 × 20.
    package var cellWidth = 10
    package var cellHeight = 20
    /// Whether every sequence goes through tmux's passthrough.
    package var throughTmux = false
    /// Why pixels asked for are drawn as cells, for the reader.
    package var note: String?
    /// The terminal's background colour, when it was asked and said (`OSC 11`).
    package var background: HexColor?

    package var cell: (width: Int, height: Int) { (cellWidth, cellHeight) }

    /// The longest side pictures are kept at: larger where pixels are sent.
    package var keptSide: Int { pixels == nil ? PictureStore.cellsSide : PictureStore.pixelsSide }

    /// The choice for `mode` in a process with `environment`: `graphics` is the terminal's
    /// answer (nil: not asked, or not a terminal), and `tmuxPassesThrough` says whether the
    /// tmux feedterm runs in has `allow-passthrough` on, asked only when pixels would go
    /// through it.
    package static func decide(_ mode: PictureMode, environment: [String: String], graphics: TerminalGraphics?, tmuxPassesThrough: () -> Bool) -> PixelChoice {
        var choice = PixelChoice()
        if let width = graphics?.cellWidth, let height = graphics?.cellHeight {
            choice.cellWidth = width
            choice.cellHeight = height
        }
        let inTmux = !(environment["TMUX"] ?? "").isEmpty
        let inScreen = !(environment["STY"] ?? "").isEmpty
        let program = environment["TERM_PROGRAM"] ?? ""
        let wanted: PixelProtocol?
        switch mode {
        case .off, .cells:
            return choice
        case .kitty, .sixel, .iterm:
            wanted = mode.forcedProtocol
        case .auto:
            // tmux answers the questions itself: the terminal outside says what it is by
            // the variables it set, which tmux keeps.
            if inTmux || inScreen {
                wanted = environment["KITTY_WINDOW_ID"] != nil ? .kitty : ["iTerm.app", "WezTerm"].contains(program) ? .iterm : nil
            } else if graphics?.kitty == true {
                wanted = .kitty
            } else if ["iTerm.app", "WezTerm"].contains(program) {
                wanted = .iterm
            } else {
                wanted = graphics?.sixel == true ? .sixel : nil
            }
        }
        guard let wanted else { return choice }
        if inScreen {
            choice.note = "GNU screen passes no pictures through; they are drawn as cells"
        } else if inTmux, wanted == .sixel {
            choice.note = "tmux passes no sixel through; pictures are drawn as cells"
        } else if inTmux, !tmuxPassesThrough() {
            // Only a reader who asked for pixels hears why there are none.
            choice.note = mode == .auto ? nil : "tmux's allow-passthrough is off (tmux set -g allow-passthrough on); pictures are drawn as cells"
        } else {
            choice.pixels = wanted
            choice.throughTmux = inTmux
        }
        return choice
    }

    /// The choice for this process, asking the terminal (outside tmux, which answers for
    /// itself, and never when TERM is dumb) whenever `mode` may draw pixels: what it draws,
    /// and the size of its cells, which the window's size in pixels gives where the terminal
    /// did not; and, `askingBackground`, its background (tmux's too), in the same one wait.
    package static func forThisProcess(_ mode: PictureMode, askingBackground: Bool = false) -> PixelChoice {
        let environment = ProcessInfo.processInfo.environment
        let inTmux = !(environment["TMUX"] ?? "").isEmpty
        let asksGraphics = mode != .off && mode != .cells
        // A dumb terminal answers no query: none is sent, and none is waited for. Inside tmux,
        // which answers for itself, only its background is asked (its window's, or the outer
        // terminal's).
        let asksTerminal = asksGraphics && !inTmux
        let answer = (asksTerminal || askingBackground) && environment["TERM"] != "dumb"
            ? TerminalGraphicsProbe.ask(askingGraphics: asksTerminal, askingBackground: askingBackground) : nil
        var graphics: TerminalGraphics?
        if asksGraphics, environment["TERM"] != "dumb" {
            var drawn = answer ?? TerminalGraphics()
            if drawn.cellWidth == nil, let cell = TerminalGraphicsProbe.windowCellPixels() {
                drawn.cellWidth = cell.width
                drawn.cellHeight = cell.height
            }
            graphics = drawn
        }
        var choice = decide(mode, environment: environment, graphics: graphics, tmuxPassesThrough: tmuxAllowsPassthrough)
        choice.background = answer?.background
        return choice
    }

    /// Whether the tmux this process runs in passes sequences through (`allow-passthrough`),
    /// asked of tmux within a second.
    private static func tmuxAllowsPassthrough() -> Bool {
        TmuxPane.answer(["show-options", "-gqv", "allow-passthrough"]).map { ["on", "all"].contains($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? false
    }

    /// `sequence` as it must be written: through tmux's passthrough when needed, each
    /// command (each chunk of a picture) on its own, as tmux drops a passthrough longer than
    /// its input buffer.
    package func wrapped(_ sequence: String) -> String {
        guard throughTmux, !sequence.isEmpty else { return sequence }
        var parts = sequence.components(separatedBy: "\u{1B}\\")
        let rest = parts.removeLast()
        return (parts.map { $0 + "\u{1B}\\" } + (rest.isEmpty ? [] : [rest])).map(PixelProtocol.throughTmux).joined()
    }
}
