import FeedRendering
import Foundation

/// One layout at one width: its name (`home.json@80`) and what it draws.
struct SnapshotCase {
    let name: String
    let buffer: Buffer

    /// The text grid and its style runs, as in the project's Snapshots/.
    var text: String { SnapshotSerializer.string(of: buffer) }
    var svg: String { SVGSerializer.string(of: buffer) }

    /// The recorded files' names below the snapshot directory.
    static func textFile(_ name: String) -> String { name + ".txt" }
    static func svgFile(_ name: String) -> String { name + ".svg" }

    /// The names of the snapshots recorded in `directory`: every `*@<width>.txt` below it.
    static func recorded(in directory: URL) -> [String] {
        let files = FileManager.default.subpaths(atPath: directory.path) ?? []
        return files.filter { $0.hasSuffix(".txt") && $0.contains("@") }.map { String($0.dropLast(4)) }.sorted()
    }
}
