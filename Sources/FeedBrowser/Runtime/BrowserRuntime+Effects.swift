import Dispatch
import FeedBrowserCore
import Synchronization

/// Performing the effects the state asks for: loads from pools (a web source's asked at once),
/// host calls and store jobs on their queues, inspect on a Dispatch worker; none is waited for
/// on the event loop.
extension BrowserRuntime {
    /// Starts each effect, in order; none is waited for on the event loop.
    func perform(_ effects: [Effect]) {
        for effect in effects {
            watchesEffects?(effect)
            switch effect {
            case .load(let request):
                keepInOrder(request.id)
                let source = source
                let inbox = inbox
                let cancellation = LoadCancellation()
                cancellations[request.id] = cancellation
                let load: @Sendable () -> Void = {
                    // One cancelled while it waited its turn is not started at all.
                    guard !cancellation.isCancelled else { return inbox.post(.loaded(request.id, nil)) }
                    if request.rest != nil { return inbox.post(.loaded(request.id, source.answer(request, cancellation: cancellation))) }
                    source.load(request.path, cancellation: cancellation) { inbox.post(.loaded(request.id, $0)) }
                }
                // A source on the network only sends its request from here, so it is asked at
                // once and takes no thread; a folder's reads, and any decode, take a pool's
                // turn and thread.
                if source.asksWithoutWaiting, request.rest == nil { load() } else { (request.isScreen ? screenLoads : partLoads).run(load) }
            case .loadPicture(let request):
                keepInOrder(request.id)
                loadPicture(request)
            case .cancel(let id):
                cancellations.removeValue(forKey: id)?.cancel()
            case .perform(let action):
                runHostJob { host, inbox, jobs in
                    let outcome = host.handle(action)
                    inbox.post(.answered(action, outcome))
                    guard case .later(_, let answer) = outcome else { return }
                    // The answer that comes later: one more job until it has come, once.
                    jobs.value.withLock { $0 += 1 }
                    let replied = Mutex(false)
                    answer { final in
                        guard !replied.withLock({ done in defer { done = true }; return done }) else { return }
                        inbox.post(.answered(action, final))
                        jobs.value.withLock { $0 -= 1 }
                    }
                }
            case .record(let impression):
                runHostJob { host, _, _ in host.impressions(impression) }
            case .save(let change):
                savesAsked += 1
                let inbox = inbox, pending = savesPending, now = clock()
                pending.value.withLock { $0 += 1 }
                runStoreJob { store, key in
                    defer { pending.value.withLock { $0 -= 1 } }
                    return Self.save(change, in: store, source: key, at: now, inbox: inbox)
                }
            case .loadState:
                runStoreJob(readsState: true) { store, key in
                    do {
                        return .stateLoaded(try store.load(source: key))
                    } catch {
                        return .notice("Could not read the saved state: \(error)")
                    }
                }
            case .inspect(let request):
                let source = source
                let inbox = inbox
                DispatchQueue.global().async {
                    let place = source.place(of: request.path)
                    do {
                        inbox.post(.inspected(request.panel(data: try source.data(request.path), place: place)))
                    } catch {
                        inbox.post(.inspected(InspectorPanel(title: request.part, lines: ["Could not read \(place): \(error)"])))
                    }
                }
            case .quit:
                break
            }
        }
    }
}
