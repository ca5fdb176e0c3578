import Foundation
import Testing

/// A real terminal for end-to-end tests: tmux on its own socket, running feedterm, read back
/// with capture-pane. Each session has its own socket, so tests can run side by side.
final class TmuxSession {
    let socket: String
    private static let tmux = "/usr/bin/tmux"

    /// Starts `arguments` of feedterm in a `width`×`height` session. When feedterm ends, the pane
    /// prints `EXIT=<status>` and stays, so a test can see how it ended and what the screen is.
    init(_ arguments: [String], width: Int = 100, height: Int = 30, environment: String = "LANG=C.UTF-8 TERM=xterm-256color") throws {
        socket = "feedterm-test-\(UUID().uuidString.prefix(8))"
        let command = ([FeedtermProcess.binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let script = "cd '\(FeedtermProcess.root.path)' && env \(environment) \(command); echo EXIT=$?; sleep 600"
        // The tmux server forked here keeps whatever stdout it inherits open for its whole life,
        // so it gets /dev/null: reading a pipe from it would never reach end of file.
        try ChildProcess.run(Self.tmux, ["-L", socket, "new-session", "-d", "-s", "T", "-x", "\(width)", "-y", "\(height)", script], captureOutput: false)
    }

    deinit {
        _ = try? run(["kill-server"])
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

    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", "T", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Whether the pane is in the alternate screen (full-screen mode).
    func alternateScreenOn() throws -> Bool {
        try run(["display", "-p", "-t", "T", "#{alternate_on}"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1"
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
