/// Where a placeholder's content stands: what a deferred module or the next page shows until
/// its document arrives.
public enum PlaceholderState: Sendable, Hashable {
    /// Not asked for yet (`preview`, a page not yet near the end).
    case waiting
    /// Asked for, not arrived yet.
    case loading
    /// The load failed, with why; the browser's r tries again.
    case failed(String)
    /// Never loaded, with why: it leads back to a document already on the screen, or past a
    /// limit. Trying again would do the same, so r leaves it.
    case refused(String)
}
