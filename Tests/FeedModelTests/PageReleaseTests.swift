import FeedFiles
import FeedModel
import Foundation
import Testing

/// A document of 32 MiB or more has its pages handed back while it is decoded; its problems
/// are still placed by line and column, from a line index counted before any page went.
struct PageReleaseTests {
    @Test func aProblemPastPagesHandedBackIsStillPlaced() throws {
        let header = #"{"type": "section_header", "section_header": {"title": "T"}}"#
        let broken = #"{"type": "section_header", "section_header": {"title": 7}}"#
        // 34 MiB of blank lines between the modules: fast to parse, and many pages to hand back.
        let blankLines = 17 << 20
        let text = "{\"modules\": [" + header + "," + String(repeating: " \n", count: blankLines) + broken + "," + header + "]}"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-pages-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try DocumentFile(path: file.path, limits: ReadLimits(maxBytes: 64 << 20, timeout: 60)).releasesPagesWhileDecoded)
        var decoder = FeedDecoder()
        decoder.limits = ReadLimits(maxBytes: 64 << 20, timeout: 60)
        let result = decoder.decode(contentsOf: file)
        #expect(result.modules.count == 2)
        let problem = try #require(result.diagnostics.first)
        #expect(problem.path == "$.modules[1].section_header.title")
        // Each " \n" ends a line, so the broken module starts its line; its 7 is three bytes
        // before its end.
        #expect(problem.location == SourceLocation(line: 1 + blankLines, column: 1 + broken.utf8.count - 3))
    }
}
