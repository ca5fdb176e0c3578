import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif
import FeedBrowserCore
import FeedInput
import FeedModel
import FeedPictures
import FeedRendering

/// Runs a `BrowserState`: performs its effects and feeds what comes of them back as events.
///
/// Loads are started from pools (`LoadPool`: one for screens, one for their parts, so parts
/// that hang never delay a screen) and post their results to an inbox the event loop takes
/// from between keys, so a slow source never holds up a key, a resize or q. A source that
/// reads a folder reads on the pool's thread; one on the network sends its request to the one
/// HTTP thread and gives its turn back at once, so loads waiting on a server hold no thread.
/// A load whose screen the reader leaves is cancelled. Actions go to the host first (`BrowserHost.handle`),
/// on a queue of the host's own, and impressions too; its answer, now or later, is an event
/// like a load's result.
public final class BrowserRuntime {
    /// The browser's state as of the last event taken.
    public private(set) var state: BrowserState
    /// What the state is drawn with and who reads it.
    public private(set) var environment: BrowserEnvironment
    let source: any FeedSource
    let host: BrowserHost
    let inbox = EventInbox()
    /// The state store, opened on its queue (`openStore`).
    let store: OpeningStore
    let screenLoads = LoadPool(limit: 8)
    let partLoads = LoadPool(limit: 16)
    /// Pictures are started four at a time, behind documents: each is read, then decoded and
    /// converted two at a time (`PictureFetcher.decodes`). A folder that hangs gives its turns
    /// up as any load does, up to 16 threads; pictures from the web wait on the HTTP thread.
    let pictureLoads = LoadPool(limit: 4, threadLimit: 16)
    /// Where pictures come from, and where those that have loaded are kept; nil when off.
    let pictureFetcher: PictureFetcher?
    /// The pictures that have loaded; nil when pictures are off. A host that draws true
    /// pixels reads them here.
    public let pictureStore: PictureStore?
    /// The cancellation of each load in flight, by its id.
    var cancellations: [LoadID: LoadCancellation] = [:]
    /// Saves and reads of the state store, in order, off the event loop: a store that waits on
    /// another process's lock (up to GRDB's busy timeout) then never holds up a key or a signal.
    let storeQueue = DispatchQueue(label: "feedterm.state-store")
    /// How many store jobs are queued or running.
    let storeJobs = JobCount()
    /// How many of those are saves.
    let savesPending = JobCount()
    /// How many saves the state has asked for, on the event loop's thread.
    var savesAsked = 0
    /// The host's calls (actions, impressions), in order, off the event loop: a host that takes
    /// its time never holds up a key.
    let hostQueue = DispatchQueue(label: "feedterm.host")
    /// How many host calls and later answers are queued or running.
    let hostJobs = JobCount()
    /// The time: what coupons expire against and when an order is placed.
    let clock: @Sendable () -> Date
    /// Whether loads' results are taken in the order the loads were asked for, not as they
    /// finish: a flow (`feedterm snapshot` of a flow file) must draw the same screens on every
    /// run, and search lists listings in the order their feeds arrived. The store's and the
    /// host's answers come in their queues' own order, as they arrive. Off for people, who
    /// should see what has come at once.
    let takesLoadsInOrder: Bool
    /// With `takesLoadsInOrder`, the loads asked for whose results are not taken yet, oldest
    /// first, and the results that came before their turn.
    var loadOrder: [LoadID] = []
    var resultsBeforeTheirTurn: [LoadID: BrowserEvent] = [:]
    /// Told of every effect as it is performed: a flow keeps what the browser did between two
    /// of its checkpoints (actions, impressions, saves).
    package var watchesEffects: ((Effect) -> Void)?

    /// A count shared with the store's queue.
    final class JobCount: Sendable {
        let value = Mutex(0)
    }

    /// `store` keeps the shopper's state for the source; an in-memory one keeps it for this run.
    /// It is opened on the store's queue, not here: a state file another program holds locked
    /// never holds up the first frame, and the kept state arrives when the lock goes.
    /// `pictures` fetches the pictures the screens show; nil draws each as its placeholder.
    /// Each is kept at most `pictureSide` pixels on a side (`PictureStore.pixelsSide` for a
    /// host that draws true pixels). `now`, when given, is the time for the whole run, so that
    /// it draws the same whatever the date; nil is the clock's.
    public convenience init(source: any FeedSource, host: BrowserHost = BrowserHost(), store: @autoclosure @escaping @Sendable () -> StateStore = StateStore.inMemory(), width: Int, height: Int, theme: Theme = .shop, cohort: Cohort = Cohort(), showsHidden: Bool = false, pictures: PictureFetcher? = nil, pictureSide: Int = PictureStore.cellsSide, now: Date? = nil) {
        self.init(source: source, host: host, store: store(), width: width, height: height, theme: theme, cohort: cohort, showsHidden: showsHidden, pictures: pictures, pictureSide: pictureSide, now: now, takesLoadsInOrder: false)
    }

    /// A runtime as `init(source:…)` makes it that, with `takesLoadsInOrder`, takes loads'
    /// results in the order they were asked for: for flows, which must draw the same on every run.
    package init(source: any FeedSource, host: BrowserHost = BrowserHost(), store: @autoclosure @escaping @Sendable () -> StateStore = StateStore.inMemory(), width: Int, height: Int, theme: Theme = .shop, cohort: Cohort = Cohort(), showsHidden: Bool = false, pictures: PictureFetcher? = nil, pictureSide: Int = PictureStore.cellsSide, now: Date? = nil, takesLoadsInOrder: Bool) {
        self.takesLoadsInOrder = takesLoadsInOrder
        self.source = source
        let clock: @Sendable () -> Date = { now ?? Date() }
        self.clock = clock
        self.host = host
        self.store = OpeningStore(store)
        pictureFetcher = pictures
        pictureStore = pictures.map { _ in PictureStore(keptSide: pictureSide) }
        self.environment = BrowserEnvironment(sourceName: source.name, theme: theme, renderers: host.renderers, cohort: cohort, showsHidden: showsHidden, clock: clock, options: LayoutOptions(now: now), pictures: pictureStore)
        self.state = BrowserState(width: width, height: height)
        openStore()
        perform(state.start())
    }

    /// Whatever is still loading is no longer wanted once the browser is gone.
    deinit {
        for cancellation in cancellations.values { cancellation.cancel() }
    }

    /// Changes the state for one event and performs what it asks for.
    public func send(_ event: BrowserEvent) {
        if case .loaded(let id, _) = event { cancellations[id] = nil }
        if case .pictureLoaded(let id, let problem) = event {
            cancellations[id] = nil
            // Drawings kept from before show its placeholder: the next frame draws it.
            if problem == nil { environment.measures.forgetDrawings() }
        }
        // The update takes the measures over and hands them back with what it measured.
        var measures = KeptMeasures()
        swap(&measures, &environment.measures)
        let effects = state.update(event, in: environment, measuring: &measures)
        environment.measures = measures
        perform(effects)
        for id in state.abandonedLoads {
            cancellations[id]?.cancel()
        }
    }

    /// Takes the results that finished since the last call into the state; returns whether
    /// there were any.
    @discardableResult
    public func takeFinishedLoads() -> Bool {
        let events = inOrder(inbox.take())
        for (event, savesBefore) in events {
            // A read of the store asked for before a save it did not see would undo that save:
            // it is asked for again, to come after the save, so the kept state still arrives.
            if let savesBefore, savesBefore != savesAsked {
                perform([.loadState])
                continue
            }
            send(event)
        }
        return !events.isEmpty
    }

    /// Waits until no load, store job or host answer is in flight and no inspect panel waits
    /// for its document, taking results as they arrive: for flows (`feedterm snapshot`) and
    /// the package's tests, bench and fuzzer, which need a settled screen; hosts run the loop
    /// instead. `leavingRests` does not wait for a long document's rest, which the linear
    /// reading reads as it comes. Returns false when `timeout` passed first.
    @discardableResult
    package func settle(timeout: Duration = .seconds(30), leavingRests: Bool = false) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        takeFinishedLoads()
        while state.loadsInFlight > (leavingRests ? state.restsInFlight : 0) || state.awaitsInspection || storeJobs.value.withLock({ $0 }) > 0 || hostJobs.value.withLock({ $0 }) > 0 || inbox.hasEvents || awaitsResultsInOrder {
            guard clock.now < deadline else { return false }
            usleep(500)
            takeFinishedLoads()
        }
        return true
    }

    /// The current state drawn: what the terminal shows next. Its hotspots and what it
    /// measured are kept in the environment, for the clicks and frames that follow.
    public func frame() -> Buffer {
        // The frame takes the measures over while it draws, so what it adds copies nothing.
        let handed = environment
        environment.measures = KeptMeasures()
        let frame = state.frame(in: handed)
        environment.lastFrameHotspots = frame.buffer.hotspots
        environment.measures = frame.measures
        return frame.buffer
    }

    /// Forgets the drawings kept for the current screen: for feedterm-bench, which times a
    /// frame drawn cold however often its feed repeats a position.
    package func forgetDrawings() {
        environment.measures.forgetDrawings()
    }

    /// The event loop: reads steps until q or a signal, drawing a frame after each change.
    /// Returns the signal that stopped it, if one did.
    public func run(next: () -> LoopStep, draw: (Buffer) -> Void) -> Int32? {
        draw(frame())
        while !state.isFinished {
            var changed = false
            switch next() {
            case .input(let input):
                send(.input(input))
                changed = true
            case .stop(let signal):
                return signal
            case .idle:
                if state.loadsInFlight > 0 { send(.tick) }
            }
            changed = takeFinishedLoads() || changed
            // A frame is drawn only after a change: an idle browser costs nothing.
            if changed, !state.isFinished { draw(frame()) }
        }
        return nil
    }
}
