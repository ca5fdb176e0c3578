import Foundation
import Testing

/// `preview --images sixel` in a real terminal that draws sixel graphics: Debian's xterm as a
/// VT340, under Xvfb, shot with xwd. The photograph's pixels are on the screen.
@Suite(.serialized)
struct SixelEndToEndTests {
    static let tools = ["/usr/bin/xterm", "/usr/bin/Xvfb", "/usr/bin/xwd"]
    static let installed = tools.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }

    /// The distinct colours of a screenshot of xterm showing `preview` with `arguments`, and
    /// where the screenshot was saved.
    static func screenshot(_ arguments: String, display: Int) throws -> (colours: Int, png: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-sixel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let server = try ChildProcess.start("/bin/sh", ["-c", "exec /usr/bin/Xvfb :\(display) -screen 0 900x500x24 -nolisten tcp 2>&1"])
        defer { kill(server.pid, SIGTERM); _ = server.wait() }
        Thread.sleep(forTimeInterval: 1.5)
        let feedterm = FeedtermProcess.binary.path
        let shell = "cd '\(FeedtermProcess.root.path)' && LANG=C.UTF-8 '\(feedterm)' preview layouts/modules/hero_banner.json --width 80 \(arguments); sleep 30"
        let terminal = try ChildProcess.start("/bin/sh", ["-c", "DISPLAY=:\(display) exec /usr/bin/xterm -ti vt340 -xrm 'XTerm*numColorRegisters: 256' -geometry 100x24+0+0 -e sh -c \"\(shell)\" 2>&1"])
        defer { kill(terminal.pid, SIGTERM); _ = terminal.wait() }
        Thread.sleep(forTimeInterval: 4)
        let dump = directory.appendingPathComponent("screen.xwd").path, png = directory.appendingPathComponent("screen.png").path
        _ = try ChildProcess.run("/bin/sh", ["-c", "DISPLAY=:\(display) /usr/bin/xwd -root -silent > '\(dump)'"])
        let colours = try ChildProcess.run("/usr/bin/env", ["python3", FeedtermProcess.root.appendingPathComponent("scripts/screenshot.py").path, "png", dump, png])
        return (Int(colours.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0, png)
    }

    @Test(.enabled(if: installed, "xterm, Xvfb or xwd is not installed here and could not be: scripts/test.sh installs them with apt"))
    func aSixelPhotographIsDrawnInXterm() throws {
        let display = 60 + Int.random(in: 0..<30)
        let text = try Self.screenshot("--images off --color never", display: display)
        let sixel = try Self.screenshot("--images sixel --color never", display: display)
        // Text alone is a handful of colours; the rocket's photograph brings dozens.
        #expect(sixel.colours > text.colours + 15, "text only: \(text.colours) colours (\(text.png)); with sixel: \(sixel.colours) (\(sixel.png))")
    }
}
