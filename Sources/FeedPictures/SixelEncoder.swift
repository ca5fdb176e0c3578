/// True pixels as DEC sixel graphics, for terminals that draw them (xterm -ti vt340, foot,
/// WezTerm, mlterm): each picture with a palette of its own of up to 256 colours
/// (`SixelPalette`), each band of six rows run-length encoded.
///
/// Each picture first turns on private colour registers (DECSET 1070): its palette is its
/// own, and the colours the terminal draws text with are never overwritten.
public enum SixelEncoder {
    /// Private colour registers for each picture (xterm's DECSET 1070).
    static let privateRegisters = "\u{1B}[?1070h"

    /// `pixels` scaled to fit `width` × `height` pixels, aspect kept, as one sixel image
    /// (DCS … ST). Transparent pixels are left undrawn.
    public static func encode(_ pixels: Pixels, width: Int, height: Int) -> String {
        let picture = pixels.scaled(toFit: width, height)
        var out = privateRegisters + "\u{1B}P0;1;0q\"1;1;\(picture.width);\(picture.height)"
        let palette = SixelPalette(picture)
        for (index, colour) in palette.colours.enumerated() {
            out += "#\(index);2;\(percent(colour.red));\(percent(colour.green));\(percent(colour.blue))"
        }
        let indices = palette.indices
        for band in stride(from: 0, to: picture.height, by: 6) {
            let rows = band..<min(band + 6, picture.height)
            var colours = Set<Int>()
            for row in rows { for x in 0..<picture.width where indices[row * picture.width + x] >= 0 { colours.insert(indices[row * picture.width + x]) } }
            for (number, colour) in colours.sorted().enumerated() {
                if number > 0 { out += "$" }
                out += "#\(colour)"
                var run = (character: Character(" "), count: 0)
                for x in 0..<picture.width {
                    var bits = 0
                    for (offset, row) in rows.enumerated() where indices[row * picture.width + x] == colour { bits |= 1 << offset }
                    let character = Character(Unicode.Scalar(UInt8(63 + bits)))
                    if character == run.character { run.count += 1 } else {
                        out += Self.run(run)
                        run = (character, 1)
                    }
                }
                out += Self.run(run)
            }
            out += "-"
        }
        return out + "\u{1B}\\"
    }

    /// A channel of 0–255 as sixel's percentage.
    private static func percent(_ value: Int) -> Int {
        (value * 100 + 127) / 255
    }

    private static func run(_ run: (character: Character, count: Int)) -> String {
        switch run.count {
        case 0: ""
        case 1...3: String(repeating: run.character, count: run.count)
        default: "!\(run.count)\(run.character)"
        }
    }
}
