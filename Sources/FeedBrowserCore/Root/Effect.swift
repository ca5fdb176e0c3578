import FeedModel

/// What `BrowserState.update` asks the world to do; the runtime does it off the event loop and
/// sends what comes of it back as events.
public enum Effect: Sendable, Equatable {
    /// Read a document from the source; the result comes back as `.loaded`.
    case load(LoadRequest)
    /// Read and decode a picture; that it is ready, or why not, comes back as `.pictureLoaded`.
    case loadPicture(PictureRequest)
    /// Stop a load nobody waits for any more (a picture scrolled far away), so that what it
    /// holds goes back at once; whatever it still sends back is ignored.
    case cancel(LoadID)
    /// Hand an action to the host; its answer comes back as `.answered`.
    case perform(Action)
    /// Tell the host (and the action log) that a module was seen.
    case record(Impression)
    /// Write a change to the state store, at once and in order with the others; a failure comes
    /// back as `.notice`.
    case save(StateChange)
    /// Read what the state store keeps for this source; it comes back as `.stateLoaded`, with
    /// what another browser on the same state has changed meanwhile.
    case loadState
    /// Read an element's document again and point into it; the panel comes back as `.inspected`.
    case inspect(InspectRequest)
    /// End the browser: the runtime's loop returns.
    case quit
}
