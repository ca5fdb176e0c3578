import Foundation

/// A real graphical terminal under Xvfb, running one command, driven with xdotool and shot
/// with xwd: kitty (its graphics protocol, through Mesa's software OpenGL) or xterm as a VT340
/// (sixel). Each has its own display; everything it started ends with it.
final class XTerminal {
    enum Kind {
        case kitty
        case xtermVT340
    }

    static let tools = ["/usr/bin/Xvfb", "/usr/bin/xwd", "/usr/bin/xdotool"]

    /// Whether `kind` and the tools to drive it are installed.
    static func isInstalled(_ kind: Kind) -> Bool {
        (tools + [kind == .kitty ? "/usr/bin/kitty" : "/usr/bin/xterm"]).allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
    }

    let columns: Int
    let rows: Int
    private let display: Int
    private let server: ChildProcess.Running
    private let terminal: ChildProcess.Running
    private let directory: URL
    /// The window class xdotool finds it by.
    private let windowClass: String

    /// `command` (a shell command, run at the repository's root) in a `columns` × `rows`
    /// terminal of `kind`.
    init(_ kind: Kind, command: String, columns: Int = 100, rows: Int = 30) throws {
        self.columns = columns
        self.rows = rows
        windowClass = kind == .kitty ? "kitty" : "xterm"
        display = 100 + Int.random(in: 0..<400)
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-xterminal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        server = try ChildProcess.start("/bin/sh", ["-c", "exec /usr/bin/Xvfb :\(display) -screen 0 1600x1000x24 +extension GLX -nolisten tcp 2>&1"])
        Thread.sleep(forTimeInterval: 1.5)
        let shell = "cd '\(FeedtermProcess.root.path)' && \(command); sleep 600"
        let launch: String
        switch kind {
        case .kitty:
            launch = "LIBGL_ALWAYS_SOFTWARE=1 exec /usr/bin/kitty --config NONE -o initial_window_width=\(columns)c -o initial_window_height=\(rows)c -o remember_window_size=no -o font_size=10 -o window_padding_width=0 sh -c \"\(shell)\""
        case .xtermVT340:
            launch = "exec /usr/bin/xterm -ti vt340 -xrm 'XTerm*numColorRegisters: 256' -geometry \(columns)x\(rows)+0+0 -e sh -c \"\(shell)\""
        }
        terminal = try ChildProcess.start("/bin/sh", ["-c", "DISPLAY=:\(display) \(launch) 2>&1"])
    }

    deinit {
        kill(terminal.pid, SIGTERM)
        _ = terminal.wait()
        kill(server.pid, SIGTERM)
        _ = server.wait()
        try? FileManager.default.removeItem(at: directory)
    }

    private func x(_ command: String) throws -> String {
        try ChildProcess.run("/bin/sh", ["-c", "DISPLAY=:\(display) \(command) 2>/dev/null"])
    }

    /// The terminal's window, once it is there.
    private func window() throws -> String {
        for _ in 0..<40 {
            if let id = try x("/usr/bin/xdotool search --class \(windowClass) || true").split(separator: "\n").last { return String(id) }
            Thread.sleep(forTimeInterval: 0.25)
        }
        throw Failure("the terminal's window never appeared")
    }

    /// Types `keys` (xdotool's names: j, Return, Escape, 2) into the terminal.
    func press(_ keys: String...) throws {
        let id = try window()
        _ = try x("/usr/bin/xdotool windowfocus \(id)")
        for key in keys {
            _ = try x("/usr/bin/xdotool key --window \(id) \(key)")
            Thread.sleep(forTimeInterval: 0.3)
        }
    }

    /// The window's size in pixels.
    func windowSize() throws -> (width: Int, height: Int) {
        let geometry = try x("/usr/bin/xdotool getwindowgeometry \(try window())")
        guard let line = geometry.split(separator: "\n").first(where: { $0.contains("Geometry:") }),
              let size = line.split(separator: " ").last?.split(separator: "x").compactMap({ Int($0) }), size.count == 2 else {
            throw Failure("no window geometry in \(geometry)")
        }
        return (size[0], size[1])
    }

    /// Resizes the window to `width` × `height` pixels, as a person dragging its corner would.
    func resize(width: Int, height: Int) throws {
        _ = try x("/usr/bin/xdotool windowsize \(try window()) \(width) \(height)")
    }

    /// The size of a cell in pixels and where the first one starts, from the window's size.
    func cellGeometry() throws -> (width: Int, height: Int, x: Int, y: Int) {
        let geometry = try x("/usr/bin/xdotool getwindowgeometry \(try window())")
        guard let line = geometry.split(separator: "\n").first(where: { $0.contains("Geometry:") }),
              let size = line.split(separator: " ").last?.split(separator: "x").compactMap({ Int($0) }), size.count == 2 else {
            throw Failure("no window geometry in \(geometry)")
        }
        let cellWidth = size[0] / columns, cellHeight = size[1] / rows
        return (cellWidth, cellHeight, (size[0] - columns * cellWidth) / 2, (size[1] - rows * cellHeight) / 2)
    }

    /// A screenshot of the whole display, as an X window dump; its path.
    func shoot(_ name: String) throws -> String {
        let path = directory.appendingPathComponent("\(name).xwd").path
        _ = try x("/usr/bin/xwd -root -silent > '\(path)'")
        return path
    }

    /// `scripts/screenshot.py` run with `arguments`: its output, trimmed.
    static func analyse(_ arguments: [String]) throws -> String {
        let outcome = try ChildProcess.outcome("/usr/bin/env", ["python3", FeedtermProcess.root.appendingPathComponent("scripts/screenshot.py").path] + arguments)
        // What went wrong, when it did, is on standard error: a failure says it.
        guard outcome.status == 0 else { throw Failure("screenshot.py \(arguments.first ?? "") exited \(outcome.status): \(outcome.stderr.suffix(600))") }
        return outcome.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Why the terminal could not be driven.
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
