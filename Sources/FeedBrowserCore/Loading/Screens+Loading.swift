import FeedModel
import FeedRendering

/// Screens that come from the source: asked for as effects, filled in when the result arrives.
extension Screens {
    /// A screen that shows "Loading…" until `kind`'s document arrives, and the load for it.
    mutating func loadingScreen(_ kind: ScreenKind, title: String) -> (screen: Screen, effects: [Effect]) {
        var screen = Screen(id: navigation.newScreenID(), kind: kind, title: title, modules: [])
        guard let path = kind.path else { return (screen, []) }
        screen.isLoading = true
        return (screen, [.load(navigation.loads.start(path, for: .screen(screen.id)))])
    }

    /// A load's result, given to what asked for it; dropped when the reader has left that
    /// screen. Returns the loads of the placeholders it brings.
    mutating func receive(_ result: FeedDecodeResult?, for id: LoadID, in environment: BrowserEnvironment) -> Outcome {
        guard let purpose = navigation.loads.finish(id) else { return .none }
        switch purpose {
        case .screen(let screenID):
            guard var target = navigation.screen(screenID) else { return .none }
            fill(&target, with: result, in: environment)
            navigation.update(screenID) { $0 = target }
            remember(result, in: environment)
            let effects = startDeferredSlots(of: screenID)
            if case .shop(let shopID) = target.kind, target.problem == nil { catalogue.shopNames[shopID] = target.title }
            guard screen.id == screenID else { return Outcome(effects) }
            let focused = Outcome(effects, asks: [.keepFocusInView])
            if let problem = screen.problem {
                return focused + .status(.problem(problem))
            } else if result == nil, case .listing(let listingID) = screen.kind {
                return focused + .status(.builtFromCard(title: screen.title, listingID: listingID))
            }
            // Only a screen the reader opened says it arrived; the first Home keeps the hint.
            return focused + Outcome(asks: [.sayArrivedIfAwaited(title: screen.title)])
        case .reload(let screenID):
            return reloaded(screenID, with: result, in: environment)
        case .slot(let screenID, let key):
            return fillSlot(key, of: screenID, with: result, in: environment)
        case .rest(let screenID, let key, let rest):
            guard navigation.screen(screenID)?.slots[key]?.rest == rest else { return .none }
            return fillSlot(key, of: screenID, with: result, in: environment)
        case .picture:
            // A picture's answer comes as `.pictureLoaded`, never as a document.
            return .none
        }
    }

    /// Puts a document's modules on a screen, or says why there are none.
    func fill(_ screen: inout Screen, with result: FeedDecodeResult?, in environment: BrowserEnvironment) {
        screen.isLoading = false
        screen.reloadFailure = []
        // A picture that failed is asked for again with its document, as its parts are.
        screen.pictureProblems = [:]
        let path = screen.kind.path ?? screen.title
        guard let result else {
            // A document that is not there has no problems of its own; the last one's go.
            screen.diagnostics = []
            if case .listing(let listingID) = screen.kind, let card = catalogue[listingID] {
                screen.show([Self.detailModule(for: card)])
                screen.problem = nil
                return
            }
            screen.show([])
            screen.problem = "\(path) is not in \(environment.sourceName)"
            return
        }
        screen.diagnostics = result.diagnostics
        screen.problem = result.document == nil ? "\(path) could not be read" : nil
        screen.title = result.document?.title ?? screen.title
        screen.slots = [:]
        screen.pagesSeen = [path]
        screen.deferredNamed = 0
        var modules = claimSlots(in: result.modules, within: [path], of: &screen, in: environment)
        modules += restPlaceholder(after: result, path: path, of: &screen)
        let fromDocument = DocumentSpan(range: 0..<modules.count, path: path)
        let nextPage = nextPagePlaceholder(after: result.document, path: path, of: &screen)
        if !nextPage.isEmpty { modules += nextPage }
        screen.show(modules, documents: [fromDocument])
    }

    /// Adds what a document holds to the catalogue that Favorites, search and `open_listing`
    /// use: what the reader's cohort sees of it.
    mutating func remember(_ result: FeedDecodeResult?, in environment: BrowserEnvironment) {
        if let result { catalogue.remember(result.modules.lazy.filter(environment.cohort.sees)) }
    }

    /// The listing screen built from a card, for a listing the source has no document for.
    static func detailModule(for card: ListingCard) -> Module {
        Module(id: "listing-\(card.listingID)", type: ModuleType.listingDetail.name, payload: ListingDetail(
            listing: card, button: Button(buttonText: "Add to cart", action: .addToCart(listingID: card.listingID, quantity: 1))
        ))
    }

    /// r: tries failed placeholders again, else reads the screen again, keeping what it shows.
    /// Favorites and the Cart read the kept state again: what another browser on the same
    /// state file changed shows then (it is read at start and on r, never per key).
    mutating func reload(in environment: BrowserEnvironment) -> Outcome {
        let failed = screen.slots.filter { if case .failed = $0.value.state { true } else { false } }
        if !failed.isEmpty {
            let screenID = screen.id
            // Its failed pictures too: with no problem kept, the update asks for them again.
            navigation.update(screenID) { $0.pictureProblems = [:] }
            let title = screen.title
            return Outcome(failed.keys.sorted().flatMap { startSlot($0, on: screenID) }, status: .retrying(parts: failed.count, title: title))
        }
        guard let path = screen.kind.path else {
            guard screen.kind == .favorites || screen.kind == .cart else { return .status(.nothingToReload) }
            return Outcome([.loadState], status: .readingKeptState(title: screen.title), asks: [.refreshBuiltScreens])
        }
        return Outcome([.load(navigation.loads.start(path, for: .reload(screen.id))), .loadState], status: .reloading(title: screen.title))
    }

    /// A reload's result: a fresh screen where it stood, or, when it failed, what was there.
    private mutating func reloaded(_ screenID: ScreenID, with result: FeedDecodeResult?, in environment: BrowserEnvironment) -> Outcome {
        guard let current = navigation.screen(screenID) else { return .none }
        var fresh = current
        // A copy: when the reload fails it is dropped, and the revision its list took is taken
        // again by the next list this screen shows. That list is never measured (nothing is
        // laid out from `fresh` below but on success), so no kept layout is ever another's.
        fill(&fresh, with: result, in: environment)
        // A reload that fails keeps what the screen showed, and says what failed.
        if let problem = fresh.problem, current.problem == nil, !current.isLoading {
            navigation.update(screenID) { kept in
                kept.reloadFailure = fresh.listedProblems.map { $0.prefixed("Reload failed (the screen shows what was loaded before): ") }
            }
            return self.screen.id == screenID ? .status(.reloadFailed(problem: problem)) : .none
        }
        remember(result, in: environment)
        fresh.clampAnchor(in: environment.layout(of: fresh.list, width: width), viewport: viewport)
        navigation.update(screenID) { $0 = fresh }
        let effects = Outcome(startDeferredSlots(of: screenID))
        guard self.screen.id == screenID else { return effects }
        let problems = fresh.diagnostics.count
        return effects + Outcome(status: fresh.problem.map(StatusMessage.problem) ?? .reloaded(title: fresh.title, problems: problems), asks: [.keepFocusInView])
    }
}
