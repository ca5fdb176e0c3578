import Dispatch
import FeedBrowserCore
import Synchronization

/// The runtime's work off the event loop: the state store's writes and reads, in order on its
/// queue, and the host's calls, in order on the host's; what each answers comes back through
/// the inbox as an event.
extension BrowserRuntime {
    /// Writes one change, on the store's queue. Another program holding the file's lock makes
    /// it wait, never fail: it is tried again until the lock is let go, and the status line
    /// says so while it waits (from a quarter of a second on) and when it is written.
    static func save(_ change: StateChange, in store: StateStore, source: String, inbox: EventInbox) -> BrowserEvent? {
        let progress = Mutex((finished: false, saidWaiting: false))
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(250)) {
            // Posted under the lock, so that "Saved" can never come before it.
            progress.withLock { state in
                guard !state.finished else { return }
                state.saidWaiting = true
                inbox.post(.notice(Self.waitingNotice))
            }
        }
        while true {
            do {
                try store.apply(change, source: source)
                let saidWaiting = progress.withLock { state in
                    state.finished = true
                    return state.saidWaiting
                }
                return saidWaiting ? .notice("Saved: the state file is free again") : nil
            } catch where StateStore.isLockWait(error) {
                continue  // SQLite's busy timeout has waited already; wait again
            } catch {
                progress.withLock { $0.finished = true }
                return .notice("Could not save: \(error); the change lasts only this session")
            }
        }
    }

    /// What the status line says while a save waits for another program's lock.
    static let waitingNotice = "Saving waits: another program holds the state file's lock; your change is kept and written when it lets go"

    /// Runs `job` on the host's queue, in order with the host's other calls.
    func runHostJob(_ job: @escaping @Sendable (BrowserHost, EventInbox, JobCount) -> Void) {
        hostJobs.value.withLock { $0 += 1 }
        let host = host, inbox = inbox, jobs = hostJobs
        hostQueue.async {
            job(host, inbox, jobs)
            jobs.value.withLock { $0 -= 1 }
        }
    }

    /// Runs `job` on the store's queue; what it answers is posted to the inbox, which the event
    /// loop takes from as it does a load's result.
    /// A job that `readsState` has its answer dropped when a save is asked for after it.
    func runStoreJob(readsState: Bool = false, _ job: @escaping @Sendable (StateStore, String) -> BrowserEvent?) {
        storeJobs.value.withLock { $0 += 1 }
        let store = store, key = source.stateKey, inbox = inbox, jobs = storeJobs
        let savesBefore = readsState ? savesAsked : nil
        storeQueue.async {
            if let answer = job(store, key) { inbox.post(answer, savesBefore: savesBefore) }
            jobs.value.withLock { $0 -= 1 }
        }
    }

    /// Waits, at most `timeout`, for the saves already asked for to reach the store: called as
    /// the browser ends, so that a quit keeps the last change without ever hanging on a lock.
    /// Returns whether they all did.
    @discardableResult
    public func finishSaving(timeout: Duration = .seconds(1)) -> Bool {
        let done = DispatchSemaphore(value: 0)
        storeQueue.async { done.signal() }
        let nanoseconds = timeout.components.seconds * 1_000_000_000 + timeout.components.attoseconds / 1_000_000_000
        return done.wait(timeout: .now() + .nanoseconds(Int(nanoseconds))) == .success
    }
}
