/// What the terminal gave the event loop: input, a signal to stop on, or nothing yet.
public enum LoopStep: Sendable {
    /// A key, a click, the wheel or a new size.
    case input(InputEvent)
    /// Stop: the process got this signal (SIGINT, SIGTERM, SIGHUP).
    case stop(signal: Int32)
    /// Nothing arrived before the terminal's short timeout: time to look at finished loads.
    case idle
}
