import FeedModel
import FeedRendering

/// The steps that take two features at once: what the root does for an ask that changes more
/// than one part of the state.
extension BrowserState {
    /// Hands an intent to the navigation feature, then puts focus right on the screen it
    /// shows: a new screen's first element, or where it was left on one returned to. A load
    /// for a screen left behind is dropped when it arrives.
    mutating func go(_ intent: NavigationIntent, in environment: BrowserEnvironment) -> Outcome {
        let outcome = run(NavigationFeature.self, intent, on: \.navigation, in: environment)
        switch intent {
        case .push:
            return outcome + focusFirstVisible(in: environment)
        case .back:
            return outcome + moveFocus(.keepInView, in: environment)
        case .switchTab, .openAtTop:
            // Favorites and the Cart show what the catalogue knows now; the kept state itself
            // is read at start and on reload (r), never per key.
            let rebuilt = outcome + refreshBuiltScreens(in: environment)
            if case .openAtTop = intent {
                return rebuilt + focusFirstVisible(in: environment)
            }
            return rebuilt + moveFocus(.keepInView, in: environment)
        }
    }

    /// Hands an intent to the shopper feature; Favorites and the Cart are built again when
    /// it changed what they show.
    mutating func shop(_ intent: ShopperIntent, in environment: BrowserEnvironment) -> Outcome {
        let outcome = run(ShopperFeature.self, intent, on: \.shopper, in: environment)
        guard !outcome.effects.isEmpty else { return outcome }
        return outcome + refreshBuiltScreens(in: environment)
    }

    /// Pushes a screen that loads `kind` on the current tab; returns its load.
    mutating func pushLoading(_ kind: ScreenKind, title: String, in environment: BrowserEnvironment) -> Outcome {
        let (loading, effects) = screens.loadingScreen(kind, title: title)
        return go(.push(loading), in: environment) + Outcome(effects, status: .loading(title: title))
    }

    /// What the cart's keys act on: whether the Cart shows, and the focused cart line's
    /// listing there, or the listing whose screen this is, as that screen shows it (its price
    /// is the one + charges).
    var cartTarget: CartFeature.Target {
        let onCart = activeTab == .cart
        if onCart, navigation.stack.count == 1, let focus = screen.focus,
           let line = screen.list.modules[focus.module].payload as? CartLinePayload {
            return CartFeature.Target(onCart: onCart, listing: line.line.listing)
        }
        if case .listing(let listingID) = screen.kind {
            let shown = screen.list.modules.lazy.prefix(8).compactMap { $0.payload as? ListingDetail }.first { $0.listing.listingID == listingID }?.listing
            return CartFeature.Target(onCart: onCart, listing: shown ?? screens.knownCard(listingID, kept: shopper.kept))
        }
        return CartFeature.Target(onCart: onCart, listing: nil)
    }
}
