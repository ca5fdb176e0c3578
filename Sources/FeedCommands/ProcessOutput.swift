import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and error as the command line writes them: a failed write (a full disk, a
/// closed pipe) is a clear message and exit status 1, never a trap (FileHandle's `write`
/// traps) and never a silent 0 (`print` drops errors).
package enum ProcessOutput {
    #if canImport(Glibc)
    private static let systemWrite = Glibc.write
    #elseif canImport(Darwin)
    private static let systemWrite = Darwin.write
    #endif

    /// Writes to standard error, unbuffered. A failure there has nowhere left to be told, so
    /// it is ignored.
    package static func error(_ text: String) {
        _ = writeAll(text, to: STDERR_FILENO)
    }

    /// Writes to standard output at once, after anything `print` buffered, as `preview
    /// --watch` draws each frame; a failure ends the program with why.
    package static func writeFrame(_ text: String) {
        finishWriting()
        if let failure = writeAll(text, to: STDOUT_FILENO) { fail(failure) }
    }

    /// Flushes what `print` buffered; when it cannot be written, says why on standard error
    /// and exits 1. Every way out of `main` calls it.
    package static func finishWriting() {
        // glibc keeps what it could not write and fails again here, however long ago it failed.
        if fflush(nil) != 0 { fail(errno) }
    }

    private static func fail(_ code: Int32) -> Never {
        error("feedterm: cannot write the output: \(String(cString: strerror(code == 0 ? EIO : code)))\n")
        exit(ExitStatus.documentError)
    }

    /// Writes every byte, going on after a partial write or a signal; the error number of a
    /// failure, or nil.
    package static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { bytes -> Int32? in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }
}
