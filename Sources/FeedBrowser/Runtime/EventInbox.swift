import Synchronization

/// Events that finished off the event loop (a load's result), waiting for the loop to take them.
final class EventInbox: Sendable {
    private let events = Mutex<[BrowserEvent]>([])

    func post(_ event: BrowserEvent) {
        events.withLock { $0.append(event) }
    }

    /// Whether any event waits to be taken.
    var hasEvents: Bool { events.withLock { !$0.isEmpty } }

    /// Every event posted so far, oldest first, leaving the inbox empty.
    func take() -> [BrowserEvent] {
        events.withLock { events in
            defer { events = [] }
            return events
        }
    }
}
