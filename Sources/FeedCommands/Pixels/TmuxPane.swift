import Foundation

/// Where feedterm's tmux pane is on the outer terminal's screen: a picture passed through tmux
/// is placed by the outer terminal at its own cursor, which tmux moves when it likes, so its
/// place is given there in the outer terminal's own coordinates (`BrowsePixels`).
package enum TmuxPane {
    /// The column and row of the pane's top-left cell on the outer terminal, from 0: its place
    /// in the window, below a status line at the top. Nil when tmux does not say within a
    /// second.
    package static func origin() -> (x: Int, y: Int)? {
        var arguments = ["display-message", "-p"]
        if let pane = ProcessInfo.processInfo.environment["TMUX_PANE"], !pane.isEmpty { arguments += ["-t", pane] }
        return answer(arguments + ["#{pane_left} #{pane_top} #{status} #{status-position}"]).flatMap(parse)
    }

    /// What the tmux feedterm runs in prints for `arguments`, asked within a second; nil when
    /// it does not answer in time, or fails.
    package static func answer(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        guard (try? process.run()) != nil else { return nil }
        guard ended.wait(timeout: .now() + 1) == .success else {
            process.terminate()
            return nil
        }
        let output = String(decoding: pipe.fileHandleForReading.availableData, as: UTF8.self)
        return process.terminationStatus == 0 ? output : nil
    }

    /// The origin `answer` (`LEFT TOP STATUS POSITION`, as `origin()` asks it) gives: a status
    /// line at the top (`on`, or its number of lines) pushes the panes down.
    package static func parse(_ answer: String) -> (x: Int, y: Int)? {
        let fields = answer.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ")
        guard fields.count == 4, let left = Int(fields[0]), let top = Int(fields[1]), left >= 0, top >= 0 else { return nil }
        let statusLines = fields[2] == "off" ? 0 : fields[2] == "on" ? 1 : Int(fields[2]) ?? 1
        return (left, top + (fields[3] == "top" ? statusLines : 0))
    }
}
