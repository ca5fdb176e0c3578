import FeedFiles
import FeedModel
import FeedPictures
import FeedRendering
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `preview --watch FILE`: draws the file, then again on every save, until interrupted.
///
/// In a terminal each frame replaces the last, cut to the screen's height; in a pipe each
/// frame follows the last under a rule. A save that cannot be read keeps the last good
/// drawing under its problems.
package final class PreviewWatch: @unchecked Sendable {
    private let file: URL
    private let displayName: String
    private let decoder: FeedDecoder
    private let drawing: PreviewDrawing
    private let pinnedWidth: Int?
    private let select: (FeedDocument) throws -> [Module]
    private let isTerminal = isatty(STDOUT_FILENO) == 1
    private let queue = DispatchQueue(label: "feedterm.watch")
    private var problems = WatchedProblems()
    private var lastGood: (modules: [Module], saved: Date)?
    /// The file's bytes when last read.
    private var lastRead: Data?
    /// Whether the last save could not be decoded at all.
    private var broken = false
    private var savedAt = Date()
    private var watcher: FileWatcher?
    private var resizes: (any DispatchSourceSignal)?

    package init(file: String, decoder: FeedDecoder, drawing: PreviewDrawing, pinnedWidth: Int?, select: @escaping (FeedDocument) throws -> [Module]) {
        self.file = URL(fileURLWithPath: file)
        displayName = file
        self.decoder = decoder
        self.drawing = drawing
        self.pinnedWidth = pinnedWidth
        self.select = select
    }

    /// Draws, then watches; returns only by the process being interrupted.
    package func run() throws -> Never {
        do {
            watcher = try FileWatcher(file: file, queue: queue) { [unowned self] in self.reread() }
        } catch let error as POSIXError {
            let why = String(cString: strerror(error.code.rawValue))
            ProcessOutput.error("Error: cannot watch \(displayName): \(file.deletingLastPathComponent().path): \(why)\n")
            throw CommandExit(ExitStatus.documentError)
        }
        if isTerminal && pinnedWidth == nil {
            signal(SIGWINCH, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: queue)
            source.setEventHandler { [unowned self] in self.show() }
            source.resume()
            resizes = source
        }
        queue.async { self.reread() }
        dispatchMain()
    }

    /// Reads the file again (into memory, never mapped: an editor may truncate it meanwhile)
    /// and shows the result.
    private func reread() {
        let result: FeedDecodeResult
        do {
            let data = try DocumentFile(path: file.path, limits: decoder.limits).withUnsafeBytes { Data($0) }
            // An editor's save is several events (truncate, write, close, rename): bytes read
            // once already are the same save, and their problems are not new a second time.
            guard data != lastRead else { return }
            lastRead = data
            savedAt = Date()
            result = decoder.decode(data)
        } catch {
            lastRead = nil
            savedAt = Date()
            result = FeedDecodeResult(document: nil, diagnostics: [.error("$", "\(error)", code: .unreadableDocument)])
        }
        problems.update(result.diagnostics, file: displayName)
        if let document = result.document, let modules = try? select(document) {
            lastGood = (modules, savedAt)
        }
        broken = result.document == nil
        show()
    }

    /// Writes one frame: a header, the problems, the drawing.
    private func show() {
        let size = TerminalSize.ofStandardOutput()
        let width = TerminalSize.columns(pinnedWidth)
        let height = size?.rows ?? 24
        var lines = [header(width: width)]
        // In a terminal the problems take at most a third of the screen, so the drawing shows.
        let shown = isTerminal ? max(1, height / 3 / 2) : problems.lines.count
        for line in problems.lines.prefix(shown) {
            let mark = line.change == .same ? "" : line.change.rawValue
            lines.append(mark.padding(toLength: 8, withPad: " ", startingAt: 0) + line.text)
        }
        if problems.lines.count > shown {
            lines.append("        … \(problems.lines.count - shown) more: feedterm validate \(displayName) lists them all")
        }
        if broken, let lastGood {
            lines.append("The last good drawing, saved \(Self.clock(lastGood.saved)):")
        }
        lines.append("")
        lines += lastGood.map { drawing.lines(of: $0.modules, width: width) } ?? []
        var text: String
        if isTerminal {
            // Cut to the screen, counting the rows a long problem line wraps onto.
            var rows = 0
            let fitting = lines.prefix { line in
                rows += max(1, (PrintedWidth.of(line) + width - 1) / width)
                return rows < height
            }
            if fitting.count < lines.count {
                lines = Array(fitting) + ["… \(lines.count - fitting.count) more lines below: --module N draws one module"]
            }
            // Home, clear the screen (and kitty's pictures, which clearing leaves), draw: the
            // frame replaces the last one in place.
            let forgetPictures = drawing.pixels?.pixels == .kitty ? drawing.pixels?.wrapped(KittyEncoder.forgetAll) ?? "" : ""
            text = "\u{1B}[H\u{1B}[2J" + forgetPictures + lines.joined(separator: "\n")
        } else {
            text = lines.joined(separator: "\n") + "\n"
        }
        ProcessOutput.writeFrame(text)
    }

    /// `── home.json · 80 cols · saved 12:01:02 · 2 problems ──────`, as wide as the frame: a
    /// narrow frame drops the least needed parts first, so the rule still runs to its edge.
    private func header(width: Int) -> String {
        let count = problems.count
        let state = broken ? "cannot be drawn" : count == 0 ? "no problems" : count == 1 ? "1 problem" : "\(count) problems"
        let name = TextSanitizer.printableLine(file.lastPathComponent)
        let titles = [
            "── \(name) · \(width) cols · saved \(Self.clock(savedAt)) · \(state) ",
            "── \(name) · \(width) cols · \(Self.clock(savedAt)) · \(state) ",
            "── \(name) · \(width) cols · \(state) ",
            "── \(width) cols · \(state) ",
            "── \(state) ",
        ]
        // At least two cells of rule after the words.
        guard let title = titles.first(where: { DisplayText($0).width + 2 <= width }) else {
            return String(repeating: "─", count: max(width, 0))
        }
        return title + String(repeating: "─", count: width - DisplayText(title).width)
    }

    private static func clock(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: date)
    }
}
