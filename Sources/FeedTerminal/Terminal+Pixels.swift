import CNcursesw
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a host that draws true pixels over the cells needs of the terminal: to write past
/// ncurses, and to have ncurses write the screen whole when pixels may have been left on it.
extension Terminal {
    /// Writes `sequence` to the terminal as it is, after what ncurses has drawn: true pixels
    /// over cells. It must leave the cursor where it found it (save and restore it), as ncurses
    /// does not know it was written.
    public func writeThrough(_ sequence: String) {
        guard !sequence.isEmpty else { return }
        fputs(sequence, stream)
        fflush(stream)
    }

    /// Makes the next `draw` clear the screen and write every cell: pixels drawn into the
    /// cells (sixel, iTerm2) are erased with it.
    public func clearsNextDraw() {
        clearok(feedterm_curscr(), true)
    }

    /// Stops ncurses from scrolling lines that moved (a scroll region and an index): with
    /// pixels over cells, every moved line is written again instead, so no picture moves
    /// with the text where feedterm does not know.
    public func writesMovedLinesWhole() {
        idlok(feedterm_stdscr(), false)
    }
}
