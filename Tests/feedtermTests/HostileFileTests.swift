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
        // A link to it is listed as a link, not a file: it must be asked about, and skipped too.
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("linked.json").path, withDestinationPath: "pipe.json")
        let started = Date()
        let listed = try FeedtermProcess.run(["validate", folder.path])
        #expect(listed.status == 0)
        #expect(listed.stdout.contains("pipe.json: warning: $: not a regular file (a FIFO); skipped: reading it could wait for ever [FT002]"))
        #expect(listed.stdout.contains("linked.json: warning: $: not a regular file (a FIFO); skipped: reading it could wait for ever [FT002]"))
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
        // Its folder holds home.json, so it is its own source, checked as a folder is.
        #expect(output.stdout.contains("error: $.modules[1].deferred.path: the deferred document 'home.json' leads back to a document already on the screen (home.json → home.json); the browser refuses it with an error in place [FT401]"), "\(output.stdout)")
        let elsewhere = folder.appendingPathComponent("part.json")
        try FileManager.default.moveItem(at: home, to: elsewhere)
        try Data(#"{"modules": [\#(Self.headerJSON), {"type": "deferred", "deferred": {"path": "part.json", "min_height": 2}}]}"#.utf8).write(to: elsewhere)
        let noSource = try FeedtermProcess.run(["validate", elsewhere.path, "--strict"])
        #expect(noSource.stdout.contains("error: $.modules[1].deferred.path: the deferred document 'part.json' is this document itself; the browser refuses it with an error in place [FT401]"), "without a source, only its references to itself: \(noSource.stdout)")
    }

    /// A name that is not UTF-8 is opened by its bytes and shown escaped; a line feed in a
    /// name cannot forge a diagnostic line of its own.
    @Test func fileNamesThatAreNotUTF8OrHoldALineFeedAreOpenedAndShownEscaped() throws {
        let folder = try Self.scratch()
        let names: [[UInt8]] = [Array("caf".utf8) + [0xE9] + Array(".json".utf8), Array("bad".utf8) + [0x0A] + Array("x.json: error: forged [FT999].json".utf8)]
        for name in names {
            let bytes = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name
            let descriptor = (bytes + [0]).withUnsafeBufferPointer { $0.baseAddress!.withMemoryRebound(to: CChar.self, capacity: $0.count) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o600) } }
            #expect(descriptor >= 0)
            _ = Array("{\"modules\": [1,]}".utf8).withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        // Through a shell, so that the child gets the very bytes of each name.
        let script = names.map { name in "\"$D/$(printf '" + name.map { String(format: "\\%03o", $0) }.joined() + "')\"" }.joined(separator: " ")
        let output = try ChildProcess.outcome("/bin/sh", ["-c", "'\(FeedtermProcess.binary.path)' validate \(script)"], stdin: Data(), environment: ["D": folder.path], directory: FeedtermProcess.root.path)
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.count == 3, "two diagnostics and a summary: \(output.stdout)")
        #expect(output.stdout.contains("/caf\\xE9.json:1:15: error: $: malformed JSON: trailing comma"), "\(output.stdout)")
        #expect(output.stdout.contains("/bad x.json: error: forged [FT999].json:1:15: error:"), "\(output.stdout)")
        // Found in a folder, each is opened by its bytes too: listed as Strings, the first
        // was reported as "no such file".
        let listed = try FeedtermProcess.run(["validate", folder.path])
        #expect(listed.stdout.split(separator: "\n").count == 3, "\(listed.stdout)")
        #expect(listed.stdout.contains("/caf\\xE9.json:1:15: error: $: malformed JSON: trailing comma"), "\(listed.stdout)")
        #expect(listed.stdout.contains("/bad x.json: error: forged [FT999].json:1:15: error:"), "\(listed.stdout)")
    }

    @Test func inspectPrintsAFeedsTextThroughTheSanitiser() throws {
        let file = try FeedtermProcess.temporaryFile("{\"type\": \"section_header\", \"id\": \"x\u{9B}31m\u{202E}evil\", \"section_header\": {\"title\": \"T\"}}")
        let output = try FeedtermProcess.run(["preview", file, "--inspect", "--color", "never"])
        #expect(output.stdout.contains("module  section_header \"x\u{FFFD}31mevil\""), "\(output.stdout)")
        #expect(!output.stdout.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x202E || $0.value == 0x1B })
    }

    /// 10,000 problems on a one-line document took 22 to 36 s when each was located from the
    /// start of its line; a line index built once makes them one pass (the suite's time limit
    /// would catch the old way).
    @Test(.timeLimit(.minutes(1)))
    func tenThousandProblemsOnOneLineAreEachLocated() throws {
        let module = #"{"type": "section_header", "section_header": {"title": "T", "é": 1}}"#
        let file = try FeedtermProcess.temporaryFile("[" + Array(repeating: module, count: 10_000).joined(separator: ",") + "]")
        let output = try FeedtermProcess.run(["validate", file, "--format", "json"])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(entries.count == 10_000)
        // Module N starts at column 2 + 69 N (each module is 68 characters and a comma, é one
        // character of two bytes); its unknown key's quote is the 61st character.
        #expect(entries.last?["column"] as? Int == 2 + 69 * 9_999 + 60)
        #expect(entries.allSatisfy { $0["line"] as? Int == 1 })
    }

    static let headerJSON = #"{"type": "section_header", "section_header": {"title": "Home"}}"#
}
