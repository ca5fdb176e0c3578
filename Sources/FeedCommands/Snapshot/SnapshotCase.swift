import FeedModel
import FeedRendering
import Foundation

/// One layout at one width, for the latest app or one app version: its name
/// (`layouts/home.json@80`, or `layouts/home.json@80@app-4.8.0` for what version 4.8.0 shows)
/// and what it draws. Or one checkpoint of a flow (`flows/favorite.json@favorited`): the
/// screen, what the browser did since the checkpoint before, and the steps that led there.
package struct SnapshotCase {
    package let name: String
    package let buffer: Buffer
    /// What follows the screen in the text: a flow's happenings (`FlowCheckpoint.notes`).
    package var notes = ""
    /// A flow's steps since its checkpoint before, for the report; empty for a layout.
    package var steps: [String] = []
    /// What a failing check says before the diff: the flow, the checkpoint and the steps.
    package var context: String?
    /// Where a flow's focused element is drawn, marked in the text; nil for a layout.
    package var focus: Rect?
    /// A flow's trace, relative to the snapshot folder, for the report to link.
    package var trace: String?

    /// The case `name`, drawn as `buffer`, with a flow's `notes`, `steps`, `context` and `focus`.
    package init(name: String, buffer: Buffer, notes: String = "", steps: [String] = [], context: String? = nil, focus: Rect? = nil) {
        self.name = name
        self.buffer = buffer
        self.notes = notes
        self.steps = steps
        self.context = context
        self.focus = focus
    }

    /// The text grid and its style runs, as in the project's Snapshots/ (with a flow's focus
    /// marked), then the notes.
    package var text: String { SnapshotSerializer.string(of: buffer, focus: focus) + notes }
    package var svg: String { SVGSerializer.string(of: buffer) }

    /// The recorded files' names below the snapshot directory.
    package static func textFile(_ name: String) -> String { name + ".txt" }
    package static func svgFile(_ name: String) -> String { name + ".svg" }

    /// What a name's app version part starts with: `@app-4.8.0`.
    package static let appVersionPrefix = "@app-"

    /// The name of a flow's checkpoint: `flows/favorite.json@favorited`.
    package static func name(_ flow: String, checkpoint: String) -> String {
        "\(flow)@\(checkpoint)"
    }

    /// The name of the snapshot of `layout` at `width`, for app version `version` (nil: the
    /// latest app, or the run's own cohort).
    package static func name(_ layout: String, width: Int, version: ClientVersion? = nil) -> String {
        "\(layout)@\(width)" + (version.map { appVersionPrefix + $0.description } ?? "")
    }

    /// The app version part of a snapshot's name: 4.8.0 of `layouts/home.json@80@app-4.8.0`.
    package static func appVersion(of name: String) -> ClientVersion? {
        guard let range = name.range(of: appVersionPrefix, options: .backwards) else { return nil }
        return ClientVersion(String(name[range.upperBound...]))
    }

    /// A name without its app version part: `layouts/home.json@80`.
    package static func withoutAppVersion(_ name: String) -> Substring {
        guard appVersion(of: name) != nil, let range = name.range(of: appVersionPrefix, options: .backwards) else { return Substring(name) }
        return name[..<range.lowerBound]
    }

    /// The layout part of a snapshot's name: `layouts/home.json` of `layouts/home.json@80`.
    package static func layout(of name: String) -> String {
        let base = withoutAppVersion(name)
        return base.lastIndex(of: "@").map { String(base[..<$0]) } ?? String(base)
    }

    /// The width part of a snapshot's name: 80 of `layouts/home.json@80`.
    package static func width(of name: String) -> Int? {
        let base = withoutAppVersion(name)
        return base.lastIndex(of: "@").flatMap { Int(base[base.index(after: $0)...]) }
    }
}
