@testable import FeedBrowserCore

extension Effect {
    /// Whether the runtime answers it with an event (a load's or a picture's result, the host's
    /// answer, the kept state, inspect's panel): what a test driving the core owes it back.
    var hasResult: Bool {
        switch self {
        case .load, .loadPicture, .perform, .loadState, .inspect: true
        case .cancel, .record, .save, .quit: false
        }
    }
}
