/// A decoded picture: RGBA pixels, 4 bytes each, rows top first.
public struct Pixels: Sendable, Hashable {
    /// Its width in pixels.
    public let width: Int
    /// Its height in pixels.
    public let height: Int
    /// width × height × 4 bytes: red, green, blue, alpha.
    public let rgba: [UInt8]

    /// Pixels of `width` × `height` from `rgba`.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "4 bytes a pixel")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The bytes it holds.
    public var byteCount: Int { rgba.count }

    /// These pixels no larger than `maxSide` on either side, averaged box by box (aspect
    /// kept); the same pixels when they already fit. What the store keeps of a picture: a
    /// photograph thousands of pixels wide is drawn in a few dozen cells.
    public func downscaled(maxSide: Int) -> Pixels {
        guard width > maxSide || height > maxSide else { return self }
        let scale = Double(max(width, height)) / Double(maxSide)
        let newWidth = max(1, Int((Double(width) / scale).rounded()))
        let newHeight = max(1, Int((Double(height) / scale).rounded()))
        var out = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        rgba.withUnsafeBufferPointer { source in
            for y in 0..<newHeight {
                let top = y * height / newHeight, bottom = max(top + 1, (y + 1) * height / newHeight)
                for x in 0..<newWidth {
                    let left = x * width / newWidth, right = max(left + 1, (x + 1) * width / newWidth)
                    var sums = (0, 0, 0, 0)
                    for row in top..<bottom {
                        var index = (row * width + left) * 4
                        for _ in left..<right {
                            sums.0 += Int(source[index])
                            sums.1 += Int(source[index + 1])
                            sums.2 += Int(source[index + 2])
                            sums.3 += Int(source[index + 3])
                            index += 4
                        }
                    }
                    let count = (bottom - top) * (right - left)
                    let at = (y * newWidth + x) * 4
                    out[at] = UInt8(sums.0 / count)
                    out[at + 1] = UInt8(sums.1 / count)
                    out[at + 2] = UInt8(sums.2 / count)
                    out[at + 3] = UInt8(sums.3 / count)
                }
            }
        }
        return Pixels(width: newWidth, height: newHeight, rgba: out)
    }

    /// These pixels at the largest size within `boxWidth` × `boxHeight` that keeps their
    /// aspect, resampled by area when smaller and bilinearly when larger (`Resampling`): what
    /// a terminal that draws pixels is sent, never more than its place shows.
    public func scaled(toFit boxWidth: Int, _ boxHeight: Int) -> Pixels {
        let scale = min(Double(boxWidth) / Double(width), Double(boxHeight) / Double(height))
        let newWidth = min(boxWidth, max(1, Int((Double(width) * scale).rounded())))
        let newHeight = min(boxHeight, max(1, Int((Double(height) * scale).rounded())))
        return Resampling.resample(self, width: newWidth, height: newHeight)
    }

    /// These pixels scaled to fit `boxWidth` × `boxHeight` (`scaled(toFit:_:)`) and centred
    /// on a transparent canvas of exactly that size: what a terminal that draws pixels from a
    /// place's top-left corner, or stretches them to the place, is sent.
    public func centred(in boxWidth: Int, _ boxHeight: Int) -> Pixels {
        let inner = scaled(toFit: boxWidth, boxHeight)
        guard inner.width != boxWidth || inner.height != boxHeight else { return inner }
        var out = [UInt8](repeating: 0, count: boxWidth * boxHeight * 4)
        let left = (boxWidth - inner.width) / 2, top = (boxHeight - inner.height) / 2
        for y in 0..<inner.height {
            let from = y * inner.width * 4, to = ((top + y) * boxWidth + left) * 4
            out.replaceSubrange(to..<(to + inner.width * 4), with: inner.rgba[from..<(from + inner.width * 4)])
        }
        return Pixels(width: boxWidth, height: boxHeight, rgba: out)
    }
}
