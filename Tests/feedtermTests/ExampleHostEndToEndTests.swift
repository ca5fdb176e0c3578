import Foundation
import Testing

/// The example host in a real terminal: its own module type drawn, its own action performed,
/// and open_listing performed by the host with a screen of its own.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct ExampleHostEndToEndTests {
    @Test func theHostsModuleActionAndScreenWork() throws {
        let session = try TmuxSession([], program: "feedterm-example-host", width: 80, height: 24)
        let home = try session.waitFor("A note for Sam")
        #expect(home.contains("[ Share ]"))
        #expect(!home.contains("problem"), "the host's decoder knows its own types")
        // The note's Share is the first stop: the host performs share_listing, answering later.
        try session.send("Enter")
        try session.waitFor("Sharing listing 1001…")
        // Keys work while it shares (1.5 s): Deals opens before the answer, which then arrives.
        try session.send("2")
        let deals = try session.waitFor("On sale")
        #expect(!deals.contains("Shared listing 1001"), "Deals opened while the host was still sharing")
        try session.waitFor("Shared listing 1001 by note")
        try session.send("1")
        // A card: open_listing, performed by the host with its own screen.
        try session.send("Tab", "Enter")
        let screen = try session.waitFor("as the example host shows it")
        #expect(screen.contains("Example host › Listing 1001"))
        // A share_listing action from the feed's JSON, with its fields.
        try session.send("Escape", "End", "Enter")
        try session.waitFor("Shared listing 1002 by email")
        try session.send("q")
        #expect(try session.waitFor("EXIT=").contains("EXIT=0"))
    }
}
