@testable import FeedBrowserCore
import Foundation
import Testing

/// The order dates the core writes by its own arithmetic, against Foundation's formatter,
/// which the core may not import.
struct OrderDateTextTests {
    @Test func everyDateReadsAsFoundationWouldWriteIt() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "MMM d, yyyy HH:mm 'UTC'"
        var generator = SystemRandomNumberGenerator()
        // Leap days, the turn of centuries, before 1970, and random instants up to 2200.
        let fixed: [TimeInterval] = [0, -1, -86_400, 951_782_400, 951_868_799, 4_107_542_400, 1_795_440_300, -2_208_988_800]
        let random = (0..<2_000).map { _ in TimeInterval(Int.random(in: -2_208_988_800...7_258_118_400, using: &generator)) + 0.75 }
        for seconds in fixed + random {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(BuiltScreen.dateText(date) == formatter.string(from: date), "\(seconds)")
        }
    }
}
