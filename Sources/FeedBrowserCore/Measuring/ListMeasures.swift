import FeedRendering

/// What has been measured and drawn of one module list at one width: a value, kept between
/// frames by whoever shows them (`KeptMeasures`), never by the core. Handed on and written to
/// again, it copies only what a write touches: a chunk of heights or plans (`ModuleMemo`),
/// or the 128 drawings at most.
struct ListMeasures: Sendable {
    /// The width everything here is measured at.
    let width: Int
    /// Each measured module's rows, the gap after it included.
    var heights = ModuleMemo<Int>()
    /// Each planned module's focus stops.
    var plans = ModuleMemo<FocusPlan>()
    /// Modules drawn, the oldest first out once there are `drawingsKept`.
    var drawings: [DrawingKey: Buffer] = [:]
    var drawingOrder: [DrawingKey] = []
    /// More than a tall terminal shows, with the focused module drawn twice (before and after).
    static let drawingsKept = 128

    /// What a module's drawing depends on besides the module and the width.
    struct DrawingKey: Hashable, Sendable {
        let index: Int
        /// The focus, only when it is in this module.
        let focus: ElementID?
        let state: ViewState
    }

    /// Nothing measured yet at `width`.
    init(width: Int) {
        self.width = width
    }

    /// Keeps `drawn` as module `key`'s drawing, forgetting the oldest past `drawingsKept`.
    mutating func keep(_ drawn: Buffer, as key: DrawingKey) {
        drawings[key] = drawn
        drawingOrder.append(key)
        if drawingOrder.count > Self.drawingsKept {
            drawings[drawingOrder.removeFirst()] = nil
        }
    }

    /// Forgets every drawing, so the next frame draws each module anew.
    mutating func forgetDrawings() {
        drawings.removeAll(keepingCapacity: true)
        drawingOrder.removeAll(keepingCapacity: true)
    }
}
