import FeedFiles
import FeedModel

/// The first bytes of a document's file on disk, which an editor may not show: a byte-order
/// mark that it strips when it reads the file.
enum DiskPrefix {
    /// UTF-8's byte-order mark.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Whether the regular file at `path` starts with a byte-order mark; false when it is not
    /// a regular file or cannot be read. Reads three bytes, and never waits on a FIFO.
    static func hasByteOrderMark(atPath path: String) -> Bool {
        DocumentFile.leadingBytes(ofRegularFile: path, count: 3) == byteOrderMark
    }
}
