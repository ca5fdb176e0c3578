import FeedModel
import Foundation

/// A recording's first line: asciicast v2's `version`, `width`, `height` and `timestamp` (when
/// it started), and under `"feedterm"` how browse was run, for `flow from-cast`: the source as
/// it was named (nil: the bundled shop), the cohort, the theme, `"images": "off"` when no
/// picture was drawn (pictures off, or a terminal without colour), and whether it started
/// from a kept state, drew with a theme file or showed hidden modules, which a flow made from
/// it cannot do the same way (`flow from-cast` says so).
struct CastHeader: Codable, Equatable {
    var version = 2
    var width: Int
    var height: Int
    var timestamp: Int?
    var feedterm: Session

    /// How browse was run.
    struct Session: Codable, Equatable {
        var source: String?
        var flags: [String]?
        var experiments: [String: String]?
        var clientVersion: String?
        var theme: String?
        var images: String?
        /// Whether browse started from a state file (favorites, the cart), not from nothing.
        var keptState: Bool?
        /// Whether a theme file drew it (`--theme-file`), which a flow cannot name.
        var themeFile: Bool?
        /// Whether hidden modules were drawn as a line each (`--show-hidden`).
        var showsHidden: Bool?

        enum CodingKeys: String, CodingKey {
            case source, flags, experiments, theme, images
            case clientVersion = "client_version"
            case keptState = "kept_state"
            case themeFile = "theme_file"
            case showsHidden = "show_hidden"
        }
    }

    /// The header on one line, keys in order.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
