import Foundation

/// Which source a document read from a file belongs to (the layout format's §6): the nearest
/// folder at or above it that holds `home.json`; without one, it has no source and only its
/// references to itself are checked. Every command and the editor decide by this one rule.
public enum SourceRoot {
    /// The source of the file at `path`; nil when no folder at or above it holds `home.json`.
    public static func of(file path: String) -> URL? {
        of(folder: URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent())
    }

    /// The nearest folder from `folder` up that holds `home.json`.
    public static func of(folder: URL) -> URL? {
        nearestFolder(from: folder, holding: "home.json")
    }

    /// The nearest folder from `folder` up that holds a file named `name`: how a document's
    /// source and its project's `feedterm.json` are both found.
    public static func nearestFolder(from folder: URL, holding name: String) -> URL? {
        var current = folder.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(name).path) { return current }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }
}
