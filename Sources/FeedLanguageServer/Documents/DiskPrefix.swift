import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The first bytes of a document's file on disk, which an editor may not show: a byte-order
/// mark that it strips when it reads the file.
enum DiskPrefix {
    /// UTF-8's byte-order mark.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Whether the regular file at `path` starts with a byte-order mark; false when it is not
    /// a regular file or cannot be read. Reads three bytes, and never waits on a FIFO.
    static func hasByteOrderMark(atPath path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
        var first = [UInt8](repeating: 0, count: 3)
        return read(descriptor, &first, 3) == 3 && first == byteOrderMark
    }
}
