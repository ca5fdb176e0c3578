import FeedModel

/// A host's answer for an action: whether it performed it, and what the browser shows for it.
public enum HostAnswer: Sendable {
    /// The browser performs the action itself, as the layout format says.
    case notHandled
    /// The host performed it; the status line shows `message` when there is one.
    case handled(message: String?)
    /// The host performed it by showing a screen of its own, pushed on the current tab.
    case show(HostScreen)
    /// The host performs it over time (a share sheet, a network call, a confirmation): the
    /// status line shows `message` at once, keys keep working, and the answer the host passes
    /// to `reply`, once, from any thread, is handled as if the host had answered it then.
    ///
    /// ```swift
    /// .later(message: "Sharing…") { reply in
    ///     shareSheet.present(listing) { reply(.handled(message: "Shared")) }
    /// }
    /// ```
    ///
    /// A callback rather than an `async` function: the browser's loop is not Swift
    /// concurrency's, and a reply must never wait for a free thread of its pool.
    case later(message: String?, answer: @Sendable (_ reply: @escaping @Sendable (HostAnswer) -> Void) -> Void)
}
