import FeedModel

/// The xterm 256-colour palette, to map a 24-bit colour to the nearest indexed one.
enum XtermPalette {
    /// The 16 standard colours as xterm draws them.
    static let ansi: [HexColor] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ].map { HexColor(red: UInt8($0 >> 16), green: UInt8(($0 >> 8) & 0xFF), blue: UInt8($0 & 0xFF)) }

    private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The colour of an index of the 256-colour palette.
    static func rgb(of index: UInt8) -> HexColor {
        switch index {
        case 0..<16:
            return ansi[Int(index)]
        case 16..<232:
            let value = Int(index) - 16
            return HexColor(red: UInt8(cubeLevels[value / 36]), green: UInt8(cubeLevels[(value / 6) % 6]), blue: UInt8(cubeLevels[value % 6]))
        default:
            let level = UInt8(8 + 10 * (Int(index) - 232))
            return HexColor(red: level, green: level, blue: level)
        }
    }

    /// The 24-bit colour a terminal colour stands for.
    static func rgb(_ color: TerminalColor) -> HexColor {
        switch color {
        case .rgb(let rgb): rgb
        case .indexed(let index): rgb(of: index)
        }
    }

    /// The nearest colour of the 6×6×6 cube or the grey ramp (never the 16, which users restyle).
    static func nearest256(_ color: HexColor) -> UInt8 {
        let cube = [color.red, color.green, color.blue].map { component in
            cubeLevels.indices.min { abs(cubeLevels[$0] - Int(component)) < abs(cubeLevels[$1] - Int(component)) }!
        }
        let cubeIndex = UInt8(16 + 36 * cube[0] + 6 * cube[1] + cube[2])
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyIndex = UInt8(232 + min(23, max(0, (average - 3) / 10)))
        return distance(color, rgb(of: cubeIndex)) <= distance(color, rgb(of: greyIndex)) ? cubeIndex : greyIndex
    }

    /// The nearest of the 16 standard colours.
    static func nearest16(_ color: HexColor) -> UInt8 {
        nearest(color, among: Array(ansi.indices))
    }

    /// The nearest of the standard colours that text can be read in on `background`: at
    /// least WCAG's 4.5:1 (xterm's red is 3.6:1 on black, so red text takes the bright red).
    static func nearest16(_ color: HexColor, readableOn background: HexColor) -> UInt8 {
        let readable = ansi.indices.filter { Contrast.ratio(ansi[$0], background) >= 4.5 }
        return nearest(color, among: readable.isEmpty ? Array(ansi.indices) : readable)
    }

    private static func nearest(_ color: HexColor, among indices: [Int]) -> UInt8 {
        UInt8(indices.min { distance(color, ansi[$0]) < distance(color, ansi[$1]) }!)
    }

    /// Squared distance, weighted for how the eye sees red, green and blue.
    private static func distance(_ a: HexColor, _ b: HexColor) -> Int {
        let red = Int(a.red) - Int(b.red)
        let green = Int(a.green) - Int(b.green)
        let blue = Int(a.blue) - Int(b.blue)
        return 3 * red * red + 4 * green * green + 2 * blue * blue
    }
}
