import FeedRendering

/// What has been measured and drawn of each list a browser shows, by list,
/// at the width it was measured at.
///
/// A value the runtime keeps beside the state: it hands it in through the environment, and each
/// frame and each of the runtime's updates hands it back with what it measured
/// (`BrowserFrame.measures`, `update(_:in:measuring:)`). Only the lists most recently measured
/// are kept: a screen left long ago is measured again if it comes back.
public struct KeptMeasures: Sendable {
    private var lists: [ListID: ListMeasures] = [:]
    private var recent: [ListID] = []
    /// Enough for every screen of every tab's stack that a person moves between.
    private static let listsKept = 24

    /// Nothing measured yet.
    public init() {}

    /// What is kept of `list` at `width`; nothing when it was measured at another width.
    func measures(of list: ListID, width: Int) -> ListMeasures {
        if let kept = lists[list], kept.width == width { return kept }
        return ListMeasures(width: width)
    }

    /// Takes out what is kept of `list` at `width`, so that the one who measures further holds
    /// it alone and adds to it without copying it.
    mutating func take(_ list: ListID, width: Int) -> ListMeasures {
        guard let kept = lists.removeValue(forKey: list), kept.width == width else { return ListMeasures(width: width) }
        return kept
    }

    /// Keeps `measures` as `list`'s, forgetting the list drawn longest ago past `listsKept`.
    mutating func keep(_ measures: ListMeasures, of list: ListID) {
        lists[list] = measures
        recent.removeAll { $0 == list }
        recent.append(list)
        if recent.count > Self.listsKept {
            lists[recent.removeFirst()] = nil
        }
    }

    /// Forgets every drawing kept, so the next frame draws each module anew: for when a picture
    /// arrives that drawings kept from before show as its placeholder.
    package mutating func forgetDrawings() {
        for list in lists.keys { lists[list]?.forgetDrawings() }
    }
}
