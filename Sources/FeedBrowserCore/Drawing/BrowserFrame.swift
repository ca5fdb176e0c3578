import FeedRendering

/// A frame as `BrowserState.frame(in:)` returns it: what it drew, and what it measured.
///
/// Whoever shows the frames keeps both for the next event: the buffer's hotspots as the
/// environment's `lastFrameHotspots` (what a click hits) and `measures` as its `measures` (so
/// the next frame draws again only what changed). `BrowserRuntime.frame()` does.
public struct BrowserFrame: Sendable {
    /// The whole screen, with its hotspots.
    public let buffer: Buffer
    /// What was measured and drawn of the lists: the measures handed in, with this frame's added.
    public let measures: KeptMeasures
}
