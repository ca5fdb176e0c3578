import FeedCommands
import FeedFlows
import FeedModel
import FeedRendering
import Foundation

/// Flow files among the layouts a snapshot run names: each checkpoint is a snapshot.
extension SnapshotOptions {
    /// The snapshots of the flow file at `input`, named `name@CHECKPOINT`, or the problem that
    /// stopped it (a malformed flow, a step whose loads never ended) as validate reports it.
    /// The flow draws at its own size, cohort and time; the run gives the theme a flow names
    /// none of, and `--images off` turns its pictures off.
    package func flowCases(_ input: DocumentInput, data: Data, name: String, settings: SnapshotSettings) -> Result<[SnapshotCase], Diagnostic> {
        var warnings: [Diagnostic] = []
        let flow: FlowFile
        do {
            flow = try FlowFile.load(data, at: URL(fileURLWithPath: input.argument), warnings: &warnings)
        } catch let problem as Diagnostic {
            return .failure(problem)
        } catch {
            return .failure(.error(JSONPath.root, "\(error)", code: .unreadableDocument))
        }
        let folder = URL(fileURLWithPath: input.argument).deletingLastPathComponent()
        var drawn = flow
        drawn.drawsPictures = flow.drawsPictures && pictureOptions.images != .off
        do {
            let config = try configOptions.load(near: flow.sourceFolder(near: folder)?.path ?? folder.path).config
            let run = FlowRun(flow: drawn, folder: folder, theme: settings.theme, config: config, limits: limitOptions.limits, pictureLimits: limitOptions.pictureLimits)
            return .success(try run.checkpoints().map { checkpoint in
                let since = checkpoint.steps.isEmpty ? "with no step since the checkpoint before" : "after " + checkpoint.steps.joined(separator: ", ")
                return SnapshotCase(
                    name: SnapshotCase.name(name, checkpoint: checkpoint.name), buffer: checkpoint.buffer, notes: checkpoint.notes, steps: checkpoint.steps,
                    context: "flow \(name) (\(TextSanitizer.printableLine(flow.title))), checkpoint '\(checkpoint.name)', \(since):"
                )
            })
        } catch let failure as FlowRun.Failure {
            return .failure(.error(JSONPath.root, "the flow stopped: \(failure)", code: .unreadableDocument))
        } catch {
            return .failure(.error(JSONPath.root, "the flow stopped: \(error)", code: .unreadableDocument))
        }
    }
}
