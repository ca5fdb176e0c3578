import FeedFiles
import FeedModel
#if canImport(Glibc)
import Glibc
#endif

/// The layout files below a directory, listed by the bytes of their names.
///
/// FileManager hands back names as Strings, with U+FFFD where a name is not UTF-8: a file so
/// named was then reported as "no such file", since no file has the repaired name. Listed by
/// its bytes, it is opened by its real name and shown with `\xNN` (`RawArguments.display`).
package enum LayoutFileListing {
    /// A file found: its path, and whether the listing said it is a regular file (so nobody
    /// need ask the file system again).
    package struct Entry: Sendable {
        package let path: [UInt8]
        package let isRegular: Bool
    }

    /// Every `*.json` below `directory`, recursively, as paths that start with `directory` as
    /// written (a `/` added when it ends without one), sorted by their bytes. Hidden files and
    /// folders and a project's `feedterm.json` are left out; a linked folder inside is not
    /// entered (so no link can make the walk go round), while a linked `directory` itself is
    /// listed where it leads. A snapshots folder (one holding a snapshot manifest) and the
    /// folders `leavingOut` names (a command's own `--out`) are no layouts and are not entered.
    /// The folders directly inside are walked on up to `jobs` threads: the listing is the part
    /// of `validate DIR` done before any file is checked.
    package static func files(below directory: [UInt8], jobs: Int = 1, leavingOut: Set<String> = []) -> [Entry] {
        let base = directory.last == UInt8(ascii: "/") ? directory : directory + [UInt8(ascii: "/")]
        let top = FolderListing(base)
        guard !top.holdsSnapshots, !isLeftOut(base, leavingOut) else { return [] }
        let folders = top.entries.indices.filter { top.entries[$0].isFolder }
        let below: @Sendable (Int) -> [Entry] = { index in
            var found: [Entry] = []
            walk(base + top.entries[folders[index]].key, leavingOut: leavingOut, into: &found)
            return found
        }
        // A thread is not worth starting for one folder.
        let walked = jobs > 1 && folders.count > 1
            ? ParallelResults<[Entry]>.computing(count: folders.count, jobs: jobs, below)
            : folders.indices.map(below)
        // The entries are in byte order of their keys, and everything below a folder sorts
        // where its key (`name/`) does: joined in that order, the paths are sorted.
        var found: [Entry] = []
        var nextFolder = 0
        for entry in top.entries {
            if entry.isFolder {
                found += walked[nextFolder]
                nextFolder += 1
            } else {
                found.append(Entry(path: base + entry.name, isRegular: entry.isRegular))
            }
        }
        return found
    }

    /// Appends every `*.json` below `folder` (a path ending with `/`) to `found`, in byte
    /// order; nothing of a snapshots folder or one left out.
    private static func walk(_ folder: [UInt8], leavingOut: Set<String>, into found: inout [Entry]) {
        let listing = FolderListing(folder)
        guard !listing.holdsSnapshots, !isLeftOut(folder, leavingOut) else { return }
        for entry in listing.entries {
            if entry.isFolder {
                walk(folder + entry.key, leavingOut: leavingOut, into: &found)
            } else {
                found.append(Entry(path: folder + entry.name, isRegular: entry.isRegular))
            }
        }
    }

    /// Whether `folder` (ending with `/`) is one of `leavingOut`, standard paths compared.
    private static func isLeftOut(_ folder: [UInt8], _ leavingOut: Set<String>) -> Bool {
        !leavingOut.isEmpty && leavingOut.contains(StandardPath.of(String(decoding: folder.dropLast(), as: UTF8.self)))
    }
}
