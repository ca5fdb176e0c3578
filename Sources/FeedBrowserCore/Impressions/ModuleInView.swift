import FeedModel

/// A module of the current screen as the viewport shows it: what the impressions feature reads.
struct ModuleInView {
    let module: Module
    /// Its top row in the viewport; negative when it starts above.
    let top: Int
    /// Its own rows, the gap after it left out.
    let rows: Int
}
