/// Where a picture was drawn in a buffer: what an output that draws true pixels (sixel, kitty)
/// puts over the cells.
public struct PicturePlacement: Sendable, Hashable {
    /// The picture's url, as the feed gives it.
    public let url: String
    /// The cells it covers.
    public var rect: Rect

    /// The picture at `url` drawn over `rect`.
    public init(url: String, rect: Rect) {
        self.url = url
        self.rect = rect
    }
}
