import FeedBrowser
import FeedInput
import FeedModel
import FeedRendering
import Testing

/// Driving the browser with keys, as a person would, and reading its frames.
struct BrowserNavigationTests {
    /// The focused element is drawn inside the list's rows (between the chrome).
    static func expectFocusVisible(_ harness: Harness, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let focused = harness.focused else {
            Issue.record("nothing focused", sourceLocation: sourceLocation)
            return
        }
        #expect(focused.rect.y >= 2 && focused.rect.maxY <= harness.browser.height - 1, "\(focused.rect)", sourceLocation: sourceLocation)
    }

    @Test func startsOnHomeWithTabsBreadcrumbAndStatus() {
        let harness = Harness()
        let lines = harness.lines
        #expect(lines[0].hasPrefix("  1 Home   2 Deals   3 Favorites (2)"))
        #expect(lines[0].contains(" 4 Cart (0) "))
        #expect(lines[1] == " Home" + String(repeating: " ", count: 75))
        #expect(lines[2].hasPrefix(" ⌕ Search for anything"))
        #expect(lines[23].hasPrefix(" Press ? for keys"))
        #expect(harness.focused?.action == .search(query: nil))
    }

    @Test func downAndUpMoveBetweenRowsAndKeepFocusVisible() {
        let harness = Harness()
        harness.press(.down)
        #expect(harness.focused?.action == .openFeed(feed: "deals"))  // the hero's button
        harness.press(.character("j"))
        #expect(harness.focused?.listingID != nil)
        for _ in 0..<12 {
            harness.press(.down)
            Self.expectFocusVisible(harness)
        }
        for _ in 0..<12 {
            harness.press(.character("k"))
            Self.expectFocusVisible(harness)
        }
        #expect(harness.browser.focus?.module ?? 99 <= 2)
    }

    @Test func rightScrollsTheCarouselToHiddenCards() {
        let harness = Harness()
        harness.press(.down, .down)
        var seen: [Int] = []
        for _ in 0..<8 {
            if let id = harness.focused?.listingID { seen.append(id) }
            harness.press(.right)
        }
        #expect(Array(Set(seen)).sorted() == [1002, 1003, 1004, 1005, 1006, 1007])
        #expect(harness.focused?.listingID == 1007)
        #expect(harness.screenText.contains("7/7"))
        #expect(harness.screenText.contains("‹"))
        harness.press(.character("h"))
        #expect(harness.focused?.listingID == 1006)
    }

    @Test func enterOpensAListingAndEscapeComesBackAsItWas() {
        let harness = Harness()
        harness.press(.down, .down, .left)
        #expect(harness.focused?.listingID == 1001)
        let before = harness.lines
        harness.press(.enter)
        #expect(harness.browser.breadcrumb == ["Home", "Walnut cutting board, end grain"])
        #expect(harness.screenText.contains("End-grain walnut, 30 × 45 cm"))
        #expect(harness.recorder.recorded == [.openListing(listingID: 1001)])
        harness.press(.escape)
        #expect(harness.browser.breadcrumb == ["Home"])
        #expect(harness.lines.dropLast() == before.dropLast())
        #expect(harness.focused?.listingID == 1001)
    }

    @Test func aListingWithoutItsOwnFileIsBuiltFromTheCard() {
        let harness = Harness()
        harness.press(.down, .down, .right)
        #expect(harness.focused?.listingID == 1003)
        harness.press(.enter)
        #expect(harness.browser.breadcrumb.last == "Linen tea towel set of 3")
        #expect(harness.screenText.contains("[ Add to cart ]"))
        #expect({ if case .builtFromCard = harness.browser.statusMessage { true } else { false } }(), "\(harness.browser.statusMessage)")
    }

    @Test func tabAndShiftTabJumpBetweenModules() {
        let harness = Harness()
        harness.press(.tab)
        #expect(harness.browser.focus?.module == 1)
        harness.press(.tab)
        #expect(harness.browser.focus?.module == 2)
        harness.press(.tab, .tab)
        #expect(harness.browser.focus?.module == 4)
        Self.expectFocusVisible(harness)
        harness.press(.backTab)
        #expect(harness.browser.focus?.module == 3)
    }

    @Test func pagesHomeAndEndScrollWithFocusInView() {
        let harness = Harness()
        harness.press(.pageDown)
        Self.expectFocusVisible(harness)
        #expect(!harness.screenText.contains("Search for anything"))
        harness.press(.end)
        Self.expectFocusVisible(harness)
        #expect(harness.screenText.contains("Japanese makers"))
        harness.press(.pageUp, .home)
        #expect(harness.screenText.contains("Search for anything"))
        Self.expectFocusVisible(harness)
    }

    @Test func numberKeysSwitchTabsAndEachKeepsItsPlace() {
        let harness = Harness()
        harness.press(.down, .down)
        let homeFocus = harness.browser.focus
        harness.press(.character("2"))
        #expect(harness.browser.activeTab == .deals)
        #expect(harness.lines[1].hasPrefix(" Deals"))
        #expect(harness.screenText.contains("Deals for you"))
        harness.press(.character("1"))
        #expect(harness.browser.focus == homeFocus)
    }

    @Test func resizeToTinySizesShowsANoticeAndComesBack() {
        let harness = Harness()
        harness.press(.down, .down)
        harness.send(.resize(width: 10, height: 3))
        #expect(harness.lines == ["Terminal  ", "too small:", "10×3, nee…"])
        harness.send(.resize(width: 20, height: 6))
        #expect(harness.lines.count == 6)
        // Three rows of list cannot hold a whole card: the focused one is still in view.
        let focused = harness.focused
        #expect(focused?.listingID == 1002)
        #expect(focused.map { $0.rect.y < 5 && $0.rect.maxY > 2 } == true)
        harness.send(.resize(width: 40, height: 12))
        Self.expectFocusVisible(harness)
        harness.send(.resize(width: 80, height: 24))
        #expect(harness.lines[0].contains("Favorites"))
        Self.expectFocusVisible(harness)
    }

    @Test func clickFocusesAndPerformsTheWheelScrolls() throws {
        let harness = Harness()
        let frame = harness.frame
        let card = try #require(frame.hotspots.first { $0.listingID == 1002 })
        harness.send(.click(x: card.rect.x + 2, y: card.rect.y + 3))
        #expect(harness.recorder.recorded == [.openListing(listingID: 1002)])
        #expect(harness.browser.breadcrumb.last == "Speckled ceramic mug")
        harness.press(.escape)
        harness.send(.wheel(3))
        #expect(!harness.lines[2].contains("Search for anything"))
        harness.send(.click(x: 12, y: 0))
        #expect(harness.browser.activeTab == .deals)
    }

    @Test func qFinishes() {
        let harness = Harness()
        #expect(!harness.browser.isFinished)
        harness.press(.character("q"))
        #expect(harness.browser.isFinished)
    }
}
