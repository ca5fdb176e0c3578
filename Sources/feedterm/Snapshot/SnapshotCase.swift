import FeedRendering
import Foundation

/// One layout at one width: its name (`layouts/home.json@80`) and what it draws.
struct SnapshotCase {
    let name: String
    let buffer: Buffer

    /// The text grid and its style runs, as in the project's Snapshots/.
    var text: String { SnapshotSerializer.string(of: buffer) }
    var svg: String { SVGSerializer.string(of: buffer) }

    /// The recorded files' names below the snapshot directory.
    static func textFile(_ name: String) -> String { name + ".txt" }
    static func svgFile(_ name: String) -> String { name + ".svg" }

    /// The layout part of a snapshot's name: `layouts/home.json` of `layouts/home.json@80`.
    static func layout(of name: String) -> String {
        name.lastIndex(of: "@").map { String(name[..<$0]) } ?? name
    }

    /// The width part of a snapshot's name: 80 of `layouts/home.json@80`.
    static func width(of name: String) -> Int? {
        name.lastIndex(of: "@").flatMap { Int(name[name.index(after: $0)...]) }
    }
}
