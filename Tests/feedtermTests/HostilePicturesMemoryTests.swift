import Foundation
import Testing

/// Pictures whose headers lie about their size: 24 JPEGs of 672 bytes, each claiming
/// 6000 × 6000 pixels (under the 40 million cap). Decoded whole, each was 144 MB.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct HostilePicturesMemoryTests {
    /// A source whose Home is a grid of 24 cards, each with its own claims-6000.jpg.
    static func source() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-hostile-pictures-\(UUID().uuidString)")
        let images = directory.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        let jpeg = FeedtermProcess.root.appendingPathComponent("Tests/FeedPicturesTests/Fixtures/claims-6000.jpg")
        var cards: [String] = []
        for number in 0..<24 {
            try FileManager.default.copyItem(at: jpeg, to: images.appendingPathComponent("p\(number).jpg"))
            cards.append(#"{"listing_id": \#(number + 1), "title": "Card \#(number)", "price": {"amount": 100, "divisor": 100, "currency_code": "USD"}, "image": {"url": "images/p\#(number).jpg"}}"#)
        }
        let home = #"[{"type": "listing_grid", "listing_grid": {"header": {"title": "Hostile"}, "columns": 4, "listings": [\#(cards.joined(separator: ","))]}}]"#
        try Data(home.utf8).write(to: directory.appendingPathComponent("home.json"))
        try Data("[]".utf8).write(to: directory.appendingPathComponent("deals.json"))
        return directory
    }

    @Test func previewDecodesThemAtTheSizeDrawnInLittleMemory() throws {
        let directory = try Self.source()
        defer { try? FileManager.default.removeItem(at: directory) }
        let preview = try ChildProcess.measured(FeedtermProcess.binary.path, ["preview", directory.appendingPathComponent("home.json").path, "--width", "120", "--color", "always", "--images", "cells"])
        #expect(preview.status == 0)
        // Each is grey but for the red corner its file holds: one symbol a picture.
        #expect(PictureEndToEndTests.pictureCells(in: preview.stdout) >= 24, "every picture drawn, from what the file holds")
        #expect(preview.maxResidentMegabytes < 200, "peak \(preview.maxResidentMegabytes) MB")
    }

    @Test func browseScrollsThroughThemInLittleMemory() throws {
        let directory = try Self.source()
        defer { try? FileManager.default.removeItem(at: directory) }
        let peak = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-peak-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: peak) }
        let session = try TmuxSession.running("/usr/bin/time -f %M -o '\(peak)' '\(FeedtermProcess.binary.path)' browse '\(directory.path)' --no-state", in: directory.path, width: 120, height: 40)
        try session.waitFor { PictureEndToEndTests.pictureCells(in: $0) >= 8 }
        try session.send("End")
        try session.waitFor("Card 23")
        try session.send("q")
        _ = try session.waitFor("EXIT=")
        let kilobytes = try #require(Double(try String(contentsOfFile: peak, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last ?? ""))
        #expect(kilobytes / 1024 < 300, "peak \(kilobytes / 1024) MB")
    }
}
