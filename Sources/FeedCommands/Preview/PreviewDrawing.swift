import FeedBrowser
import FeedModel
import FeedPictures
import FeedRendering

/// How `preview` draws a document: the modules its options choose, each drawn at a width and
/// printed as plain or ANSI lines, with the gap the browser leaves between modules.
///
/// `preview` prints it once; `preview --watch` again on every save.
package struct PreviewDrawing {
    package let renderer: FeedRenderer
    package let depth: ColorDepth
    /// The terminal's background: with 16 colours, text takes a colour readable on it.
    package let background: TerminalBackground
    package let asciiOnly: Bool
    /// Where pictures come from; nil draws every picture as its placeholder.
    package var pictures: PictureFetcher?
    /// True pixels over the pictures' cells (kitty, sixel, iTerm2), where the terminal draws
    /// them; nil, or a choice of none: cells.
    package var pixels: PixelChoice?
    /// Whether a picture's cells are blanked under its pixels; `--watch` keeps them, as it
    /// may cut the pixels off with the end of the screen.
    package var pixelsBlankCells = true

    /// A drawing by `renderer` at `depth`, pictures from `pictures` and pixels as `pixels` chose.
    package init(renderer: FeedRenderer, depth: ColorDepth, background: TerminalBackground = .dark, asciiOnly: Bool, pictures: PictureFetcher? = nil, pixels: PixelChoice? = nil, pixelsBlankCells: Bool = true) {
        self.renderer = renderer
        self.depth = depth
        self.background = background
        self.asciiOnly = asciiOnly
        self.pictures = pictures
        self.pixels = pixels
        self.pixelsBlankCells = pixelsBlankCells
    }

    /// The lines of `modules` at `width`.
    package func lines(of modules: [Module], width: Int) -> [String] {
        drawn(modules, width: width).lines
    }

    /// The lines of `modules` at `width`, their pictures loaded first, and the pictures that
    /// could not be shown. Module by module, so memory stays that of one module however long
    /// the feed is; the output is that of drawing the feed into one buffer.
    package func drawn(_ modules: [Module], width: Int) -> (lines: [String], pictureProblems: [(url: String, problem: PictureProblem)]) {
        var renderer = renderer
        var problems: [(url: String, problem: PictureProblem)] = []
        var store: PictureStore?
        if let pictures {
            let loaded = PictureLoading.load(modules, with: pictures, side: pixels?.keptSide ?? PictureStore.cellsSide)
            renderer.pictures = loaded.store
            store = loaded.store
            problems = loaded.problems
        }
        var lines: [String] = []
        for (index, module) in modules.enumerated() {
            if index > 0 {
                lines += Array(repeating: "", count: FeedRenderer.moduleGap)
            }
            var buffer = renderer.render(module, index: index, width: width)
            if asciiOnly {
                buffer = buffer.asciiOnly()
            }
            let overlay = pixels.flatMap { choice in store.map { PixelOverlay(choice: choice, store: $0, screenRows: TerminalSize.ofStandardOutput()?.rows, blanksCells: pixelsBlankCells).take(from: &buffer) } } ?? ""
            var drawn = depth == .none ? PlainTextSerializer.lines(of: buffer) : ANSISerializer.lines(of: buffer, depth: depth, on: background)
            if !overlay.isEmpty, !drawn.isEmpty { drawn[drawn.count - 1] += overlay }
            lines += drawn
        }
        return (lines, problems)
    }
}
