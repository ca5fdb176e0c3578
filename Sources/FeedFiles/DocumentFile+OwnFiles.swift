import FeedModel
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading back files feedterm wrote itself, where something else may have been planted.
extension DocumentFile {
    /// The whole regular file at `path`, within `limits`, refusing a symbolic link (never
    /// followed), a FIFO or a device: for files feedterm wrote itself and reads back, such as
    /// its picture cache, where anything else was planted there.
    public static func contents(ofOwnFile path: String, limits: ReadLimits = ReadLimits()) throws -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard descriptor >= 0 else { throw ReadError(path: path, reason: Self.reason(for: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { throw ReadError(path: path, reason: "is not a regular file") }
        return try DocumentFile(descriptor: descriptor, name: path, limits: limits).withUnsafeBytes { Data($0) }
    }
}
