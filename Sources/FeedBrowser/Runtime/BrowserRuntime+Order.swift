import FeedBrowserCore

/// Results taken in the order their loads were asked for (`takesLoadsInOrder`), for a run that
/// must draw the same on every try.
extension BrowserRuntime {
    /// Notes a load as asked for, when results are taken in order.
    func keepInOrder(_ id: LoadID) {
        if takesLoadsInOrder { loadOrder.append(id) }
    }

    /// `events` as the loop should take them: as they are, or with each load's result held
    /// back until every load asked for before it has given its own. Every load gives exactly
    /// one result, a cancelled one too, so none is held for ever. Other events (the store's,
    /// the host's) come in order of their own queues and are taken as they come.
    func inOrder(_ events: [(event: BrowserEvent, savesBefore: Int?)]) -> [(event: BrowserEvent, savesBefore: Int?)] {
        guard takesLoadsInOrder else { return events }
        var taken: [(event: BrowserEvent, savesBefore: Int?)] = []
        for item in events {
            switch item.event {
            case .loaded(let id, _), .pictureLoaded(let id, _):
                resultsBeforeTheirTurn[id] = item.event
            default:
                taken.append(item)
            }
        }
        while let next = loadOrder.first, let result = resultsBeforeTheirTurn.removeValue(forKey: next) {
            loadOrder.removeFirst()
            taken.append((result, nil))
        }
        return taken
    }

    /// Whether a load asked for, when results are taken in order, has not had its result
    /// taken: one the state stopped waiting for (a picture cancelled) still counts, as loads
    /// behind it may wait for it.
    var awaitsResultsInOrder: Bool { !loadOrder.isEmpty }
}
