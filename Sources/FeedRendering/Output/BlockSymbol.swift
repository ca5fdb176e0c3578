/// The block symbols pictures are drawn with, each as the quadrants of its cell it fills with
/// the foreground colour (the rest shows the background): what a report draws as rectangles,
/// exactly, whatever font the viewer has.
public enum BlockSymbol {
    /// Bit 3 the top left quadrant, 2 the top right, 1 the bottom left, 0 the bottom right.
    public static let quadrants: [Character: UInt8] = [
        " ": 0b0000, "█": 0b1111, "▀": 0b1100, "▄": 0b0011, "▌": 0b1010, "▐": 0b0101,
        "▘": 0b1000, "▝": 0b0100, "▖": 0b0010, "▗": 0b0001, "▚": 0b1001, "▞": 0b0110,
        "▙": 0b1011, "▛": 0b1110, "▜": 0b1101, "▟": 0b0111,
    ]

    /// Every symbol, the space included.
    public static var all: Set<Character> { Set(quadrants.keys) }

    /// The symbol that fills exactly the quadrants `symbol` leaves: drawing it with the
    /// colours swapped draws the same cell.
    public static func complement(of symbol: Character) -> Character? {
        guard let filled = quadrants[symbol] else { return nil }
        return quadrants.first { $0.value == ~filled & 0b1111 }?.key
    }
}
