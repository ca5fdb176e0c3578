import FeedModel
import Foundation
import Testing

/// One test per decoding rule of the layout format (docs/layout-format.md, How problems are handled), each with a broken document.
struct DecodingRulesTests {
    @Test func missingRequiredFieldDropsTheModuleWithAnErrorAndKeepsTheOthers() {
        let result = decode(#"{"modules": [\#(headerModuleJSON), {"type": "section_header", "section_header": {"subtitle": "no title"}}, \#(headerModuleJSON)]}"#)
        #expect(summary(result) == ["error $.modules[1].section_header.title"])
        #expect(result.diagnostics[0].message == "required key 'title' is missing; module dropped")
        #expect(types(result) == ["section_header", "section_header"])
    }

    @Test func nullRequiredFieldDropsTheModule() {
        let result = decode(#"{"modules": [{"type": "search_bar", "search_bar": {"placeholder": null}}, \#(headerModuleJSON)]}"#)
        #expect(summary(result) == ["error $.modules[0].search_bar.placeholder"])
        #expect(result.diagnostics[0].message.hasPrefix("required key 'placeholder' is null"))
        #expect(types(result) == ["section_header"])
    }

    @Test func requiredFieldOfTheWrongTypeDropsTheModuleAndSaysWhatWasFound() {
        let result = decode(#"{"modules": [{"type": "section_header", "section_header": {"title": 42}}, \#(headerModuleJSON)]}"#)
        #expect(summary(result) == ["error $.modules[0].section_header.title"])
        #expect(result.diagnostics[0].message == "expected a string, found a number; module dropped")
        #expect(result.modules.count == 1)
    }

    @Test func nestedRequiredFieldNamesTheDeepestPath() {
        let result = decode(#"""
            {"modules": [{"type": "listing_carousel", "listing_carousel": {"header": {"title": "H"},
              "listings": [\#(listingJSON(1))], "footer": {"action": {"type": "open_feed", "feed": "deals"}}}}]}
            """#)
        // footer is optional: its missing text makes it absent, with a warning at the text's path.
        #expect(summary(result) == ["warning $.modules[0].listing_carousel.footer.text"])
        let carousel = try? #require(result.modules.first?.payload as? ListingCarousel)
        #expect(carousel?.footer == nil)
        #expect(carousel?.listings.count == 1)
    }

    @Test func optionalFieldOfTheWrongTypeIsAbsentWithAWarning() {
        let result = decode(#"{"modules": [{"type": "section_header", "section_header": {"title": "T", "subtitle": ["x"]}}]}"#)
        #expect(summary(result) == ["warning $.modules[0].section_header.subtitle"])
        #expect(result.diagnostics[0].message == "expected a string, found an array; field ignored")
        let header = result.modules.first?.payload as? SectionHeader
        #expect(header?.header.title == "T")
        #expect(header?.header.subtitle == nil)
    }

    @Test func optionalFieldOutOfRangeIsAbsentWithAWarning() {
        let result = decode(#"{"modules": [{"type": "listing_grid", "listing_grid": {"header": {"title": "G"}, "columns": 9, "listings": [\#(listingJSON(1))]}}]}"#)
        #expect(summary(result) == ["warning $.modules[0].listing_grid.columns"])
        #expect((result.modules.first?.payload as? ListingGrid)?.columns == nil)
    }

    @Test func invalidCardsInAnArrayAreDroppedOneByOneWithAWarningEach() {
        let result = decode(#"""
            {"modules": [{"type": "deals_for_you", "deals_for_you": {"header": {"title": "Deals"}, "items": [
              {"title_text": "A", "button": {"button_text": "Apply", "action": {"type": "apply_coupon", "code": "A"}}},
              {"title_text": "B", "button": {"action": {"type": "apply_coupon", "code": "B"}}},
              "not a card",
              {"title_text": "D", "button": {"button_text": "Apply", "action": {"type": "apply_coupon", "code": "D"}}}
            ]}}]}
            """#)
        #expect(summary(result) == [
            "warning $.modules[0].deals_for_you.items[1].button.button_text",
            "warning $.modules[0].deals_for_you.items[2]",
        ])
        #expect(result.diagnostics[0].message == "required key 'button_text' is missing; element dropped")
        let deals = result.modules.first?.payload as? DealsForYou
        #expect(deals?.items.map(\.titleText) == ["A", "D"])
    }

    @Test func requiredArrayLeftWithNoValidElementDropsItsModule() {
        let result = decode(#"""
            {"modules": [{"type": "listing_carousel", "listing_carousel": {"header": {"title": "H"},
              "listings": [{"listing_id": "one", "title": "x", "price": {"amount": 1, "divisor": 1, "currency_code": "JPY"}}]}}, \#(headerModuleJSON)]}
            """#)
        #expect(summary(result) == [
            "warning $.modules[0].listing_carousel.listings[0].listing_id",
            "error $.modules[0].listing_carousel.listings",
        ])
        #expect(types(result) == ["section_header"])
    }

    @Test func emptyRequiredArrayDropsItsModule() {
        let result = decode(#"{"modules": [{"type": "listing_grid", "listing_grid": {"header": {"title": "G"}, "listings": []}}]}"#)
        #expect(summary(result) == ["error $.modules[0].listing_grid.listings"])
        #expect(result.diagnostics[0].message == "required array 'listings' is empty; module dropped")
        #expect(result.modules.isEmpty)
    }

    @Test func unknownModuleTypeIsSkippedWithAWarningNamingTheType() {
        let result = decode(#"{"modules": [{"type": "no_such_module", "no_such_module": {}}, \#(headerModuleJSON)]}"#)
        #expect(summary(result) == ["warning $.modules[0].type"])
        #expect(result.diagnostics[0].message == "unknown module type 'no_such_module'; module skipped")
        #expect(types(result) == ["section_header"])
    }

    @Test func unknownActionTypeIsKeptAsInertWithAWarning() {
        let result = decode(#"{"modules": [{"type": "section_header", "section_header": {"title": "T", "action": {"type": "teleport"}}}]}"#)
        #expect(summary(result) == ["warning $.modules[0].section_header.action.type"])
        #expect((result.modules.first?.payload as? SectionHeader)?.header.action == .custom(type: "teleport", payload: .object(["type": .string("teleport")])))
    }

    /// A client ignores unknown keys; a validator names each, since a misspelled optional key
    /// silently loses what it carries.
    @Test func unknownKeysAreKeptOutOfTheTreeAndEachIsAWarning() {
        let result = decode(#"{"modules": [{"type": "section_header", "future": 1, "section_header": {"title": "T", "sparkle": true}}], "experiment": "b"}"#)
        #expect(summary(result) == ["warning $.modules[0].future", "warning $.modules[0].section_header.sparkle", "warning $.experiment"])
        #expect(result.diagnostics.allSatisfy { $0.code == .unknownKey })
        #expect(result.modules.count == 1)
    }

    @Test func aProjectsKnownKeysAndSchemaAtTheTopAreNotReported() {
        let json = #"{"$schema": "s.json", "modules": [{"type": "section_header", "tracking": 1, "section_header": {"title": "T", "tracking": 2}}]}"#
        let result = FeedDecoder(knownKeys: ["tracking"]).decode(Data(json.utf8))
        #expect(result.diagnostics.isEmpty)
        let nested = decode(#"[{"type": "section_header", "$schema": "s.json", "section_header": {"title": "T"}}]"#)
        #expect(summary(nested) == ["warning $[0][\"$schema\"]"])
    }

    @Test func misspelledOptionalKeysAreNamedWithTheKeyTheyMiss() {
        let card = #"{"listing_id": 1, "title": "a", "price": {"amount": 1, "divisor": 1, "currency_code": "USD"}, "orignal_price": {}, "is_favourite": true, "free_shiping": true}"#
        let result = decode(#"{"nextPage": "x.json", "modules": [{"type": "listing_grid", "listing_grid": {"header": {"title": "H"}, "listings": [\#(card)]}}]}"#)
        #expect(result.diagnostics.map(\.message).map { $0.components(separatedBy: ";")[0] } == [
            "unknown key 'orignal_price' (did you mean 'original_price'?)", "unknown key 'is_favourite' (did you mean 'is_favorite'?)",
            "unknown key 'free_shiping' (did you mean 'free_shipping'?)", "unknown key 'nextPage' (did you mean 'next_page'?)",
        ])
    }

    @Test func anActionsKeysAreJudgedByItsType() {
        let result = decode(#"{"type": "section_header", "section_header": {"title": "T", "action": {"type": "open_feed", "feed": "deals", "listing_id": 3}}}"#)
        #expect(summary(result) == ["warning $.section_header.action.listing_id"])
    }

    @Test func moduleWithoutItsPayloadKeyIsDropped() {
        let result = decode(#"{"modules": [{"type": "search_bar", "placeholder": "oops, not nested"}]}"#)
        #expect(summary(result) == ["warning $.modules[0].placeholder", "error $.modules[0].search_bar"])
        #expect(result.modules.isEmpty)
        let misspelled = decode(#"[{"type": "listing_grid", "listing-grid": {}}]"#)
        #expect(misspelled.diagnostics.count == 1)
        #expect(misspelled.diagnostics.last?.message == "required key 'listing_grid' is missing (found 'listing-grid': did you mean 'listing_grid'?); a module carries its payload under its type; module dropped")
    }

    @Test func moduleThatIsNotAnObjectIsDropped() {
        let result = decode(#"{"modules": ["hello", 3, \#(headerModuleJSON)]}"#)
        #expect(summary(result) == ["error $.modules[0]", "error $.modules[1]"])
        #expect(result.diagnostics[0].message == "expected an object, found a string; module dropped")
        #expect(types(result) == ["section_header"])
    }

    /// 1e-400 reads as 0.0 in a Double; an integer field must not take it as 0.
    @Test func anIntegerThatUnderflowsIsNoIntegerButAWholeExponentIs() {
        let result = decode(#"[{"type": "listing_carousel", "listing_carousel": {"header": {"title": "H"}, "listings": [{"listing_id": 1e-400, "title": "a", "price": {"amount": 1, "divisor": 1, "currency_code": "JPY"}}, {"listing_id": 3e2, "title": "b", "price": {"amount": 0e5, "divisor": 1, "currency_code": "JPY"}}]}}]"#)
        #expect(result.diagnostics.map(\.message) == ["expected an integer, found 1e-400; element dropped"])
        #expect((result.modules.first?.payload as? ListingCarousel)?.listings.map(\.listingID) == [300])
    }

    @Test func fractionalAndOversizedIntegersAreDiagnosedAtTheirField() {
        let result = decode(#"""
            [{"type": "listing_carousel", "listing_carousel": {"header": {"title": "H"}, "listings": [
              {"listing_id": 1.5, "title": "a", "price": {"amount": 1, "divisor": 1, "currency_code": "JPY"}},
              {"listing_id": 9223372036854775808, "title": "b", "price": {"amount": 1, "divisor": 1, "currency_code": "JPY"}},
              \#(listingJSON(3))]}}]
            """#)
        #expect(summary(result) == [
            "warning $[0].listing_carousel.listings[0].listing_id",
            "warning $[0].listing_carousel.listings[1].listing_id",
        ])
        #expect(result.diagnostics[0].message == "expected an integer, found 1.5; element dropped")
        #expect(result.diagnostics[1].message.hasPrefix("number 9223372036854775808 is out of range"))
        #expect((result.modules.first?.payload as? ListingCarousel)?.listings.map(\.listingID) == [3])
    }

    @Test func moneyRulesAreChecked() {
        let result = decode(#"""
            [{"type": "listing_grid", "listing_grid": {"header": {"title": "H"}, "listings": [
              {"listing_id": 1, "title": "a", "price": {"amount": 1, "divisor": 0, "currency_code": "USD"}},
              {"listing_id": 2, "title": "b", "price": {"amount": 1, "divisor": 100, "currency_code": "dollars"}},
              \#(listingJSON(3))]}}]
            """#)
        #expect(summary(result) == [
            "warning $[0].listing_grid.listings[0].price.divisor",
            "warning $[0].listing_grid.listings[1].price.currency_code",
        ])
    }

    /// A currency code is three letters from A to Z, and only that: not lower case, not two or
    /// four letters, not letters beyond ASCII however few their scalars.
    @Test(arguments: [("USD", true), ("JPY", true), ("usd", false), ("US", false), ("USDX", false), ("ÜSD", false), ("U$D", false), ("", false)])
    func aCurrencyCodeIsThreeCapitalLetters(code: String, isValid: Bool) {
        let result = decode(#"[{"type": "listing_grid", "listing_grid": {"header": {"title": "H"}, "listings": [{"listing_id": 1, "title": "a", "price": {"amount": 1, "divisor": 1, "currency_code": "\#(code)"}}, \#(listingJSON(2))]}}]"#)
        #expect(summary(result) == (isValid ? [] : ["warning $[0].listing_grid.listings[0].price.currency_code"]), "\(code)")
    }

    /// A colour is `#` and six hex digits of either case, and nothing else.
    @Test(arguments: [
        ("#8c2f39", [140, 47, 57]), ("#ABCDEF", [171, 205, 239]), ("#000000", [0, 0, 0]), ("#ffFFff", [255, 255, 255]),
        ("#12345", nil), ("#1234567", nil), ("123456#", nil), ("#12345g", nil), ("#1234 5", nil), ("#-12345", nil), ("", nil), ("#١٢٣٤٥٦", nil),
    ] as [(String, [UInt8]?)])
    func aColourIsSixHexDigits(text: String, components: [UInt8]?) {
        #expect(HexColor(text).map { [$0.red, $0.green, $0.blue] } == components, "\(text)")
    }

    @Test func listingCardDefaultsItsActionToOpenListing() {
        let result = decode(#"[{"type": "listing_carousel", "listing_carousel": {"header": {"title": "H"}, "listings": [\#(listingJSON(77))]}}]"#)
        let card = (result.modules.first?.payload as? ListingCarousel)?.listings.first
        #expect(card?.action == .openListing(listingID: 77))
        #expect(card?.isFavorite == false)
    }

    @Test func everyDiagnosticOfADocumentComesBackFromOneDecode() {
        let result = decode(#"""
            {"modules": [
              {"type": "section_header", "section_header": {"title": "T", "subtitle": 1}},
              {"type": "nope"},
              {"type": "search_bar", "search_bar": {}},
              {"type": "promo_banner", "promo_banner": {"title": "P", "image": {"url": "u", "dominant_color": "red"}}}
            ]}
            """#)
        #expect(summary(result) == [
            "warning $.modules[0].section_header.subtitle",
            "warning $.modules[1].type",
            "error $.modules[2].search_bar.placeholder",
            "warning $.modules[3].promo_banner.image.alt_text",
            "warning $.modules[3].promo_banner.image.dominant_color",
        ])
        #expect(types(result) == ["section_header", "promo_banner"])
    }

    @Test func anUnknownActionsPayloadPrintsTheSameWhateverItsKeyOrder() {
        let a = JSONValue.object(["type": .string("x"), "b": .integer(1), "a": .array([.null, .bool(true)])])
        let b = JSONValue.object(["a": .array([.null, .bool(true)]), "type": .string("x"), "b": .integer(1)])
        #expect(String(describing: Action.custom(type: "x", payload: a)) == String(describing: Action.custom(type: "x", payload: b)))
        #expect(a.description == #"{"a":[null,true],"b":1,"type":"x"}"#)
    }
}
