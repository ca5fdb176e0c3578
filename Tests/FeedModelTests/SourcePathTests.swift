import FeedModel
import Testing

/// Every path a feed names stays inside its source, or is refused.
struct SourcePathTests {
    @Test(arguments: ["deals.json", "listings/1001.json", "feeds/winter-sale.json", "caf%C3%A9.json", "a/./b.json", "日本.json"])
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
    ])
    func everyEscapeIsRefusedWithAReason(path: String, reason: String) {
        let problem = SourcePath.problem(with: path)
        #expect(problem?.contains(reason) == true, "\(path): \(problem ?? "allowed")")
    }
}
