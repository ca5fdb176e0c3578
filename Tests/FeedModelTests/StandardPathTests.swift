import FeedFiles
import FeedModel
import Foundation
import Testing

/// `StandardPath` gives what `URL.standardizedFileURL.path` gives, by string where it can, and
/// `SourceRoot` names a file's folder as its path writes it.
struct StandardPathTests {
    @Test(arguments: [
        "/tmp/a.json", "/tmp/./a.json", "/tmp/x/../a.json", "/tmp//a.json", "/tmp/a/", "/tmp/.../a.json",
        "/tmp/.hidden/a.json", "/tmp/a..json", "/", "a.json", "./a.json", "x/../a.json", "layouts/home.json", "..",
    ])
    func standardisesAsURLDoes(path: String) {
        #expect(StandardPath.of(path) == URL(fileURLWithPath: path).standardizedFileURL.path)
    }

    @Test func absoluteAndNameAreTheURLsToo() {
        for path in ["/tmp/a.json", "a.json", "x/y.json", "/tmp/a.json/"] {
            #expect(StandardPath.absolute(path) == URL(fileURLWithPath: path).path, "\(path)")
        }
        #expect(StandardPath.name(of: "/tmp/x/a.json") == "a.json")
        #expect(StandardPath.name(of: "a.json") == "a.json")
        #expect(SourceRoot.folder(asWritten: "/a.json") == "/")
        #expect(SourceRoot.folder(asWritten: "a.json") == ".")
        #expect(SourceRoot.folder(asWritten: "x/y/a.json") == "x/y")
        for folder in ["/", "/tmp", "/tmp/x"] {
            #expect(StandardPath.joining(folder, "a.json") == URL(fileURLWithPath: folder).appendingPathComponent("a.json").path, "\(folder)")
        }
    }
}
