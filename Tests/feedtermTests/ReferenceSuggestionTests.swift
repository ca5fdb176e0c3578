import Foundation
import Testing

/// A reference that names nothing in its source while a name in it is a near miss says which
/// (format 1.4): a feed written as its file, a page or part without `.json`, a picture's typo.
struct ReferenceSuggestionTests {
    @Test func eachMissingReferenceNamesItsNearMiss() throws {
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-meant-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: source) }
        try FileManager.default.copyItem(at: FeedtermProcess.root.appendingPathComponent("layouts").resolvingSymlinksInPath(), to: source)
        let extra = #"""
            {"modules": [
              {"type": "section_header", "section_header": {"title": "a", "action": {"type": "open_feed", "feed": "deals.json"}}},
              {"type": "section_header", "section_header": {"title": "b", "action": {"type": "open_feed", "feed": "dealz"}}},
              {"type": "deferred", "deferred": {"path": "deals-3"}},
              {"type": "hero_banner", "hero_banner": {"title": "c", "image": {"url": "images/cofee.png", "alt_text": "x"}}},
              {"type": "section_header", "section_header": {"title": "d", "action": {"type": "open_feed", "feed": "qqqqqqqq"}}}
            ], "next_page": "deals-2"}
            """#
        try Data(extra.utf8).write(to: source.appendingPathComponent("extra.json"))
        let output = try FeedtermProcess.run(["validate", source.appendingPathComponent("extra.json").path])
        let lines = output.stdout.split(separator: "\n").map(String.init)
        func line(_ path: String) -> String { lines.first { $0.contains(": warning: \(path): ") } ?? "" }
        #expect(line("$.modules[0].section_header.action.feed").contains("'deals.json.json' is not in the source \(source.path)/ (did you mean the feed 'deals'?)"), "\(output.stdout)")
        #expect(line("$.modules[1].section_header.action.feed").contains("(did you mean the feed 'deals'?)"), "\(output.stdout)")
        #expect(line("$.modules[2].deferred.path").contains("(did you mean 'deals-3.json'?)"), "\(output.stdout)")
        #expect(line("$.modules[3].hero_banner.image.url").contains("(did you mean 'images/coffee.png'?)"), "\(output.stdout)")
        #expect(line("$.next_page").contains("(did you mean 'deals-2.json'?)"), "\(output.stdout)")
        // Nothing near: no suggestion.
        #expect(!line("$.modules[4].section_header.action.feed").contains("did you mean") && line("$.modules[4].section_header.action.feed").contains("[FT400]"), "\(output.stdout)")
    }
}
