import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The command lines of a linear reading, from standard input (a terminal, a file or a pipe),
/// read with poll(2) so that the browser goes on while the shopper reads and types:
/// `whileWaiting` runs every `tick` until a line is complete, and a long document's rest keeps
/// arriving meanwhile. Of each line at most `maxLineBytes` are kept, the rest passed over as it
/// is read: a line of a gigabyte from a pipe costs no more.
final class LinearInput {
    /// The most of one command line that is kept.
    static let maxLineBytes = 4096
    /// How often `whileWaiting` runs while nothing is typed, in milliseconds.
    static let tick: Int32 = 50

    private let descriptor: Int32
    private var buffered: [UInt8] = []
    private var next = 0
    private var ended = false

    init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
    }

    /// The next line without its line end; nil at the end of input.
    func nextLine(whileWaiting: () -> Void) -> String? {
        var bytes: [UInt8] = []
        var read = false
        while true {
            if next == buffered.count, !fill(whileWaiting) {
                return read ? String(decoding: bytes, as: UTF8.self) : nil
            }
            let byte = buffered[next]
            next += 1
            read = true
            if byte == 10 { return String(decoding: bytes, as: UTF8.self) }
            if bytes.count < Self.maxLineBytes, byte != 13 { bytes.append(byte) }
        }
    }

    /// Reads what has come, waiting a tick at a time; false at the end of input or an error.
    private func fill(_ whileWaiting: () -> Void) -> Bool {
        while !ended {
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, Self.tick)
            if ready == 0 {
                whileWaiting()
                continue
            }
            if ready < 0 {
                if errno == EINTR { continue }
                ended = true
                break
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let got = chunk.withUnsafeMutableBytes { Self.systemRead(descriptor, $0.baseAddress, $0.count) }
            if got < 0, errno == EINTR || errno == EAGAIN { continue }
            guard got > 0 else {
                ended = true
                break
            }
            buffered = Array(chunk.prefix(got))
            next = 0
            return true
        }
        return false
    }

    #if canImport(Glibc)
    private static let systemRead = Glibc.read
    #elseif canImport(Darwin)
    private static let systemRead = Darwin.read
    #endif
}
