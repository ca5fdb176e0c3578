import FeedBrowser
import FeedBrowserCore
import FeedModel
import FeedRendering
import Foundation

/// The example host: what it adds to the browser (`gift_note`, `share_listing`) and what it
/// performs itself (`open_listing`, with a screen of its own).
///
/// Its executable (`feedterm-example-host`) runs it full-screen; the tests read it here.
public enum ExampleHost {
    /// How long a share takes: FEEDTERM_EXAMPLE_SHARE_MS milliseconds, else 1.5 s.
    public static let shareDelay = DispatchTimeInterval.milliseconds(Int(ProcessInfo.processInfo.environment["FEEDTERM_EXAMPLE_SHARE_MS"] ?? "") ?? 1500)

    /// The host: what it adds to the browser, and what it performs itself.
    public static func makeHost() -> BrowserHost {
        var host = BrowserHost()
        host.register(module: "gift_note", payload: GiftNote.self, renderer: GiftNoteRenderer())
        // Sharing takes a while, as a share sheet or a network call would: the host answers
        // later, and the browser keeps taking keys meanwhile.
        host.register(action: "share_listing", payload: ShareListing.self) { share in
            .later(message: "Sharing listing \(share.listingID)…") { reply in
                DispatchQueue.global().asyncAfter(deadline: .now() + shareDelay) {
                    reply(.handled(message: "Shared listing \(share.listingID)" + (share.channel.map { " by \($0)" } ?? "")))
                }
            }
        }
        host.actions = ActionHandler { action in
            guard case .openListing(let listingID) = action else { return .notHandled }
            return .show(listingScreen(listingID))
        }
        return host
    }

    /// The host's own screen for a listing, instead of the browser's.
    public static func listingScreen(_ listingID: Int) -> HostScreen {
        let header = Module(id: "host-listing", type: "section_header", payload: SectionHeader(header: Header(
            title: "Listing \(listingID), as the example host shows it",
            subtitle: "The host performed open_listing itself · Esc goes back"
        )))
        let note = GiftNote(to: "a friend", message: "I thought of you when I saw this", listingID: listingID)
        return HostScreen(title: "Listing \(listingID)", modules: [header, Module(id: "host-note", type: "gift_note", payload: note)], message: "Opened by the example host")
    }
}
