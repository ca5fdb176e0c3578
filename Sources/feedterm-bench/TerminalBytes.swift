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
        let browser = Browser(source: DirectorySource(directory: layouts), width: 80, height: 24)
        terminal.draw(browser.frame())
        // Focus onto the first carousel's second card, as a person would (j, j).
        for _ in 0..<2 {
            browser.handle(.key(.down))
            terminal.draw(browser.frame())
        }
        let before = terminal.bytesWritten
        terminal.repaint()
        let fullRepaint = terminal.bytesWritten - before

        let beforeScroll = terminal.bytesWritten
        browser.handle(.wheel(1))
        terminal.draw(browser.frame())
        let oneRowScroll = terminal.bytesWritten - beforeScroll

        let beforeFocus = terminal.bytesWritten
        browser.handle(.key(.right))
        terminal.draw(browser.frame())
        let focusOneCard = terminal.bytesWritten - beforeFocus
        return TerminalBytes(fullRepaint: fullRepaint, oneRowScroll: oneRowScroll, focusOneCard: focusOneCard)
    }
}
