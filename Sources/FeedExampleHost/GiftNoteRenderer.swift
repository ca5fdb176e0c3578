import FeedModel
import FeedRendering

/// Draws a `gift_note`: a framed note, and one focus stop, Share, that performs share_listing.
public struct GiftNoteRenderer: ModuleRenderer {
    /// The renderer the host registers for `gift_note`.
    public init() {}

    public func focusPlan(for module: Module) -> FocusPlan {
        var plan = FocusPlan()
        if let note = module.payload as? GiftNote {
            plan.add(.custom("share"), action: ShareListing.action(listingID: note.listingID, channel: "note"))
        }
        return plan
    }

    public func components(for module: Module, context: RenderContext) -> [any Component] {
        guard let note = module.payload as? GiftNote else { return [] }
        let share = Button(buttonText: "Share", action: ShareListing.action(listingID: note.listingID, channel: "note"), style: .secondary)
        return [
            TextLineComponent(text: DisplayText("✉ A note for \(note.to)"), role: .title),
            TextLineComponent(text: DisplayText("  “\(note.message)”"), role: .body),
            ButtonComponent(button: share, element: context.plan.element(.custom("share")), row: 1),
        ]
    }
}
