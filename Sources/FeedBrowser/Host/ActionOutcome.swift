import FeedModel

/// A host's answer for an action: whether it performed it, and what the browser shows for it.
public enum ActionOutcome: Sendable {
    /// The browser performs the action itself, as the layout format says.
    case notHandled
    /// The host performed it; the status line shows `message` when there is one.
    case handled(message: String?)
    /// The host performed it by showing a screen of its own, pushed on the current tab.
    case show(HostScreen)
    /// The host performs it over time (a share sheet, a network call, a confirmation): the
    /// status line shows `message` at once, keys keep working, and what `answer` returns when
    /// it ends is handled as if the host had answered it then.
    ///
    /// ```swift
    /// .later(message: "Sharing…") {
    ///     try? await Task.sleep(for: .seconds(1))
    ///     return .handled(message: "Shared")
    /// }
    /// ```
    case later(message: String?, answer: @Sendable () async -> ActionOutcome)
}
