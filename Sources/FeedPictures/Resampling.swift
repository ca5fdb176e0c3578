/// Pixels resampled to any size, one axis at a time. Made smaller, each new pixel is the
/// area-weighted mean of the pixels it covers, a pixel covered in part counting in part (a box
/// filter: no pixel skipped, none counted twice, so fine detail neither aliases nor bands).
/// Made larger, each new pixel is interpolated between its four nearest (bilinear), so a
/// small photograph grows smooth rather than in blocks. Colours are weighted by their alpha,
/// so a transparent pixel lends none of its colour to an edge.
enum Resampling {
    /// One source pixel's share of a new pixel.
    struct Tap {
        let index: Int
        let weight: Float
    }

    /// For each of `target` new pixels along an axis, the source pixels of the `source` along
    /// it that make it, with their shares (summing to 1).
    static func taps(from source: Int, to target: Int) -> [[Tap]] {
        let scale = Float(source) / Float(target)
        return (0..<target).map { position in
            guard scale > 1 else {
                // Larger: between the two source pixels whose centres lie either side.
                let centre = max(0, (Float(position) + 0.5) * scale - 0.5)
                let left = min(source - 1, Int(centre))
                let right = min(source - 1, left + 1)
                let share = centre - Float(left)
                return right == left ? [Tap(index: left, weight: 1)] : [Tap(index: left, weight: 1 - share), Tap(index: right, weight: share)]
            }
            let start = Float(position) * scale, end = min(Float(source), start + scale)
            var taps: [Tap] = []
            var index = Int(start)
            while Float(index) < end, index < source {
                let covered = min(end, Float(index + 1)) - max(start, Float(index))
                if covered > 0 { taps.append(Tap(index: index, weight: covered / scale)) }
                index += 1
            }
            return taps
        }
    }

    /// `pixels` resampled to exactly `width` × `height`.
    static func resample(_ pixels: Pixels, width: Int, height: Int) -> Pixels {
        guard width != pixels.width || height != pixels.height else { return pixels }
        // Premultiplied by alpha, as floats, row by row.
        var source = [Float](repeating: 0, count: pixels.width * pixels.height * 4)
        for at in 0..<pixels.width * pixels.height {
            let alpha = Float(pixels.rgba[at * 4 + 3]) / 255
            for channel in 0..<3 { source[at * 4 + channel] = Float(pixels.rgba[at * 4 + channel]) * alpha }
            source[at * 4 + 3] = Float(pixels.rgba[at * 4 + 3])
        }
        // Across: every source row at the new width.
        let across = taps(from: pixels.width, to: width)
        var wide = [Float](repeating: 0, count: width * pixels.height * 4)
        for row in 0..<pixels.height {
            for (x, taps) in across.enumerated() {
                let to = (row * width + x) * 4
                for tap in taps {
                    let from = (row * pixels.width + tap.index) * 4
                    for channel in 0..<4 { wide[to + channel] += source[from + channel] * tap.weight }
                }
            }
        }
        // Down: every new column at the new height, back to bytes.
        let down = taps(from: pixels.height, to: height)
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for (y, taps) in down.enumerated() {
            for x in 0..<width {
                var sums: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for tap in taps {
                    let from = (tap.index * width + x) * 4
                    sums.0 += wide[from] * tap.weight
                    sums.1 += wide[from + 1] * tap.weight
                    sums.2 += wide[from + 2] * tap.weight
                    sums.3 += wide[from + 3] * tap.weight
                }
                let to = (y * width + x) * 4, alpha = sums.3 / 255
                out[to] = byte(alpha > 0 ? sums.0 / alpha : 0)
                out[to + 1] = byte(alpha > 0 ? sums.1 / alpha : 0)
                out[to + 2] = byte(alpha > 0 ? sums.2 / alpha : 0)
                out[to + 3] = byte(sums.3)
            }
        }
        return Pixels(width: width, height: height, rgba: out)
    }

    private static func byte(_ value: Float) -> UInt8 {
        UInt8(max(0, min(255, value.rounded())))
    }
}
