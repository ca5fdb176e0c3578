import FeedModel
#if canImport(Glibc)
import Glibc
#endif

/// One folder's entries that may hold layouts: its folders and its `*.json` files but a
/// project's `feedterm.json`, hidden ones left out, sorted as their paths sort.
///
/// A folder sorts by its name and a `/`, since that is how every path below it starts: "a.json"
/// comes before the folder "a", whose "a/x.json" comes before "a0.json". Sorted so, a walk
/// that enters each folder in its turn lists every path in byte order, and no list of
/// thousands of whole paths (sharing long beginnings) need be sorted afterwards.
package struct FolderListing {
    /// An entry: its name's bytes, and what the listing said it is.
    package struct Entry {
        package let name: [UInt8]
        package let isFolder: Bool
        package let isRegular: Bool
        /// The bytes it sorts by, and a path below its folder goes on with: a folder's name
        /// ends with `/`.
        package let key: [UInt8]

        package init(name: [UInt8], isFolder: Bool, isRegular: Bool) {
            self.name = name
            self.isFolder = isFolder
            self.isRegular = isRegular
            key = isFolder ? name + [UInt8(ascii: "/")] : name
        }
    }

    package let entries: [Entry]
    /// Whether the folder holds a snapshot manifest: a snapshots folder, never layouts,
    /// wherever it is (a team's first `--out snapshots/` is often beside home.json).
    package let holdsSnapshots: Bool

    private static let json = Array(".json".utf8)
    private static let configName = Array(ProjectConfig.fileName.utf8)
    private static let manifestName = Array(SnapshotManifest.fileName.utf8)

    /// The entries of the folder at `path` (which ends with `/`); none when it cannot be listed.
    package init(_ path: [UInt8]) {
        var entries: [Entry] = []
        var holdsSnapshots = false
        if let stream = (path + [0]).withUnsafeBufferPointer({ opendir(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self)) }) {
            defer { closedir(stream) }
            while let found = readdir(stream) {
                let name = withUnsafeBytes(of: found.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
                guard let first = name.first, first != UInt8(ascii: ".") else { continue }
                if name == Self.manifestName { holdsSnapshots = true }
                // The listing's own word for the entry's kind spares a stat for each file; a
                // file system that does not say is asked.
                let kind = found.pointee.d_type
                if kind == UInt8(DT_DIR) || (kind == UInt8(DT_UNKNOWN) && Self.isFolder(path + name)) {
                    entries.append(Entry(name: name, isFolder: true, isRegular: false))
                } else if name.count > Self.json.count, name.suffix(Self.json.count).elementsEqual(Self.json), name != Self.configName {
                    entries.append(Entry(name: name, isFolder: false, isRegular: kind == UInt8(DT_REG)))
                }
            }
        }
        self.entries = entries.sorted { Self.precedes($0.key, $1.key) }
        self.holdsSnapshots = holdsSnapshots
    }

    /// Byte order, by memcmp: quicker than comparing element by element.
    private static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        let common = min(a.count, b.count)
        let order = common == 0 ? 0 : a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in memcmp(a.baseAddress!, b.baseAddress!, common) }
        }
        return order != 0 ? order < 0 : a.count < b.count
    }

    /// Whether `path` is a folder itself, not a link to one.
    private static func isFolder(_ path: [UInt8]) -> Bool {
        var status = stat()
        let answered = (path + [0]).withUnsafeBufferPointer { lstat(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), &status) == 0 }
        return answered && status.st_mode & S_IFMT == S_IFDIR
    }
}
