import FeedFiles
import FeedModel
import Foundation
import Testing

/// A long document's modules kept as their text (`FeedDecoder.keepsTextFrom`) read back as
/// exactly the modules a decode keeps decoded, and `FeedModules` cuts and joins them without
/// losing or moving one.
struct KeptModuleTextTests {
    static var keepingText: FeedDecoder {
        var decoder = FeedDecoder()
        decoder.keepsTextFrom = 0
        return decoder
    }

    @Test(arguments: DecodeModeTests.documents)
    func keptTextGivesTheSameModulesAndDiagnostics(_ json: String) {
        let data = Data(json.utf8)
        #expect(DecodeModeTests.fingerprint(Self.keepingText.decode(data)) == DecodeModeTests.fingerprint(FeedDecoder().decode(data)))
    }

    @Test func everyBundledLayoutReadsBackTheSameFromItsFileAndItsData() throws {
        for file in BundledLayoutsTests.files {
            let decoded = FeedDecoder().decode(contentsOf: file)
            for kept in [Self.keepingText.decode(contentsOf: file), Self.keepingText.decode(try Data(contentsOf: file))] {
                #expect(DecodeModeTests.fingerprint(kept) == DecodeModeTests.fingerprint(decoded), "\(file.lastPathComponent)")
                // Read by index, twice (the second from the cache), and summarised without decoding.
                for index in kept.modules.indices {
                    for _ in 0..<2 {
                        #expect(String(describing: kept.modules[index].payload) == String(describing: decoded.modules[index].payload))
                    }
                    let summary = kept.modules.summary(at: index)
                    #expect(summary.type == decoded.modules[index].type)
                    #expect(summary.requires == decoded.modules[index].requires)
                    #expect(summary.position == decoded.modules[index].position)
                    // A document that is one module streams no array: it is kept decoded.
                    #expect(kept.modules.isDecoded(index) == (kept.document?.shape == .singleModule))
                }
            }
        }
    }

    /// Gated modules and positions past dropped ones are kept as they decoded.
    @Test func requirementsAndPositionsSurviveTheText() throws {
        let json = #"{"modules": [\#(headerModuleJSON), {"type": "nope"}, {"type": "section_header", "requires": {"flags": ["beta"]}, "section_header": {"title": "Beta"}}]}"#
        let kept = Self.keepingText.decode(Data(json.utf8)).modules
        try #require(kept.count == 2)
        #expect(kept.summary(at: 1).requires?.flags == ["beta"])
        #expect(kept.summary(at: 1).position == 2)
        #expect(kept[1].position == 2)
        #expect(kept[1].requires?.flags == ["beta"])
    }

    /// Cutting, splicing and appending give what the same edits to an array give, and keep
    /// untouched modules as text.
    @Test func editsMatchAnArraysAndLeaveTheRestAsText() throws {
        let file = try #require(BundledLayoutsTests.files.first { $0.lastPathComponent == "home.json" })
        var kept = Self.keepingText.decode(contentsOf: file).modules
        var array = Array(FeedDecoder().decode(contentsOf: file).modules)
        try #require(kept.count > 4)
        let built = Module(id: "built", type: "search_bar", payload: SearchBar(placeholder: "Built"))
        kept.replaceSubrange(2...2, with: [built, built])
        array.replaceSubrange(2...2, with: [built, built])
        kept.append(built)
        array.append(built)
        kept.append(contentsOf: kept.extracting(0..<2))
        array.append(contentsOf: array[0..<2])
        kept += kept[1..<3]
        array += array[1..<3]
        #expect(kept.map(\.id) == array.map(\.id))
        #expect(kept.indices.map { kept[$0].type } == array.map(\.type))
        #expect(kept.decodedIDs.map(\.index) == array.indices.filter { array[$0].id == "built" })
        #expect(kept.firstDecodedIndex(ofID: "built") == array.firstIndex { $0.id == "built" })
        #expect(kept.lastDecodedIndex(ofID: "built") == array.lastIndex { $0.id == "built" })
        #expect(kept.firstDecodedIndex(ofID: try #require(array[0].id)) == nil, "a module kept as text is not looked at")
        #expect(!kept.isDecoded(0) && !kept.isDecoded(4) && kept.isDecoded(2))
        #expect(kept.extracting(3..<5).map(\.id) == Array(array[3..<5]).map(\.id))
    }

    /// A document under the threshold, and a decode that keeps no modules, keep no text.
    @Test func onlyALongEnoughDocumentIsKeptAsText() throws {
        let data = Data(#"{"modules": [\#(headerModuleJSON)]}"#.utf8)
        var threshold = FeedDecoder()
        threshold.keepsTextFrom = data.count + 1
        #expect(threshold.decode(data).modules.isDecoded(0))
        threshold.keepsTextFrom = data.count
        #expect(!threshold.decode(data).modules.isDecoded(0))
        threshold.keepsModules = false
        #expect(threshold.decode(data).modules.isEmpty)
    }
}
