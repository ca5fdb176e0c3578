/// A picture's own size in pixels, as an Image's `width` and `height` give it.
public struct PictureSize: Sendable, Hashable {
    /// Its width in pixels.
    public var width: Int
    /// Its height in pixels.
    public var height: Int

    /// A picture `width` pixels wide and `height` high, each at least 1.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Whether `other` has this size's aspect, within `tolerance` (1%: a file whose aspect is
    /// off by more contradicts the size its Image gives).
    public func hasAspect(of other: PictureSize, tolerance: Double = 0.01) -> Bool {
        let mine = Double(width) / Double(height), theirs = Double(other.width) / Double(other.height)
        return abs(mine - theirs) <= tolerance * theirs
    }
}
