import FeedModel
import Testing

/// "Did you mean …": typos in keys and type names are named with the fix.
struct SuggestionTests {
    @Test func aMissingKeyNamesItsNearMissAmongTheObjectsUnknownKeys() {
        let result = decode(#"{"modules": [{"type": "section_header", "section_header": {"tilte": "Hello"}}]}"#)
        // One problem, one line: the error names the misspelling, so the unknown key's own
        // warning (FT310) is withdrawn.
        #expect(result.diagnostics.map(\.message) == ["required key 'title' is missing (found 'tilte': did you mean 'title'?); module dropped"])
        #expect(result.diagnostics.map(\.code) == [.missingKey])
        // The place is the near miss, `tilte`, which is what the author must change (format
        // 1.4), not the object that lacks the key (column 59).
        #expect(result.diagnostics.first?.location == SourceLocation(line: 1, column: 60))
    }

    @Test func aKnownKeyIsNotOfferedForAnotherMissingOne() {
        // 'button_text' is missing; 'action' is a key Button knows, so it is no typo of it.
        let result = decode(#"{"type": "hero_banner", "hero_banner": {"title": "T", "button": {"action": {"type": "search"}}}}"#)
        #expect(result.diagnostics.map(\.message) == ["required key 'button_text' is missing; field ignored"])
    }

    @Test func aKeyTooFarFromTheMissingOneIsNotOffered() {
        let result = decode(#"{"type": "search_bar", "search_bar": {"hint": "Search"}}"#)
        #expect(result.diagnostics.map(\.message) == [
            "unknown key 'hint'; clients ignore it, so what it carries is lost", "required key 'placeholder' is missing; module dropped",
        ])
    }

    @Test func aKeySpelledInAnotherCaseStyleNamesTheKeyItMeant() {
        // camelCase and kebab-case spellings are more than two edits away, yet plainly meant.
        let result = decode(#"{"id": "home", "nextPage": "home-2.json", "modules": [{"type": "listing_carousel", "listing_carousel": {"header": {"title": "T"}, "listings": [{"listing_id": 1, "title": "Mug", "shop_name": "S", "price": {"amount": 1, "divisor": 1, "currency_code": "USD"}, "freeShipping": true}]}}]}"#)
        #expect(result.diagnostics.map(\.message) == [
            "unknown key 'freeShipping' (did you mean 'free_shipping'?); clients ignore it, so what it carries is lost",
            "unknown key 'nextPage' (did you mean 'next_page'?); clients ignore it, so what it carries is lost",
        ])
        #expect(NearMiss.closest(to: "listing-grid", among: ["listing_grid", "listing_carousel"]) == "listing_grid")
    }

    @Test func anUnknownModuleTypeNamesTheClosestKnownType() {
        let result = decode(#"[{"type": "deals_for_yuo", "deals_for_yuo": {}}, {"type": "no_such_module", "no_such_module": {}}]"#)
        #expect(result.diagnostics.map(\.message) == [
            "unknown module type 'deals_for_yuo' (did you mean 'deals_for_you'?); module skipped",
            "unknown module type 'no_such_module'; module skipped",
        ])
        #expect(result.diagnostics.map(\.code) == [.unknownModuleType, .unknownModuleType])
    }

    @Test func anUnknownActionTypeNamesTheClosestKnownType() {
        let result = decode(#"{"type": "section_header", "section_header": {"title": "T", "action": {"type": "add_to_kart", "listing_id": 1}}}"#)
        #expect(result.diagnostics.map(\.message) == ["unknown action type 'add_to_kart' (did you mean 'add_to_cart'?); shown as inert"])
        #expect(result.diagnostics.map(\.code) == [.unknownActionType])
    }
}

/// Near misses at a document's top level, where a typo loses the whole feed.
struct TopLevelSuggestionTests {
    @Test func aFeedWhoseModulesKeyIsMisspelledNamesIt() {
        let result = decode(#"{"id": "home", "modlues": []}"#)
        #expect(result.document == nil)
        #expect(result.diagnostics.map(\.code) == [.wrongTopLevel])
        #expect(result.diagnostics.first?.message.hasSuffix("found an object with neither 'modules' nor 'type' (found 'modlues': did you mean 'modules'?)") == true)
    }
}
