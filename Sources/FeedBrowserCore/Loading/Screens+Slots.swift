import FeedModel
import FeedRendering

/// Placeholders that load later: `deferred` modules, at once and in parallel, and the feed's
/// next page, when the reader comes within a screen of the end. Their content takes their
/// place without moving what the reader is looking at.
extension Screens {
    /// The deepest a chain of deferred documents may go.
    static let maxDeferredDepth = 8

    /// Gives each deferred module of a document a key and a slot on the screen. `chain` is the
    /// documents from the screen's own down to the one that holds them.
    ///
    /// A deferred module that names a document on its own chain (itself, or one above it) is
    /// refused with an error in its place, as one past the limits is: loading it would load
    /// its ancestors again, without end. A document without any is returned as it is, never
    /// copied: a copy of a 100,000-module feed's array would cost megabytes for nothing.
    ///
    /// Which modules need a look is told from their summaries, so a module kept as text is
    /// decoded only when it is a placeholder or hidden; the runs between stay as they were.
    func claimSlots(in decoded: FeedModules, within chain: [String], of screen: inout Screen, in environment: BrowserEnvironment) -> FeedModules {
        // Only what the reader's cohort sees is shown, and only its deferred parts are loaded.
        let isPlain = { (index: Int) -> Bool in
            let summary = decoded.summary(at: index)
            return summary.type != ModuleType.deferred.name && environment.cohort.hidingCondition(of: summary) == nil
        }
        guard !decoded.indices.allSatisfy(isPlain) else { return decoded }
        var modules = FeedModules()
        var plainFrom = 0
        for index in decoded.indices where !isPlain(index) {
            modules += decoded.extracting(plainFrom..<index)
            plainFrom = index + 1
            guard var module = environment.cohort.shown(decoded[index], showingHidden: environment.showsHidden) else { continue }
            if let deferred = module.payload as? Deferred {
                let place = modules.count
                let key = Self.unusedKey(module.id.flatMap { screen.slots[$0] == nil ? $0 : nil } ?? "deferred:\(chain.last ?? screen.title)#\(place)", in: screen.slots)
                module.id = key
                var slot = Slot(kind: .deferred, path: deferred.path, chain: chain + [deferred.path])
                screen.deferredNamed += 1
                if let refusal = Self.refusal(of: deferred.path, within: chain, named: screen.deferredNamed) {
                    slot.state = .refused(refusal)
                    screen.diagnostics.append(.warning("$", "in \(chain.last ?? screen.title): \(refusal)", code: .referenceCycle))
                }
                screen.slots[key] = slot
            }
            modules.append(module)
        }
        modules += decoded.extracting(plainFrom..<decoded.count)
        return modules
    }

    /// `key`, or `key` with `+` added until no slot has it: a later run of the same document,
    /// or the same document loaded twice, counts its places from 0 again, and a key already
    /// taken is never given twice.
    static func unusedKey(_ key: String, in slots: [String: Slot]) -> String {
        var key = key
        while slots[key] != nil { key += "+" }
        return key
    }

    /// Why the deferred document `path`, named inside `chain`, is not loaded; nil when it may be.
    static func refusal(of path: String, within chain: [String], named count: Int) -> String? {
        if chain.contains(path) {
            return "'\(path)' leads back to a document already on the screen (\((chain + [path]).joined(separator: " → ")))"
        }
        if chain.count >= maxDeferredDepth {
            return "'\(path)' is nested more than \(maxDeferredDepth) deferred documents deep"
        }
        if count > BrowserState.maxDeferredPerScreen {
            return "'\(path)' is past the \(BrowserState.maxDeferredPerScreen) deferred modules one screen may load"
        }
        return nil
    }

    /// The placeholder for a document's next page, if it names one not loaded before; a page
    /// named twice ends the chain with a warning.
    func nextPagePlaceholder(after document: FeedDocument?, path: String, of screen: inout Screen) -> [Module] {
        guard let next = document?.nextPage else { return [] }
        guard !screen.pagesSeen.contains(next) else {
            screen.diagnostics.append(.warning("$.next_page", "in \(path): the page '\(next)' was loaded before; the feed ends here", code: .invalidValue))
            return []
        }
        screen.pagesSeen.insert(next)
        let key = "next-page:\(next)"
        screen.slots[key] = Slot(kind: .nextPage, path: next)
        return [Module(id: key, type: ModuleType.deferred.name, payload: Deferred(path: next, title: "the next page", minHeight: 1))]
    }

    /// Starts loading every deferred module of a screen that is waiting, and decoding the rest
    /// of a long document, all at once, in the order they stand on the screen: the runtime
    /// starts loads in the order asked, so the first ones in view are not queued behind parts
    /// far below.
    mutating func startDeferredSlots(of screenID: ScreenID) -> [Effect] {
        let startsAtOnce = { (slot: Slot) in slot.kind != .nextPage && slot.state == .waiting }
        // The walk down a long feed is taken only when some such slot waits.
        guard let screen = navigation.screen(screenID), screen.slots.values.contains(where: startsAtOnce) else { return [] }
        // A slot's key is the id of a module the browser changed (`claimSlots`), held decoded.
        let waiting = screen.list.modules.decodedIDs.lazy.map(\.id).filter { id in
            screen.slots[id].map(startsAtOnce) ?? false
        }
        return Array(waiting).flatMap { startSlot($0, on: screenID) }
    }

    /// Asks for a placeholder's document.
    mutating func startSlot(_ key: String, on screenID: ScreenID) -> [Effect] {
        guard let slot = navigation.screen(screenID)?.slots[key] else { return [] }
        let request = navigation.loads.start(slot.path, for: slot.rest.map { .rest(screenID, key: key, of: $0) } ?? .slot(screenID, key: key))
        navigation.update(screenID) { $0.slots[key]?.state = .loading }
        return [.load(request)]
    }

    /// Loads the next page once its placeholder is within a screen of the viewport's bottom.
    mutating func loadPagesNearTheEnd(in environment: BrowserEnvironment) -> [Effect] {
        let current = screen
        var effects: [Effect] = []
        for (key, slot) in current.slots where slot.kind == .nextPage && slot.state == .waiting {
            guard let index = current.list.modules.lastDecodedIndex(ofID: key),
                  let top = current.rows(to: index, within: 2 * viewport, in: environment.layout(of: current.list, width: width)), top < 2 * viewport else { continue }
            effects += startSlot(key, on: current.id)
        }
        return effects
    }

    /// A placeholder's document: its modules in its place, or the error in its place; and the
    /// loads of the placeholders it brings.
    mutating func fillSlot(_ key: String, of screenID: ScreenID, with result: FeedDecodeResult?, in environment: BrowserEnvironment) -> Outcome {
        guard var target = navigation.screen(screenID), let slot = target.slots[key],
              let index = target.list.modules.firstDecodedIndex(ofID: key) else { return .none }
        guard let result, let document = result.document else {
            let why = result?.diagnostics.first { $0.severity == .error }?.message ?? "\(slot.path) is not in \(environment.sourceName)"
            navigation.update(screenID) { $0.slots[key]?.state = .failed(why) }
            return screen.id == screenID ? .status(.couldNotLoad(path: slot.path, why: why)) : .none
        }
        target.slots[key] = nil
        // The rest of the screen's own document says where its problems are as the first run did.
        target.diagnostics += slot.kind == .rest ? result.diagnostics : result.diagnostics.map { $0.prefixed("in \(slot.path): ") }
        var content = claimSlots(in: result.modules, within: slot.kind == .deferred ? slot.chain : [slot.path], of: &target, in: environment)
        content += restPlaceholder(after: result, path: slot.path, of: &target)
        if slot.kind == .nextPage {
            content += nextPagePlaceholder(after: document, path: slot.path, of: &target)
        }
        target.replaceModule(at: index, with: content, from: slot.path, in: environment, width: width, viewport: viewport)
        navigation.update(screenID) { $0 = target }
        remember(result, in: environment)
        // End pressed while the rest decodes goes on to the end as each run arrives.
        let follows = slot.kind == .rest && target.followsEnd && screen.id == screenID
        return Outcome(startDeferredSlots(of: screenID), asks: follows ? [.focus(.end)] : [])
    }
}
