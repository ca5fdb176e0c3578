import Foundation
import Synchronization
import Testing

/// `preview --watch`, as an author uses it: an editor saving in place or by rename, a save
/// that breaks the file and one that mends it, a terminal resized, and a pipe.
@Suite(.serialized) struct WatchEndToEndTests {
    /// A copy of the bundled carousel module in a directory of its own.
    static func module() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("listing_carousel.json")
        try FileManager.default.copyItem(at: FeedtermProcess.root.appendingPathComponent("layouts/modules/listing_carousel.json"), to: file)
        return file
    }

    /// Saves as vim does: a new file renamed over the old one.
    static func saveByRename(_ file: URL, replacing old: String, with new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).swp")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: temporary)
        guard rename(temporary.path, file.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Saves in place, as many editors and `sed -i`-less scripts do.
    static func saveInPlace(_ file: URL, replacing old: String, with new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.replacingOccurrences(of: old, with: new).utf8))
        try handle.close()
    }

    @Test func aTerminalRedrawsInPlaceKeepingTheLastGoodDrawingWhileTheFileIsBroken() throws {
        let file = try Self.module()
        let tmux = try TmuxSession(["preview", "--watch", file.path], width: 80, height: 40)
        _ = try tmux.waitFor("Picked for you")
        try Self.saveByRename(file, replacing: "Picked for you", with: "Picked for you today")
        _ = try tmux.waitFor("Picked for you today")

        try Self.saveInPlace(file, replacing: "\"subtitle\": \"Because you favorited woodwork\"", with: "\"subtitle\": \"Because\" \"you\"")
        let broken = try tmux.waitFor("The last good drawing")
        // Long problem lines wrap in the pane: read them unwrapped.
        #expect(broken.replacingOccurrences(of: "\n", with: "").contains("new     \(file.path):7:29: error: $: malformed JSON"))
        #expect(broken.contains("malformed JSON"))
        #expect(broken.contains("cannot be drawn"))
        #expect(broken.contains("Picked for you today"), "the last good drawing stays")
        #expect(broken.components(separatedBy: "── listing_carousel").count <= 2, "one frame on screen, drawn in place")

        try Self.saveByRename(file, replacing: "\"Because\" \"you\"", with: "\"Because you like oak\"")
        let mended = try tmux.waitFor("Because you like oak")
        #expect(mended.replacingOccurrences(of: "\n", with: "").contains("cleared \(file.path):7:29:"))
        #expect(!mended.contains("The last good drawing"))

        try tmux.resize(width: 50, height: 40)
        // The rule fits the narrower frame: the least needed parts go, the width stays.
        let narrow = try tmux.waitFor("── 50 cols · no problems ────")
        #expect(narrow.contains("Because you like oak"))
    }

    @Test func aPipeGetsOneFramePerSaveUnderARule() throws {
        let file = try Self.module()
        let running = try ChildProcess.start(FeedtermProcess.binary.path, ["preview", "--watch", file.path, "--width", "60"])
        let output = OutputCollector(running.output)
        try output.waitFor("See more picks")
        try Self.saveInPlace(file, replacing: "\"amount\": 4800", with: "\"amount\": 4200")
        try output.waitFor("$42.00")
        // At 60 columns the rule drops "saved" to end in a rule, not mid-word.
        let frames = output.text.components(separatedBy: "── listing_carousel.json · 60 cols · ")
        #expect(frames.count == 3, "two frames, each under its rule")
        #expect(frames[1].contains("$48.00") && frames[2].contains("$42.00"))
        #expect(!output.text.contains("\u{1B}"), "no escape sequences in a pipe")
    }
}

/// Everything a child writes to a pipe, read on a thread of its own.
final class OutputCollector: Sendable {
    private let collected = Mutex("")

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            while case let data = handle.availableData, !data.isEmpty {
                self.collected.withLock { $0 += String(decoding: data, as: UTF8.self) }
            }
        }
    }

    var text: String { collected.withLock { $0 } }

    struct Timeout: Error {}

    func waitFor(_ fragment: String, seconds: Double = 15) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while !text.contains(fragment) {
            guard Date() < deadline else { throw Timeout() }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }
}
