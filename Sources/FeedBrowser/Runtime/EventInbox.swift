import FeedBrowserCore
import Synchronization

/// Events that finished off the event loop (a load's result), waiting for the loop to take them.
///
/// A read of the state store carries the number of saves asked for before it: the loop drops
/// it when more have been asked for since, as it would undo the changes they carry.
final class EventInbox: Sendable {
    private let events = Mutex<[(event: BrowserEvent, savesBefore: Int?)]>([])

    func post(_ event: BrowserEvent, savesBefore: Int? = nil) {
        events.withLock { $0.append((event, savesBefore)) }
    }

    /// Whether any event waits to be taken.
    var hasEvents: Bool { events.withLock { !$0.isEmpty } }

    /// Every event posted so far, oldest first, leaving the inbox empty.
    func take() -> [(event: BrowserEvent, savesBefore: Int?)] {
        events.withLock { events in
            defer { events = [] }
            return events
        }
    }
}
