/// Writes whole numbers with `,` between thousands: 20391 → "20,391".
public enum DigitGrouping {
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

    public static func grouped(_ value: Int) -> String {
        (value < 0 ? "-" : "") + grouped(value.magnitude)
    }
}
