import FeedFlows
import FeedModel
import FeedPictures
import FeedRendering
import Foundation

/// A flow file's checkpoints as snapshots, for `snapshot record` and `check`: named
/// `NAME@CHECKPOINT`, with what the browser did since the checkpoint before, the steps that
/// led there and the focus marked in the text.
package enum FlowSnapshots {
    /// What a flow came to in a snapshot run.
    package enum Outcome {
        /// Every checkpoint, and every expectation that did not hold (each at its place).
        case ran([SnapshotCase], failures: [Diagnostic])
        /// The flow could not be read or run to its end: nothing of it is a snapshot.
        case unreadable([Diagnostic])
    }

    /// The folder of a snapshot folder that a check writes flows' traces in, one folder each.
    package static let tracesFolderName = ".traces"

    /// Runs the flow file at `path`, whose bytes are `data` and whose snapshot name is `name`.
    /// The flow draws at its own size, cohort and time; `theme` when it names none, and its
    /// pictures only if `drawsPictures`. With `snapshotFolder`, its trace is written in the
    /// folder's `.traces`, and each snapshot links it as `trace`.
    package static func run(path: String, data: Data, name: String, theme: Theme, drawsPictures: Bool, limits: ReadLimits, pictureLimits: PictureLimits, tracingInto snapshotFolder: URL? = nil, config: (String) throws -> ProjectConfig) -> Outcome {
        let traceName = FlowTraceIndexPage.folderNames(for: [name])[0]
        let traceFolder = snapshotFolder.map { (url: $0.appendingPathComponent(tracesFolderName).appendingPathComponent(traceName), link: "\(tracesFolderName)/\(traceName)/\(FlowTracePage.fileName)") }
        var warnings: [Diagnostic] = []
        let flow: FlowFile
        do {
            flow = try FlowFile.load(data, at: URL(fileURLWithPath: path), warnings: &warnings)
        } catch {
            return .unreadable(FlowBatch.problems(of: error))
        }
        let result: FlowResult
        var traced = false
        do {
            let run = try FlowRun(flow: flow, path: path, theme: theme, drawsPictures: drawsPictures, limits: limits, pictureLimits: pictureLimits, config: config)
            // A trace is written only where no link inside the snapshot folder leads it elsewhere.
            if let traceFolder, let snapshotFolder, (try? OutputFile.inside(snapshotFolder, "\(tracesFolderName)/\(traceName)/\(FlowTracePage.fileName)")) != nil,
               let writer = try? FlowTraceWriter(folder: traceFolder.url) {
                result = run.run(tracingWith: writer, file: path)
                traced = writer.failure == nil
            } else {
                result = run.run()
            }
        } catch {
            return .unreadable([.error(JSONPath.root, "the flow stopped: \(error)", code: .unreadableDocument)])
        }
        if let stop = result.stop {
            return .unreadable(result.failures.map(\.diagnostic) + [FlowFailure(at: stop.location, "the flow stopped: \(stop.message)").diagnostic])
        }
        let cases = result.checkpoints.map { checkpoint in
            let since = checkpoint.steps.isEmpty ? "with no step since the checkpoint before" : "after " + checkpoint.steps.joined(separator: ", ")
            var snapshot = SnapshotCase(
                name: SnapshotCase.name(name, checkpoint: checkpoint.name), buffer: checkpoint.buffer, notes: checkpoint.notes, steps: checkpoint.steps,
                context: "flow \(name) (\(TextSanitizer.printableLine(flow.title))), checkpoint '\(checkpoint.name)', \(since):", focus: checkpoint.focus
            )
            snapshot.trace = traced ? traceFolder?.link : nil
            return snapshot
        }
        return .ran(cases, failures: result.failures.map(\.diagnostic))
    }
}
