import FeedFiles
import FeedFlows
import FeedInput
import FeedModel
import FeedRendering
import Foundation

/// `browse --record FILE.cast`: the session as an asciicast v2 recording, the format asciinema
/// plays: a header line, then one line per event: `[seconds, "o", text]` for what was drawn
/// (each frame's changed rows, as the ANSI text `preview` prints, whatever the terminal's own
/// sequences were), `[seconds, "i", text]` for a key, written as the sequence a terminal
/// sends for it (`FlowKey.bytes(of:)`), and `[seconds, "r", "COLSxROWS"]` for a resize.
///
/// It holds what the screen showed and what was typed, and the header what `flow from-cast`
/// needs to run the same session again (`CastHeader`): no environment, no host, no path
/// but the source as it was named. Writing stops at the first failure (a full disk), which
/// browse reports after quitting; the browser goes on.
package final class CastRecording {
    package let path: String
    private let handle: FileHandle
    private let started = ContinuousClock.now
    /// The last frame recorded, to record only the rows that change.
    private var shown: Buffer?
    /// Why the recording stopped being written, when it did.
    package private(set) var failure: String?

    /// Creates (or empties) `path` and writes the header. Only a regular file is written: the
    /// open does not wait (a FIFO nobody reads is refused at once, before the screen is taken),
    /// and a FIFO, a device or a socket is refused.
    package init(path: String, header: CastHeader) throws {
        self.path = path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else {
            throw UsageError("cannot write the recording \(TextSanitizer.printableLine(path)): \(DocumentFile.reason(for: errno))")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, ftruncate(descriptor, 0) == 0 else {
            close(descriptor)
            throw UsageError("cannot write the recording \(TextSanitizer.printableLine(path)): it is no regular file (a FIFO, a device or a socket); a recording is written to a file")
        }
        // Written in full from here: a regular file never makes a write wait anyway.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        write(line: try header.json())
    }

    /// A frame as browse drew it, as an `"o"` event: the rows that changed since the last
    /// frame (every row of the first, and after a resize), each from its first column, in the
    /// terminal's colour depth, degraded for its `background`. The first also takes the
    /// alternate screen and hides the cursor, as browse does.
    package func frame(_ buffer: Buffer, depth: ColorDepth, on background: TerminalBackground = .dark) {
        let previous = shown.flatMap { $0.width == buffer.width && $0.height == buffer.height ? $0 : nil }
        var text = shown == nil ? "\u{1B}[?1049h\u{1B}[?25l" : ""
        if previous == nil { text += "\u{1B}[0m\u{1B}[2J" }
        // Only the rows that changed are written out, as the terminal itself was sent only them.
        for row in 0..<buffer.height where previous.map({ !Self.same(row, $0, buffer) }) ?? true {
            text += "\u{1B}[\(row + 1);1H\u{1B}[2K" + ANSISerializer.line(row, of: buffer, depth: depth, on: background)
        }
        shown = buffer
        event("o", text)
    }

    /// The terminal given back, as browse leaves it: the normal screen, the cursor shown.
    package func end() {
        if shown != nil { event("o", "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l") }
    }

    private static func same(_ row: Int, _ old: Buffer, _ new: Buffer) -> Bool {
        (0..<new.width).allSatisfy { old[$0, row] == new[$0, row] }
    }

    /// A step of the event loop: keys as `"i"` events, a resize as an `"r"` event, a click or
    /// the wheel as the mouse report a terminal sends.
    package func note(_ step: LoopStep) {
        guard case .input(let input) = step else { return }
        switch input {
        case .key(let key): event("i", FlowKey.bytes(of: key))
        case .resize(let width, let height): event("r", "\(width)x\(height)")
        case .click(let x, let y): event("i", "\u{1B}[<0;\(x + 1);\(y + 1)M")
        case .wheel(let rows): event("i", "\u{1B}[<\(rows < 0 ? 64 : 65);1;1M")
        }
    }

    private func event(_ kind: String, _ text: String) {
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        write(line: "[\(String(format: "%.6f", seconds)), \"\(kind)\", \(FlowFile.quoted(text))]")
    }

    private func write(line: String) {
        guard failure == nil else { return }
        if let code = ProcessOutput.writeAll(line + "\n", to: handle.fileDescriptor) {
            failure = String(cString: strerror(code))
        }
    }
}
