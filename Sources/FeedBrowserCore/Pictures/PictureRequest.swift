/// A picture the browser asks the runtime for: its `url` as the feed gives it, and the load's
/// id, which the answer (`BrowserEvent.pictureLoaded`) names.
public struct PictureRequest: Sendable, Equatable {
    /// Names the load: the answer and its cancellation use it.
    public let id: LoadID
    /// A path in the source or an http(s) URL; the runtime's fetcher applies the rules.
    public let url: String
}
