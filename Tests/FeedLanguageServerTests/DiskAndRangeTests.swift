import Foundation
import Testing

/// What the editor shows agrees with what validate reads: a byte-order mark the editor hid is
/// still reported, and each range covers exactly the characters at fault.
struct DiskAndRangeTests {
    static func diagnostics(of text: String, onDisk: Data? = nil) throws -> [[String: Any]] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-lsp-disk-\(UUID().uuidString).json")
        try (onDisk ?? Data(text.utf8)).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var session = ServerSession()
        session.open(file.absoluteString, text)
        return try #require(try session.run().diagnostics(file.absoluteString))
    }

    static func range(_ diagnostic: [String: Any]?) -> [String: [String: Int]]? {
        diagnostic?["range"] as? [String: [String: Int]]
    }

    @Test func aByteOrderMarkTheEditorHidIsReportedAsValidateReportsIt() throws {
        let text = #"{"type": "section_header", "section_header": {"title": "T"}}"#
        let found = try Self.diagnostics(of: text, onDisk: Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8))
        #expect(found.map { $0["code"] as? String } == ["FT102"])
        #expect(Self.range(found.first)?["start"] == ["line": 0, "character": 0])
        #expect(try Self.diagnostics(of: text).isEmpty, "the same text without a mark on disk is clean")
    }

    @Test func aRawTabIsUnderlinedItselfNotTheCharacterAfterIt() throws {
        let text = "{\"type\": \"section_header\", \"section_header\": {\"title\": \"a\tb\"}}"
        let found = try Self.diagnostics(of: text)
        #expect(found.map { $0["code"] as? String } == ["FT105"])
        let tab = text.utf16.firstIndex(of: 9).map { text.utf16.distance(from: text.utf16.startIndex, to: $0) }
        #expect(Self.range(found.first) == ["start": ["line": 0, "character": tab ?? -1], "end": ["line": 0, "character": (tab ?? -1) + 1]])
    }

    @Test func aMissingKeyWithANearMissUnderlinesTheMisspelledKey() throws {
        let text = #"{"type": "section_header", "section_header": {"tilte": "T"}}"#
        let found = try Self.diagnostics(of: text)
        #expect(found.map { $0["code"] as? String } == ["FT300"])
        let key = try #require(text.range(of: #""tilte""#))
        let start = text.distance(from: text.startIndex, to: key.lowerBound)
        #expect(Self.range(found.first) == ["start": ["line": 0, "character": start], "end": ["line": 0, "character": start + 7]])
    }
}
