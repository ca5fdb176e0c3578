import FeedCommands
import Foundation

/// Flow files among the layouts a snapshot run names: each checkpoint is a snapshot.
extension SnapshotOptions {
    /// What the flow file at `input` came to (`FlowSnapshots`), named `name@CHECKPOINT`:
    /// `--images off` turns its pictures off, `--image-host` adds to the hosts its pictures may
    /// come from, and a check writes its trace beside the report.
    func flowOutcome(_ input: DocumentInput, data: Data, name: String, settings: SnapshotSettings, tracing: Bool) -> FlowSnapshots.Outcome {
        FlowSnapshots.run(
            path: input.argument, data: data, name: name, theme: settings.theme, drawsPictures: pictureOptions.images != .off, limits: limitOptions.limits,
            pictureLimits: limitOptions.pictureLimits, tracingInto: tracing ? directory : nil
        ) { try configOptions.load(near: $0).config.allowing(imageHosts: pictureOptions.imageHosts) }
    }
}
