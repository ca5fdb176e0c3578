import FeedModel
import Foundation
import Synchronization

/// Which source a document read from a file belongs to (the layout format's §6): the nearest
/// folder at or above it that holds `home.json`; without one, it has no source and only its
/// references to itself are checked. Every command and the editor decide by this one rule.
public enum SourceRoot {
    /// The source of the file at `path`; nil when no folder at or above it holds `home.json`.
    /// While folders are remembered, so is each folder's answer, by the path as written.
    public static func of(file path: String) -> URL? {
        let written = folder(asWritten: path)
        if let known = rememberedSources.withLock({ $0?[written] }) { return known }
        let found = of(folder: URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent())
        rememberedSources.withLock { $0?[written] = found }
        return found
    }

    /// The folder of the file at `path`, by string, as the path writes it: everything before
    /// its last `/`; "." for a bare name, "/" for a file at the root. Files in one folder, however
    /// many, share its answers by it.
    public static func folder(asWritten path: String) -> String {
        // Over the bytes in one piece: asked for each of thousands of files, a walk back
        // through the UTF-8 view index by index cost most of the answer.
        var path = path
        guard let slash = path.withUTF8({ $0.lastIndex(of: UInt8(ascii: "/")) }) else { return "." }
        return slash == 0 ? "/" : String(path[..<path.utf8.index(path.utf8.startIndex, offsetBy: slash)])
    }

    /// The nearest folder from `folder` up that holds `home.json`.
    public static func of(folder: URL) -> URL? {
        nearestFolder(from: folder, holding: "home.json")
    }

    /// The nearest folder from `folder` up that holds a file named `name`: how a document's
    /// source and its project's `feedterm.json` are both found.
    public static func nearestFolder(from folder: URL, holding name: String) -> URL? {
        nearestFolder(fromPath: folder.path, holding: name).map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    /// The standard path (`StandardPath`) of the nearest folder from the folder at the path
    /// `folder` up that holds a file named `name`.
    public static func nearestFolder(fromPath folder: String, holding name: String) -> String? {
        // Paths as strings: URL's own path arithmetic cost most of validating a folder of
        // small files.
        var current = StandardPath.of(folder)
        while true {
            if holds(current, name) { return current }
            // The root is its own folder: the walk ends there.
            let parent = self.folder(asWritten: current)
            guard parent != current else { return nil }
            current = parent
        }
    }

    /// Whether the folder at the standard path `folder` holds a file named `name`: asked of the
    /// file system every time, unless a command that reads its files once said to remember
    /// (`remembersFolders`).
    private static func holds(_ folder: String, _ name: String) -> Bool {
        let path = StandardPath.joining(folder, name)
        guard remembering.withLock({ $0 != nil }) else { return FileManager.default.fileExists(atPath: path) }
        if let known = remembering.withLock({ $0?[path] }) { return known }
        let found = FileManager.default.fileExists(atPath: path)
        remembering.withLock { $0?[path] = found }
        return found
    }

    /// What each folder was found to hold, while remembered; nil while every answer is asked
    /// of the file system.
    private static let remembering = Mutex<[String: Bool]?>(nil)
    /// The source of each folder files were found in, by the folder's path as written, while
    /// remembered.
    private static let rememberedSources = Mutex<[String: URL?]?>(nil)

    /// Remembers, for the rest of the process, which folders hold which files: for a command
    /// that checks thousands of files once (validate), whose folders would otherwise each be
    /// asked again for every file in them. Never for one that runs on (the language server),
    /// whose folders change.
    public static func remembersFolders() {
        remembering.withLock { if $0 == nil { $0 = [:] } }
        rememberedSources.withLock { if $0 == nil { $0 = [:] } }
    }
}
