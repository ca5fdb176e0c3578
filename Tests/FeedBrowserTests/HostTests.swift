import FeedBrowser
import FeedModel
import FeedRendering
import Foundation
import Testing

/// A host registers its own action and module types, and answers every action first.
struct HostTests {
    struct Share: Decodable, Sendable, Equatable {
        var listingID: Int
        var note: String?

        enum CodingKeys: String, CodingKey {
            case listingID = "listing_id"
            case note
        }
    }

    struct Stamp: ModulePayload, Decodable {
        var text: String
    }

    static let shareJSON = #"{"type": "search_bar", "search_bar": {"placeholder": "Share", "action": {"type": "share_listing", "listing_id": 42, "note": "for Sam"}}}"#

    @Test func anUnknownActionKeepsItsWholePayload() throws {
        let result = FeedDecoder().decode(Data(Self.shareJSON.utf8))
        let action = try #require((result.modules.first?.payload as? SearchBar)?.action)
        #expect(action.typeName == "share_listing")
        #expect(try action.decodePayload(as: Share.self) == Share(listingID: 42, note: "for Sam"))
        #expect(result.diagnostics.map(\.code) == [.unknownActionType], "feedterm itself still warns")
    }

    @Test func aRegisteredActionDecodesWithoutAWarningAndTheHostPerformsIt() throws {
        var host = BrowserHost()
        host.register(action: "share_listing", payload: Share.self) { share in
            .handled(message: "Shared \(share.listingID) \(share.note ?? "")")
        }
        let result = host.decoder.decode(Data(Self.shareJSON.utf8))
        #expect(result.diagnostics.isEmpty)
        let action = try #require((result.modules.first?.payload as? SearchBar)?.action)
        guard case .handled(let message) = host.handle(action) else {
            Issue.record("the registered action was not handled")
            return
        }
        #expect(message == "Shared 42 for Sam")
    }

    @Test func aPayloadThatDoesNotDecodeIsAnsweredWithWhatIsWrong() {
        var host = BrowserHost()
        host.register(action: "share_listing", payload: Share.self) { _ in .handled(message: "shared") }
        let action = Action.custom(type: "share_listing", payload: .object(["type": .string("share_listing"), "listing_id": .string("x")]))
        guard case .handled(let message) = host.handle(action) else {
            Issue.record("a bad payload must not fall through to the browser")
            return
        }
        #expect(message?.contains("listing_id") == true)
    }

    @Test func everyOtherActionGoesToTheHostsHandlerAndTheBuiltInsStayTheFallback() {
        var host = BrowserHost()
        host.actions = ActionHandler { action in
            action == .openListing(listingID: 1) ? .handled(message: "mine") : .notHandled
        }
        guard case .handled = host.handle(.openListing(listingID: 1)) else {
            Issue.record("the host's handler was not asked")
            return
        }
        guard case .notHandled = host.handle(.openListing(listingID: 2)) else {
            Issue.record("an action the host declined must fall back to the browser")
            return
        }
    }

    @Test func aHostThatAnswersLaterLeavesKeysWorkingAndItsAnswerArrives() throws {
        let gate = DispatchSemaphore(value: 0)
        var host = BrowserHost()
        host.register(action: "share_listing", payload: Share.self) { share in
            .later(message: "Sharing \(share.listingID)…") { reply in
                // The answer waits until the test lets it go; a second reply is ignored.
                DispatchQueue.global().async {
                    gate.wait()
                    reply(.handled(message: "Shared \(share.listingID)"))
                    reply(.handled(message: "Shared twice"))
                }
            }
        }
        let runtime = BrowserRuntime(source: DecodingSource(files: ["home.json": #"{"modules": [\#(Self.shareJSON)]}"#, "deals.json": "[]"], decoder: host.decoder), host: host, width: 60, height: 12)
        runtime.settle()
        runtime.send(.input(.key(.enter)))
        #expect(LoadCancellationTests.wait(runtime) { runtime.state.statusMessage == .host("Sharing 42…") })
        // While the host works, keys go on: Deals opens.
        runtime.send(.input(.key(.character("2"))))
        #expect(runtime.state.statusMessage == .showing(title: "Deals"))
        gate.signal()
        #expect(runtime.settle(timeout: .seconds(5)))
        #expect(runtime.state.statusMessage == .host("Shared 42"))
    }

    @Test func aRegisteredModuleTypeDecodesAndIsDrawnByItsRenderer() throws {
        var host = BrowserHost()
        let renderer = PayloadRenderer(Stamp.self) { stamp, _ in [TextLineComponent(text: DisplayText("STAMP " + stamp.text), role: .title)] }
        host.register(module: "stamp", payload: Stamp.self, renderer: renderer)
        let json = #"{"modules": [{"type": "stamp", "stamp": {"text": "approved"}}]}"#
        let runtime = BrowserRuntime(source: DecodingSource(files: ["home.json": json, "deals.json": "[]"], decoder: host.decoder), host: host, width: 40, height: 8)
        runtime.settle()
        let frame = runtime.frame()
        #expect((0..<frame.height).map(frame.line).contains { $0.contains("STAMP approved") })
        #expect(runtime.state.diagnostics.isEmpty)
    }
}

/// A source held in memory that decodes with a given decoder.
struct DecodingSource: FeedSource {
    let files: [String: String]
    let decoder: FeedDecoder
    var name: String { "memory" }

    func load(_ path: String) -> FeedDecodeResult? {
        files[path].map { decoder.decode(Data($0.utf8)) }
    }
}
