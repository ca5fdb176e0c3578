/// Reads numbers off the tape, whose text the parser has already checked.
enum JSONNumber {
    /// Powers of ten that a Double holds exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

    /// The value of an integer literal, or nil when it does not fit 64 bits.
    static func integer(_ entry: JSONTapeEntry, in bytes: UnsafeRawBufferPointer) -> Int64? {
        var (index, end, negative) = digits(of: entry, in: bytes)
        // Accumulated negatively, so Int64.min fits.
        var value: Int64 = 0
        while index < end {
            let (shifted, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowMinus) = shifted.subtractingReportingOverflow(Int64(bytes[index] &- UInt8(ascii: "0")))
            guard !overflowTimes, !overflowMinus else { return nil }
            value = next
            index += 1
        }
        if negative {
            return value
        }
        return value == .min ? nil : -value
    }

    /// The value as a Double, or nil when it is beyond Double's range (1e400).
    ///
    /// Up to 15 significant digits with no exponent, the value is exact: an integer and a power
    /// of ten that Double holds exactly, divided once, rounded once (Clinger's fast path).
    /// Anything else goes to the standard library's correctly rounded parser.
    static func double(_ entry: JSONTapeEntry, in bytes: UnsafeRawBufferPointer) -> Double? {
        var (index, end, negative) = digits(of: entry, in: bytes)
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        var simple = true
        while index < end {
            let byte = bytes[index]
            if JSONParser.isDigit(byte) {
                mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                digits += 1
                fractionDigits += seenPoint ? 1 : 0
            } else if byte == UInt8(ascii: ".") {
                seenPoint = true
            } else {
                simple = false
                break
            }
            index += 1
        }
        if simple, digits <= 15 {
            let magnitude = Double(mantissa) / exactPowersOfTen[fractionDigits]
            return negative ? -magnitude : magnitude
        }
        guard let value = Double(text(entry, in: bytes)), value.isFinite else { return nil }
        return value
    }

    /// Where a number's digits start (after its sign) and end, and whether it is negative.
    private static func digits(of entry: JSONTapeEntry, in bytes: UnsafeRawBufferPointer) -> (start: Int, end: Int, negative: Bool) {
        let negative = bytes[entry.offset] == UInt8(ascii: "-")
        return (entry.offset + (negative ? 1 : 0), entry.offset + Int(entry.length), negative)
    }

    /// The number as it is written.
    static func text(_ entry: JSONTapeEntry, in bytes: UnsafeRawBufferPointer) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[entry.offset..<(entry.offset + Int(entry.length))]), as: UTF8.self)
    }

    /// Whether the number's digits before its exponent hold anything but zeros: `1e-400` does,
    /// `0.0e5` does not. A number that does and still reads as 0 has underflowed.
    static func hasNonzeroDigit(_ text: String) -> Bool {
        for byte in text.utf8 {
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { return false }
            if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") { return true }
        }
        return false
    }
}
