/// Writes whole numbers with `,` between thousands: 20391 → "20,391".
public enum DigitGrouping {
    /// `value` with a comma between each group of three digits: 12,480.
    public static func grouped(_ value: UInt) -> String {
        let digits = Array(String(value))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 {
                result.append(",")
            }
            result.append(digit)
        }
        return result
    }

    /// `value` with a comma between each group of three digits, and its sign: -12,480.
    public static func grouped(_ value: Int) -> String {
        (value < 0 ? "-" : "") + grouped(value.magnitude)
    }
}
