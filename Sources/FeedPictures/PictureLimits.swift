/// What a picture may cost, checked while it is read and before it is decoded.
public struct PictureLimits: Sendable, Hashable {
    /// The most bytes a picture's file or response may have.
    public var maxBytes: Int
    /// The most pixels its header may claim: larger pictures are refused before decoding.
    public var maxPixels: Int
    /// The longest a picture may take to arrive, in seconds.
    public var timeout: Double

    /// Limits of `maxBytes` bytes, `maxPixels` pixels and `timeout` seconds.
    public init(maxBytes: Int = 16 << 20, maxPixels: Int = 40_000_000, timeout: Double = 10) {
        self.maxBytes = maxBytes
        self.maxPixels = maxPixels
        self.timeout = timeout
    }

    /// 16 MiB, 40 million pixels (a 8,000 × 5,000 photograph) and 10 s.
    public static let standard = PictureLimits()
}
