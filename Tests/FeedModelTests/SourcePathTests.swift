import FeedModel
import Foundation
import Testing

/// Every path a feed names stays inside its source, or is refused.
struct SourcePathTests {
    @Test(arguments: ["deals.json", "listings/1001.json", "feeds/winter-sale.json", "caf%C3%A9.json", "a/./b.json", "日本.json", "...json", ".../x.json", "a..b/c.json", ".hidden.json"])
    func relativePathsInsideTheSourceAreAllowed(_ path: String) {
        #expect(SourcePath.problem(with: path) == nil)
    }

    @Test(arguments: [
        ("", "empty"),
        ("https://other.example/x.json", "scheme or a host"),
        ("//other.example/x.json", "names a host"),
        ("/etc/passwd", "starts at the root"),
        ("../secrets.json", "leaves the source"),
        ("feeds/../../secrets.json", "leaves the source"),
        ("..\\secrets.json", "backslash"),
        ("%2e%2e/secrets.json", "leaves the source with .. once its %-escapes are decoded"),
        ("%2F%2Fother.example/x.json", "names a host once its %-escapes are decoded"),
        ("%2Fetc/passwd", "starts at the root, not in the source once"),
        ("https%3A//other.example", "scheme or a host once"),
        ("%252e%252e/x.json", "percent-encoded twice"),
        ("a\u{0}b.json", "control character"),
        ("file:secrets.json", "scheme or a host"),
        ("..", "leaves the source"),
        ("a/..", "leaves the source"),
        ("a/../b.json", "leaves the source"),
        ("a\u{7F}.json", "control character"),
        ("a\u{1B}]0;x.json", "control character"),
    ])
    func everyEscapeIsRefusedWithAReason(path: String, reason: String) {
        let problem = SourcePath.problem(with: path)
        #expect(problem?.contains(reason) == true, "\(path): \(problem ?? "allowed")")
    }
}

/// What `validate` says of a path that leaves the source, by where the feed names it.
struct RefusedPathDiagnosticsTests {
    @Test func anOpenFeedThatLeavesTheSourceIsAWarningAndTheActionIsKept() throws {
        let json = #"[{"type": "section_header", "section_header": {"title": "Hi", "action": {"type": "open_feed", "feed": "//other.example/x"}}}]"#
        let result = FeedDecoder().decode(Data(json.utf8))
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.code == .invalidValue)
        #expect(diagnostic.path == "$[0].section_header.action.feed")
        #expect(diagnostic.location?.column == 103)
        #expect(diagnostic.message.contains("the feed '//other.example/x' is refused: it names a host"))
        let header = try #require(result.modules.first?.payload as? SectionHeader)
        #expect(header.header.action == .openFeed(feed: "//other.example/x"), "the browser refuses it when it is selected")
    }

    @Test func anOpenFeedInsideTheSourceSaysNothing() {
        let json = #"[{"type": "section_header", "section_header": {"title": "Hi", "action": {"type": "open_feed", "feed": "feeds/winter"}}}]"#
        #expect(FeedDecoder().decode(Data(json.utf8)).diagnostics.isEmpty)
    }
}
