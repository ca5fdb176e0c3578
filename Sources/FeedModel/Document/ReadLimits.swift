import FoundationEssentials

/// How much of an untrusted document is read, and for how long: every read of a file, a pipe,
/// a device, standard input or an HTTP body is counted as it arrives and stopped at these
/// limits, so no document can take the memory or the time of the program.
public struct ReadLimits: Sendable, Equatable {
    /// The largest document read, in bytes (64 MiB unless told otherwise: `--max-bytes`).
    public var maxBytes: Int
    /// The longest a whole read may take, in seconds (10 unless told otherwise: `--timeout`).
    public var timeout: Double

    /// 64 MiB.
    public static let defaultMaxBytes = 64 << 20
    /// 10 seconds.
    public static let defaultTimeout = 10.0

    /// At most `maxBytes` bytes, read within `timeout` seconds.
    public init(maxBytes: Int = defaultMaxBytes, timeout: Double = defaultTimeout) {
        self.maxBytes = maxBytes
        self.timeout = timeout
    }

    /// `bytes` in words: "64 MiB", "512 KiB", "300 bytes".
    public static func describe(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
