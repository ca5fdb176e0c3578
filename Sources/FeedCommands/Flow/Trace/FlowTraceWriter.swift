import FeedRendering
import Foundation

/// Writes a flow's trace into a folder as the flow runs (`flow run --trace`): each step's
/// screen as `step-NNN.txt` (as a snapshot's text, focus marked) and `step-NNN.svg`, then an
/// `index.html` timeline of them all (`FlowTracePage`). Screens are written as they come,
/// never kept, so a long flow's trace costs its files, not memory.
package final class FlowTraceWriter {
    /// The folder the trace is written in.
    package let folder: URL
    /// Each step written, its screen left out.
    private var entries: [FlowTracePage.Entry] = []
    /// Why a file could not be written, the first time one could not.
    package private(set) var failure: String?

    /// A trace in `folder`, made if it is not there; what it held of an earlier trace is
    /// replaced.
    package init(folder: URL) throws {
        self.folder = folder
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(FlowTracePage.fileName))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// The base name of step `number`'s files: `step-007`.
    static func baseName(_ number: Int) -> String {
        "step-" + String(repeating: "0", count: max(0, 3 - String(number).count)) + String(number)
    }

    /// Writes the step's screen and keeps the rest of it for the timeline.
    package func write(_ step: FlowTraceStep) {
        let base = Self.baseName(step.number)
        write(step.text, to: base + ".txt")
        write(SVGSerializer.string(of: step.buffer), to: base + ".svg")
        entries.append(FlowTracePage.Entry(step: step, files: base))
    }

    /// Writes `index.html` for the flow `title` of `totalSteps` steps in `file`, with how it
    /// ended; returns its URL.
    @discardableResult
    package func finish(title: String, file: String, totalSteps: Int, result: FlowResult) -> URL {
        let page = folder.appendingPathComponent(FlowTracePage.fileName)
        write(FlowTracePage.html(title: title, file: file, totalSteps: totalSteps, entries: entries, result: result), to: FlowTracePage.fileName)
        return page
    }

    private func write(_ text: String, to name: String) {
        do {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name), options: .atomic)
        } catch {
            if failure == nil { failure = "cannot write \(folder.appendingPathComponent(name).path): \(FileErrorText.describe(error))" }
        }
    }
}
