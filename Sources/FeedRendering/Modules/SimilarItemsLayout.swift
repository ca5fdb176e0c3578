/// The target listing beside the carousel of similar ones, or above it when the width is short.
struct SimilarItemsLayout: Component {
    let target: ListingCardComponent
    let others: CarouselComponent

    private static let cardWidth = ListingCardComponent.preferredWidth

    private func sideBySide(_ width: Int) -> Bool {
        width >= Self.cardWidth * 2 + 3
    }

    func height(forWidth width: Int) -> Int {
        if sideBySide(width) {
            return SideBySideComponent(left: target, leftWidth: Self.cardWidth, right: others).height(forWidth: width)
        }
        return target.height(forWidth: min(width, Self.cardWidth)) + others.height(forWidth: width)
    }

    func scroll(toShowFocusIn state: inout ViewState, width: Int, context: RenderContext) {
        if sideBySide(width) {
            SideBySideComponent(left: target, leftWidth: Self.cardWidth, right: others).scroll(toShowFocusIn: &state, width: width, context: context)
        } else {
            others.scroll(toShowFocusIn: &state, width: width, context: context)
        }
    }

    func render(in area: Rect, into buffer: inout Buffer, context: RenderContext) {
        if sideBySide(area.width) {
            SideBySideComponent(left: target, leftWidth: Self.cardWidth, right: others).render(in: area, into: &buffer, context: context)
            return
        }
        let targetHeight = target.height(forWidth: min(area.width, Self.cardWidth))
        target.render(in: Rect(x: area.x, y: area.y, width: min(area.width, Self.cardWidth), height: min(targetHeight, area.height)), into: &buffer, context: context)
        others.render(in: area.dropping(rows: targetHeight), into: &buffer, context: context)
    }
}
