import FeedModel

/// What a terminal says it can draw besides text: kitty's graphics protocol, sixel, and the
/// size of a cell in pixels. Read from its answers to `TerminalGraphicsProbe`'s questions.
public struct TerminalGraphics: Sendable, Hashable {
    /// It answered kitty's graphics query: it draws pictures sent as kitty graphics.
    public var kitty = false
    /// Its Primary Device Attributes list 4: it draws sixel graphics.
    public var sixel = false
    /// A cell's width in pixels, when it said (`CSI 16 t`).
    public var cellWidth: Int?
    /// A cell's height in pixels, likewise.
    public var cellHeight: Int?
    /// Its background colour, when it said (`OSC 11`).
    public var background: HexColor?
    /// Whether its answer to Primary Device Attributes arrived: every terminal answers that,
    /// after the others, so nothing more is coming.
    public var isComplete = false

    /// Nothing known yet.
    public init() {}

    /// What `bytes`, the terminal's answers so far, say. Anything else among them (a key
    /// pressed meanwhile) is passed over.
    public static func parse(_ bytes: [UInt8]) -> TerminalGraphics {
        var graphics = TerminalGraphics()
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B, index + 1 < bytes.count else {
                index += 1
                continue
            }
            if bytes[index + 1] == UInt8(ascii: "]"), let (end, length) = oscTerminator(in: bytes, from: index + 2) {
                // ESC ] 11 ; rgb:RRRR/GGGG/BBBB (BEL or ESC \)
                graphics.background = background(String(decoding: bytes[(index + 2)..<end], as: UTF8.self)) ?? graphics.background
                index = end + length
            } else if bytes[index + 1] == UInt8(ascii: "_"), let end = stringTerminator(in: bytes, from: index + 2) {
                // ESC _ G i=31;OK ESC \
                let body = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                if body.hasPrefix("G"), body.contains("i=31"), body.hasSuffix(";OK") { graphics.kitty = true }
                index = end + 2
            } else if bytes[index + 1] == UInt8(ascii: "["), let end = bytes[(index + 2)...].firstIndex(where: { (0x40...0x7E).contains($0) }) {
                let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                graphics.read(parameters, final: bytes[end])
                index = end + 1
            } else {
                index += 1
            }
        }
        return graphics
    }

    /// One control sequence's answer: `?…c` (device attributes) or `6;H;Wt` (cell size).
    private mutating func read(_ parameters: String, final: UInt8) {
        if final == UInt8(ascii: "c"), parameters.hasPrefix("?") {
            isComplete = true
            sixel = parameters.dropFirst().split(separator: ";").contains("4")
        } else if final == UInt8(ascii: "t") {
            let numbers = parameters.split(separator: ";").compactMap { Int($0) }
            if numbers.count == 3, numbers[0] == 6, numbers[1] > 0, numbers[2] > 0 {
                cellHeight = numbers[1]
                cellWidth = numbers[2]
            }
        }
    }

    /// The colour of an `11;rgb:R/G/B` answer, each part 1 to 4 hex digits (its top 8 bits
    /// kept); nil for anything else.
    static func background(_ body: String) -> HexColor? {
        guard body.hasPrefix("11;rgb:") else { return nil }
        let parts = body.dropFirst(7).split(separator: "/")
        let channels = parts.compactMap { part -> UInt8? in
            guard (1...4).contains(part.count), let value = UInt32(part, radix: 16) else { return nil }
            // Scaled to 8 bits from however many the terminal sent.
            return UInt8((value * 255 + (1 << (4 * UInt32(part.count))) / 2 - 1) / ((1 << (4 * UInt32(part.count))) - 1))
        }
        guard parts.count == 3, channels.count == 3 else { return nil }
        return HexColor(red: channels[0], green: channels[1], blue: channels[2])
    }

    /// Where an operating system command's answer ends, from `start` on, and the length of its
    /// end: BEL, or `ESC \`.
    private static func oscTerminator(in bytes: [UInt8], from start: Int) -> (Int, Int)? {
        var index = start
        while index < bytes.count {
            if bytes[index] == 0x07 { return (index, 1) }
            if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") { return (index, 2) }
            index += 1
        }
        return nil
    }

    /// Where `ESC \` starts, from `start` on.
    private static func stringTerminator(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "\\") { return index }
            index += 1
        }
        return nil
    }
}
