import FeedBrowser
import FeedBrowserCore
import FeedModel
import FeedRendering
import FeedTerminal
import Foundation

/// A host program: FeedBrowser as a library, with a module type and an action of its own, and
/// `open_listing` performed by the host with a screen of its own.
///
/// Run it with `swift run feedterm-example-host [DIR]`; DIR defaults to the example's own
/// layouts, which use `gift_note` and `share_listing`.
@main
struct ExampleHost {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.contains("--help") || arguments.count > 1 {
            print("usage: feedterm-example-host [DIR]\n  Browses DIR (default: the example's own layouts) with the example host's gift_note module and share_listing action.")
            exit(arguments.contains("--help") ? 0 : 2)
        }
        guard let directory = arguments.first.map({ URL(fileURLWithPath: $0) }) ?? Bundle.module.url(forResource: "layouts", withExtension: nil) else {
            FileHandle.standardError.write(Data("feedterm-example-host: cannot find the example's layouts\n".utf8))
            exit(1)
        }
        let host = makeHost()
        let terminal: Terminal
        do {
            terminal = try Terminal.start(noColor: !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty)
        } catch {
            FileHandle.standardError.write(Data("feedterm-example-host: \(error)\n".utf8))
            exit(2)
        }
        let size = terminal.size
        let runtime = BrowserRuntime(source: DirectorySource(directory: directory, decoder: host.decoder), host: host, width: size.width, height: size.height)
        let signal = runtime.run(next: terminal.nextStep, draw: terminal.draw)
        terminal.stop()
        exit(signal.map { 128 + $0 } ?? 0)
    }

    /// How long a share takes: FEEDTERM_EXAMPLE_SHARE_MS milliseconds, else 1.5 s.
    static let shareDelay = DispatchTimeInterval.milliseconds(Int(ProcessInfo.processInfo.environment["FEEDTERM_EXAMPLE_SHARE_MS"] ?? "") ?? 1500)

    /// The host: what it adds to the browser, and what it performs itself.
    static func makeHost() -> BrowserHost {
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
    static func listingScreen(_ listingID: Int) -> HostScreen {
        let header = Module(id: "host-listing", type: "section_header", payload: SectionHeader(header: Header(
            title: "Listing \(listingID), as the example host shows it",
            subtitle: "The host performed open_listing itself · Esc goes back"
        )))
        let note = GiftNote(to: "a friend", message: "I thought of you when I saw this", listingID: listingID)
        return HostScreen(title: "Listing \(listingID)", modules: [header, Module(id: "host-note", type: "gift_note", payload: note)], message: "Opened by the example host")
    }
}
