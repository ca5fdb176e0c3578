import Foundation
import Testing

/// Files that attack the reader: one truncated while it is read, FIFOs, endless devices and
/// pipes. Each is an error or a warning within the limits, never a crash or a hang.
@Suite(.serialized) struct HostileFileTests {
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-hostile-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A mapped file that shrinks kills its reader with SIGBUS as soon as it touches a page
    /// past the new end; a read one is just shorter. 60 MB of white space takes the parser a
    /// while to cross, so the truncation lands while the document is being read or parsed.
    @Test func aFileTruncatedWhileItIsReadIsAnErrorNotACrash() throws {
        let folder = try Self.scratch()
        let file = folder.appendingPathComponent("big.json")
        let body = Data(("[" + String(repeating: " ", count: 60_000_000) + "]").utf8)
        for attempt in 0..<3 {
            try body.write(to: file)
            let running = try ChildProcess.start(FeedtermProcess.binary.path, ["validate", file.path, "--max-bytes", "100000000", "--format", "json"])
            usleep(UInt32(30_000 + attempt * 60_000))
            #expect(truncate(file.path, 1000) == 0)
            let status = running.wait()
            #expect(status == 1 || status == 0, "attempt \(attempt): exit \(status), a signal is more than 128")
        }
    }

    @Test func aFIFOInAFolderIsSkippedAndOneNamedTimesOut() throws {
        let folder = try Self.scratch()
        try Data(Self.headerJSON.utf8).write(to: folder.appendingPathComponent("home.json"))
        #expect(mkfifo(folder.appendingPathComponent("pipe.json").path, 0o600) == 0)
        let started = Date()
        let listed = try FeedtermProcess.run(["validate", folder.path])
        #expect(listed.status == 0)
        #expect(listed.stdout.contains("pipe.json: warning: $: not a regular file (a FIFO); skipped: reading it could wait for ever [FT002]"))
        let named = try FeedtermProcess.run(["validate", folder.appendingPathComponent("pipe.json").path, "--timeout", "1"])
        #expect(named.status == 1)
        #expect(named.stdout.contains("it did not end within 1 s (the limit; --timeout sets it) [FT001]"))
        #expect(Date().timeIntervalSince(started) < 8)
    }

    @Test func endlessInputStopsAtTheByteLimit() throws {
        let zero = try FeedtermProcess.run(["validate", "/dev/zero", "--max-bytes", "1000000"])
        #expect(zero.status == 1)
        #expect(zero.stdout.contains("/dev/zero: error: $: cannot read the file: it is larger than the limit of 1000000 bytes (--max-bytes sets it) [FT001]"))
        let endless = try ChildProcess.outcome("/bin/sh", ["-c", "yes | '\(FeedtermProcess.binary.path)' validate - --max-bytes 2000000"], stdin: Data(), environment: [:], directory: FeedtermProcess.root.path)
        #expect(endless.stdout.contains("<stdin>: error: $: cannot read the file: it is larger than the limit of 2000000 bytes"))
    }

    /// validate --strict passed the file whose deferred modules froze the browser.
    @Test func aDocumentWhoseDeferredModuleNamesItselfFailsStrictValidation() throws {
        let folder = try Self.scratch()
        let home = folder.appendingPathComponent("home.json")
        try Data(#"{"modules": [\#(Self.headerJSON), {"type": "deferred", "deferred": {"path": "home.json", "min_height": 2}}]}"#.utf8).write(to: home)
        let output = try FeedtermProcess.run(["validate", home.path, "--strict"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("home.json:1:"))
        #expect(output.stdout.contains("error: $.modules[1].deferred.path: the deferred document 'home.json' is this document itself; the browser refuses it with an error in place [FT401]"))
    }

    static let headerJSON = #"{"type": "section_header", "section_header": {"title": "Home"}}"#
}
