/// A colour written `#rrggbb`, as `dominant_color` sends it.
public struct HexColor: Sendable, Hashable, CustomStringConvertible {
    /// Red, from 0 to 255.
    public var red: UInt8
    /// Green, from 0 to 255.
    public var green: UInt8
    /// Blue, from 0 to 255.
    public var blue: UInt8

    /// The colour of these components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Parses `#rrggbb` (either case); nil for anything else.
    public init?(_ text: String) {
        let utf8 = text.utf8
        guard utf8.count == 7, utf8.first == UInt8(ascii: "#") else { return nil }
        // Digit by digit, by byte: Unicode property look-ups were a tenth of a feed's decode,
        // and the standard library's integer parsing from a Substring most of a colour's.
        var value: UInt32 = 0
        for byte in utf8.dropFirst() {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        self.init(red: UInt8(value >> 16), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
    }

    public var description: String {
        "#" + [red, green, blue].map { byte in
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }
}

extension HexColor: Decodable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let color = HexColor(text) else {
            throw FieldError(in: decoder, message: "expected a colour written #rrggbb, found \"\(text)\"")
        }
        self = color
    }
}
