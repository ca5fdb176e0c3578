import FeedInput
import FeedRendering

/// What the terminal reports: input for the browser, or a signal asking the program to end.
public enum TerminalEvent: Sendable, Hashable {
    /// A key, a click, the wheel or a new size.
    case input(InputEvent)
    /// SIGINT, SIGTERM or SIGHUP arrived; the caller should restore the terminal and leave.
    case quit(signal: Int32)
}
