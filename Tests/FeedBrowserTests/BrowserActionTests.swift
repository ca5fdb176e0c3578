import FeedBrowser
import FeedBrowserCore
import FeedInput
import FeedModel
import FeedRendering
import Testing

/// The action environment: favorites, coupons, cart, links, unknown actions, search, overlays.
struct BrowserActionTests {
    @Test func favoritingShowsTheSameHeartEverywhereAndInFavorites() {
        let harness = Harness()
        harness.press(.down, .down, .left)
        #expect(harness.focused?.listingID == 1001)
        harness.press(.character("f"))
        #expect(harness.browser.statusMessage == .favorite(title: "Walnut cutting board, end grain", isFavorite: true))
        #expect(harness.lines[0].contains("Favorites (3)"))
        #expect(harness.browser.favoriteListings.map(\.listingID).contains(1001))
        // The same listing further down the feed (From Oak & Ember) shows the heart too.
        harness.press(.end)
        let frame = harness.frame
        let other = frame.hotspots.first { $0.listingID == 1001 }
        #expect(other != nil)
        if let other {
            #expect(frame.line(other.rect.y + 1).contains("♥"))
        }
        harness.press(.character("3"))
        #expect(harness.screenText.contains("Walnut cutting board,"))
        #expect(harness.screenText.contains("3 listings"))
        // Un-favorite from the Favorites tab itself: it leaves at once.
        harness.press(.character("f"))
        #expect(harness.browser.favoriteListings.count == 2)
        #expect(harness.screenText.contains("2 listings"))
        #expect(harness.recorder.recorded.count == 2)
    }

    @Test func downFromACouponCardReachesItsButtonWhichAppliesTheCoupon() {
        let harness = Harness()
        harness.press(.character("2"))
        for _ in 0..<4 where harness.focused?.action != .openShop(shopID: 5001, shopName: nil) {
            harness.press(.down)
        }
        #expect(harness.focused?.action == .openShop(shopID: 5001, shopName: nil))
        harness.press(.down)
        #expect(harness.focused?.action == .applyCoupon(code: "OAKEMBER20", shopID: 5001))
        // Across, from button to button; up, back to the card.
        harness.press(.right)
        #expect(harness.focused?.action.flatMap { if case .applyCoupon(_, let shop) = $0 { shop } else { nil } } == 5002)
        harness.press(.left, .up)
        #expect(harness.focused?.action == .openShop(shopID: 5001, shopName: nil))
        harness.press(.down, .enter)
        #expect(harness.browser.statusMessage == .couponApplied(code: "OAKEMBER20"))
        #expect(harness.screenText.contains("[ ✓ Applied ]"))
    }

    @Test func fOnAListingsScreenFavoritesThatListingWhereverFocusIs() {
        let harness = Harness()
        harness.type("/walnut cutting")
        harness.press(.enter, .enter)
        #expect(harness.browser.breadcrumb.last == "Walnut cutting board, end grain")
        // Focus on the Add to cart button, which is not a listing.
        for _ in 0..<6 where harness.focused?.action != .addToCart(listingID: 1001, quantity: 1) {
            harness.press(.down)
        }
        #expect(harness.focused?.action == .addToCart(listingID: 1001, quantity: 1))
        let before = harness.browser.viewState.favorites[1001]
        harness.press(.character("f"))
        #expect(harness.browser.viewState.favorites[1001] != before)
        #expect({ if case .favorite(let title, _) = harness.browser.statusMessage { title.hasPrefix("Walnut cutting board") } else { false } }(), "\(harness.browser.statusMessage)")
    }

    @Test func addToCartCountsInTheTabBar() {
        let harness = Harness()
        harness.press(.down, .down, .left, .enter)
        for _ in 0..<4 where harness.focused?.action != .addToCart(listingID: 1001, quantity: 1) {
            harness.press(.down)
        }
        #expect(harness.focused?.action == .addToCart(listingID: 1001, quantity: 1))
        harness.press(.enter, .enter)
        #expect(harness.browser.cartCount == 2)
        #expect(harness.lines[0].contains(" 4 Cart (2) "))
    }

    @Test func openURLShowsItAndOpensNothing() {
        let harness = Harness()
        harness.send(.key(.end))
        harness.press(.up, .up)
        for _ in 0..<6 where harness.focused?.action != .openURL(url: "https://www.example.com/free-shipping") {
            harness.press(.up)
        }
        harness.press(.enter)
        #expect(harness.browser.statusMessage == .link("https://www.example.com/free-shipping"))
        #expect(harness.browser.breadcrumb == ["Home"])
    }

    @Test func unknownActionsSayTheyCannotBePerformed() {
        let source = MemorySource(files: [
            "home.json": #"[{"type": "section_header", "section_header": {"title": "Beam me", "action": {"type": "teleport"}}}]"#,
            "deals.json": "[]",
        ])
        let harness = Harness(source: source)
        #expect(harness.browser.diagnostics.count == 1)
        harness.press(.enter)
        #expect(harness.browser.statusMessage == .cannotPerform(actionType: "teleport"))
        #expect(harness.lines[23].hasSuffix("1 problem · d  ? help "))
        harness.press(.character("d"))
        #expect(harness.screenText.contains("│ warning at 1:87 [FT307]"))
        #expect(harness.screenText.contains("│ $[0].section_header.action.type"))
        #expect(harness.screenText.contains("│ unknown action type 'teleport'; shown as inert"))
        harness.press(.escape)
        #expect(!harness.screenText.contains("Problems on"))
    }

    @Test func missingAndBrokenFeedsShowAnErrorScreenAndOtherTabsWork() {
        let source = MemorySource(files: ["home.json": "{\"modules\": [\n  {\"type\": }\n]}"])
        let harness = Harness(source: source)
        #expect(harness.screenText.contains("Could not show Home"))
        #expect(harness.screenText.contains("2:12: error: $: malformed JSON: expected a value, found '}' [FT103]"))
        harness.press(.character("2"))
        #expect(harness.screenText.contains("Could not show Deals"))
        #expect(harness.screenText.contains("deals.json is not in memory"))
        harness.press(.character("3"))
        #expect(harness.screenText.contains("No favorites yet"))
    }

    @Test func openShopPushesItsScreenOrSaysThereIsNone() {
        let harness = Harness()
        harness.send(.key(.end))
        for _ in 0..<10 where harness.focused?.action != .openShop(shopID: 5001, shopName: "Oak & Ember") {
            harness.press(.up)
        }
        harness.press(.enter)
        #expect(harness.browser.breadcrumb == ["Home", "Oak & Ember"])
        #expect(harness.screenText.contains("Shop coupons"))
    }

    @Test(arguments: MemorySource.decoders)
    func searchFindsListingsOfEveryLoadedFeedAndCountsThem(_ decoder: FeedDecoder) {
        let harness = Harness(source: CohortBrowseTests.layouts(decoder))
        harness.type("/walnut")
        #expect(harness.lines[23].hasPrefix(" Search: walnut▏"))
        harness.press(.enter)
        #expect(harness.browser.breadcrumb == ["Home", "Search: walnut"])
        #expect(harness.screenText.contains("2 listings in every feed loaded so far"))
        #expect(harness.screenText.contains("Walnut serving tray"))
        harness.press(.escape)
        harness.type("/zzz")
        harness.press(.enter)
        #expect(harness.screenText.contains("No listing matches “zzz”"))
    }

    @Test func searchReadsShopNamesAndOtherFeedsAndIgnoresAccents() {
        let harness = Harness()
        // A shop's name, not in any title; and a listing only the Deals feed has.
        harness.type("/bramble linen")
        harness.press(.enter)
        #expect(harness.screenText.contains("Linen tea towel set of"))
        harness.press(.escape)
        harness.type("/shibori")
        harness.press(.enter)
        #expect(harness.screenText.contains("1 listing in every feed loaded so far"))
        harness.press(.escape)
        harness.type("/creme brulee")
        harness.press(.enter)
        #expect(harness.screenText.contains("Crème brûlée torch candle"))
    }

    @Test func searchReadsTagsAndDescriptionsOfListingScreensOpened() {
        let harness = Harness()
        harness.type("/stoneware")
        harness.press(.enter)
        #expect(harness.screenText.contains("No listing matches “stoneware”"))
        harness.press(.escape)
        // Open listing 1004, whose own screen says "Indigo glaze over stoneware", through its shop.
        harness.type("/京都陶房")
        harness.press(.enter, .enter)
        #expect(harness.browser.breadcrumb.last == "手作りの湯呑み 藍色")
        harness.press(.escape, .escape)
        harness.type("/stoneware")
        harness.press(.enter)
        #expect(harness.screenText.contains("1 listing in every feed loaded so far"))
        #expect(harness.screenText.contains("手作りの湯呑み"))
    }

    @Test func helpListsEveryKeyAndAnyKeyClosesIt() {
        let harness = Harness()
        harness.press(.character("?"))
        let text = harness.screenText
        for entry in ["Tab  Shift-Tab", "Esc  Backspace", "reload the screen", "search every listing loaded so far"] {
            #expect(text.contains(entry))
        }
        harness.press(.down)
        #expect(!harness.screenText.contains("Keys (any key closes)"))
    }

    @Test func reloadReadsTheScreenAgain() {
        let harness = Harness()
        harness.press(.character("r"))
        #expect(harness.browser.statusMessage == .reloaded(title: "Home", problems: 0))
    }
}

/// A coupon past its `expires_at` is drawn as expired, and its button does nothing.
struct ExpiredCouponTests {
    static let deals = #"""
        {"modules": [{"type": "deals_for_you", "deals_for_you": {"header": {"title": "Deals"}, "items": [
          {"title_text": "Old sale", "expires_at": "2020-01-31", "button": {"button_text": "Apply", "action": {"type": "apply_coupon", "code": "OLD"}}},
          {"title_text": "New sale", "expires_at": "2099-01-31", "button": {"button_text": "Apply", "action": {"type": "apply_coupon", "code": "NEW"}}}]}}]}
        """#

    @Test func theButtonOfAnExpiredCouponSaysSoAndAppliesNothing() {
        let harness = Harness(source: MemorySource(files: ["home.json": "[]", "deals.json": Self.deals]))
        harness.press(.character("2"))
        for _ in 0..<4 where harness.focused?.action != .applyCoupon(code: "OLD", shopID: nil) {
            harness.press(.down)
        }
        #expect(harness.focused?.action == .applyCoupon(code: "OLD", shopID: nil))
        #expect(harness.screenText.contains("Expired Jan 31, 2020"))
        #expect(harness.screenText.contains("[ Expired ]"))
        harness.press(.enter)
        #expect(harness.browser.statusMessage == .couponExpired)
        #expect(harness.recorder.recorded.isEmpty)
        #expect(!harness.screenText.contains("✓ Applied"))
        harness.press(.right, .enter)
        #expect(harness.browser.statusMessage == .couponApplied(code: "NEW"))
    }
}
