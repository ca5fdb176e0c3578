#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The server's two pipes: reads that wait at most until a deadline, and whole writes.
struct StandardStreams {
    let input: Int32
    let output: Int32

    /// What a wait for input gave.
    enum Read {
        case bytes([UInt8])
        case timedOut
        case closed
    }

    /// Waits for input for at most `timeout` (for ever when nil), then reads what is there.
    func read(timeout: Duration?) -> Read {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        let milliseconds = timeout.map { Int32(clamping: max(0, Int($0.components.seconds) * 1000 + Int($0.components.attoseconds / 1_000_000_000_000_000))) } ?? -1
        let ready = poll(&descriptor, 1, milliseconds)
        if ready == 0 { return .timedOut }
        if ready < 0 { return errno == EINTR ? .timedOut : .closed }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = buffer.withUnsafeMutableBytes { systemRead(input, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR || errno == EAGAIN { return .timedOut }
        guard count > 0 else { return .closed }
        return .bytes(Array(buffer[..<count]))
    }

    /// Writes all of `data`; false when the client has gone (a closed pipe).
    func write(_ data: Data) -> Bool {
        data.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let count = systemWrite(output, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return false
                }
                written += count
            }
            return true
        }
    }
}

/// The C library's read and write, named apart from the methods above.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
