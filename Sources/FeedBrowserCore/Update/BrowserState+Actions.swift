import FeedModel
import FeedRendering
import FoundationEssentials

/// The actions feature: activating elements, the host's answers, and the browser's own action
/// environment, what each action of the layout format does here when the host has not handled it.
enum ActionsFeature: Feature {
    /// What the actions feature is asked to do.
    enum Action {
        /// Activate an element: its module's focus plan names the action.
        case activate(ElementID)
        /// Enter: activate the focused element.
        case activateFocused
        /// `f`: favorite the focused listing, or the listing whose screen this is.
        case favoriteFocused
        /// The host's answer for an action.
        case answered(FeedModel.Action, ActionOutcome)
    }

    static func update(_ state: inout BrowserState, _ action: Action, in environment: BrowserEnvironment) -> Outcome {
        switch action {
        case .activate(let element):
            return activate(element, on: state, in: environment)
        case .activateFocused:
            guard let focus = state.screen.focus, state.focusedHotspot(in: environment) != nil else { return .status(.nothingFocused) }
            return activate(focus, on: state, in: environment)
        case .favoriteFocused:
            var screenListing: Int?
            if case .listing(let listingID) = state.screen.kind { screenListing = listingID }
            let focusedListing = state.screen.focus.flatMap { state.layout(in: environment).list.focusPlan($0.module).stop(at: $0.element)?.listingID }
            guard let listingID = focusedListing ?? screenListing else { return .status(.notAListing) }
            return Outcome([.perform(.toggleFavorite(listingID: listingID))])
        case .answered(let performed, let answer):
            return answered(performed, answer, on: &state, in: environment)
        }
    }

    /// The action an element's focus plan declares goes to the host, unless the reader's app
    /// version does not know its type, which that app shows as inert.
    private static func activate(_ element: ElementID, on state: BrowserState, in environment: BrowserEnvironment) -> Outcome {
        let screen = state.screen
        guard element.module < screen.list.count else { return .none }
        guard let stop = state.layout(in: environment).list.focusPlan(element.module).stop(at: element.element) else { return .none }
        let reader = environment.cohort
        if let version = reader.clientVersion, !reader.since.knows(stop.action.typeName, at: version) {
            return .status(.notInClientVersion(actionType: stop.action.typeName, version: version.description))
        }
        if case .cardButton(let index) = stop.part, let deals = screen.list.modules[element.module].payload as? DealsForYou,
           deals.items.indices.contains(index), deals.items[index].hasExpired(at: environment.clock()) {
            return .status(.couponExpired)
        }
        return Outcome([.perform(stop.action)])
    }

    /// The host's answer: its message or screen, or the browser's own behaviour.
    private static func answered(_ action: FeedModel.Action, _ answer: ActionOutcome, on state: inout BrowserState, in environment: BrowserEnvironment) -> Outcome {
        switch answer {
        case .notHandled:
            return state.performBuiltIn(action, in: environment)
        case .handled(let message):
            return .status(message.map(StatusMessage.host) ?? .done(actionType: action.typeName))
        case .show(let hostScreen):
            let shown = Screen(id: state.navigation.newScreenID(), kind: .host(hostScreen.title), title: hostScreen.title, modules: FeedModules(hostScreen.modules))
            state.screens.catalogue.remember(hostScreen.modules)
            return state.go(.push(shown), in: environment) + .status(hostScreen.message.map(StatusMessage.host) ?? .showing(title: hostScreen.title))
        case .later(let message, _):
            // The runtime runs the answer; until it comes, the browser says it is waiting.
            return .status(message.map(StatusMessage.host) ?? .waitingForHost(actionType: action.typeName))
        }
    }
}
