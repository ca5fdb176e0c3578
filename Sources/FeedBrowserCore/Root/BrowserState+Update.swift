import FeedInput
import FeedModel
import FeedRendering

/// `update`: one event in, the state changed, the effects it asks for out.
extension BrowserState {
    /// Changes the state for one event and returns what to do about it.
    ///
    /// The event becomes actions of the features it concerns; their outcomes are gathered in
    /// order, and the status line is set here, once, from the last that says something.
    /// Never blocks and never performs I/O: loads, the host's actions and impressions leave
    /// as effects, and their results come back as events. Nothing is kept in the state to be
    /// collected later.
    public mutating func update(_ event: BrowserEvent, in environment: BrowserEnvironment) -> [Effect] {
        var measured = environment.measures
        return update(event, in: environment, measuring: &measured)
    }

    /// `update(_:in:)`, handing back in `measures` what it measured of the lists, from the
    /// measures it was handed there (the environment's are not read): the runtime's, which keeps
    /// them for the frame that follows, so that the frame draws again nothing the update drew.
    package mutating func update(_ event: BrowserEvent, in environment: BrowserEnvironment, measuring measures: inout KeptMeasures) -> [Effect] {
        // One scratchpad for the whole event, so that the features it runs measure each list
        // once; it takes the measures over, so what it adds copies nothing kept.
        var handed = environment
        handed.measures = KeptMeasures()
        swap(&handed.measures, &measures)
        let environment = handed.measuring()
        defer { measures = environment.measured() }
        var outcome: Outcome
        switch event {
        case .input(let input):
            outcome = handle(input, in: environment)
        case .focus(let element):
            outcome = focus(element, in: environment)
        case .loaded(let id, let result):
            outcome = run(LoadingFeature.self, .loaded(id, result), on: \.screens, in: environment)
        case .pictureLoaded(let id, let problem):
            outcome = run(PicturesFeature.self, .loaded(id, problem: problem), on: \.screens, in: environment)
        case .answered(let action, let answer):
            outcome = run(ActionsFeature.self, .answered(action, answer, kept: shopper.kept), on: \.screens, in: environment)
        case .stateLoaded(let kept) where kept != shopper.kept:
            // Another browser changed the state: Favorites and the cart are built again. The
            // same state read back (the usual case, on r) changes nothing.
            outcome = run(ShopperFeature.self, .keep(kept), on: \.shopper, in: environment) + refreshBuiltScreens(in: environment)
        case .stateLoaded, .tick:
            outcome = .none
        case .notice(let notice):
            outcome = .status(.notice(notice))
        case .inspected(let panel):
            outcome = run(OverlaysFeature.self, .inspected(panel), on: \.overlays, in: environment)
        }
        outcome += run(LoadingFeature.self, .pagesNearTheEnd, on: \.screens, in: environment)
        outcome += run(PicturesFeature.self, .request, on: \.screens, in: environment)
        outcome += run(PicturesFeature.self, .cancelFar, on: \.screens, in: environment)
        outcome += recordImpressions(in: environment)
        // Each ask was taken where its feature ran (`run`): one left would be a step lost.
        assert(outcome.asks.isEmpty, "an ask nobody took: \(outcome.asks)")
        if let status = outcome.status {
            statusMessage = status
        }
        return outcome.effects + (isFinished ? [.quit] : [])
    }

    private mutating func handle(_ input: InputEvent, in environment: BrowserEnvironment) -> Outcome {
        switch input {
        case .resize(let newWidth, let newHeight):
            resize(width: newWidth, height: newHeight, in: environment)
        case .key(let key):
            run(KeysFeature.self, .press(key, panel: ScreenChrome(state: self).panelSize), on: \.overlays, in: environment)
        case .click(let x, let y):
            click(x: x, y: y, in: environment)
        case .wheel(let rows):
            moveFocus(.wheel(rows: rows), in: environment)
        }
    }

    private mutating func resize(width newWidth: Int, height newHeight: Int, in environment: BrowserEnvironment) -> Outcome {
        screens.width = newWidth
        screens.height = newHeight
        for tab in Tab.allCases {
            navigation.stacks[tab] = navigation.stacks[tab]?.map { screen in
                var screen = screen
                screen.clampAnchor(in: environment.layout(of: screen.list, width: newWidth), viewport: viewport)
                return screen
            }
        }
        // The focused element stays focused and is scrolled into view at the new size.
        if let focus = screen.focus, focusedHotspot(in: environment) != nil {
            return setFocus(focus, in: environment)
        }
        return focusFirstVisible(in: environment)
    }

    /// Focuses `element`, when the current screen's reading order has it, as a click would.
    private mutating func focus(_ element: ElementID, in environment: BrowserEnvironment) -> Outcome {
        let layout = layout(in: environment)
        guard screen.list.modules.indices.contains(element.module), layout.list.focusPlan(element.module).stops.indices.contains(element.element) else { return .none }
        return run(OverlaysFeature.self, .show(nil), on: \.overlays, in: environment) + setFocus(element, in: environment)
    }

    /// The element drawn at a cell of the last frame: what the person saw is what they click.
    func click(hitting x: Int, _ y: Int, in environment: BrowserEnvironment) -> Hotspot? {
        environment.lastFrameHotspots.first { $0.rect.contains(x: x, y: y) }
    }

    private mutating func click(x: Int, y: Int, in environment: BrowserEnvironment) -> Outcome {
        if y == 0, let tab = ScreenChrome(state: self).tabHit(x: x) {
            return go(.switchTab(tab), in: environment)
        }
        var outcome = run(OverlaysFeature.self, .show(nil), on: \.overlays, in: environment)
        guard let hotspot = click(hitting: x, y, in: environment) else { return outcome }
        outcome += setFocus(hotspot.element, in: environment)
        return outcome + run(ActionsFeature.self, .activate(hotspot.element), on: \.screens, in: environment)
    }
}
