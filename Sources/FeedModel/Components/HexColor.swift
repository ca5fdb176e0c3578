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
        // Digit by digit, over the bytes in one piece: Unicode property look-ups were a tenth
        // of a feed's decode, and parsing a Substring with a radix, or walking a String's
        // bytes one index at a time, most of a colour's.
        var text = text
        let value: UInt32? = text.withUTF8 { bytes in
            guard bytes.count == 7, bytes[0] == UInt8(ascii: "#") else { return nil }
            var value: UInt32 = 0
            for byte in bytes[1...] {
                guard let digit = HexDigit.value(byte) else { return nil }
                value = value << 4 | UInt32(digit)
            }
            return value
        }
        guard let value else { return nil }
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
