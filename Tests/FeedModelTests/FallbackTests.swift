import FeedModel
import Foundation
import Testing

/// A module's `fallback`: decoded as a module or `"drop"`, shown to the readers who cannot be
/// shown the module, and checked as a validator checks it.
struct FallbackTests {
    static let strip = #"{"type": "review_strip", "id": "reviews", "review_strip": {"stars": 5}, "fallback": {"type": "section_header", "id": "loved", "section_header": {"title": "Loved by 12,000 shoppers"}}}"#

    @Test func aModuleOfATypeTheClientDoesNotKnowIsReplacedByItsFallback() throws {
        let result = decode(#"{"modules": [\#(headerModuleJSON), \#(Self.strip)]}"#)
        #expect(types(result) == ["section_header", "section_header"])
        let shown = try #require(result.modules.last)
        #expect(shown.id == "loved" && shown.position == 1)
        #expect(result.diagnostics.map(\.code) == [.unknownModuleType])
        #expect(result.diagnostics.first?.message.hasSuffix("its fallback, a section_header, is shown in its place") == true)
    }

    @Test func dropAndNoFallbackShowNothingButOnlyDropIsAChoice() throws {
        let dropped = decode(#"{"type": "review_strip", "review_strip": {}, "fallback": "drop"}"#)
        #expect(dropped.modules.isEmpty)
        let known = decode(#"{"type": "section_header", "section_header": {"title": "T"}, "fallback": "drop"}"#)
        #expect(try #require(known.modules.first).fallback.map { if case .drop = $0 { true } else { false } } == true)
        #expect(try #require(decode(headerModuleJSON).modules.first).fallback == nil)
    }

    @Test func aFallbackIsCheckedAsAModuleAndABadOneIsDroppedAndReported() {
        let result = decode(#"{"type": "review_strip", "review_strip": {}, "fallback": {"type": "section_header", "section_header": {}}}"#)
        #expect(result.modules.isEmpty)
        #expect(summary(result) == ["error $.fallback.section_header.title", "warning $.type"])
    }

    @Test func aModuleWhosePayloadIsInvalidIsDroppedNotReplaced() {
        let result = decode(#"{"type": "promo_banner", "promo_banner": {}, "fallback": \#(headerModuleJSON)}"#)
        #expect(result.modules.isEmpty)
        #expect(result.diagnostics.map(\.code) == [.missingKey])
    }

    @Test func aFallbackOfTheModulesOwnTypeIsReportedAtItsType() {
        let result = decode(#"{"type": "section_header", "section_header": {"title": "A"},\#n "fallback": {"type": "section_header", "section_header": {"title": "B"}}}"#)
        #expect(result.diagnostics.map(\.code) == [.fallbackOfOwnType])
        #expect(result.diagnostics.first?.path == "$.fallback.type")
        #expect(result.diagnostics.first?.location == SourceLocation(line: 2, column: 23))
    }

    @Test func fallbacksNestMoreThanThreeDeepOnlyWithAWarning() throws {
        var json = headerModuleJSON
        for level in 0..<4 {
            json = #"{"type": "strip_\#(level)", "strip_\#(level)": {}, "fallback": \#(json)}"#
        }
        let result = decode(json)
        #expect(result.diagnostics.map(\.code).filter { $0 != .unknownModuleType } == [.fallbackTooDeep])
        #expect(result.diagnostics.first { $0.code == .fallbackTooDeep }?.path == "$.fallback.fallback.fallback.fallback")
        #expect(result.modules.isEmpty)
    }

    @Test(arguments: [#""keep""#, "null", "[]", "3"])
    func aFallbackThatIsNeitherAModuleNorDropIsReported(value: String) {
        let result = decode(#"{"type": "review_strip", "review_strip": {}, "fallback": \#(value)}"#)
        #expect(result.modules.isEmpty)
        #expect(result.diagnostics.contains { $0.path == "$.fallback" && [.invalidValue, .wrongType].contains($0.code) })
    }

    @Test func keysWrittenTwiceInAFallbackDropTheFallbackNotTheModule() throws {
        let result = decode(#"{"type": "section_header", "section_header": {"title": "A"}, "fallback": {"type": "promo_banner", "promo_banner": {"title": "B", "title": "C"}}}"#)
        let module = try #require(result.modules.first)
        #expect(module.fallback == nil)
        #expect(summary(result) == ["error $.fallback.promo_banner.title"])
    }
}
