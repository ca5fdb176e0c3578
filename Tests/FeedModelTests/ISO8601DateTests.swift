@testable import FeedModel
import Foundation
import Testing

/// The hand-written ISO 8601 reader agrees with Foundation's formatter on what servers send.
struct ISO8601DateTests {
    static func foundation(_ text: String) -> Date? {
        for options: ISO8601DateFormatter.Options in [[.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds], [.withFullDate]] {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = options
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }

    @Test(arguments: [
        "2026-12-01T00:00:00Z", "2026-12-06T23:59:59Z", "2027-01-10T00:00:00+09:00", "2026-06-30T12:30:00-04:30",
        "2024-02-29T08:00:00Z", "1999-12-31T23:59:59Z", "2026-12-01", "2000-03-01", "1969-07-20T20:17:40Z",
        "2026-12-01T10:20:30.250Z", "2026-12-01T10:20:30.5+01:00",
    ])
    func validDatesMatchFoundation(text: String) throws {
        let ours = try #require(ISO8601Date.parse(text))
        let theirs = try #require(Self.foundation(text))
        // A date alone is the end of that day (its last second); Foundation reads its start.
        let endOfDay: Double = text.count == 10 ? 86_399 : 0
        #expect(abs(ours.timeIntervalSince1970 - theirs.timeIntervalSince1970 - endOfDay) < 0.001)
    }

    @Test(arguments: [
        "", "tomorrow", "2026-13-01T00:00:00Z", "2026-02-30T00:00:00Z", "2023-02-29", "2026-12-01T24:00:00Z",
        "2026-12-01T10:61:00Z", "2026-12-01T10:00:00", "2026-12-01 10:00:00Z", "2026-12-01T10:00:00Zjunk", "26-12-01",
        "2026-12-01T10:00:00.Z", "2026-12-01T10:00:00+9",
    ])
    func invalidDatesAreRefused(text: String) {
        #expect(ISO8601Date.parse(text) == nil)
    }
}
