/// A sixel picture's own palette, made for its pixels by median cut: the opaque pixels are
/// split, again and again, at the median of the channel that spreads widest in the box that
/// spreads widest, until there are `count` boxes; each box's mean colour is a register, and
/// each pixel takes the register of its box. A photograph's few hundred colours then keep
/// their gradients, where a fixed cube of 252 bands them.
struct SixelPalette {
    /// The registers' colours, red, green and blue.
    let colours: [(red: Int, green: Int, blue: Int)]
    /// Each pixel's register, row by row; -1 for a transparent pixel, left undrawn.
    let indices: [Int]

    /// The palette of at most `count` colours for `pixels`.
    init(_ pixels: Pixels, count: Int = 256) {
        var items: [(red: Int, green: Int, blue: Int, at: Int)] = []
        items.reserveCapacity(pixels.width * pixels.height)
        for at in 0..<pixels.width * pixels.height where pixels.rgba[at * 4 + 3] >= 128 {
            items.append((Int(pixels.rgba[at * 4]), Int(pixels.rgba[at * 4 + 1]), Int(pixels.rgba[at * 4 + 2]), at))
        }
        // Each box with the channel it spreads widest in, and how widely: worked out once.
        func measured(_ box: Range<Int>) -> (box: Range<Int>, channel: Int, spread: Int) {
            var widest = (box: box, channel: 0, spread: 0)
            for channel in 0..<3 {
                var low = 255, high = 0
                for item in items[box] {
                    let value = Self.value(item, channel)
                    low = min(low, value)
                    high = max(high, value)
                }
                if high - low > widest.spread { widest = (box, channel, high - low) }
            }
            return widest
        }
        var boxes = items.isEmpty ? [] : [measured(0..<items.count)]
        while boxes.count < count, let widest = boxes.indices.max(by: { boxes[$0].spread < boxes[$1].spread }), boxes[widest].spread > 0 {
            let (box, channel, _) = boxes[widest]
            items[box].sort { Self.value($0, channel) < Self.value($1, channel) }
            let middle = box.lowerBound + box.count / 2
            boxes[widest] = measured(box.lowerBound..<middle)
            boxes.append(measured(middle..<box.upperBound))
        }
        var indices = [Int](repeating: -1, count: pixels.width * pixels.height)
        colours = boxes.map(\.box).enumerated().map { number, box in
            var sums = (0, 0, 0)
            for item in items[box] {
                sums = (sums.0 + item.red, sums.1 + item.green, sums.2 + item.blue)
                indices[item.at] = number
            }
            return (sums.0 / box.count, sums.1 / box.count, sums.2 / box.count)
        }
        self.indices = indices
    }

    private static func value(_ item: (red: Int, green: Int, blue: Int, at: Int), _ channel: Int) -> Int {
        channel == 0 ? item.red : channel == 1 ? item.green : item.blue
    }
}
