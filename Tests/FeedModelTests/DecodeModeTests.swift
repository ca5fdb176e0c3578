import FeedModel
import Foundation
import Testing

/// Decoding module by module, as the parser streams them, gives exactly what decoding the whole
/// document's tape gives: the same modules and the same diagnostics, in the same order.
struct DecodeModeTests {
    static let documents: [String] = [
        #"{"id": 7, "title": "T", "modules": [{"type": "section_header", "section_header": {"title": 1}}, {"type": "nope"}, \#(headerModuleJSON)], "next_page": []}"#,
        #"[{"type": "search_bar", "search_bar": {}}, \#(headerModuleJSON), 3]"#,
        #"{"modules": [\#(headerModuleJSON)], "modules": [{"type": "search_bar", "search_bar": {}}]}"#,
        #"{"modu\u006ces": [\#(headerModuleJSON)], "modules": []}"#,
        #"{"modules": {"a": [\#(headerModuleJSON)]}, "x": [1]}"#,
        #"{"type": "listing_grid", "listing_grid": {"header": {"title": "G"}, "listings": [\#(listingJSON(1)), {"listing_id": "2"}]}}"#,
    ]

    /// A result as text that shows every module's content and every diagnostic.
    static func fingerprint(_ result: FeedDecodeResult) -> [String] {
        result.modules.map { "\($0.type) \($0.id ?? "-") \(String(describing: $0.payload))" }
            + result.diagnostics.map(\.description)
            + ["document: \(result.document.map { "\($0.shape) \($0.id ?? "-") \($0.title ?? "-") \($0.nextPage ?? "-")" } ?? "nil")"]
    }

    @Test(arguments: documents)
    func bothModesAgreeOnBrokenAndOddDocuments(_ json: String) {
        let data = Data(json.utf8)
        #expect(Self.fingerprint(FeedDecoder().decode(data, mode: .moduleByModule)) == Self.fingerprint(FeedDecoder().decode(data, mode: .wholeDocument)))
    }

    @Test func bothModesAgreeOnEveryBundledLayout() throws {
        #expect(BundledLayoutsTests.files.count > 10)
        for file in BundledLayoutsTests.files {
            let data = try Data(contentsOf: file)
            let streamed = FeedDecoder().decode(data, mode: .moduleByModule)
            #expect(!streamed.modules.isEmpty, "\(file.lastPathComponent)")
            #expect(Self.fingerprint(streamed) == Self.fingerprint(FeedDecoder().decode(data, mode: .wholeDocument)), "\(file.lastPathComponent)")
        }
    }

    @Test func theFirstOfDuplicateModulesKeysWinsInBothModes() {
        let result = decode(#"{"modules": [\#(headerModuleJSON)], "modules": []}"#)
        #expect(result.modules.count == 1)
    }

    /// A decoder that keeps no modules (validate's) reports exactly what one that keeps them
    /// does, and counts the modules it dropped.
    @Test(arguments: documents)
    func aDecoderThatKeepsNoModulesReportsTheSame(_ json: String) {
        let data = Data(json.utf8)
        var dropping = FeedDecoder()
        dropping.keepsModules = false
        let kept = FeedDecoder().decode(data), dropped = dropping.decode(data)
        #expect(dropped.diagnostics.map(\.description) == kept.diagnostics.map(\.description))
        #expect(dropped.document?.moduleCount == kept.document?.moduleCount)
        #expect(dropped.document?.shape == kept.document?.shape)
        if kept.document?.shape != .singleModule {
            #expect(dropped.modules.isEmpty)
        }
    }
}
