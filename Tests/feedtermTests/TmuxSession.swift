import Foundation
import Testing

/// A real terminal for end-to-end tests: tmux on its own socket, running feedterm, read back
/// with capture-pane. Each session has its own socket, so tests can run side by side.
final class TmuxSession {
    let socket: String
    private static let tmux = "/usr/bin/tmux"

    /// Files the pane writes `stty -g` into before feedterm starts and after it ends.
    let modesBefore: String
    let modesAfter: String

    /// Starts `arguments` of feedterm in a `width`×`height` session. When feedterm ends, the pane
    /// prints `EXIT=<status>` and stays, so a test can see how it ended and what the screen is.
    /// `program` is another binary beside feedterm's, such as the example host.
    convenience init(_ arguments: [String], program: String = "feedterm", width: Int = 100, height: Int = 30, environment: String = "LANG=C.UTF-8 TERM=xterm-256color") throws {
        let binary = FeedtermProcess.binary.deletingLastPathComponent().appendingPathComponent(program)
        let command = ([binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        // A state directory of its own: no test sees another's favorites or cart, nor the user's.
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-test-state-\(UUID().uuidString)").path
        try self.init(width: width, height: height) { before, after in
            "cd '\(FeedtermProcess.root.path)' && stty -g > \(before); env \(environment) XDG_STATE_HOME='\(state)' \(command); echo EXIT=$?; stty -g > \(after); sleep 600"
        }
    }

    /// Any program, `command` as a shell runs it, in `directory`; it ends as `init` does.
    static func running(_ command: String, in directory: String, width: Int = 100, height: Int = 30) throws -> TmuxSession {
        try TmuxSession(width: width, height: height) { before, after in
            "cd '\(directory)' && stty -g > \(before); env LANG=C.UTF-8 TERM=xterm-256color \(command); echo EXIT=$?; stty -g > \(after); sleep 600"
        }
    }

    /// An interactive bash at the repository's root, for job control (Ctrl-Z, fg).
    static func interactiveShell(width: Int = 100, height: Int = 30) throws -> TmuxSession {
        try TmuxSession(width: width, height: height) { _, _ in
            "cd '\(FeedtermProcess.root.path)' && env -i PATH=/usr/bin:/bin HOME=/tmp LANG=C.UTF-8 TERM=xterm-256color PS1='$ ' bash --norc --noprofile -i"
        }
    }

    private init(width: Int, height: Int, script: (_ modesBefore: String, _ modesAfter: String) -> String) throws {
        let name = "feedterm-test-\(UUID().uuidString.prefix(8))"
        socket = name
        let directory = FileManager.default.temporaryDirectory.path
        modesBefore = "\(directory)/\(name).before"
        modesAfter = "\(directory)/\(name).after"
        // The tmux server forked here keeps whatever stdout it inherits open for its whole life,
        // so it gets /dev/null: reading a pipe from it would never reach end of file.
        try ChildProcess.run(Self.tmux, ["-L", socket, "new-session", "-d", "-s", "T", "-x", "\(width)", "-y", "\(height)", script(modesBefore, modesAfter)], captureOutput: false)
    }

    deinit {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(atPath: modesBefore)
        try? FileManager.default.removeItem(atPath: modesAfter)
    }

    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        try ChildProcess.run(Self.tmux, ["-L", socket] + arguments)
    }

    func send(_ keys: String...) throws {
        try run(["send-keys", "-t", "T"] + keys)
    }

    func screen() throws -> String {
        try run(["capture-pane", "-t", "T", "-p"])
    }

    /// The screen with its colours and attributes, as SGR sequences (`capture-pane -e`).
    func colouredScreen() throws -> String {
        try run(["capture-pane", "-t", "T", "-p", "-e"])
    }

    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", "T", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Whether the pane is in the alternate screen (full-screen mode).
    func alternateScreenOn() throws -> Bool {
        try run(["display", "-p", "-t", "T", "#{alternate_on}"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// tmux's view of the pane's modes: alternate screen, cursor, keypad, mouse and insert mode.
    /// A restored terminal has the cursor on and every other mode off.
    func modes() throws -> [String: String] {
        let names = ["alternate_on", "cursor_flag", "keypad_flag", "keypad_cursor_flag", "insert_flag",
                     "mouse_any_flag", "mouse_button_flag", "mouse_all_flag", "mouse_standard_flag", "mouse_sgr_flag"]
        let values = try run(["display", "-p", "-t", "T", names.map { "#{\($0)}" }.joined(separator: " ")])
            .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        return Dictionary(uniqueKeysWithValues: zip(names, values))
    }

    static let restoredModes: [String: String] = [
        "alternate_on": "0", "cursor_flag": "1", "keypad_flag": "0", "keypad_cursor_flag": "0", "insert_flag": "0",
        "mouse_any_flag": "0", "mouse_button_flag": "0", "mouse_all_flag": "0", "mouse_standard_flag": "0", "mouse_sgr_flag": "0",
    ]

    /// Whether the tty's modes (`stty -g`) after feedterm are the ones it started with; nil
    /// while feedterm still runs.
    func ttyModesRestored() -> Bool? {
        // Each is whole once its line has ended: the shell makes the file before `stty -g`
        // writes it, and a read between the two would see it empty.
        guard let before = try? String(contentsOfFile: modesBefore, encoding: .utf8), before.hasSuffix("\n"),
              let after = try? String(contentsOfFile: modesAfter, encoding: .utf8), after.hasSuffix("\n") else { return nil }
        return before == after
    }

    /// Polls until the pane has written its modes after feedterm, then compares them.
    func waitForTTYModes(seconds: Double = 5) throws -> Bool? {
        let deadline = Date().addingTimeInterval(seconds)
        while ttyModesRestored() == nil, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
        }
        return ttyModesRestored()
    }

    /// The screen once it has stopped changing (two captures 300 ms apart agree).
    func settled(seconds: Double = 10) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var previous = try screen()
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.3)
            let current = try screen()
            if current == previous { return current }
            previous = current
        }
        return previous
    }

    /// The pid of feedterm: the child of the pane's shell.
    func feedtermPID() throws -> Int32? {
        let shell = try run(["display", "-p", "-t", "T", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let output = try ChildProcess.run("/usr/bin/pgrep", ["-P", shell])
        return output.split(separator: "\n").first.flatMap { Int32($0) }
    }

    /// Polls the screen until `predicate` holds (up to `seconds`); returns the last screen.
    @discardableResult
    func waitFor(seconds: Double = 15, _ predicate: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var text = try screen()
        while !predicate(text), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            text = try screen()
        }
        return text
    }

    /// Polls the screen until it shows `fragment`; records a test failure when it never does.
    @discardableResult
    func waitFor(_ fragment: String, seconds: Double = 15, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let text = try waitFor(seconds: seconds) { $0.contains(fragment) }
        if !text.contains(fragment) {
            Issue.record("the screen never showed \"\(fragment)\":\n\(text)", sourceLocation: sourceLocation)
        }
        return text
    }
}
