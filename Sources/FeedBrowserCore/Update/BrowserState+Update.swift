import FeedInput
import FeedModel
import FeedRendering

/// `update`: one event in, the state changed, the effects it asks for out.
extension BrowserState {
    /// Changes the state for one event and returns what to do about it.
    ///
    /// Never blocks and never performs I/O: loads, the host's actions and impressions leave
    /// as effects, returned by whatever asked for them, and their results come back as events.
    /// Nothing is kept in the state to be collected later.
    public mutating func update(_ event: BrowserEvent, in environment: BrowserEnvironment) -> [Effect] {
        var effects: [Effect] = []
        switch event {
        case .input(let input):
            effects = handle(input, in: environment)
        case .loaded(let id, let result):
            effects = receive(result, for: id, in: environment)
        case .pictureLoaded(let id, let problem):
            pictureLoaded(id, problem: problem, in: environment)
        case .answered(let action, let outcome):
            effects = answered(action, outcome, in: environment)
        case .stateLoaded(let kept) where kept != shopper.kept:
            // Another browser changed the state: Favorites and the cart are built again. The
            // same state read back (the usual case, on r) changes nothing.
            shopper.kept = kept
            refreshBuiltScreens(in: environment)
        case .stateLoaded:
            break
        case .notice(let notice):
            statusMessage = .notice(notice)
        case .inspected(let panel):
            overlays.fill(panel)
        case .tick:
            break
        }
        effects += loadPagesNearTheEnd(in: environment)
        effects += requestPictures(in: environment)
        effects += cancelFarPictures(in: environment)
        effects += recordImpressions(in: environment)
        if isFinished {
            effects.append(.quit)
        }
        return effects
    }

    private mutating func handle(_ input: InputEvent, in environment: BrowserEnvironment) -> [Effect] {
        switch input {
        case .resize(let newWidth, let newHeight):
            resize(width: newWidth, height: newHeight, in: environment)
        case .key(let key):
            return handle(key, in: environment)
        case .click(let x, let y):
            return click(x: x, y: y, in: environment)
        case .wheel(let rows):
            moveFocus(.wheel(rows: rows), in: environment)
        }
        return []
    }

    private mutating func resize(width newWidth: Int, height newHeight: Int, in environment: BrowserEnvironment) {
        width = newWidth
        height = newHeight
        for tab in Tab.allCases {
            navigation.stacks[tab] = navigation.stacks[tab]?.map { screen in
                var screen = screen
                screen.clampAnchor(in: environment.layout(of: screen.list, width: newWidth), viewport: viewport)
                return screen
            }
        }
        // The focused element stays focused and is scrolled into view at the new size.
        if let focus = screen.focus, focusedHotspot(in: environment) != nil {
            setFocus(focus, in: environment)
        } else {
            focusFirstVisible(in: environment)
        }
    }

    /// The host's answer: its message or screen, or the browser's own behaviour.
    private mutating func answered(_ action: Action, _ outcome: ActionOutcome, in environment: BrowserEnvironment) -> [Effect] {
        switch outcome {
        case .notHandled:
            return performBuiltIn(action, in: environment)
        case .handled(let message):
            statusMessage = message.map(StatusMessage.host) ?? .done(actionType: action.typeName)
        case .show(let hostScreen):
            let shown = Screen(id: navigation.newScreenID(), kind: .host(hostScreen.title), title: hostScreen.title, list: ModuleList(modules: hostScreen.modules))
            remember(hostScreen.modules)
            go(.push(shown), in: environment)
            statusMessage = hostScreen.message.map(StatusMessage.host) ?? .showing(title: hostScreen.title)
        case .later(let message, _):
            // The runtime runs the answer; until it comes, the browser says it is waiting.
            statusMessage = message.map(StatusMessage.host) ?? .waitingForHost(actionType: action.typeName)
        }
        return []
    }

    /// The element drawn at a cell of the last frame: what the person saw is what they click.
    func click(hitting x: Int, _ y: Int, in environment: BrowserEnvironment) -> Hotspot? {
        environment.lastFrameHotspots.first { $0.rect.contains(x: x, y: y) }
    }

    private mutating func click(x: Int, y: Int, in environment: BrowserEnvironment) -> [Effect] {
        if y == 0, let tab = tabHit(x: x) {
            go(.switchTab(tab), in: environment)
            return []
        }
        overlays.shown = nil
        guard let hotspot = click(hitting: x, y, in: environment) else { return [] }
        setFocus(hotspot.element, in: environment)
        return activate(hotspot.element, in: environment)
    }
}
