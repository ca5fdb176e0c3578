/// Well-formed UTF-8 by the Unicode Standard's table 3-7: no overlong forms, no surrogates,
/// nothing above U+10FFFF.
enum UTF8Sequence {
    /// The length of the well-formed sequence that starts at `index`, or nil when the bytes
    /// there are not one.
    static func length(at index: Int, in bytes: UnsafeRawBufferPointer) -> Int? {
        let lead = bytes[index]
        if lead < 0x80 {
            return 1
        }
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return nil }
        for next in (index + 2)..<(index + length) where bytes[next] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }
}
