@testable import FeedModel
import Foundation
import Testing

/// Module-by-module decoding finds the same modules, byte for byte, as a JSON parser does, and
/// leaves anything unusual to the whole-document decode.
struct ModuleSplitterTests {
    /// Each element the splitter found, parsed, against the modules JSONSerialization finds.
    static func check(_ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let data = Data(json.utf8)
        let split = try #require(ModuleSplitter.split(data), sourceLocation: sourceLocation)
        let top = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        let expected = (top as? [Any]) ?? ((top as? [String: Any])?["modules"] as? [Any]) ?? []
        #expect(split.elements.count == expected.count, sourceLocation: sourceLocation)
        for (range, element) in zip(split.elements, expected) {
            let parsed = try JSONSerialization.jsonObject(with: data[range], options: [.fragmentsAllowed])
            let found = try JSONSerialization.data(withJSONObject: [parsed], options: [.sortedKeys])
            let wanted = try JSONSerialization.data(withJSONObject: [element], options: [.sortedKeys])
            #expect(found == wanted, "\(String(decoding: found, as: UTF8.self))", sourceLocation: sourceLocation)
        }
    }

    @Test func bundledAndHostileFeedsSplitIntoTheirModules() throws {
        for path in ["layouts/home.json", "layouts/deals.json", "Tests/Fixtures/hostile/home.json", "Tests/Fixtures/hostile/deals.json"] {
            try Self.check(String(decoding: try Data(contentsOf: BundledLayoutsTests.layouts.deletingLastPathComponent().appendingPathComponent(path)), as: UTF8.self))
        }
    }

    @Test func trickyTextSplitsCorrectly() throws {
        try Self.check(#"{"title": "a \"quoted\" ] } title", "modules": [{"type": "x", "x": {"t": "\\"}}, [1, [2, {"a": "]"}]], "s\"}", 42, true, null], "after": {"modules": 1}}"#)
        try Self.check(#"  [ {"a": "\\\""}, {"b": ["\\\\"]} ]  "#)
        try Self.check(#"{"modules": []}"#)
    }

    @Test(arguments: [
        #"{"type": "section_header", "section_header": {"title": "one module"}}"#,  // no modules key
        #"{"modules": {"not": "an array"}}"#,
        #"{"modules": [], "modules": [1]}"#,  // a second modules key: JSONDecoder keeps the first
        #"{"modules": [1, 2"#,  // truncated
        #"{"modules": [1]} trailing"#,
        #""just a string""#,
        #"{"modu\u006ces": [1]}"#,  // an escaped key: left to JSONDecoder
    ])
    func unusualDocumentsAreLeftToTheWholeDocumentDecode(json: String) {
        #expect(ModuleSplitter.split(Data(json.utf8)) == nil)
    }

    @Test func pathsOfModuleByModuleDiagnosticsStartAtTheirModule() {
        let result = FeedDecoder().decode(Data(#"{"modules": [\#(headerModuleJSON), {"type": "section_header", "section_header": {"title": 5}}, {"type": "nope"}]}"#.utf8))
        #expect(summary(result) == ["error $.modules[1].section_header.title", "warning $.modules[2].type"])
        let array = FeedDecoder().decode(Data(#"[\#(headerModuleJSON), {"type": "section_header", "section_header": {}}]"#.utf8))
        #expect(summary(array) == ["error $[1].section_header.title"])
    }
}
