import FeedBrowser
import Foundation

/// A source of 1,000 cards in rows of four, each card's picture a file of its own (hard links
/// to one photograph), and the peak memory of a fresh browser scrolled through all of them.
struct ScrolledCards {
    let directory: URL
    static let rows = 250

    init(photo: Data) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-bench-cards-\(UUID().uuidString)")
        let images = directory.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        let original = images.appendingPathComponent("photo.jpg")
        try photo.write(to: original)
        var modules: [String] = []
        for row in 0..<Self.rows {
            var cards: [String] = []
            for column in 0..<4 {
                let number = row * 4 + column
                try FileManager.default.linkItem(at: original, to: images.appendingPathComponent("p\(number).jpg"))
                cards.append(#"{"listing_id": \#(number + 1), "title": "Card \#(number)", "price": {"amount": 100, "divisor": 100, "currency_code": "USD"}, "image": {"url": "images/p\#(number).jpg"}}"#)
            }
            modules.append(#"{"type": "listing_grid", "listing_grid": {"header": {"title": "Row \#(row)"}, "columns": 4, "listings": [\#(cards.joined(separator: ","))]}}"#)
        }
        try Data(#"{"modules": [\#(modules.joined(separator: ","))]}"#.utf8).write(to: directory.appendingPathComponent("home.json"))
        try Data("[]".utf8).write(to: directory.appendingPathComponent("deals.json"))
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The child's peak memory in MB (`feedterm-bench --picture-probe DIR`).
    func peakMegabytes(withPictures: Bool) throws -> Double {
        try MemoryProbe.peakMegabytes(arguments: ["--picture-probe", directory.path] + (withPictures ? [] : ["--probe-without-pictures"]))
    }

    /// In the child: scrolls a 120 × 40 browser from the first row to the last, every load and
    /// picture waited for at each page, then prints the peak memory in KiB.
    static func runChild(directory: String, withPictures: Bool) throws {
        let source = DirectorySource(directory: URL(fileURLWithPath: directory))
        let browser = BrowserRuntime(source: source, width: 120, height: 40, pictures: withPictures ? PictureFetcher(source: source) : nil)
        browser.settle()
        var pages = 0
        while !(0..<40).contains(where: { browser.frame().line($0).contains("Row \(rows - 1)") }), pages < 2_000 {
            browser.send(.input(.key(.pageDown)))
            browser.settle()
            pages += 1
        }
        print(try MemoryProbe.peakKilobytes())
    }
}
