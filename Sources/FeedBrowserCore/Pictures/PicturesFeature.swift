import FeedModel
import FeedRendering

/// The pictures feature: pictures load as effects, for what is on screen and a screen ahead,
/// and are drawn from the environment once they have come; the screen is drawn at once with
/// placeholders meanwhile. Its state is the screens: the pictures' loads are theirs.
enum PicturesFeature: Feature {
    /// What the pictures feature is asked to do.
    enum Action {
        /// After every event: the pictures near the viewport that are not asked for yet.
        case request
        /// After every event: the pictures still loading that have gone far from view.
        case cancelFar
        /// A picture's load ended, ready to draw or with why it is not shown.
        case loaded(LoadID, problem: String?)
    }

    static func update(_ screens: inout Screens, _ action: Action, in environment: BrowserEnvironment) -> Outcome {
        switch action {
        case .request: Outcome(screens.requestPictures(in: environment))
        case .cancelFar: Outcome(screens.cancelFarPictures(in: environment))
        case .loaded(let id, let problem): screens.pictureLoaded(id, problem: problem, in: environment)
        }
    }
}

/// What the pictures feature does to the screens.
extension Screens {
    /// The pictures of the modules in view, or within a screen below, that are neither held by
    /// the environment nor asked for yet: one load each. A feed of 10,000 cards asks for what
    /// scrolling brings near, never for the rest.
    mutating func requestPictures(in environment: BrowserEnvironment) -> [Effect] {
        guard let pictures = environment.pictures, !screen.isLoading, width >= BrowserState.minimumSize.width else { return [] }
        let layout = environment.layout(of: screen.list, width: width)
        var effects: [Effect] = []
        for (index, _) in screen.visibleModules(in: layout, viewport: 2 * viewport) {
            for picture in screen.list.modules[index].payload.pictures {
                let url = picture.url
                guard screen.pictureProblems[url] == nil, !navigation.loads.isLoadingPicture(url), !pictures.holds(url) else { continue }
                effects.append(.loadPicture(navigation.loads.startPicture(url, for: screen.id)))
            }
        }
        return effects
    }

    /// How far from view, in screens above or below, a picture still loading stays wanted.
    static let picturesWantedWithin = 4

    /// The picture loads of this screen whose modules are now more than
    /// `picturesWantedWithin` screens from view: cancelled, so what they hold goes back at
    /// once. Each is asked for again if scrolling brings it near.
    mutating func cancelFarPictures(in environment: BrowserEnvironment) -> [Effect] {
        let screenID = screen.id
        let loading = navigation.loads.pending.compactMap { id, purpose in
            if case .picture(screenID, let url) = purpose { (id, url) } else { nil }
        }
        guard !loading.isEmpty, !screen.isLoading else { return [] }
        let layout = environment.layout(of: screen.list, width: width)
        let reach = Screens.picturesWantedWithin * max(1, viewport)
        let near = Set(screen.modules(within: reach, in: layout).flatMap { screen.list.modules[$0].payload.pictures.map(\.url) })
        var effects: [Effect] = []
        for (id, url) in loading where !near.contains(url) {
            _ = navigation.loads.finish(id)
            effects.append(.cancel(id))
        }
        return effects
    }

    /// A picture's load ended: its screen's problems say why it is not shown, if it is not.
    /// The drawings kept from before it came are the runtime's to forget (`BrowserRuntime.send`).
    mutating func pictureLoaded(_ id: LoadID, problem: String?, in environment: BrowserEnvironment) -> Outcome {
        guard case .picture(let screenID, let url)? = navigation.loads.finish(id), let problem else { return .none }
        navigation.update(screenID) { $0.pictureProblems[url] = problem }
        return .none
    }
}
