import Foundation

/// Reads the ISO 8601 forms a server sends: with or without fractional seconds, or a date alone.
enum ISO8601Date {
    static func parse(_ text: String) -> Date? {
        for options in formats {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = options
            if let date = formatter.date(from: text) {
                return date
            }
        }
        return nil
    }

    private static let formats: [ISO8601DateFormatter.Options] = [
        [.withInternetDateTime],
        [.withInternetDateTime, .withFractionalSeconds],
        [.withFullDate],
    ]
}
