import FeedFiles
import FeedModel
import Foundation
import Testing

/// A long feed a browser opens is mapped, not read: pages handed back come again from the
/// file, a problem is still placed by line and column, and a file another program cuts short
/// while it is mapped reads zeros (the parser's error), never kills the reader with SIGBUS.
struct MappedFileTests {
    static func temporaryFile(_ text: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-mapped-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: file)
        return file
    }

    @Test func pagesHandedBackAreReadAgainFromTheFile() throws {
        let text = String(repeating: "0123456789abcdef", count: 1 << 18)
        let file = try Self.temporaryFile(text)
        defer { try? FileManager.default.removeItem(at: file) }
        let mapped = try DocumentFile(path: file.path, mapsFrom: 0)
        #expect(mapped.rereadsReleasedPages)
        #expect(try !DocumentFile(path: file.path).rereadsReleasedPages, "a file is read unless mapping is asked for")
        mapped.releasePages(0..<mapped.count)
        mapped.releaseResidentPages()
        #expect(mapped.withUnsafeBytes { Data($0) } == Data(text.utf8))
        #expect(!mapped.wasCutShort)
    }

    @Test func aFileCutShortWhileMappedReadsZerosAndSaysSo() throws {
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let file = try Self.temporaryFile(String(repeating: "x", count: 8 * pageSize))
        defer { try? FileManager.default.removeItem(at: file) }
        let mapped = try DocumentFile(path: file.path, mapsFrom: 0)
        try #require(truncate(file.path, off_t(2 * pageSize)) == 0)
        let (kept, cut) = mapped.withUnsafeBytes { bytes in (bytes[pageSize], bytes[5 * pageSize]) }
        #expect(kept == UInt8(ascii: "x"))
        #expect(cut == 0, "past the new end: zeros, and no SIGBUS")
        #expect(mapped.wasCutShort)
    }

    @Test func aDocumentThatOpensEarlyFromItsFileGivesEveryModuleAndPlacesItsProblems() throws {
        let header = #"{"type": "section_header", "section_header": {"title": "T"}}"#
        let broken = #"{"type": "section_header", "section_header": {"title": 7}}"#
        // Lines enough for several hand-backs of the line count's pages.
        let blankLines = 5 << 20
        let modules = Array(repeating: header, count: 100) + [broken] + Array(repeating: header, count: 10)
        let text = "{\"modules\": [" + modules.joined(separator: "," + String(repeating: "\n", count: blankLines / modules.count)) + "]}"
        let file = try Self.temporaryFile(text)
        defer { try? FileManager.default.removeItem(at: file) }
        var decoder = FeedDecoder()
        decoder.opensWith = 3
        decoder.opensEarlyFrom = 0
        let opened = decoder.decode(contentsOf: file)
        #expect(opened.modules.count == 3)
        let whole = UndecodedModulesTests.wholly(opened, runsOf: 16)
        #expect(whole.modules.count == 110)
        let problem = try #require(whole.diagnostics.first)
        #expect(problem.path == "$.modules[100].section_header.title")
        #expect(problem.location == FeedDecoder().decode(contentsOf: file).diagnostics.first?.location)
        #expect(problem.location?.line == 1 + 100 * (blankLines / modules.count))
    }
}
