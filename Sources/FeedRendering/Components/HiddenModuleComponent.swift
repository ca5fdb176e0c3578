import FeedModel

/// One dim line where a module its cohort does not see would be: "hidden: hero_banner
/// "winter" needs flag winter_sale".
struct HiddenModuleComponent: Component {
    let hidden: HiddenModule

    func height(forWidth width: Int) -> Int { 1 }

    func render(in area: Rect, into buffer: inout Buffer, context: RenderContext) {
        let name = hidden.id.map { "\(hidden.type) \"\($0)\"" } ?? hidden.type
        var style = context.theme.style(.muted)
        style.attributes.insert(.dim)
        buffer.draw(DisplayText("⊘ hidden: \(name) \(hidden.reason)"), in: area.row(0), style: style)
    }
}
