import FeedFixtures
import FeedModel
import FeedRendering
import Testing

/// A snapshot of every Previews value, drawn by its component (models) or renderer (modules).
struct PreviewSnapshotTests {
    /// Draws a component alone at a width, as tall as it asks, optionally focused.
    static func draw(_ component: some Component, width: Int, focus: Int? = nil) -> Buffer {
        var buffer = Buffer(width: width, height: component.height(forWidth: width))
        let context = RenderContext(focus: focus.map { ElementID(module: 0, element: $0) })
        component.render(in: buffer.area, into: &buffer, context: context)
        return buffer
    }

    @Test func listingCards() {
        for preview in ListingCard.Previews.all {
            let card = ListingCardComponent(card: preview.value, element: 0, row: 0, screenRows: 10)
            assertBufferSnapshot(Self.draw(card, width: 24), folder: "previews", group: "ListingCard", name: preview.name)
        }
        let focused = ListingCardComponent(card: ListingCard.Previews.walnutBoard, element: 0, row: 0, screenRows: 10)
        assertBufferSnapshot(Self.draw(focused, width: 24, focus: 0), folder: "previews", group: "ListingCard", name: "walnutBoard-focused")
        assertBufferSnapshot(Self.draw(focused, width: 12), folder: "previews", group: "ListingCard", name: "walnutBoard-narrow")
    }

    @Test func couponCards() {
        for preview in CouponCard.Previews.all {
            let card = CouponCardComponent(coupon: preview.value, element: nil, buttonElement: 0, row: 0)
            assertBufferSnapshot(Self.draw(card, width: 30), folder: "previews", group: "CouponCard", name: preview.name)
        }
    }

    @Test func headersFootersAndButtons() {
        for preview in Header.Previews.all {
            assertBufferSnapshot(Self.draw(HeaderComponent(header: preview.value), width: 40), folder: "previews", group: "Header", name: preview.name)
        }
        for preview in Footer.Previews.all {
            // As a module's focus plan numbers it: a stop only when it has an action.
            let footer = FooterComponent(footer: preview.value, element: preview.value.action == nil ? nil : 0, row: 0)
            assertBufferSnapshot(Self.draw(footer, width: 30, focus: 0), folder: "previews", group: "Footer", name: preview.name + "-focused")
        }
        for preview in Button.Previews.all {
            let button = ButtonComponent(button: preview.value, element: 0, row: 0)
            assertBufferSnapshot(Self.draw(button, width: 24), folder: "previews", group: "Button", name: preview.name)
        }
    }

    @Test func imagesAndMoney() {
        for preview in Image.Previews.all {
            var buffer = Buffer(width: 8, height: 2)
            buffer.fill(buffer.area, with: "░", style: Theme.shop.imageStyle(preview.value.dominantColor))
            assertBufferSnapshot(buffer, folder: "previews", group: "Image", name: preview.name)
        }
        for preview in Money.Previews.all {
            let line = TextLineComponent(text: DisplayText(preview.value.formatted), role: .price)
            assertBufferSnapshot(Self.draw(line, width: 12), folder: "previews", group: "Money", name: preview.name)
        }
    }

    @Test func modules() {
        for preview in ModulePreview.all {
            assertBufferSnapshot(FeedRenderer().render([preview.module], width: 60), folder: "previews", group: preview.group, name: preview.name)
        }
    }
}
