import FeedFiles
import FeedModel
import Foundation
import Testing

/// A document opened early (`FeedDecoder.opensWith`) gives, once every run of its rest is
/// decoded, exactly the modules and problems a whole decode gives, each problem at its line
/// and column in the document; malformed JSON anywhere is still fatal before anything shows.
struct UndecodedModulesTests {
    static func openingEarly(with first: Int, keepingText: Bool = false) -> FeedDecoder {
        var decoder = FeedDecoder()
        decoder.opensWith = first
        decoder.opensEarlyFrom = 0
        if keepingText { decoder.keepsTextFrom = 0 }
        return decoder
    }

    /// The first result with every run of its rest decoded after it, `length` modules a run.
    static func wholly(_ first: FeedDecodeResult, runsOf length: Int) -> FeedDecodeResult {
        var result = first
        var rest = first.rest
        while let left = rest {
            let run = left.decodeNext(length)
            #expect(run.rest == nil || run.rest!.count == left.count - length, "a run decodes its length and leaves the others")
            result.document?.modules.append(contentsOf: run.modules)
            result.diagnostics += run.diagnostics
            rest = run.rest
        }
        result.rest = nil
        return result
    }

    /// The fingerprint with the problems in a fixed order: the feed's own keys are checked
    /// after its first modules when it opens early, after all of them otherwise.
    static func fingerprint(_ result: FeedDecodeResult) -> [String] {
        let modules = DecodeModeTests.fingerprint(FeedDecodeResult(document: result.document, diagnostics: []))
        return modules + result.diagnostics.map(\.description).sorted()
    }

    static let lateProblems = """
    {"title": "Late",
     "modules": [
      \(headerModuleJSON),
      \(headerModuleJSON),
      {"type": "section_header", "section_header": {"title": 5}},
      {"type": "nope"},
      \(headerModuleJSON),
      {"type": "section_header", "section_header": {"title": "Dup", "title": "Twice"}}
     ],
     "next_page": "home-2.json"}
    """

    @Test(arguments: DecodeModeTests.documents + [lateProblems], [1, 2])
    func everyRunDecodedGivesWhatAWholeDecodeGives(_ json: String, first: Int) {
        let data = Data(json.utf8)
        let whole = FeedDecoder().decode(data)
        for keepingText in [false, true] {
            let opened = Self.openingEarly(with: first, keepingText: keepingText).decode(data)
            #expect(opened.modules.count <= first)
            for length in [1, 3, UndecodedModules.runLength] {
                #expect(Self.fingerprint(Self.wholly(opened, runsOf: length)) == Self.fingerprint(whole), "keeping text \(keepingText), runs of \(length)")
            }
        }
    }

    @Test func laterProblemsAreFoundInTheirRunAtTheirLineAndColumn() throws {
        let opened = Self.openingEarly(with: 2).decode(Data(Self.lateProblems.utf8))
        #expect(opened.diagnostics.isEmpty, "the first two modules are valid: \(opened.diagnostics)")
        #expect(opened.document?.nextPage == "home-2.json")
        #expect(opened.document?.moduleCount == 6)
        let rest = try #require(opened.rest)
        #expect(rest.count == 4)
        #expect(rest.firstPosition == 2)
        let run = rest.decodeNext(2)
        #expect(run.modules.isEmpty, "both modules of the run are dropped or skipped")
        #expect(run.diagnostics.map(\.path) == ["$.modules[2].section_header.title", "$.modules[3].type"])
        #expect(run.diagnostics.first?.location?.line == 5)
        #expect(run.diagnostics.first?.location?.column == 58, "the 5 after \"title\": on line 5")
        let last = try #require(run.rest).decodeNext()
        #expect(last.rest == nil)
        #expect(last.modules.map(\.position) == [4])
        #expect(last.diagnostics.map(\.code) == [.duplicateKey])
        #expect(last.diagnostics.first?.location?.line == 8)
    }

    @Test func malformedJSONAfterTheFirstModulesIsStillFatal() {
        let json = "[" + Array(repeating: headerModuleJSON, count: 5).joined(separator: ",") + ", {\"type\": }]"
        let opened = Self.openingEarly(with: 2).decode(Data(json.utf8))
        #expect(opened.document == nil)
        #expect(opened.rest == nil)
        #expect(opened.errorCount == 1)
        #expect(opened.diagnostics.first?.code == FeedDecoder().decode(Data(json.utf8)).diagnostics.first?.code)
    }

    @Test func aDocumentBelowTheSizeOrAValidatorsDecodeIsDecodedWhole() throws {
        let json = "[" + Array(repeating: headerModuleJSON, count: 5).joined(separator: ",") + "]"
        var small = Self.openingEarly(with: 2)
        small.opensEarlyFrom = json.utf8.count + 1
        #expect(small.decode(Data(json.utf8)).rest == nil)
        #expect(small.decode(Data(json.utf8)).modules.count == 5)
        #expect(FeedDecoder().decode(Data(json.utf8)).rest == nil)
        // A file read for the decode keeps its bytes for the rest.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("undecoded-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let opened = Self.openingEarly(with: 2, keepingText: true).decode(contentsOf: file)
        #expect(opened.modules.count == 2)
        #expect(Self.wholly(opened, runsOf: 2).modules.map(\.position) == [0, 1, 2, 3, 4])
    }
}
