import FeedFlows
import FeedModel
import FeedPictures
import FeedRendering
import Foundation

/// A run of a flow read from its file, as `flow run` and a snapshot run make it.
extension FlowRun {
    /// A run of `flow`, read from the file at `path`: from the file's folder, its pictures
    /// drawn only where both the flow and `drawsPictures` say so, with the project config
    /// `config` gives for its source's folder (the flow's own folder, for a server).
    package init(flow: FlowFile, path: String, theme: Theme, drawsPictures: Bool, limits: ReadLimits, pictureLimits: PictureLimits, config: (String) throws -> ProjectConfig) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        var drawn = flow
        drawn.drawsPictures = flow.drawsPictures && drawsPictures
        self.init(flow: drawn, folder: folder, theme: theme, config: try config(flow.sourceFolder(near: folder)?.path ?? folder.path), limits: limits, pictureLimits: pictureLimits)
    }

    /// Runs the flow with `writer` writing its trace, and finishes the trace's timeline, the
    /// flow named `file` there.
    package func run(tracingWith writer: FlowTraceWriter, file: String) -> FlowResult {
        let result = run(tracing: writer.write)
        writer.finish(title: flow.title, file: file, totalSteps: flow.steps.count, result: result)
        return result
    }
}
