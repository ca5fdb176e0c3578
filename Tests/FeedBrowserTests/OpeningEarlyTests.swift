@testable import FeedBrowserCore
import FeedBrowser
import FeedInput
import FeedModel
import FeedRendering
import Foundation
import Testing

/// A long feed opens early: the first screen shows its first modules while the rest waits to
/// be decoded, keys are answered meanwhile, and the rest comes in runs, in its place, with
/// its problems, until search and End reach all of it.
struct OpeningEarlyTests {
    /// A feed of `count` headers, a listing only in its last part, and one broken module.
    static func feed(_ count: Int, brokenAt broken: Int, listingAt listing: Int) -> String {
        let modules = (0..<count).map { index -> String in
            if index == broken { return #"{"type": "section_header", "section_header": {"title": 7}}"# }
            if index == listing {
                return #"{"type": "listing_grid", "listing_grid": {"header": {"title": "Late picks"}, "listings": [{"listing_id": 77, "title": "Walnut spoon", "price": {"amount": 900, "divisor": 100, "currency_code": "EUR"}}]}}"#
            }
            return #"{"type": "section_header", "section_header": {"title": "Module \#(index)"}}"#
        }
        return "{\"modules\": [\n" + modules.joined(separator: ",\n") + "\n]}"
    }

    static func loads(in effects: [Effect]) -> [LoadRequest] {
        effects.compactMap { if case .load(let request) = $0 { request } else { nil } }
    }

    static func text(of state: BrowserState, in environment: BrowserEnvironment) -> String {
        let buffer = state.frame(in: environment).buffer
        return (0..<buffer.height).map(buffer.line).joined(separator: "\n")
    }

    @Test func theFirstScreenShowsBeforeTheRestAndTheRestComesInRunsWithItsProblems() throws {
        var decoder = FeedDecoder()
        decoder.opensWith = 5
        decoder.opensEarlyFrom = 0
        let count = 2_500
        let source = MemorySource(files: ["home.json": Self.feed(count, brokenAt: 2_000, listingAt: 2_200), "deals.json": "[]"], decoder: decoder)
        let environment = BrowserEnvironment(sourceName: "test", theme: .mono, clock: { Date(timeIntervalSince1970: 1_800_000_000) })
        var state = BrowserState(width: 80, height: 24)
        var pending = Self.loads(in: state.start())
        for request in pending where request.rest == nil {
            pending += Self.loads(in: state.update(.loaded(request.id, source.answer(request)), in: environment))
        }
        pending.removeAll { $0.rest == nil }
        // The first screen: five modules and the placeholder of the others, whose decoding
        // is asked for at once.
        let rest = try #require(pending.first)
        #expect(pending.count == 1 && rest.rest?.count == count - 5)
        #expect(state.screen.list.modules.count == 6)
        let first = Self.text(of: state, in: environment)
        #expect(first.contains("Module 0"))
        #expect(first.contains("Loading the rest of home.json: 2,495 more modules"))
        #expect(state.mayGrow)
        // Keys are answered while it waits: End goes to the end decoded so far, which says so,
        // and follows it as the runs come.
        _ = state.update(.input(.key(.end)), in: environment)
        #expect(Self.text(of: state, in: environment).contains("2,495 more modules"))
        // Each run takes the placeholder's place and leaves one for the next.
        var runs = 0
        var next: LoadRequest? = rest
        while let request = next {
            runs += 1
            next = Self.loads(in: state.update(.loaded(request.id, source.answer(request)), in: environment)).first { $0.rest != nil }
            if runs == 1 { #expect(state.screen.list.modules.count == 5 + UndecodedModules.runLength + 1) }
        }
        #expect(runs == Int((Double(count - 5) / Double(UndecodedModules.runLength)).rounded(.up)))
        #expect(!state.mayGrow)
        #expect(state.screen.list.modules.count == count - 1, "every module but the broken one")
        let problem = try #require(state.diagnostics.first { $0.path == "$.modules[2000].section_header.title" })
        #expect(problem.location?.line == 2_002)
        // End, pressed while it decoded, followed each run to the end; search finds the
        // listing of the last part.
        #expect(Self.text(of: state, in: environment).contains("Module \(count - 1)"))
        for key in [Key.character("/")] + "walnut".map(Key.character) + [.enter] {
            // The host is asked first; it leaves search to the browser.
            for case .perform(let action) in state.update(.input(.key(key)), in: environment) {
                _ = state.update(.answered(action, .notHandled), in: environment)
            }
        }
        #expect(Self.text(of: state, in: environment).contains("Walnut spoon"))
    }

    /// r while the rest decodes: a run of the old reading, arriving after the new one, fills
    /// nothing; the new reading's runs fill the screen.
    @Test func aRunOfAReadingReplacedByRFillsNothing() throws {
        var decoder = FeedDecoder()
        decoder.opensWith = 5
        decoder.opensEarlyFrom = 0
        let source = MemorySource(files: ["home.json": Self.feed(1_500, brokenAt: 1_000, listingAt: 1_200), "deals.json": "[]"], decoder: decoder)
        let environment = BrowserEnvironment(sourceName: "test", theme: .mono, clock: { Date(timeIntervalSince1970: 1_800_000_000) })
        var state = BrowserState(width: 80, height: 24)
        var pending = Self.loads(in: state.start())
        for request in pending where request.rest == nil {
            pending += Self.loads(in: state.update(.loaded(request.id, source.answer(request)), in: environment))
        }
        let old = try #require(pending.first { $0.rest != nil })
        let reload = try #require(Self.loads(in: state.update(.input(.key(.character("r"))), in: environment)).first)
        let fresh = try #require(Self.loads(in: state.update(.loaded(reload.id, source.answer(reload)), in: environment)).first { $0.rest != nil })
        #expect(fresh.rest != old.rest)
        _ = state.update(.loaded(old.id, source.answer(old)), in: environment)
        #expect(state.screen.list.modules.count == 6, "the old reading's run is dropped")
        var next: LoadRequest? = fresh
        while let request = next {
            next = Self.loads(in: state.update(.loaded(request.id, source.answer(request)), in: environment)).first { $0.rest != nil }
        }
        #expect(state.screen.list.modules.count == 1_499)
        #expect(state.diagnostics.count { $0.path == "$.modules[1000].section_header.title" } == 1, "each problem once")
    }
}
