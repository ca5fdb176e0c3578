import Foundation
import Testing

/// A screen too long to read whole before its first line (more than `LinearPage.readsWholeUpTo`
/// modules) is read as its items are asked for: its summary says how many modules it holds,
/// the numbers go on across `more`, and an item far down is found when it is asked for.
struct LinearLongScreenTests {
    /// A source whose Home is `count` promo banners, "Offer 1" to "Offer N", each with its button.
    static func source(modules count: Int) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-linear-long-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let modules = (1...count).map { number in
            """
            {"type": "promo_banner", "id": "offer-\(number)", "promo_banner": {"title": "Offer \(number)",
             "button": {"button_text": "Learn about offer \(number)", "action": {"type": "open_url", "url": "https://www.example.com/\(number)"}}}}
            """
        }
        try Data(#"{"id": "home", "title": "Home", "modules": [\#(modules.joined(separator: ",\n"))]}"#.utf8).write(to: folder.appendingPathComponent("home.json"))
        return folder
    }

    @Test func aLongScreenIsReadAsItsItemsAreAskedFor() throws {
        let source = try Self.source(modules: 1_500)
        defer { try? FileManager.default.removeItem(at: source) }
        let output = try FeedtermProcess.run(["browse", source.path, "--no-state", "--linear"], stdin: Data("more\n1499\nquit\n".utf8))
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Home: 1,500 modules, their items counted as they are read.", "\(lines.prefix(3))")
        #expect(lines.contains("Type more for items 21 to 40."), "no total is claimed before it is known: \(output.stdout.prefix(2000))")
        #expect(lines.contains("21. Learn about offer 21"), "the numbers go on across more")
        #expect(!output.stdout.contains("There is no item 1499"), "an item far down is read when asked for: \(output.stdout.suffix(600))")
        #expect(output.status == 0)
    }

    @Test func aShortScreenIsStillCountedWhole() throws {
        let source = try Self.source(modules: 30)
        defer { try? FileManager.default.removeItem(at: source) }
        let output = try FeedtermProcess.run(["browse", source.path, "--no-state", "--linear"], stdin: Data("quit\n".utf8))
        #expect(output.stdout.hasPrefix("Home: 30 sections, 30 items.\n"), "\(output.stdout.prefix(200))")
        #expect(output.stdout.contains("Type more for items 21 to 30 of 30."))
    }
}
