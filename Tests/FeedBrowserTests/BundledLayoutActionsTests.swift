import FeedBrowser
import FeedFiles
import FeedInput
import FeedModel
import FeedRendering
import Foundation
import Testing

/// Every action the bundled layouts offer leads somewhere with something to show: a feed or a
/// shop that exists and is not empty, a search that finds a listing, and a shop's "more from"
/// that shows that shop's listings.
struct BundledLayoutActionsTests {
    static let layouts = repositoryRoot.appendingPathComponent("layouts").resolvingSymlinksInPath()

    static var files: [URL] {
        (FileManager.default.subpaths(atPath: layouts.path) ?? []).filter { $0.hasSuffix(".json") }.sorted().map(layouts.appendingPathComponent)
    }

    /// The actions a person can activate in a file: its modules' hotspots, every carousel
    /// laid out in full so no card is left out.
    static func actions(in file: URL) -> [Action] {
        let renderer = FeedRenderer(options: LayoutOptions(expandsCarousels: true))
        return FeedDecoder().decode(contentsOf: file).modules.enumerated().flatMap { index, module in
            renderer.render(module, index: index, width: 120).hotspots.compactMap(\.action)
        }
    }

    /// The modules of a layout file, which must decode without a problem and show something.
    static func modules(at path: String, from file: URL) -> [Module] {
        let result = FeedDecoder().decode(contentsOf: layouts.appendingPathComponent(path))
        #expect(result.diagnostics.isEmpty, "\(file.lastPathComponent) leads to \(path): \(result.diagnostics.first?.description ?? "")")
        #expect(!result.modules.isEmpty, "\(file.lastPathComponent) leads to \(path), which shows nothing")
        return Array(result.modules)
    }

    @Test func everyActionLeadsSomewhereWithSomethingToShow() {
        var searches = Set<String>()
        var followed = 0
        for file in Self.files {
            for action in Self.actions(in: file) {
                followed += 1
                switch action {
                case .openFeed(let feed):
                    _ = Self.modules(at: "\(feed).json", from: file)
                case .openShop(let shopID, _):
                    _ = Self.modules(at: "shops/\(shopID).json", from: file)
                case .openListing(let listingID):
                    // Without a document of its own, a listing's screen is built from its card.
                    if FileManager.default.fileExists(atPath: Self.layouts.appendingPathComponent("listings/\(listingID).json").path) {
                        _ = Self.modules(at: "listings/\(listingID).json", from: file)
                    }
                case .search(let query?):
                    searches.insert(query)
                default:
                    break
                }
            }
        }
        #expect(followed > 100)
        #expect(!searches.isEmpty)
        for query in searches.sorted() {
            let harness = Harness()
            harness.type("/" + query)
            harness.press(.enter)
            #expect(harness.screenText.contains("in every feed loaded so far"), "the search “\(query)” finds nothing")
        }
    }

    @Test func aShopsListingsAreThatShopsOnly() {
        for file in Self.files {
            let result = FeedDecoder().decode(contentsOf: file)
            for module in result.modules {
                let header = (module.payload as? ListingCarousel)?.header ?? (module.payload as? ListingGrid)?.header
                guard case .openShop(_, let shopName?)? = header?.action else { continue }
                for card in module.payload.listings {
                    #expect(card.shopName == shopName, "\(file.lastPathComponent): “\(header?.title ?? "")” shows \(card.title) from \(card.shopName ?? "no shop")")
                }
            }
            // A shop's own page lists only its items.
            if file.deletingLastPathComponent().lastPathComponent == "shops", let shop = result.document?.title {
                for card in result.modules.flatMap(\.payload.listings) {
                    #expect(card.shopName == shop, "\(file.lastPathComponent) lists \(card.title) from \(card.shopName ?? "no shop")")
                }
            }
        }
    }
}
