import FeedModel
import Foundation
import Testing

/// Finding an element in its document: path, line and column, its own JSON.
struct ElementInspectionTests {
    static let feed = """
        {"modules": [
          {"type": "section_header", "section_header": {"title": "Hi"}},
          {"type": "listing_carousel", "id": "picks", "listing_carousel": {
            "header": {"title": "Picks"},
            "listings": [
              {"listing_id": 7, "title": "Broken"},
              {"listing_id": 8, "title": "Mug", "price": {"amount": 1, "divisor": 1, "currency_code": "USD"}}
            ]}}
        ]}
        """

    @Test func aCardIsFoundByItsListingIDThoughTheOneBeforeItWasDropped() throws {
        let steps: [JSONAddressStep] = [.key("listing_carousel"), .key("listings"), .element(whereKey: "listing_id", equals: 8, orIndex: 0)]
        let found = try #require(ElementInspection.find(in: Data(Self.feed.utf8), modulePosition: 1, steps: steps))
        #expect(found.jsonPath == "$.modules[1].listing_carousel.listings[1]")
        #expect(found.line == 7 && found.column == 7)
        #expect(found.json.contains("\"title\" : \"Mug\""))
        #expect(!found.json.contains("Broken"))
    }

    @Test func eachShapeOfDocumentHasItsModulesWhereTheDecoderNumbersThem() throws {
        let module = #"{"type": "search_bar", "search_bar": {"placeholder": "Find"}}"#
        let array = try #require(ElementInspection.find(in: Data("[\(module), \(module)]".utf8), modulePosition: 1, steps: [.key("search_bar")]))
        #expect(array.jsonPath == "$[1].search_bar")
        let single = try #require(ElementInspection.find(in: Data(module.utf8), modulePosition: 0, steps: []))
        #expect(single.jsonPath == "$")
        #expect(single.line == 1 && single.column == 1)
    }

    @Test func anElementThatIsNotThereIsNil() {
        #expect(ElementInspection.find(in: Data(Self.feed.utf8), modulePosition: 0, steps: [.key("section_header"), .key("footer")]) == nil)
        #expect(ElementInspection.find(in: Data(Self.feed.utf8), modulePosition: 5, steps: []) == nil)
        #expect(ElementInspection.find(in: Data("{\"modules\": [,]}".utf8), modulePosition: 0, steps: []) == nil)
    }
}
