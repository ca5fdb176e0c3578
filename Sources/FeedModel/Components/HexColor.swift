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
        // ASCII checks by byte: Unicode property look-ups were a tenth of a feed's decode.
        guard utf8.count == 7, utf8.first == UInt8(ascii: "#"),
              utf8.dropFirst().allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x46).contains($0 & 0xDF) }),
              let value = UInt32(text.dropFirst(), radix: 16) else {
            return nil
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
