import FeedBrowser
import FeedBrowserCore
import Foundation
import Synchronization

/// What `BrowserRuntime` does with each effect, done at once on the test's thread: a load read
/// from the source, an action handed to the host, a save and a read of the state store, an
/// inspect; each result is the event the runtime would post. No thread, no queue, no wait:
/// what is about those (loads in parallel, the host's queue, a locked state file) is tested on
/// `BrowserRuntime` itself.
struct SynchronousEffects {
    let source: any FeedSource
    let host: BrowserHost
    let store: StateStore
    let clock: @Sendable () -> Date

    /// The events `effect`'s results are, in the order the runtime posts them; none for an
    /// effect without a result (a cancel, an impression, a quit).
    func results(of effect: Effect) -> [BrowserEvent] {
        switch effect {
        case .load(let request):
            return [.loaded(request.id, source.answer(request))]
        case .loadPicture(let request):
            // The harness draws no pictures: the runtime without a fetcher says so.
            return [.pictureLoaded(request.id, problem: "no pictures in this test")]
        case .cancel, .quit:
            return []
        case .perform(let action):
            let outcome = host.handle(action)
            guard case .later(_, let answer) = outcome else { return [.answered(action, outcome)] }
            // A host that answers later answers here at once, or its answer is a thread's test.
            let final = Mutex<HostAnswer?>(nil)
            answer { reply in final.withLock { $0 = reply } }
            return [.answered(action, outcome)] + (final.withLock { $0 }.map { [.answered(action, $0)] } ?? [])
        case .record(let impression):
            host.impressions(impression)
            return []
        case .save(let change):
            do {
                try store.apply(change, source: source.stateKey, now: clock())
                return []
            } catch {
                return [.notice("Could not save: \(error); the change lasts only this session")]
            }
        case .loadState:
            do {
                return [.stateLoaded(try store.load(source: source.stateKey))]
            } catch {
                return [.notice("Could not read the saved state: \(error)")]
            }
        case .inspect(let request):
            let place = source.place(of: request.path)
            do {
                return [.inspected(request.panel(data: try source.data(request.path), place: place))]
            } catch {
                return [.inspected(InspectorPanel(title: request.part, lines: ["Could not read \(place): \(error)"]))]
            }
        }
    }
}
