import FeedModel
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a document's bytes within its limits, and the words for what went wrong.
extension DocumentFile {
    /// Reads until the end, the limit or the deadline; how many bytes were read. What can
    /// block is waited for with poll(2), so the deadline holds without changing the
    /// descriptor's own flags (standard input may be the shell's terminal).
    static func read(_ descriptor: Int32, into memory: UnsafeMutableRawPointer, room: Int, name: String, limits: ReadLimits, canBlock: Bool) throws -> Int {
        let deadline = Date().addingTimeInterval(limits.timeout)
        let timedOut = ReadError(path: name, reason: "it did not end within \(format(limits.timeout)) s (the limit; --timeout sets it)")
        var total = 0
        while true {
            if canBlock {
                let left = deadline.timeIntervalSinceNow
                guard left > 0 else { throw timedOut }
                var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let ready = poll(&waiting, 1, Int32(min(left, 3600) * 1000) + 1)
                if ready == 0 { throw timedOut }
                if ready < 0 {
                    if errno == EINTR { continue }
                    throw ReadError(path: name, reason: reason(for: errno))
                }
            }
            let got = systemRead(descriptor, memory + total, room - total)
            if got > 0 {
                total += got
                if total > limits.maxBytes { throw ReadError(path: name, reason: tooLarge(total, limits, atLeast: true)) }
                continue
            }
            if got == 0 { return total }
            if errno == EINTR || errno == EAGAIN { continue }
            throw ReadError(path: name, reason: reason(for: errno))
        }
    }

    #if canImport(Glibc)
    private static let systemRead = Glibc.read
    #elseif canImport(Darwin)
    private static let systemRead = Darwin.read
    #endif

    static func tooLarge(_ bytes: Int, _ limits: ReadLimits, atLeast: Bool = false) -> String {
        let size = atLeast ? "" : " (\(ReadLimits.describe(bytes)))"
        return "it is larger\(size) than the limit of \(ReadLimits.describe(limits.maxBytes)) (--max-bytes sets it)"
    }

    static func format(_ seconds: Double) -> String {
        seconds.rounded() == seconds ? String(Int(seconds)) : String(seconds)
    }

    /// The words for an errno of open(2) and read(2).
    public static func reason(for code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "is a directory"
        case ENOTDIR: "a part of the path is not a directory"
        case ELOOP: "too many symbolic links"
        case ENAMETOOLONG: "the name is too long"
        case ENXIO: "it is a FIFO nobody reads"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
