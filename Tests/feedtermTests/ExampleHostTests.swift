import FeedBrowser
import FeedExampleHost
import FeedModel
import Foundation
import Testing

/// The example host as a library: what its executable runs, read without a terminal.
struct ExampleHostTests {
    @Test func theExampleLayoutsDecodeWithTheHostsOwnModuleAndNoProblem() throws {
        let home = FeedtermProcess.root.appendingPathComponent("Sources/feedterm-example-host/layouts/home.json")
        let result = ExampleHost.makeHost().decoder.decode(try Data(contentsOf: home))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let note = try #require(result.modules.lazy.compactMap { $0.payload as? GiftNote }.first)
        #expect(!note.to.isEmpty)
    }

    @Test func theHostOpensAListingWithAScreenOfItsOwnWhoseNoteSharesThatListing() throws {
        let host = ExampleHost.makeHost()
        guard case .show(let screen) = host.handle(.openListing(listingID: 1004)) else {
            Issue.record("the example host must perform open_listing itself")
            return
        }
        let note = try #require(screen.modules.compactMap { $0.payload as? GiftNote }.first)
        #expect(note.listingID == 1004)
        let plan = GiftNoteRenderer().focusPlan(for: try #require(screen.modules.last))
        #expect(plan.stops.map(\.action) == [ShareListing.action(listingID: 1004, channel: "note")])
    }
}
