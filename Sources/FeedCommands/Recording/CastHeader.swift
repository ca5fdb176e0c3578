import FeedModel
import Foundation

/// A recording's first line: asciicast v2's `version`, `width`, `height` and `timestamp` (when
/// it started), and under `"feedterm"` how browse was run, for `flow from-cast`: the source as
/// it was named (nil: the bundled shop), the cohort, the theme, `"images": "off"` when no
/// picture was drawn (pictures off, or a terminal without colour), and whether it started
/// from a kept state, drew with a theme file or showed hidden modules, which a flow made from
/// it cannot do the same way (`flow from-cast` says so).
package struct CastHeader: Codable, Equatable {
    package var version = 2
    package var width: Int
    package var height: Int
    package var timestamp: Int?
    package var feedterm: Session

    /// A header for a terminal of `width`×`height`, started at `timestamp` (seconds since 1970).
    package init(width: Int, height: Int, timestamp: Int? = nil, feedterm: Session) {
        self.width = width
        self.height = height
        self.timestamp = timestamp
        self.feedterm = feedterm
    }

    /// How browse was run.
    package struct Session: Codable, Equatable {
        package var source: String?
        package var flags: [String]?
        package var experiments: [String: String]?
        package var clientVersion: String?
        package var theme: String?
        package var images: String?
        /// Whether browse started from a state file (favorites, the cart), not from nothing.
        package var keptState: Bool?
        /// Whether a theme file drew it (`--theme-file`), which a flow cannot name.
        package var themeFile: Bool?
        /// Whether hidden modules were drawn as a line each (`--show-hidden`).
        package var showsHidden: Bool?

        /// How browse was run: each part nil where it was not given.
        package init(source: String? = nil, flags: [String]? = nil, experiments: [String: String]? = nil, clientVersion: String? = nil, theme: String? = nil, images: String? = nil) {
            self.source = source
            self.flags = flags
            self.experiments = experiments
            self.clientVersion = clientVersion
            self.theme = theme
            self.images = images
        }

        package enum CodingKeys: String, CodingKey {
            case source, flags, experiments, theme, images
            case clientVersion = "client_version"
            case keptState = "kept_state"
            case themeFile = "theme_file"
            case showsHidden = "show_hidden"
        }
    }

    /// The header on one line, keys in order.
    package func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
