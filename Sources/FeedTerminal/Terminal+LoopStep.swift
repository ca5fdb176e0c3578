import FeedRendering

extension Terminal {
    /// The next step for an event loop: input, a signal to stop on, or idle after ~50 ms.
    public func nextStep() -> LoopStep {
        switch nextEvent() {
        case .input(let event)?: .input(event)
        case .quit(let signal)?: .stop(signal: signal)
        case nil: .idle
        }
    }
}
