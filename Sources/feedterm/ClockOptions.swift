import ArgumentParser
import FeedCommands
import FeedModel
import Foundation

/// `--now TIME`: the time coupons expire against, so that CI runs and snapshots do not change
/// with the date.
struct ClockOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The time coupons expire against, in ISO 8601 (default: now); a date alone is its last second.", valueName: "time"))
    var now: String?

    func validate() throws {
        if let now, ISO8601Date.parse(now) == nil {
            throw ValidationError("--now must be an ISO 8601 time such as 2026-12-01T00:00:00Z, or a date such as 2026-12-01; found '\(now)'.")
        }
    }

    /// The time given, or nil when none was.
    var date: Date? { now.flatMap(ISO8601Date.parse) }

    /// The time given, else the time it is now: what a check or a drawing judges expiry by
    /// (the decoder and the renderer read no clock).
    var time: Date { date ?? Date() }
}
