import FeedPictures
import FeedRendering
import FeedTerminal
import Foundation

/// True pixels over browse's pictures, following the screen: each frame, the pictures that
/// are whole on it (not cut by an edge, not under a dialog; a badge or heart on a photo's top
/// row keeps that row's cells and the photo is drawn in the rows below) are drawn in pixels
/// over their blanked cells, and those that left are taken off, so scrolling, focus, tabs, dialogs,
/// resizes and quitting leave no picture where it no longer belongs. Every other picture is
/// its cells, as without pixels.
///
/// kitty keeps pictures on a layer of its own: each is sent once per size under an image id
/// and shown by placements, removed by id; a resize drops what kitty holds, so after one every
/// picture is sent again. Through tmux's passthrough, the outer terminal places a picture at
/// its own cursor, which tmux moves when it likes: the cursor is moved inside the passthrough,
/// to the pane's place on the outer screen (`TmuxPane`), or pictures stay cells where that is
/// not known. Sixel and iTerm2 draw into the cells: a picture
/// is sent again wherever ncurses may have written over it (a row that changed), and when
/// one leaves the screen is cleared and drawn whole, every picture on it sent again.
package final class BrowsePixels {
    private let terminal: Terminal
    private let pixels: PixelProtocol
    private let choice: PixelChoice
    private let store: PictureStore
    private var shown: [Shown: UInt32] = [:]
    private var images = KittyImages()
    private var lastFrame: Buffer?
    /// Through tmux, where its pane is on the outer terminal: asked at the start and after
    /// each resize (the pane may have moved).
    private var paneOrigin: (x: Int, y: Int)?

    /// A picture on the screen: which one, and where.
    private struct Shown: Hashable {
        package let url: String
        package let rect: Rect
    }

    /// Pixels for `terminal` as `choice` says (its protocol must be set), from `store`.
    package init?(terminal: Terminal, choice: PixelChoice, store: PictureStore?) {
        guard let pixels = choice.pixels, let store else { return nil }
        self.terminal = terminal
        self.pixels = pixels
        self.choice = choice
        self.store = store
        terminal.writesMovedLinesWhole()
    }

    /// Draws `frame`: its cells through ncurses, then the pixels.
    package func draw(_ frame: Buffer) {
        var cells = frame
        let resized = lastFrame.map { $0.width != frame.width || $0.height != frame.height } ?? true
        if resized, choice.throughTmux { paneOrigin = TmuxPane.origin() }
        var wanted: [Shown: Pixels] = [:]
        // A picture whole on the screen, or whole below a badge or heart on its top row (drawn
        // in the rows under them), is pixels.
        // Through tmux, a picture can be put in its place only where the pane is known:
        // else every picture stays cells, never in the wrong place.
        for placement in frame.pictures where !choice.throughTmux || paneOrigin != nil {
            guard let rect = placement.pixelRect(in: frame), fitsAbove(rect, in: frame), let picture = store.pixels(for: placement.url) else { continue }
            wanted[Shown(url: placement.url, rect: rect)] = picture
            cells.fill(rect, style: .plain)
            placement.blankLeftovers(above: rect, in: &cells)
        }
        let leaving = resized ? Array(shown.keys) : shown.keys.filter { wanted[$0] == nil }
        if pixels == .kitty {
            if resized, lastFrame != nil {
                // kitty may drop what it holds as its screen is resized and cleared: every
                // picture is forgotten on both sides and sent again after the new frame.
                terminal.writeThrough(choice.wrapped(images.forgetAll() + KittyEncoder.forgetAll))
                shown = [:]
            }
            terminal.writeThrough(choice.wrapped(leaving.compactMap { key in shown[key].map { images.remove(placement: $0) } }.joined()))
            leaving.forEach { shown[$0] = nil }
            terminal.draw(cells)
            var out = ""
            for (key, picture) in wanted where shown[key] == nil {
                guard let (id, transmit) = images.image(for: key.url, picture, columns: key.rect.width, rows: key.rect.height, cell: choice.cell) else { continue }
                let placement = images.newPlacement(of: id)
                shown[key] = placement
                out += choice.wrapped(transmit) + placed(KittyEncoder.place(id: id, placement: placement, columns: key.rect.width, rows: key.rect.height), at: key.rect)
            }
            terminal.writeThrough(images.forgetUnused(keeping: Set(wanted.keys.map(\.url))).map(choice.wrapped).joined() + out)
        } else {
            // A picture drawn into the cells moves with them when the terminal scrolls and
            // is not reliably erased by text written over it: once one leaves, the screen is
            // cleared and drawn whole, and every picture on it sent again.
            let clears = resized || !leaving.isEmpty
            if clears { terminal.clearsNextDraw() }
            leaving.forEach { shown[$0] = nil }
            var rewritten = IndexSet()
            if let lastFrame, !clears {
                for row in 0..<cells.height where (0..<cells.width).contains(where: { cells[$0, row] != lastFrame[$0, row] }) { rewritten.insert(row) }
            }
            terminal.draw(cells)
            var out = ""
            for (key, picture) in wanted where shown[key] == nil || clears || rewritten.intersects(integersIn: key.rect.y..<key.rect.maxY) {
                shown[key] = 0
                out += at(key.rect, choice.wrapped(pixels.draw(picture, columns: key.rect.width, rows: key.rect.height, cell: choice.cell)))
            }
            terminal.writeThrough(out)
        }
        lastFrame = cells
    }

    /// Takes every picture off the screen and out of the terminal's memory: before quitting.
    package func stop() {
        if pixels == .kitty { terminal.writeThrough(choice.wrapped(images.forgetAll() + KittyEncoder.forgetAll)) }
        shown = [:]
    }

    /// Sixel and iTerm2 move the cursor below a picture, which on the last row would scroll
    /// the screen: pictures there stay cells. kitty's do not move it.
    private func fitsAbove(_ rect: Rect, in frame: Buffer) -> Bool {
        pixels == .kitty || rect.maxY < frame.height
    }

    /// kitty's placement command for `rect`: through tmux, the outer terminal's cursor moved
    /// there in its own coordinates inside the passthrough (tmux's cursor and the outer
    /// terminal's need not agree); else at `rect` as ncurses draws.
    private func placed(_ command: String, at rect: Rect) -> String {
        guard choice.throughTmux else { return at(rect, command) }
        guard let origin = paneOrigin else { return "" }
        return choice.wrapped("\u{1B}7\u{1B}[\(origin.y + rect.y + 1);\(origin.x + rect.x + 1)H" + command + "\u{1B}8")
    }

    /// `sequence` written with the cursor at `rect`'s top-left, and put back after.
    private func at(_ rect: Rect, _ sequence: String) -> String {
        sequence.isEmpty ? "" : "\u{1B}7\u{1B}[\(rect.y + 1);\(rect.x + 1)H" + sequence + "\u{1B}8"
    }
}

