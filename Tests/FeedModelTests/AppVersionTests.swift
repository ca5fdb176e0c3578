import FeedModel
import Foundation
import Testing

/// What each app version shows in a module's place: by `since` and `min_version`, through the
/// fallback chain, for a reader (`Cohort`) and for a validator (`AppVersions`).
struct AppVersionTests {
    static let since = TypeSince(["listing_grid": ClientVersion("5.3.0")!, "promo_banner": ClientVersion("5.0.0")!])
    static let versions = AppVersions(clients: ["4.8.0", "5.0.0", "5.3.0"].compactMap(ClientVersion.init), since: since)

    static func module(_ fallback: String? = nil) throws -> Module {
        let grid = #""type": "listing_grid", "listing_grid": {"header": {"title": "G"}, "listings": [\#(listingJSON(1))]}"#
        return try #require(decode("{\(grid)\(fallback.map { ", \"fallback\": \($0)" } ?? "")}").modules.first)
    }

    static let promo = #"{"type": "promo_banner", "promo_banner": {"title": "P"}, "fallback": {"type": "section_header", "section_header": {"title": "S"}}}"#

    @Test func aReaderSeesTheFirstModuleDownTheChainItsVersionKnows() throws {
        let module = try Self.module(Self.promo)
        let shown = { (version: String?) in Cohort(clientVersion: version.flatMap(ClientVersion.init), since: Self.since).shown(module)?.type }
        #expect(shown(nil) == "listing_grid")
        #expect(shown("5.3") == "listing_grid")
        #expect(shown("5.0.0") == "promo_banner")
        #expect(shown("4.8.0") == "section_header")
        #expect(Cohort(clientVersion: ClientVersion("4.8.0"), since: Self.since).hidingCondition(of: module) == "needs client 5.3.0 or later for listing_grid")
    }

    @Test func aFallbackIsShownToReadersTheModulesRequiresLeavesOut() throws {
        let result = decode(#"{"type": "hero_banner", "requires": {"flags": ["members"]}, "hero_banner": {"title": "Members"}, "fallback": \#(headerModuleJSON)}"#)
        let module = try #require(result.modules.first)
        #expect(Cohort().shown(module)?.type == "section_header")
        #expect(Cohort(flags: ["members"]).shown(module)?.type == "hero_banner")
        #expect(Cohort().visible([module]).map(\.type) == ["section_header"])
    }

    @Test func versionsThatCanNeitherShowNorReplaceAModuleAreItsHoles() throws {
        #expect(Self.versions.holes(in: try Self.module()) == ["5.0.0", "4.8.0"].compactMap(ClientVersion.init))
        #expect(Self.versions.holes(in: try Self.module(Self.promo)) == [])
        // A fallback that some versions cannot show either leaves them a hole.
        #expect(Self.versions.holes(in: try Self.module(#"{"type": "promo_banner", "promo_banner": {"title": "P"}}"#)) == [ClientVersion("4.8.0")])
        // "drop" says nothing there is a choice.
        #expect(Self.versions.holes(in: try Self.module(#""drop""#)) == [])
    }

    @Test func aMinVersionWithoutAFallbackIsAChoiceNotAHole() throws {
        let gated = try #require(decode(#"{"type": "section_header", "requires": {"min_version": "5.0.0"}, "section_header": {"title": "New"}}"#).modules.first)
        #expect(Self.versions.holes(in: gated) == [])
        #expect(Self.versions.shownDepth(of: gated, at: ClientVersion("4.8.0")!) == nil)
    }

    @Test func aValidatorNamesTheVersionsThatShowNothingAndOffersAFallback() throws {
        var decoder = FeedDecoder()
        decoder.appVersions = Self.versions
        let grid = #"{"type": "listing_grid", "id": "g", "listing_grid": {"header": {"title": "G"}, "listings": [\#(listingJSON(1))]}}"#
        let result = decoder.decode(Data(#"{"modules": [\#(headerModuleJSON),\#n \#(grid)]}"#.utf8))
        let hole = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(hole.code == .versionsShowNothing && hole.severity == .warning)
        #expect(hole.path == "$.modules[1].type" && hole.location == SourceLocation(line: 2, column: 11))
        #expect(hole.message.hasPrefix("5.0.0 and 4.8.0 show nothing here: listing_grid is known from 5.3.0; add a fallback they know"))
        #expect(hole.fix == .addFallback(module: "$.modules[1]"))
    }

    @Test func anActionOfATypeSomeVersionsDoNotKnowIsReported() throws {
        var decoder = FeedDecoder()
        decoder.appVersions = AppVersions(clients: [ClientVersion("4.8.0")!], since: TypeSince(["add_to_cart": ClientVersion("5.0.0")!]))
        let result = decoder.decode(Data(#"{"type": "section_header", "section_header": {"title": "T", "action": {"type": "add_to_cart", "listing_id": 1}}}"#.utf8))
        #expect(result.diagnostics.map(\.code) == [.versionsShowInertAction])
        #expect(result.diagnostics.first?.message == "4.8.0 shows this action as inert: add_to_cart is known from 5.0.0")
    }

    @Test func anActionIsJudgedOnlyForTheVersionsThatShowItsModule() throws {
        var decoder = FeedDecoder()
        decoder.appVersions = AppVersions(clients: ["4.8.0", "5.0.0"].compactMap(ClientVersion.init), since: TypeSince(["add_to_cart": ClientVersion("5.0.0")!, "promo_banner": ClientVersion("5.0.0")!]))
        // 4.8.0 shows the fallback, not the banner: the banner's action is never inert there.
        let banner = #"{"type": "promo_banner", "promo_banner": {"title": "P", "action": {"type": "add_to_cart", "listing_id": 1}}, "fallback": \#(headerModuleJSON)}"#
        #expect(decoder.decode(Data(banner.utf8)).diagnostics.isEmpty)
        let header = #"{"type": "section_header", "section_header": {"title": "T", "action": {"type": "add_to_cart", "listing_id": 1}}}"#
        #expect(decoder.decode(Data(header.utf8)).diagnostics.map(\.code) == [.versionsShowInertAction])
    }

    @Test func aHostWithAPortAllowsAURLOfItsSchemesOwnPort() {
        let hosts = AllowedHosts(["img.example.com:443", "127.0.0.1:8765", "[::1]:9000", "cdn.example.com"])
        #expect(hosts.allows(host: "img.example.com", port: nil, scheme: "https"))
        #expect(!hosts.allows(host: "img.example.com", port: nil, scheme: "http"))
        #expect(hosts.allows(host: "127.0.0.1", port: 8765, scheme: "http") && !hosts.allows(host: "127.0.0.1", port: 8766, scheme: "http"))
        #expect(hosts.allows(host: "::1", port: 9000, scheme: "http"))
        #expect(hosts.allows(host: "CDN.example.com", port: 8080, scheme: "https"))
        for bad in ["host:+80", "host:", "host:99999", "http://host/", "::1", "[::1", "a b"] {
            #expect(!AllowedHosts.isEntry(bad), "\(bad)")
        }
        #expect(AllowedHosts.isEntry("[::1]:9000") && AllowedHosts.isEntry("img.example.com"))
    }

    @Test func theCohortTableCountsAFallbackAsSeen() throws {
        let gated = try #require(decode(#"{"type": "hero_banner", "requires": {"flags": ["members"]}, "hero_banner": {"title": "Members"}, "fallback": \#(headerModuleJSON)}"#).modules.first)
        let table = CohortTable(modules: [gated])
        #expect(table.rows.map(\.moduleCount) == [1, 1])
    }
}
