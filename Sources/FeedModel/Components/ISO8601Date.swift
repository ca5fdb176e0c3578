import FoundationEssentials

/// Reads the ISO 8601 forms a server sends: `2026-12-01T00:00:00Z`, with fractional seconds
/// (`…:00.250Z`), with an offset (`…:00+09:00` or `+0900`), or a date alone (`2026-12-01`,
/// which means the end of that day in UTC: its last second, 23:59:59).
///
/// Parsed by hand: a Foundation ISO8601DateFormatter costs an ICU formatter per use, which was
/// 40% of decoding a feed of coupons.
public enum ISO8601Date {
    /// `2026-12-06T23:59:59Z`: the date in UTC to the second, as messages name it.
    public static func text(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    /// The time `text` names, nil when it is not an ISO 8601 date and time with an offset.
    public static func parse(_ text: String) -> Date? {
        var reader = Reader(Array(text.utf8))
        guard let year = reader.number(digits: 4), reader.skip("-"),
              let month = reader.number(digits: 2), reader.skip("-"),
              let day = reader.number(digits: 2),
              (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day) else { return nil }
        var seconds = Double(daysFromCivil(year: year, month: month, day: day)) * 86_400
        if reader.atEnd {
            return Date(timeIntervalSince1970: seconds + 86_399)
        }
        guard reader.skip("T"), let hour = reader.number(digits: 2), reader.skip(":"),
              let minute = reader.number(digits: 2), reader.skip(":"),
              let second = reader.number(digits: 2),
              hour < 24, minute < 60, second < 61 else { return nil }
        seconds += Double(hour * 3600 + minute * 60 + second)
        if reader.skip(".") {
            guard let fraction = reader.fraction() else { return nil }
            seconds += fraction
        }
        if reader.skip("Z") {
            // UTC.
        } else if let sign = reader.sign() {
            guard let offsetHours = reader.number(digits: 2) else { return nil }
            _ = reader.skip(":")
            guard let offsetMinutes = reader.number(digits: 2), offsetHours < 24, offsetMinutes < 60 else { return nil }
            seconds -= Double(sign * (offsetHours * 3600 + offsetMinutes * 60))
        } else {
            return nil
        }
        return reader.atEnd ? Date(timeIntervalSince1970: seconds) : nil
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's
    /// days_from_civil).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Reads ASCII digits and marks from the front of the text.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        var atEnd: Bool { index == bytes.count }

        /// Steps over `mark` (ASCII) when it comes next. A scalar, not a Character: asking a
        /// Character for its ASCII value was most of a date's parse.
        mutating func skip(_ mark: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: mark) else { return false }
            index += 1
            return true
        }

        mutating func number(digits: Int) -> Int? {
            guard index + digits <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<(index + digits)] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            index += digits
            return value
        }

        /// The digits after a decimal point, as a fraction of a second.
        mutating func fraction() -> Double? {
            var value = 0.0
            var scale = 0.1
            let start = index
            while index < bytes.count, (48...57).contains(bytes[index]) {
                value += Double(bytes[index] - 48) * scale
                scale /= 10
                index += 1
            }
            return index > start ? value : nil
        }

        /// +1 or -1 for an offset's sign.
        mutating func sign() -> Int? {
            if skip("+") { return 1 }
            if skip("-") { return -1 }
            return nil
        }
    }
}
