import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import FeedBrowserCore
import Synchronization

/// The runtime's work off the event loop: the state store's writes and reads, in order on its
/// queue, and the host's calls, in order on the host's; what each answers comes back through
/// the inbox as an event.
extension BrowserRuntime {
    /// Writes one change, on the store's queue. Another program holding the file's lock makes
    /// it wait, never fail: it is tried again until the lock is let go, and the status line
    /// says so while it waits (from a quarter of a second on) and when it is written. An order
    /// is placed at `now`, the time the shopper asked for it.
    static func save(_ change: StateChange, in store: StateStore, source: String, at now: Date, inbox: EventInbox) -> BrowserEvent? {
        let (failure, saidWaiting) = announcingWait(waitingNotice, inbox: inbox) { () -> (any Error)? in
            while true {
                do {
                    try store.apply(change, source: source, now: now)
                    return nil
                } catch where StateStore.isLockWait(error) {
                    // SQLite's busy timeout has waited, unless it gave up at once (as it does
                    // to avoid a deadlock): a pause, so as never to spin.
                    usleep(50_000)
                } catch {
                    return error
                }
            }
        }
        if let failure { return .notice("Could not save: \(failure); the change lasts only this session") }
        return saidWaiting ? .notice("Saved: the state file is free again") : nil
    }

    /// What the status line says while a save waits for another program's lock.
    static let waitingNotice = "Saving waits: another program holds the state file's lock; your change is kept and written when it lets go"

    /// What the status line says while opening the state file waits for another program's lock.
    static let openingNotice = "Your saved favorites and cart wait: another program holds the state file's lock; they arrive when it lets go"

    /// Opens the state store, first of the store's jobs: a file another program holds locked
    /// is waited for on the store's queue, the status line saying so from a quarter of a
    /// second on, while keys and loads go on; what was kept arrives by the `.loadState` behind it.
    func openStore() {
        storeJobs.value.withLock { $0 += 1 }
        let store = store, inbox = inbox, jobs = storeJobs
        storeQueue.async {
            let (opened, saidWaiting) = Self.announcingWait(Self.openingNotice, inbox: inbox) { store.store }
            if let notice = opened.notice {
                inbox.post(.notice(notice))
            } else if saidWaiting {
                inbox.post(.notice("Your saved favorites and cart are here: the state file is free again"))
            }
            jobs.value.withLock { $0 -= 1 }
        }
    }

    /// Runs `work`, posting `notice` if it is still running after a quarter of a second;
    /// returns what it returned and whether the notice was posted.
    private static func announcingWait<Value>(_ notice: String, inbox: EventInbox, _ work: () -> Value) -> (Value, saidWaiting: Bool) {
        let progress = Mutex((finished: false, saidWaiting: false))
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(250)) {
            // Posted under the lock, so that what follows the wait can never come before it.
            progress.withLock { state in
                guard !state.finished else { return }
                state.saidWaiting = true
                inbox.post(.notice(notice))
            }
        }
        let value = work()
        let saidWaiting = progress.withLock { state in
            state.finished = true
            return state.saidWaiting
        }
        return (value, saidWaiting)
    }

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
            if let answer = job(store.store, key) { inbox.post(answer, savesBefore: savesBefore) }
            jobs.value.withLock { $0 -= 1 }
        }
    }

    /// Waits, at most `timeout`, for the saves already asked for to reach the store: called as
    /// the browser ends, so that a quit keeps the last change without ever hanging on a lock.
    /// Returns whether they all did; with none asked for, at once, even while the store waits
    /// to open.
    @discardableResult
    public func finishSaving(timeout: Duration = .seconds(1)) -> Bool {
        guard savesPending.value.withLock({ $0 }) > 0 else { return true }
        let done = DispatchSemaphore(value: 0)
        storeQueue.async { done.signal() }
        let nanoseconds = timeout.components.seconds * 1_000_000_000 + timeout.components.attoseconds / 1_000_000_000
        return done.wait(timeout: .now() + .nanoseconds(Int(nanoseconds))) == .success
    }
}
