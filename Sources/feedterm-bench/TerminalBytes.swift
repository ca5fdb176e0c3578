import FeedBrowser
import FeedRendering
import FeedTerminal
import Foundation

/// What ncurses writes for a change, against what a full repaint writes: the bundled Home feed
/// in an 80×24 xterm-256color terminal drawn into a file.
struct TerminalBytes {
    /// Bytes of a repaint of the whole screen.
    let fullRepaint: Int
    /// Bytes to scroll the list by one row.
    let oneRowScroll: Int
    /// Bytes to move focus to the next card of a carousel.
    let focusOneCard: Int

    static func measure(layouts: URL) throws -> TerminalBytes {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-bench-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let terminal = try Terminal.offscreen(writingTo: file, width: 80, height: 24)
        defer { terminal.stop() }
        let browser = BrowserRuntime(source: DirectorySource(directory: layouts), width: 80, height: 24)
        browser.settle()
        terminal.draw(browser.frame())
        // Focus onto the first carousel's second card, as a person would (j, j).
        for _ in 0..<2 {
            browser.send(.input(.key(.down)))
            terminal.draw(browser.frame())
        }
        let before = terminal.bytesWritten
        terminal.repaint()
        let fullRepaint = terminal.bytesWritten - before

        let focused = browser.frame()
        let beforeScroll = terminal.bytesWritten
        browser.send(.input(.wheel(1)))
        let scrolled = browser.frame()
        terminal.draw(scrolled)
        let oneRowScroll = terminal.bytesWritten - beforeScroll
        // The list must really have moved up one row, or the figure measures nothing.
        guard (3..<22).allSatisfy({ scrolled.line($0 - 1) == focused.line($0) }), scrolled.line(2) != focused.line(2) else {
            throw BenchError("scrolling by one row did not move the list by one row")
        }

        let beforeFocus = terminal.bytesWritten
        let focusBefore = browser.state.focus
        browser.send(.input(.key(.right)))
        terminal.draw(browser.frame())
        let focusOneCard = terminal.bytesWritten - beforeFocus
        guard let from = focusBefore, let to = browser.state.focus, to.module == from.module, to.element == from.element + 1 else {
            throw BenchError("focus did not move to the next card")
        }
        return TerminalBytes(fullRepaint: fullRepaint, oneRowScroll: oneRowScroll, focusOneCard: focusOneCard)
    }
}
