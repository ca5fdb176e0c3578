import FeedFixtures
import FeedModel
import Foundation
import FeedRendering
import Testing

/// Components against literal buffers, ratatui style.
struct ComponentTests {
    static func lines(_ component: some Component, width: Int, height: Int? = nil, focus: Int? = nil, state: ViewState = ViewState(), plan: FocusPlan = FocusPlan()) -> (lines: [String], buffer: Buffer) {
        var buffer = Buffer(width: width, height: height ?? component.height(forWidth: width))
        let context = RenderContext(theme: .mono, focus: focus.map { ElementID(module: 0, element: $0) }, state: state, plan: plan)
        component.render(in: buffer.area, into: &buffer, context: context)
        return ((0..<buffer.height).map(buffer.line), buffer)
    }

    @Test func headerWithAnActionShowsAChevronAndIsAHotspot() {
        let header = Header(title: "Picked for you", subtitle: "Because you looked", action: .openFeed(feed: "deals"))
        var plan = FocusPlan()
        plan.add(header: header)
        let (lines, buffer) = Self.lines(HeaderComponent(header: header, element: plan.element(.header)), width: 20, plan: plan)
        #expect(lines == [
            "Picked for you     ›",
            "Because you looked  ",
        ])
        #expect(buffer.hotspots.map(\.action) == [.openFeed(feed: "deals")])
    }

    @Test func headerWithoutAnActionIsNotAHotspot() {
        let (lines, buffer) = Self.lines(HeaderComponent(header: Header(title: "A long header title")), width: 10)
        #expect(lines == ["A long he…"])
        #expect(buffer.hotspots.isEmpty)
    }

    @Test func footerFocusedIsReversed() {
        let (lines, buffer) = Self.lines(FooterComponent(footer: Footer.Previews.seeAll, element: 0, row: 0), width: 20, focus: 0)
        #expect(lines == ["See all deals ›     "])
        #expect(buffer[0, 0].style.attributes.contains(.reverse))
        #expect(!buffer[16, 0].style.attributes.contains(.reverse))
    }

    @Test func buttonShowsItsTextInBrackets() {
        let (lines, buffer) = Self.lines(ButtonComponent(button: Button.Previews.applyCoupon, element: 3, row: 0), width: 20)
        #expect(lines == ["[ Apply coupon ]    "])
        #expect(buffer.hotspots.first?.element == ElementID(module: 0, element: 3))
        #expect(buffer.hotspots.first?.rect == Rect(x: 0, y: 0, width: 16, height: 1))
    }

    @Test func listingCardDrawsEveryPart() {
        let card = ListingCard.Previews.onSale
        var plan = FocusPlan()
        plan.add(.card(0), action: card.action, listingID: card.listingID)
        let (lines, buffer) = Self.lines(ListingCardComponent(card: card, element: 0, row: 0, screenRows: 10), width: 24, plan: plan)
        #expect(lines == [
            "╭──────────────────────╮",
            // A 2-row band (a screen of 10 rows) holds a 4:3 place 5 columns wide; its alt
            // text reaches past it, centred on it.
            "│        ░░░░░        ♡│",
            "│     Speckled mug     │",
            "│Speckled ceramic mug  │",
            "│                      │",
            "│Atelier Céramique     │",
            "│€18.00 €24.00 25% off │",
            "│★4.6 (312)            │",
            "╰──────────────────────╯",
        ])
        #expect(buffer.hotspots.map(\.listingID) == [1002])
        #expect(buffer[8, 6].style.attributes.contains(.strikethrough))
    }

    /// A picture's cells from the provider, centred where its placeholder would be.
    struct OnePicture: PictureProvider {
        func picture(for url: String, columns: Int, rows: Int) -> CellPicture? {
            guard url == ListingCard.Previews.onSale.image?.url else { return nil }
            let red = Style(foreground: .rgb(HexColor(red: 200, green: 0, blue: 0)), background: .rgb(HexColor(red: 0, green: 0, blue: 90)))
            return CellPicture(width: 4, height: 2, cells: Array(repeating: Cell(character: "▀", style: red), count: 8))
        }

        func holds(_ url: String) -> Bool { true }
    }

    @Test func aLoadedPictureIsDrawnCentredInPlaceOfItsPlaceholder() {
        let card = ListingCard.Previews.onSale
        var plan = FocusPlan()
        plan.add(.card(0), action: card.action, listingID: card.listingID)
        let context = RenderContext(plan: plan, pictures: OnePicture())
        var buffer = Buffer(width: 24, height: 9)
        ListingCardComponent(card: card, element: 0, row: 0, screenRows: 10).render(in: buffer.area, into: &buffer, context: context)
        // Its 4:3 place is 5 × 2, centred in the 22 columns inside the frame; the picture,
        // one column narrower, is centred in the place (the odd column falls to its right).
        #expect(buffer.line(1) == "│        ▀▀▀▀         ♡│", "centred in its place")
        #expect(buffer.line(2) == "│        ▀▀▀▀          │")
        #expect(buffer[9, 1].style.foreground == .rgb(HexColor(red: 200, green: 0, blue: 0)))
        #expect(buffer[9, 2].style.background == .rgb(HexColor(red: 0, green: 0, blue: 90)))
    }

    /// A rating of -0.0 (or a small negative one, rounded) is drawn as 0.0, never "★-0.0".
    @Test(arguments: [-0.0, -0.04])
    func aNegativeZeroRatingIsDrawnAsZero(rating: Double) {
        var card = ListingCard.Previews.onSale
        card.rating = rating
        let (lines, _) = Self.lines(ListingCardComponent(card: card, element: 0, row: 0, screenRows: 10), width: 24, plan: FocusPlan())
        #expect(lines[7] == "│★0.0 (312)            │")
    }

    @Test func listingCardHeartFollowsTheViewStateNotTheFeed() {
        var state = ViewState()
        state.favorites[1003] = false
        let (lines, _) = Self.lines(ListingCardComponent(card: ListingCard.Previews.favorited, element: 0, row: 0, screenRows: 10), width: 24, state: state)
        #expect(lines[1].hasSuffix(" ♡│"))
        state.favorites[1003] = true
        #expect(Self.lines(ListingCardComponent(card: ListingCard.Previews.favorited, element: 0, row: 0, screenRows: 10), width: 24, state: state).lines[1].hasSuffix(" ♥│"))
    }

    @Test func narrowListingCardDropsThePicture() {
        let (lines, _) = Self.lines(ListingCardComponent(card: ListingCard.Previews.bare, element: 0, row: 0, screenRows: 10), width: 12)
        #expect(lines == [
            "╭──────────╮",
            "│Brass k… ♡│",
            "│          │",
            "│$9.00     │",
            "│          │",
            "│          │",
            "╰──────────╯",
        ])
    }

    @Test func appliedCouponShowsAppliedOnItsButton() {
        var state = ViewState()
        state.appliedCoupons = ["WINTER20"]
        let (lines, _) = Self.lines(CouponCardComponent(coupon: CouponCard.Previews.winterSale, element: nil, buttonElement: 0, row: 0), width: 30, state: state)
        #expect(lines[6] == "│[ ✓ Applied ]               │")
    }

    @Test func carouselShowsWhatFitsWithMarksAndPosition() {
        let carousel = CarouselComponent(count: 5, cardWidth: 3, cardHeight: 1, offset: 0, focusedIndex: 3) { index, rect, buffer in
            buffer.draw(DisplayText("c\(index)"), in: rect, style: .plain)
        }
        let (lines, _) = Self.lines(carousel, width: 16)
        #expect(lines == [
            "‹ c1  c2  c3  › ",
            "            4/5 ",
        ])
        // Narrower, two cards show, still including the focused one.
        #expect(Self.lines(carousel, width: 14).lines == [
            "‹ c2  c3  ›   ",
            "        4/5   ",
        ])
    }

    @Test func aCarouselScrollsTheStateItIsDrawnWithBeforeDrawing() {
        let context = RenderContext(moduleKey: "picks")
        var state = ViewState()
        state.carouselOffsets["picks"] = 0
        let focused = CarouselComponent(count: 5, cardWidth: 3, cardHeight: 1, offset: 0, focusedIndex: 3) { _, _, _ in }
        focused.scroll(toShowFocusIn: &state, width: 16, context: context)
        #expect(state.carouselOffsets["picks"] == 1, "just enough to show card 3 of the three that fit")
        focused.scroll(toShowFocusIn: &state, width: 14, context: context)
        #expect(state.carouselOffsets["picks"] == 2, "two fit at 14 columns")
        // Drawn unfocused with that state, it stays where focus took it.
        let unfocused = CarouselComponent(count: 5, cardWidth: 3, cardHeight: 1, offset: state.carouselOffsets["picks"] ?? 0, focusedIndex: nil) { index, rect, buffer in
            buffer.draw(DisplayText("c\(index)"), in: rect, style: .plain)
        }
        #expect(Self.lines(unfocused, width: 14).lines.first == "‹ c2  c3  ›   ")
        let unscrolled = CarouselComponent(count: 5, cardWidth: 3, cardHeight: 1, offset: 2, focusedIndex: nil) { _, _, _ in }
        unscrolled.scroll(toShowFocusIn: &state, width: 14, context: context)
        #expect(state.carouselOffsets["picks"] == 2, "with no card focused, nothing scrolls")
    }

    @Test func carouselThatFitsHasNoMarks() {
        let carousel = CarouselComponent(count: 2, cardWidth: 3, cardHeight: 1, offset: 0, focusedIndex: nil) { index, rect, buffer in
            buffer.draw(DisplayText("c\(index)"), in: rect, style: .plain)
        }
        #expect(Self.lines(carousel, width: 10).lines == ["c0  c1    "])
    }

    @Test func gridColumnsFollowTheWidthAndTheCap() {
        let grid = GridComponent(count: 7, maximumColumns: nil, cardHeight: { _ in 1 }) { _, _, _, _ in }
        #expect(grid.columns(forWidth: 20) == 1)
        #expect(grid.columns(forWidth: 40) == 1)
        #expect(grid.columns(forWidth: 41) == 2)
        #expect(grid.columns(forWidth: 61) == 2)
        #expect(grid.columns(forWidth: 62) == 3)
        #expect(grid.columns(forWidth: 250) == 6)
        let capped = GridComponent(count: 7, maximumColumns: 2, cardHeight: { _ in 1 }) { _, _, _, _ in }
        #expect(capped.columns(forWidth: 250) == 2)
        #expect(capped.height(forWidth: 250) == 4)
    }

    @Test func searchBarIsOneFocusableLine() {
        let buffer = FeedRenderer(theme: .mono).render(Module(type: "search_bar", payload: SearchBar.Previews.home), width: 24)
        #expect((0..<buffer.height).map(buffer.line) == [" ⌕ Search for anything  "])
        // Its one stop, declared by its module's focus plan, is where it was drawn.
        #expect(buffer.hotspots.map(\.action) == [.search(query: nil)])
        #expect(buffer.hotspots.first?.rect == Rect(x: 0, y: 0, width: 24, height: 1))
    }
}

/// A coupon card is drawn against the options' clock: expired once `expires_at` has passed.
struct ExpiredCouponCardTests {
    static let coupon = CouponCard(
        titleText: "10% off", button: Button(buttonText: "Apply", action: .applyCoupon(code: "TEN", shopID: nil)),
        expiresAt: ISO8601Date.parse("2026-12-06")
    )

    static func lines(now: String) -> [String] {
        let component = CouponCardComponent(coupon: coupon, element: nil, buttonElement: nil, row: 0)
        var buffer = Buffer(width: 24, height: CouponCardComponent.height)
        let context = RenderContext(theme: .mono, options: LayoutOptions(now: ISO8601Date.parse(now)))
        component.render(in: buffer.area, into: &buffer, context: context)
        return (0..<buffer.height).map(buffer.line)
    }

    @Test func beforeItsEndItSaysWhenItEndsAndAfterItSaysExpired() {
        let before = Self.lines(now: "2026-12-06T23:59:00Z")
        #expect(before[4] == "│Ends Dec 6, 2026      │")
        #expect(before[6] == "│[ Apply ]             │")
        let after = Self.lines(now: "2026-12-07T00:00:00Z")
        #expect(after[4] == "│Expired Dec 6, 2026   │")
        #expect(after[6] == "│[ Expired ]           │")
    }
}
