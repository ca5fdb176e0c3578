import FeedFiles
import FeedRendering
import Foundation

/// The rules a command writes by: only regular files it made or replaces, never a device, a
/// FIFO or a socket that happens to have the name, and never through a link to a folder inside
/// the folder it writes in.
package enum OutputFile {
    /// What is at `path`, not following a last link: nil when nothing is.
    private static func kind(at path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    /// Refuses to write `path` when something is there that is no regular file (a device, a
    /// FIFO, a socket, a folder), or when a file is there and `force` is not given.
    package static func mayWrite(_ path: String, force: Bool) throws {
        guard let kind = kind(at: path) else { return }
        guard kind == S_IFREG || kind == S_IFLNK else {
            throw UsageError("\(TextSanitizer.printableLine(path)) is no regular file (a device, a FIFO, a socket or a folder); feedterm writes only files, --force included")
        }
        if !force { throw UsageError("\(TextSanitizer.printableLine(path)) is there already; --force replaces it") }
    }

    /// The file `name` (`layouts/home.json@80.txt`) below `folder`, when no folder between
    /// them is a link: a link to a folder elsewhere would have snapshots written outside
    /// `--out`, which they never are.
    package static func inside(_ folder: URL, _ name: String) throws -> URL {
        var current = folder
        for component in name.split(separator: "/").dropLast() {
            current.appendPathComponent(String(component))
            if kind(at: current.path) == S_IFLNK {
                throw UsageError("\(TextSanitizer.printableLine(current.path)) is a link inside \(TextSanitizer.printableLine(folder.path)); snapshots are never written through one: make it a folder")
            }
        }
        return folder.appendingPathComponent(name)
    }

    /// Two of `paths` (an option's name, the path it gives) that name one file: the first such
    /// pair's options, for a usage error (a recording that would truncate the state file).
    package static func sameFile(among paths: [(option: String, path: String?)]) -> (String, String)? {
        let named = paths.compactMap { entry in entry.path.map { (entry.option, identity(of: $0)) } }
        for (index, first) in named.enumerated() {
            if let second = named[(index + 1)...].first(where: { $0.1 == first.1 }) { return (first.0, second.0) }
        }
        return nil
    }

    /// What tells files apart: the device and inode of one that exists, else its absolute path.
    private static func identity(of path: String) -> String {
        var status = stat()
        if stat(path, &status) == 0 { return "\(status.st_dev):\(status.st_ino)" }
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
