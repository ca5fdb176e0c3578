import FeedModel
import FeedRendering
import FoundationEssentials

/// The actions feature: activating elements, the host's answers, and the browser's own action
/// environment, what each action of the layout format does here when the host has not handled
/// it (`ActionsFeature+BuiltIn.swift`). Its state is the screens (a host's screen is pushed on
/// them, a shop's name learnt); what it asks of the shopper and of navigation are asks.
enum ActionsFeature: Feature {
    /// What the actions feature is asked to do.
    enum Action {
        /// Activate an element: its module's focus plan names the action.
        case activate(ElementID)
        /// Enter: activate the focused element, if it is drawn in `layout`.
        case activateFocused(ScreenLayout)
        /// `f`: favorite the focused listing, or the listing whose screen this is.
        case favoriteFocused
        /// The host's answer for an action; `kept` is what the shopper keeps, where the
        /// browser's own behaviour finds a listing's card.
        case answered(FeedModel.Action, HostAnswer, kept: KeptState)
    }

    static func update(_ screens: inout Screens, _ action: Action, in environment: BrowserEnvironment) -> Outcome {
        switch action {
        case .activate(let element):
            return activate(element, on: &screens, in: environment)
        case .activateFocused(let layout):
            guard let focus = screens.screen.focus, screens.screen.focusedHotspot(in: layout) != nil else { return .status(.nothingFocused) }
            return activate(focus, on: &screens, in: environment)
        case .favoriteFocused:
            let screen = screens.screen
            var screenListing: Int?
            if case .listing(let listingID) = screen.kind { screenListing = listingID }
            let focusedListing = screen.focus.flatMap { plan(of: $0.module, on: screens, in: environment).stop(at: $0.element)?.listingID }
            guard let listingID = focusedListing ?? screenListing else { return .status(.notAListing) }
            return Outcome([.perform(.toggleFavorite(listingID: listingID))])
        case .answered(let performed, let answer, let kept):
            return answered(performed, answer, kept: kept, on: &screens)
        }
    }

    /// The focus plan of module `index` of the current screen.
    private static func plan(of index: Int, on screens: Screens, in environment: BrowserEnvironment) -> FocusPlan {
        environment.layout(of: screens.screen.list, width: screens.width).focusPlan(index)
    }

    /// The action an element's focus plan declares goes to the host, unless the reader's app
    /// version does not know its type, which that app shows as inert. An `add_to_cart` notes
    /// the card it was selected on, whose price the cart charges.
    private static func activate(_ element: ElementID, on screens: inout Screens, in environment: BrowserEnvironment) -> Outcome {
        let screen = screens.screen
        guard element.module < screen.list.count else { return .none }
        guard let stop = plan(of: element.module, on: screens, in: environment).stop(at: element.element) else { return .none }
        let reader = environment.cohort
        if let version = reader.clientVersion, !reader.since.knows(stop.action.typeName, at: version) {
            return .status(.notInClientVersion(actionType: stop.action.typeName, version: version.description))
        }
        if case .cardButton(let index) = stop.part, let deals = screen.list.modules[element.module].payload as? DealsForYou,
           deals.items.indices.contains(index), deals.items[index].hasExpired(at: environment.clock()) {
            return .status(.couponExpired)
        }
        if case .addToCart(let listingID, _) = stop.action, let card = card(of: listingID, at: stop, in: screen.list.modules[element.module]) {
            screens.cardsSelected[listingID] = card
        }
        return Outcome([.perform(stop.action)])
    }

    /// The card of `listingID` that the stop shows it on: a listing's own screen's, else the
    /// card the stop is.
    private static func card(of listingID: Int, at stop: FocusStop, in module: Module) -> ListingCard? {
        if let detail = module.payload as? ListingDetail, detail.listing.listingID == listingID {
            return detail.listing
        }
        guard case .card(let index) = stop.part, module.payload.listings.indices.contains(index) else { return nil }
        let card = module.payload.listings[index]
        return card.listingID == listingID ? card : nil
    }

    /// The host's answer: its message or screen, or the browser's own behaviour.
    private static func answered(_ action: FeedModel.Action, _ answer: HostAnswer, kept: KeptState, on screens: inout Screens) -> Outcome {
        switch answer {
        case .notHandled:
            return performBuiltIn(action, kept: kept, on: &screens)
        case .handled(let message):
            return .status(message.map(StatusMessage.host) ?? .done(actionType: action.typeName))
        case .show(let hostScreen):
            let shown = Screen(id: screens.navigation.newScreenID(), kind: .host(hostScreen.title), title: hostScreen.title, modules: FeedModules(hostScreen.modules))
            screens.catalogue.remember(hostScreen.modules)
            return Outcome(status: hostScreen.message.map(StatusMessage.host) ?? .showing(title: hostScreen.title), asks: [.go(.push(shown))])
        case .later(let message, _):
            // The runtime runs the answer; until it comes, the browser says it is waiting.
            return .status(message.map(StatusMessage.host) ?? .waitingForHost(actionType: action.typeName))
        }
    }
}
