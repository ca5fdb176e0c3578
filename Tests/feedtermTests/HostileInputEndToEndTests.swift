import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// Issue #5, row by row, through the real binary: what untrusted feeds and a hostile
/// environment can do to preview's output and to the terminal browse runs in.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct HostileInputEndToEndTests {
    static let hostileSource = FeedtermProcess.root.appendingPathComponent("Tests/Fixtures/hostile").path

    /// Width in cells by glibc's wcwidth, the judge ncurses uses; nil when a character has no
    /// width at all (a control), which must never be printed.
    static func cellWidth(_ line: Substring) -> Int? {
        setlocale(LC_CTYPE, "C.UTF-8")
        var total = 0
        for scalar in line.unicodeScalars {
            let width = glibcWCWidth(wchar_t(bitPattern: scalar.value))
            guard width >= 0 else { return nil }
            total += Int(width)
        }
        return total
    }

    /// glibc's wcwidth, looked up at run time: Swift's Glibc module does not export it.
    static let glibcWCWidth: @convention(c) (wchar_t) -> Int32 = {
        let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth")  // RTLD_DEFAULT
        return unsafeBitCast(symbol, to: (@convention(c) (wchar_t) -> Int32).self)
    }()

    /// Scalars that must never reach a terminal from a feed: C0 (but the line feed), DEL, C1,
    /// bidi controls, zero-width and other format characters.
    static func forbiddenScalars(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value) || scalar.properties.generalCategory == .format
        }
    }

    // MARK: preview

    @Test(arguments: [40, 120])
    func previewOfHostileFeedsPrintsNoControlAndKeepsItsWidth(width: Int) throws {
        for feed in ["home", "deals"] {
            let output = try FeedtermProcess.run(["preview", "\(Self.hostileSource)/\(feed).json", "--width", "\(width)", "--color", "never"])
            #expect(output.status == 0)
            #expect(Self.forbiddenScalars(in: output.stdout).isEmpty)
            for line in output.stdout.split(separator: "\n") {
                let cells = Self.cellWidth(line)
                #expect(cells != nil && cells! <= width, "\(cells ?? -1) cells: \(line)")
            }
        }
    }

    @Test func previewShowsTheAttacksAsText() throws {
        let output = try FeedtermProcess.run(["preview", "\(Self.hostileSource)/home.json", "--width", "250", "--color", "never"])
        for shown in ["PRICE 99␍FREE", "NUL␀inside", "DEL␡ BEL␇ BS␈ VT␋ FF␌", "␛]52;c;SGVsbG8=␇Clip", "␛[8mConcealed␛[0m", "line sep para tab newline", "evil LRE RLE LRO iso x y"] {
            #expect(output.stdout.contains(shown), "missing \(shown)")
        }
    }

    @Test func colourPreviewSendsSGRAndNothingElse() throws {
        let output = try FeedtermProcess.run(["preview", "\(Self.hostileSource)/deals.json", "--width", "80", "--color", "always"], environment: ["TERM": "xterm-256color"])
        #expect(output.stdout.contains("\u{1B}["))
        let withoutSGR = output.stdout.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(Self.forbiddenScalars(in: withoutSGR).isEmpty)
    }

    @Test(arguments: [40, 120])
    func previewUnderTheCLocalePrintsASCIIOnly(width: Int) throws {
        let output = try FeedtermProcess.run(["preview", "\(Self.hostileSource)/home.json", "--width", "\(width)"], environment: ["LC_ALL": "C"])
        #expect(output.status == 0)
        #expect(output.stdout.utf8.allSatisfy { $0 < 0x80 && ($0 >= 0x20 || $0 == 0x0A) })
        #expect(output.stdout.split(separator: "\n").allSatisfy { $0.utf8.count <= width })
        #expect(output.stdout.contains("+-"))
    }

    @Test func aTenMegabyteTitleIsCutAndMemoryStaysBounded() throws {
        let file = try FeedtermProcess.temporaryFile(#"{"type": "section_header", "section_header": {"title": "\#(String(repeating: "x", count: 10_000_000))"}}"#)
        let preview = try ChildProcess.measured(FeedtermProcess.binary.path, ["preview", file, "--width", "80", "--color", "never"])
        #expect(preview.status == 0)
        #expect(preview.stdout == String(repeating: "x", count: 79) + "…\n")
        #expect(preview.maxResidentMegabytes < 200, "\(preview.maxResidentMegabytes) MB")
    }

    @Test func aFeedOfOneHundredThousandModulesIsCheckedAndPrintedInBoundedMemory() throws {
        let modules = (0..<100_000).map { #"{"type": "section_header", "section_header": {"title": "Module \#($0)"}}"# }
        let file = try FeedtermProcess.temporaryFile(#"{"modules": [\#(modules.joined(separator: ","))]}"#)
        let validate = try ChildProcess.measured(FeedtermProcess.binary.path, ["validate", file])
        #expect(validate.status == 0)
        #expect(validate.stdout.contains("0 errors, 0 warnings"))
        let preview = try ChildProcess.measured(FeedtermProcess.binary.path, ["preview", file, "--width", "80", "--color", "never"])
        #expect(preview.status == 0)
        #expect(preview.stdout.hasSuffix("Module 99998\n\nModule 99999\n"))
        // The JSON is 7 MB; one buffer for the whole feed took 800 MB before preview streamed.
        #expect(preview.maxResidentMegabytes < 200, "\(preview.maxResidentMegabytes) MB")
        #expect(validate.maxResidentMegabytes < 200, "\(validate.maxResidentMegabytes) MB")
    }

    @Test func browseOpensAHundredThousandModulesWithATenMegabyteTitle() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-huge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let title = #"{"type": "section_header", "section_header": {"title": "Huge \#(String(repeating: "x", count: 10_000_000))"}}"#
        let modules = (0..<100_000).map { #"{"type": "section_header", "section_header": {"title": "Module \#($0)", "action": {"type": "search"}}}"# }
        try Data(#"{"modules": [\#(title), \#(modules.joined(separator: ","))]}"#.utf8).write(to: directory.appendingPathComponent("home.json"))
        try Data("[]".utf8).write(to: directory.appendingPathComponent("deals.json"))
        let session = try TmuxSession(["browse", directory.path], width: 80, height: 24)
        let top = try session.waitFor("Module 0", seconds: 60)
        #expect(top.contains("Huge xxxxxxxx"))
        #expect(top.split(separator: "\n").allSatisfy { $0.count <= 80 })
        // Home and End as tmux sends them (ESC[1~, ESC[4~), which TERM=xterm-256color does not list.
        try session.send("End")
        #expect(try session.waitFor("Module 99999").contains("Module 99999"))
        try session.send("Home")
        // "Module 0" is below the title: once it is drawn, so is the title (ncurses draws down
        // the screen, and a capture may come between the two).
        #expect(try session.waitFor("Module 0").contains("Huge xxx"))
        try session.send("q")
        #expect(try session.waitFor("EXIT=").contains("EXIT=0"))
    }

    /// Documents that cannot be read at all, and what the one fatal error says.
    static let unreadable: [(name: String, bytes: [UInt8], says: String)] = [
        ("depth 100,000", Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8), "nesting deeper than 512 levels"),
        ("invalid UTF-8", Array(#"{"type": "section_header", "section_header": {"title": "a"#.utf8) + [0xC3, 0x28] + Array(#""}}"#.utf8), "invalid UTF-8 (byte 0xC3)"),
        ("lone surrogate", Array(#"{"type": "section_header", "section_header": {"title": "a\ud800"}}"#.utf8), "half of a UTF-16 surrogate pair"),
        ("truncated", Array(#"{"modules": [{"type": "section_header", "section_hea"#.utf8), "unterminated string"),
        ("empty", [], "the document is empty"),
        ("NUL bytes", Array(#"{"modules": []}"#.utf8) + [0, 0, 0], "expected the end of the document after the top-level value, found U+0000"),
        ("NUL in a string", Array(#"{"type": "section_header", "section_header": {"title": "a"#.utf8) + [0] + Array(#"b"}}"#.utf8), "unescaped control character"),
    ]

    @Test(arguments: 0..<unreadable.count)
    func unreadableDocumentsAreOneFatalErrorAndExitOne(index: Int) throws {
        let (name, bytes, says) = Self.unreadable[index]
        let validate = try FeedtermProcess.run(["validate", "-"], stdin: Data(bytes))
        #expect(validate.status == 1, "\(name)")
        #expect(validate.stdout.hasPrefix("<stdin>:1:"), "\(name): \(validate.stdout)")
        #expect(validate.stdout.contains(": error: $: "), "\(name): \(validate.stdout)")
        #expect(validate.stdout.contains(says), "\(name): \(validate.stdout)")
        #expect(validate.stdout.contains("1 error, 0 warnings"), "\(name)")
        let preview = try FeedtermProcess.run(["preview", "-", "--width", "60"], stdin: Data(bytes))
        #expect(preview.status == 1, "\(name)")
        #expect(preview.stdout.isEmpty, "\(name)")
        #expect(preview.stderr.contains(says), "\(name): \(preview.stderr)")
    }

    @Test func browseShowsAnErrorScreenForUnreadableFeedsAndTheOtherTabsWork() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-unreadable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(Self.unreadable[0].bytes).write(to: directory.appendingPathComponent("home.json"))
        try Data(Self.unreadable[2].bytes).write(to: directory.appendingPathComponent("deals.json"))
        let session = try TmuxSession(["browse", directory.path])
        let home = try session.waitFor("Could not show Home")
        #expect(home.contains("nesting deeper than 512"))
        try session.send("2")
        #expect(try session.waitFor("Could not show Deals").contains("surrogate"))
        try session.send("3")
        try session.waitFor("No favorites yet")
        try session.send("q")
        #expect(try session.waitFor("EXIT=").contains("EXIT=0"))
    }

    // MARK: browse in a real terminal

    @Test func browsingHostileFeedsLeavesTheTerminalAlone() throws {
        let session = try TmuxSession(["browse", Self.hostileSource], width: 100, height: 40)
        var screens = [try session.waitFor("1 Home")]
        try session.send("j", "j", "l", "l")
        screens.append(try session.settled())
        try session.send("2")
        screens.append(try session.waitFor("2 Deals"))
        try session.send("End")
        screens.append(try session.settled())
        for screen in screens {
            let lines = screen.trimmingCharacters(in: .newlines).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count <= 40)
            // A line wider than the terminal would push a frame's right edge off its column.
            for line in lines where line.hasPrefix("│") {
                #expect(line.hasSuffix("│"), "frame edge moved: \(line)")
            }
            #expect(!screen.contains("\u{1B}"))
        }
        #expect(screens.joined().contains("␛"))
        // OSC 0/2 would retitle the pane, OSC 52 would fill a tmux paste buffer.
        let title = try session.run(["display", "-p", "-t", "T", "#{pane_title}"])
        #expect(!title.contains("owned"))
        #expect(try session.run(["list-buffers"]).isEmpty)
        try session.send("q")
        #expect(try session.waitFor("EXIT=").contains("EXIT=0"))
    }

    @Test(arguments: [
        ("-u TERM LANG=C.UTF-8", "TERM is not set"),
        ("LANG=C.UTF-8 TERM=no-such-terminal", "unknown to this system's terminfo"),
        ("LC_ALL=C TERM=xterm-256color", "not UTF-8"),
    ])
    func browseRefusesAnUnusableTerminalClearly(environment: String, says: String) throws {
        let session = try TmuxSession(["browse"], environment: environment)
        let screen = try session.waitFor("EXIT=")
        #expect(screen.contains(says))
        #expect(screen.contains("EXIT=2"))
        #expect(try session.modes() == TmuxSession.restoredModes)
    }

    /// A dumb terminal (Emacs' shell) gets the linear reading, not a refusal: plain lines, a
    /// prompt, and the terminal's modes as they were after quit.
    @Test func browseOnADumbTerminalReadsLinearly() throws {
        let session = try TmuxSession(["browse", "--no-state"], height: 60, environment: "LANG=C.UTF-8 TERM=dumb")
        // The pane shows the last lines said: the first page ends in how to read on.
        let screen = try session.waitFor("Type more for items")
        #expect(screen.contains("Speckled ceramic mug, Atelier Céramique") && !screen.contains("╭"), "\(screen)")
        try session.send("quit", "Enter")
        let end = try session.waitFor("EXIT=")
        #expect(end.contains("Goodbye.") && end.contains("EXIT=0"), "\(end)")
        #expect(try session.modes() == TmuxSession.restoredModes)
    }

    @Test func browseRefusesWhenStdoutIsNotATerminal() throws {
        let output = try FeedtermProcess.run(["browse"], environment: ["TERM": "xterm-256color"])
        #expect(output.status == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("browse needs a terminal"))
        #expect(output.stderr.contains("use `feedterm preview FILE`"))
    }
}
