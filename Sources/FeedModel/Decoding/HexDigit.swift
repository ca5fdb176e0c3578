/// The value of one ASCII hex digit, either case: what a `\u` escape, a `%XX` escape and a
/// `#rrggbb` colour are all read with.
enum HexDigit {
    /// The digit's value from 0 to 15, or nil for a byte that is no hex digit.
    @inline(__always)
    static func value(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
